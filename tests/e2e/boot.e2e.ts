// The start-up (src/lib/boot/): built into every page, and what it does about the page's code. A
// page names its modules in a <meta> and writes no modulepreload hint (offline, hinted modules
// were compiled before the first paint); the start-up asks for them all once the first frame is
// drawn, instead of one level of imports at a time.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { test, expect, appStarted } from './fixtures';
import { importsOf } from '../../scripts/sizes.mjs';

const MODULES = /<meta name="hornbook:modules" content="([^"]*)">/;

test('every page carries the start-up and the list of its modules, and no modulepreload hint', () => {
	const pages = readdirSync('build', { recursive: true, encoding: 'utf8' }).filter(
		(f) => f.endsWith('.html') && readFileSync(`build/${f}`, 'utf8').includes('<body')
	);
	expect(pages.length, 'prerendered pages').toBeGreaterThan(100);
	const wrong = pages.filter((f) => {
		const html = readFileSync(`build/${f}`, 'utf8');
		const listed = MODULES.exec(html)?.[1]?.split(' ') ?? [];
		return (
			html.includes('%hornbook.boot%') ||
			html.includes('rel="modulepreload"') ||
			!listed.some((m) => m.includes('/entry/start.')) ||
			!listed.every((m) => m.startsWith('/_app/immutable/') && existsSync(`build${m}`)) ||
			// Whole: what a listed module imports is listed too (else it comes in a second wave).
			!listed.every((m) => importsOf(m).every((i) => listed.includes(i)))
		);
	});
	expect(wrong).toEqual([]);
});

test("a saved game's page asks for all its modules once it is drawn", async ({ page }) => {
	await page.goto('/es/ktu/games/game?id=none');
	await appStarted(page);
	const listed = MODULES.exec(readFileSync('build/es/ktu/games/game.html', 'utf8'))?.[1] ?? '';
	// The game screen's own code is among them: its page and what that imports.
	expect(listed.split(' ').length).toBeGreaterThan(20);
	const hinted = await page.evaluate(() =>
		[...document.querySelectorAll('link[rel="modulepreload"]')].map(
			(l) => new URL((l as HTMLLinkElement).href).pathname
		)
	);
	expect(hinted).toEqual(listed.split(' '));
});

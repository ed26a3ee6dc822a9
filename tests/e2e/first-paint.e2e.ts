// A Spanish, French or Italian player never sees English: every frame the browser draws on a cold
// load, online on a first visit and offline from the service worker, is in the player's language.
// The frames are the page as it stands at each animation frame (just before it is drawn), recorded
// from before the page's first script, across the page's own swap to its copy in the player's
// language.
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { offlineTest, expect, waitForServiceWorker } from './fixtures';

/** A frame: its <html lang>, its text, and whether the document is the app shell (no text of its own). */
type Frame = { lang: string; text: string; shell: boolean };

const common = (lang: string) =>
	JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as {
		home: { title: string };
		nav: { skip: string };
	};
/** The rule section's English heading, as its English page is drawn. */
const englishSection = /<h1[^>]*>([^<]+)/.exec(
	readFileSync('build/rules/ktu/ties.html', 'utf8')
)?.[1];

/** A rule section's heading as its page in `lang` is drawn (a section this test never opens online). */
const neverOpened = 'rules/uu/adv.neigh';
const headingOf = (lang: string) =>
	/<h1[^>]*>([^<]+)/.exec(readFileSync(`build/${lang}/${neverOpened}.html`, 'utf8'))?.[1] ?? '?';

/** Records every frame of every document of the page until its app has started (and 5 frames on). */
async function recordFrames(page: Page) {
	await page.addInitScript(() => {
		const frames = JSON.parse(sessionStorage.getItem('frames') ?? '[]') as Frame[];
		let after = 0;
		const record = () => {
			const root = document.documentElement;
			if (document.body && !root.hidden) {
				frames.push({
					lang: root.lang,
					text: document.body.innerText,
					shell: root.hasAttribute('data-shell')
				});
				sessionStorage.setItem('frames', JSON.stringify(frames));
			}
			const started = (window as { hornbookEarly?: { started: boolean } }).hornbookEarly?.started;
			if (!started || ++after < 5) requestAnimationFrame(record);
			else sessionStorage.setItem('framesDone', '1');
		};
		requestAnimationFrame(record);
	});
}

/** The frames drawn since the last call, once the app has started. */
async function frames(page: Page): Promise<Frame[]> {
	await page.waitForFunction(() => sessionStorage.getItem('framesDone') === '1');
	return page.evaluate(() => {
		const all = JSON.parse(sessionStorage.getItem('frames') ?? '[]') as Frame[];
		sessionStorage.removeItem('frames');
		sessionStorage.removeItem('framesDone');
		return all;
	});
}

function inLanguage(shown: Frame[], lang: string, where: string) {
	expect(shown.length, `${where}: frames drawn`).toBeGreaterThan(0);
	const english = [common('en').nav.skip, common('en').home.title, englishSection ?? '?'];
	for (const [i, frame] of shown.entries()) {
		expect(frame.lang, `${where}: frame ${i} <html lang>`).toBe(lang);
		for (const words of english)
			expect(frame.text, `${where}: frame ${i} shows English`).not.toContain(words);
	}
}

for (const [lang, locale] of [
	['es', 'es-ES'],
	['fr', 'fr-FR'],
	['it', 'it-IT']
] as const) {
	offlineTest.describe(() => {
		offlineTest.use({ locale });
		offlineTest(
			`${lang}: no English frame on a cold load, online and offline`,
			async ({ page }) => {
				await recordFrames(page);
				// A first visit: the browser's language picks the page.
				await page.goto('/rules/ktu/ties');
				inLanguage(await frames(page), lang, 'first visit, rule section');
				await expect(page.locator('h1')).not.toHaveText(englishSection ?? '');
				await waitForServiceWorker(page);
				await page.context().setOffline(true);
				// Offline, from the service worker: the page's own HTML in the player's language.
				const response = await page.goto('/');
				expect(response?.fromServiceWorker()).toBe(true);
				const home = await frames(page);
				inLanguage(home, lang, 'offline, home');
				// Drawn from the page's own HTML, not the app shell (which has no text until the app has
				// started), and whole from its first frame: nothing is drawn before the page's main part
				// is read (app.html's rel=expect link), not a bare background nor the header alone.
				expect(
					home.filter((f) => f.shell),
					'offline home: app shell frames'
				).toEqual([]);
				expect(home[0]?.text, 'offline home: its first frame').toContain(common(lang).home.title);
				// Every page of the language is kept at install: a section never opened is drawn from its
				// own HTML (not the app shell, which has no text until the app has started).
				const opened = await page.goto(`/${neverOpened}`);
				expect(opened?.fromServiceWorker()).toBe(true);
				const section = await frames(page);
				inLanguage(section, lang, 'offline, rule section');
				expect(
					section.filter((f) => f.shell),
					'offline rule section: app shell frames'
				).toEqual([]);
				expect(section[0]?.text, 'offline rule section: its first frame').toContain(
					headingOf(lang)
				);
			}
		);
	});
}

// A slow phone draws a first frame while the page is still being read: the bare background, then
// the text a frame later. Every prerendered page holds its first frame until its main part is read
// (the first frames above, and the bench's first paints, rely on it).
offlineTest(
	'every prerendered page is drawn first with its main part, not a bare background',
	() => {
		const pages = readdirSync('build', { recursive: true, encoding: 'utf8' }).filter(
			(f) => f.endsWith('.html') && f !== '200.html'
		);
		expect(pages.length, 'prerendered pages').toBeGreaterThan(100);
		const wrong = pages.filter((f) => {
			const html = readFileSync(`build/${f}`, 'utf8');
			// An old address: a redirect, never drawn.
			if (!html.includes('<body')) return false;
			const hold = html.indexOf('<link rel="expect" href="#after-main" blocking="render"');
			return (
				hold < 0 ||
				hold > html.indexOf('<body') ||
				!/<\/main>\s*(<!--.*?-->\s*)*<div class="narrow-nav[^"]*" id="after-main"/.test(html)
			);
		});
		expect(wrong).toEqual([]);
	}
);

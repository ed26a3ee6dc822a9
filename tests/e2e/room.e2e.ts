// Room on a phone, so the page itself keeps most of the screen: on the smallest phone (320 × 568)
// the parts that stay put while the page scrolls (the app's bars, a tool's own bar, the undo bar)
// take at most 15 % of the height on every page, and a control reached with Tab is never left under
// one of them. The share at 390 × 844 is printed beside it, for the record.
import type { Page } from '@playwright/test';
import { test, expect, TOP_ROUTES } from './fixtures';
import { seedGame, seedUuGame } from './seed';
import {
	SAMPLE_ROUNDS,
	huntEvents,
	roundEvents,
	sampleEvents,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

const MAX_SHARE = 0.15;

/**
 * The share of the screen's height under something fixed or stuck, with the page scrolled to the
 * middle of what it scrolls: the union of the rows those parts cover, over the screen's height.
 */
async function fixedShare(page: Page): Promise<{ share: number; parts: string[] }> {
	return page.evaluate(() => {
		const max = document.documentElement.scrollHeight - innerHeight;
		window.scrollTo({ top: Math.max(0, max / 2), behavior: 'instant' });
		const stuck = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
			const position = getComputedStyle(el).position;
			if (position !== 'fixed' && position !== 'sticky') return false;
			if (!el.checkVisibility({ visibilityProperty: true })) return false;
			const r = el.getBoundingClientRect();
			return r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < innerHeight;
		});
		// The outermost ones only (a stuck bar inside a stuck bar is counted once).
		const outer = stuck.filter((el) => !stuck.some((o) => o !== el && o.contains(el)));
		const rows = outer
			.map((el) => el.getBoundingClientRect())
			.map((r) => [Math.max(0, r.top), Math.min(innerHeight, r.bottom)] as const)
			.sort((a, b) => a[0] - b[0]);
		let covered = 0;
		let end = 0;
		for (const [top, bottom] of rows) {
			const from = Math.max(top, end);
			if (bottom > from) covered += bottom - from;
			end = Math.max(end, bottom);
		}
		const name = (el: HTMLElement) =>
			`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}.${[
				...el.classList
			]
				.filter((c) => !c.startsWith('svelte-'))
				.join('.')} ${Math.round(el.getBoundingClientRect().height)}px`;
		return { share: covered / innerHeight, parts: outer.map(name) };
	});
}

/**
 * Tabs through the page's first controls: each one focused is shown clear of every fixed or stuck
 * part that is not its own (its centre is the control itself, not a bar over it).
 */
async function tabUnderBars(page: Page, presses: number): Promise<string[]> {
	await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
	await page.locator('body').focus();
	const covered: string[] = [];
	for (let i = 0; i < presses; i++) {
		await page.keyboard.press('Tab');
		const found = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement | null;
			if (!el || el === document.body) return null;
			const r = el.getBoundingClientRect();
			if (r.width <= 1 || r.height <= 1) return null;
			const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
			const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
			const hit = document.elementFromPoint(x, y);
			if (!hit || el.contains(hit) || hit.contains(el)) return null;
			if (el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => l.contains(hit)))
				return null;
			return `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}” under ${hit.tagName.toLowerCase()}.${hit.className}`;
		});
		if (found) covered.push(found);
	}
	return covered;
}

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

async function seedGames(page: Page) {
	const round = SAMPLE_ROUNDS[0] as RoundScript;
	const bidding = [
		...sampleEvents().slice(0, 1),
		...roundEvents(round).slice(0, 9),
		...huntEvents(round.hunts[0]!).slice(0, 2)
	];
	await seedGame(page, { id: 'room-ktu', kind: 'ktu', players: NAMES, events: bidding });
	await seedUuGame(page, 'room-uu', NAMES.slice(0, 2));
}

const PAGES = [
	...TOP_ROUTES,
	'/rules/ktu/ties',
	'/ktu/games/game?id=room-ktu',
	'/uu/games/game?id=room-uu'
];

/** Shown and live: a tool's page is hydrated, a game's screen drawn to its undo bar. */
async function opened(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('h1').first(), path).toBeVisible();
	if (path.includes('/games/game?')) await expect(page.getByTestId('game-bar'), path).toBeVisible();
	if (path === '/ktu/hunt')
		await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-ready', 'true');
	if (path === '/ktu/score')
		await expect(page.getByTestId('score-page')).toHaveAttribute('data-ready', 'true');
	await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
}

test('fixed bars take at most 15 % of a 320 × 568 screen on every page; Tab never lands under one', async ({
	page
}) => {
	await seedGames(page);
	const shares: Record<string, string> = {};
	const over: Record<string, string[]> = {};
	for (const size of [
		{ width: 320, height: 568 },
		{ width: 390, height: 844 }
	]) {
		await page.setViewportSize(size);
		for (const path of PAGES) {
			await opened(page, path);
			const { share, parts } = await fixedShare(page);
			const where = `${size.width}×${size.height} ${path}`;
			shares[where] = `${(share * 100).toFixed(1)} % (${parts.join(', ')})`;
			if (size.width === 320 && share > MAX_SHARE) over[where] = parts;
		}
	}
	console.log(
		Object.entries(shares)
			.map(([where, s]) => `${where}: ${s}`)
			.join('\n')
	);
	expect(over).toEqual({});

	// The tools with bars of their own, at the smallest size: their first controls by Tab.
	await page.setViewportSize({ width: 320, height: 568 });
	const covered: Record<string, string[]> = {};
	for (const path of [
		'/ktu/hunt',
		'/ktu/score',
		'/ktu/games/game?id=room-ktu',
		'/uu/games/game?id=room-uu'
	]) {
		await opened(page, path);
		const found = await tabUnderBars(page, 40);
		if (found.length > 0) covered[path] = found;
	}
	expect(covered).toEqual({});
});

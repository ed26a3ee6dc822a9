// The undo bar stays stuck to the bottom of a game's screen: nothing the table needs may stay under
// it. The page ends with the bar's room kept (its last control scrolls fully above the bar), in
// both games, on a large and on the smallest phone, light and dark; and a control that a tap
// brings up under the bar is moved clear of it (the cards of the player just chosen).
import type { Page } from '@playwright/test';
import { test, expect, appStarted } from './fixtures';
import { seedGame, seedUuGame } from './seed';
import {
	SAMPLE_ROUNDS,
	huntEvents,
	roundEvents,
	sampleEvents,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

async function seedGames(page: Page) {
	const round = SAMPLE_ROUNDS[0] as RoundScript;
	// The first hunt of the first round: Ana and Bo have played, Cy and Di are still to play.
	const bidding = [
		...sampleEvents().slice(0, 1),
		...roundEvents(round).slice(0, 9),
		...huntEvents(round.hunts[0]!).slice(0, 2)
	];
	await seedGame(page, { id: 'bar-ktu', kind: 'ktu', players: NAMES, events: bidding });
	await seedUuGame(page, 'bar-uu', NAMES.slice(0, 2));
}

/** The live screen: not the copy of it drawn first (src/lib/boot/copy.ts), which it replaces. */
async function open(page: Page, path: string) {
	await page.goto(path);
	await appStarted(page);
	await expect(page.locator('[data-copy-slot]')).toHaveCount(0);
	await expect(page.getByTestId('game-bar')).toBeVisible();
	await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Where the bar's top edge is on the screen. */
const barTop = (page: Page) =>
	page.getByTestId('game-bar').evaluate((bar) => bar.getBoundingClientRect().top);

test('the last control of a game screen scrolls fully above the undo bar (both games, 390 × 844 and 320 × 568, light and dark)', async ({
	page
}) => {
	await seedGames(page);
	const under: string[] = [];
	for (const size of [
		{ width: 390, height: 844 },
		{ width: 320, height: 568 }
	]) {
		await page.setViewportSize(size);
		for (const colorScheme of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme });
			for (const path of ['/ktu/games/game?id=bar-ktu', '/uu/games/game?id=bar-uu']) {
				await open(page, path);
				const found = await page.evaluate(() => {
					window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
					const bar = document.querySelector('[data-testid="game-bar"]') as HTMLElement;
					const controls = [
						...document.querySelectorAll<HTMLElement>(
							'main a[href], main button, main input, main select, main summary'
						)
					].filter((el) => !bar.contains(el) && !el.closest('dialog') && el.checkVisibility());
					const last = controls.at(-1);
					if (!last) return 'no control';
					const r = last.getBoundingClientRect();
					const top = bar.getBoundingClientRect().top;
					const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
					if (r.bottom <= top && hit && (last.contains(hit) || hit.contains(last))) return null;
					return `${last.outerHTML.slice(0, 60)} ends at ${r.bottom}, the bar starts at ${top}`;
				});
				if (found) under.push(`${size.width}×${size.height} ${colorScheme} ${path}: ${found}`);
			}
		}
	}
	expect(under).toEqual([]);
});

test('a control that a tap brings up under the undo bar is moved clear of it', async ({ page }) => {
	await seedGames(page);
	for (const size of [
		{ width: 390, height: 844 },
		{ width: 320, height: 568 }
	]) {
		await page.setViewportSize(size);
		await open(page, '/ktu/games/game?id=bar-ktu');
		// Di, the last player to choose, just above the bar: Di's cards open below, under it.
		const di = page.getByRole('radio', { name: /^Di\b/ });
		const top = await barTop(page);
		await di.evaluate((el, top) => {
			const r = el.getBoundingClientRect();
			window.scrollBy({ top: r.bottom - top + 4, behavior: 'instant' });
		}, top);
		// A finger on it where it is (a locator's tap would scroll it first).
		const box = await di.boundingBox();
		if (!box) throw new Error('Di cannot be chosen');
		await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
		await expect(di).toBeChecked();
		const cards = page.getByRole('group', { name: 'Hunt cards of Di' });
		const first = cards.getByRole('button').first();
		await expect(first).toBeVisible();
		await expect
			.poll(async () => {
				const r = await first.evaluate((el) => el.getBoundingClientRect().bottom);
				return r <= (await barTop(page));
			})
			.toBe(true);
		// What was tapped is still on the screen.
		await expect(di).toBeInViewport();
	}
});

// The undo bar floats over the game screen, but never over its end: scrolled to the bottom, the
// game log's last line and whatever ends the page sit above the bar (it stays in the page's flow,
// sticky, so the page keeps its room), on the smallest phone, a common one, and with large text.
// Nothing here scrolls the page for the player: the test scrolls as a thumb would. Mid-page, the bar
// covers what the thumb scrolls under it, but what Tab reaches (and whatever the app brings into
// view) stops above it, however tall the bar has grown.
import type { Locator, Page } from '@playwright/test';
import { test, expect, appStarted, holdStart } from './fixtures';
import { seedGame, seedUuGame } from './seed';
import { SAMPLE_SETUP, sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

// Large text is a style added by the test, which the page's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
/** Turns 1–12: each player plays a Basic Unicorn and ends the turn, a log of a few screens. */
const UU_TURNS = Array.from({ length: 12 }, (_, turn) => [
	{ type: 'played', player: turn % 3, card: 'unicorn', name: 'Basic Unicorn' },
	{ type: 'turn-ended' }
]).flat();

async function box(locator: Locator) {
	const b = await locator.boundingBox();
	expect(b, 'drawn').not.toBeNull();
	return b!;
}

/** Scrolled to the very bottom, `last` is wholly above the bar (their boxes do not meet). */
async function clearOfBar(page: Page, last: Locator, what: string) {
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
	await expect
		.poll(() =>
			page.evaluate(
				() =>
					Math.ceil(window.scrollY + window.innerHeight) >=
					document.documentElement.scrollHeight - 1
			)
		)
		.toBe(true);
	const line = await box(last);
	const bar = await box(page.getByTestId('game-bar'));
	expect(line.y + line.height, `${what}: its bottom is above the bar's top`).toBeLessThanOrEqual(
		bar.y
	);
}

const SIZES = [
	{ width: 320, height: 568, large: false },
	{ width: 390, height: 844, large: false },
	{ width: 320, height: 568, large: true }
];

for (const { width, height, large } of SIZES) {
	const name = `${width}×${height}${large ? ', large text' : ''}`;

	test(`KtU at ${name}: scrolled to the end, the log's last line and the page's end clear the undo bar`, async ({
		page
	}) => {
		await page.setViewportSize({ width, height });
		await seedGame(page, { id: 'bar-ktu', kind: 'ktu', players: NAMES, events: sampleEvents() });
		await page.goto('/ktu/games/game?id=bar-ktu');
		if (large) await page.addStyleTag({ content: 'html { font-size: 150%; }' });
		const log = page.getByTestId('game-log');
		await log.locator('summary').first().click();
		await clearOfBar(page, log.getByTestId('log-entry').last(), 'the last log line');
		await clearOfBar(page, page.locator('main .results'), "the hunts' results, last on the page");
	});

	test(`UU at ${name}: scrolled to the end, the log's last line and the page's end clear the undo bar`, async ({
		page
	}) => {
		await page.setViewportSize({ width, height });
		await seedUuGame(page, 'bar-uu', ['Léa', 'Bruno', 'Chloé'], UU_TURNS);
		await page.goto('/uu/games/game?id=bar-uu');
		if (large) await page.addStyleTag({ content: 'html { font-size: 150%; }' });
		await page.getByTestId('to-log').click();
		const log = page.getByTestId('game-log');
		await clearOfBar(page, log.getByTestId('log-entry').last(), 'the last log line');
		await clearOfBar(page, page.locator('main .deck-out'), 'the deck-out, last on the page');
	});
}

test('at 390×844, a log entry reached with Tab from under the bar ends wholly above it, the bar grown by a notice', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	const id = 'bar-tab';
	// Round 1 under way, its log a dozen entries: Undo can be tapped.
	const events = sampleEvents().slice(0, 12);
	await seedGame(page, { id, kind: 'ktu', players: NAMES, events });
	const path = `/ktu/games/game?id=${id}`;
	await page.goto(path);
	await expect(page.getByTestId('game-bar')).toBeVisible();
	await page.waitForFunction(
		(id) =>
			(JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null') as { id: string } | null)
				?.id === id,
		id
	);
	// The bar grows by the line that says a tap on the game's copy was lost: Undo tapped on a copy
	// whose Undo has no id (as a copy from an older build would have it).
	await page.goto('/ktu/games');
	await page.evaluate(() => {
		const copy = JSON.parse(localStorage.getItem('hornbook.screenCopy')!) as { html: string };
		copy.html = copy.html.replace('data-tap="undo"', '');
		localStorage.setItem('hornbook.screenCopy', JSON.stringify(copy));
	});
	const release = await holdStart(page);
	await page.goto(path);
	await page.locator('[data-copy-slot]').getByRole('button', { name: 'Undo', exact: true }).click();
	release();
	await appStarted(page);
	const bar = page.getByTestId('game-bar');
	await expect(bar.getByTestId('copy-missed')).toBeVisible();

	const log = page.getByTestId('game-log');
	await log.locator('summary').first().click();
	const entries = log.getByTestId('log-open');
	await expect(entries.nth(1)).toBeVisible();
	// The second entry scrolled just under the bar's top edge (as a thumb leaves it), the first one
	// focused where it is: Tab goes on to the second.
	await page.evaluate(() => {
		const [first, second] = document.querySelectorAll<HTMLElement>('[data-testid="log-open"]');
		const top = document.querySelector('[data-testid="game-bar"]')!.getBoundingClientRect().top;
		window.scrollBy({ top: second!.getBoundingClientRect().top - (top + 4), behavior: 'instant' });
		first!.focus({ preventScroll: true });
	});
	const under = await box(entries.nth(1));
	expect(under.y, 'the entry starts under the bar').toBeGreaterThan((await box(bar)).y);
	await page.keyboard.press('Tab');
	await expect(entries.nth(1)).toBeFocused();
	const line = await box(entries.nth(1));
	expect(line.y + line.height, "the entry's bottom is above the bar's top").toBeLessThanOrEqual(
		(await box(bar)).y
	);
});

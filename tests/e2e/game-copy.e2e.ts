// A saved game's screen is drawn at its first paint: the copy of the screen kept the last time it
// was on screen is put in its place before the app has started (src/lib/boot/copy.ts,
// src/lib/state/screen-copy.ts), and the live screen replaces it once the game is read. A tap on the
// copy is played on the live control with the same stable id (`data-tap`), never one matched by its
// words. Here the start script is held back, as on a slow phone.
import type { Page } from '@playwright/test';
import { test, expect, appStarted, holdStart } from './fixtures';
import { seedGame, seedUuGame, stored } from './seed';
import { SAMPLE_SETUP, sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

const ID = 'copy-game';
const GAME = `/ktu/games/game?id=${ID}`;

/** Opens the game (its copy is kept once the browser is idle) and returns what its round line says. */
async function openOnce(page: Page): Promise<string> {
	await seedGame(page, {
		id: ID,
		kind: 'ktu',
		players: ['Ana', 'Bo', 'Cy'],
		events: sampleEvents().slice(0, 12)
	});
	await page.goto(GAME);
	const round = page.getByTestId('round-status');
	await expect(round).toBeVisible();
	await page.waitForFunction(
		(id) =>
			(JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null') as { id: string } | null)
				?.id === id,
		ID
	);
	return (await round.textContent()) ?? '';
}

/**
 * Changes the kept copy from the saved games' page: the game screen keeps a fresh copy whenever
 * it is left, so the copy is changed once it is gone, before it is opened again.
 */
async function editCopy(page: Page, edit: (copy: Record<string, string>) => void) {
	await page.goto('/ktu/games');
	const kept = await page.evaluate(
		() => JSON.parse(localStorage.getItem('hornbook.screenCopy')!) as Record<string, string>
	);
	edit(kept);
	await page.evaluate(
		(copy) => localStorage.setItem('hornbook.screenCopy', copy),
		JSON.stringify(kept)
	);
}

/** The copy kept of the game `id` (kept when the table pauses). */
const copyKept = (page: Page, id: string) =>
	page.waitForFunction(
		(id) =>
			(JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null') as { id: string } | null)
				?.id === id,
		id
	);

/** The stable ids on the live screen that more than one control carries: none may. */
const sharedIds = (page: Page) =>
	page.evaluate(() => {
		const ids = Array.from(document.querySelectorAll('[data-tap]'), (el) =>
			el.getAttribute('data-tap')
		);
		return ids.filter((id, i) => ids.indexOf(id) !== i);
	});

test('a saved game is drawn from its copy before the app starts, and a tap on the copy counts', async ({
	page
}) => {
	const line = await openOnce(page);
	const release = await holdStart(page);
	await page.reload();
	const copy = page.locator('[data-copy-slot]');
	await expect(copy.getByTestId('round-status')).toHaveText(line);
	await expect(page.getByText('Loading…')).toBeHidden();
	expect(await page.evaluate(() => window.hornbookEarly?.started)).toBe(false);
	// Undo, tapped on the copy: it is the live screen's Undo once the game is open.
	await copy.getByRole('button', { name: 'Undo', exact: true }).click();
	release();
	await appStarted(page);
	await expect(copy).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeEnabled();
	await expect(page.getByTestId('round-status')).toBeVisible();
});

test('a tap on the copy goes to the control with its id, whatever it reads', async ({ page }) => {
	await openOnce(page);
	// As if the button had been renamed since the copy was taken: its id still names it.
	await editCopy(page, (copy) => {
		copy.html = copy.html!.replace(/>\s*Undo\s*</, '>Undone<');
	});
	const release = await holdStart(page);
	await page.goto(GAME);
	const copy = page.locator('[data-copy-slot]');
	await copy.getByRole('button', { name: 'Undone', exact: true }).click();
	release();
	await appStarted(page);
	await expect(copy).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeEnabled();
});

test('a tap on a control of the copy that the live screen does not have by its id is not guessed at', async ({
	page
}) => {
	await openOnce(page);
	// The same words, another id: as if the control had gone from the live screen.
	await editCopy(page, (copy) => {
		copy.html = copy.html!.replace('data-tap="undo"', 'data-tap="gone"');
	});
	const release = await holdStart(page);
	await page.goto(GAME);
	const copy = page.locator('[data-copy-slot]');
	await copy.getByRole('button', { name: 'Undo', exact: true }).click();
	release();
	await appStarted(page);
	await expect(copy).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeEnabled();
	await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeDisabled();
	// Not played, and not dropped unseen: the bar says so, where the thumb is, until it is read.
	const missed = page.getByTestId('game-bar').getByRole('alert');
	await expect(missed).toHaveText(/A tap made while the game was opening did not go through/);
	await missed.getByRole('button', { name: 'OK' }).click();
	await expect(missed).toHaveCount(0);
});

test('a tap on the copy with no live control to take it is said, in the player’s language', async ({
	page
}) => {
	const id = 'copy-missed';
	const path = `/uu/games/game?id=${id}`;
	await seedUuGame(page, id, ['Ana', 'Ben']);
	await page.goto('/settings');
	await page.locator('#lang').selectOption('es');
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await page.goto(`/es${path}`);
	const title = page.getByTestId('turn-title');
	await expect(title).toBeVisible();
	const before = (await title.textContent()) ?? '';
	await copyKept(page, id);
	// As if the control had no stable id (or the live screen no longer had it).
	await editCopy(page, (copy) => {
		copy.html = copy.html!.replace(/ data-tap="[^"]*:pass"/, '');
	});
	const release = await holdStart(page);
	await page.goto(`/es${path}`);
	const copy = page.locator('[data-copy-slot]');
	await copy.getByTestId('pass-turn').click();
	await copy.getByTestId('pass-turn').click();
	release();
	await appStarted(page);
	await expect(copy).toHaveCount(0);
	await expect(page.getByTestId('copy-missed')).toHaveText(
		/2 toques hechos mientras se abría la partida no se han podido aplicar/
	);
	await expect(title).toHaveText(before);
});

test('Unstable Unicorns: a tap on the copy is recorded once on the live screen, in the player’s language', async ({
	page
}) => {
	const id = 'copy-uu';
	const path = `/es/uu/games/game?id=${id}`;
	await seedUuGame(page, id, ['Ana', 'Ben']);
	await page.goto('/settings');
	await page.locator('#lang').selectOption('es');
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await page.goto(path);
	await expect(page.getByTestId('turn-title')).toBeVisible();
	expect(await sharedIds(page)).toEqual([]);
	await copyKept(page, id);
	const release = await holdStart(page);
	await page.reload();
	const copy = page.locator('[data-copy-slot]');
	await expect(copy.getByTestId('turn-title')).toBeVisible();
	expect(await page.evaluate(() => window.hornbookEarly?.started)).toBe(false);
	// The turn's one-tap draw, tapped on the copy: the live screen's Draw once the game is open.
	await copy.getByRole('button', { name: 'Robar una carta', exact: true }).click();
	release();
	await appStarted(page);
	await expect(copy).toHaveCount(0);
	await expect(page.getByTestId('play').getByRole('heading')).toHaveText(/Ana robó una carta/);
	await expect(page.getByTestId('copy-missed')).toHaveCount(0);
	// Recorded once, after the setup.
	await expect
		.poll(async () => (await stored(page, id)).events.slice(1))
		.toEqual([{ type: 'action', action: 'draw' }]);
	expect(await sharedIds(page)).toEqual([]);
});

test('a radio and a star tapped on the copy enter the unicorn on the live screen', async ({
	page
}) => {
	// Round 1 just set up: the row's first unicorn is asked, its colours a radio group.
	const id = 'copy-radio';
	await seedGame(page, { id, kind: 'ktu', players: ['Ana', 'Bo', 'Cy'], events: [SAMPLE_SETUP] });
	await page.goto(`/ktu/games/game?id=${id}`);
	await expect(page.getByTestId('row-section').getByRole('radio', { name: 'Blue' })).toBeVisible();
	expect(await sharedIds(page)).toEqual([]);
	await copyKept(page, id);
	const release = await holdStart(page);
	await page.reload();
	const row = page.locator('[data-copy-slot]').getByTestId('row-section');
	await row.getByText('Blue', { exact: true }).click();
	await row.getByRole('button', { name: '3', exact: true }).click();
	release();
	await appStarted(page);
	await expect(page.locator('[data-copy-slot]')).toHaveCount(0);
	await expect(page.getByTestId('copy-missed')).toHaveCount(0);
	await expect
		.poll(async () => (await stored(page, id)).events.slice(1))
		.toEqual([{ type: 'unicorn', slot: 0, color: 'blue', stars: 3 }]);
	expect(await sharedIds(page)).toEqual([]);
});

test('a copy taken with another build or in another language is not drawn', async ({ page }) => {
	await openOnce(page);
	for (const change of ['css', 'lang'] as const) {
		await editCopy(page, (copy) => {
			copy[change] = 'other';
		});
		const release = await holdStart(page);
		await page.goto(GAME);
		await expect(page.getByText('Loading…')).toBeVisible();
		await expect(page.locator('[data-copy-slot]')).toBeEmpty();
		release();
		await appStarted(page);
		await expect(page.getByTestId('round-status')).toBeVisible();
		await page.unrouteAll();
		// The live screen keeps its copy again, for the next round of this loop.
		await page.waitForFunction(
			() =>
				(
					JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null') as {
						css: string;
					} | null
				)?.css !== 'other'
		);
	}
});

test('a removed game takes its copy along', async ({ page }) => {
	await openOnce(page);
	await page.goto('/ktu/games');
	await page
		.getByRole('button', { name: /^Delete/ })
		.first()
		.click();
	await page
		.getByRole('dialog')
		.getByRole('button', { name: /^Delete/ })
		.click();
	await expect
		.poll(() => page.evaluate(() => localStorage.getItem('hornbook.screenCopy')))
		.toBe(null);
});

// A tab that crashes in the middle of a burst of moves (a question tapped again and again, the
// next moves right behind it) never paused long enough to keep a fresh copy: the copy it kept
// before the burst must not be drawn over the game as stored. Every saved move makes the copy
// before it obsolete, at once; a fresh one is kept once the table pauses.
test('a tab that crashes mid-burst reopens on the game as stored, never an older copy of it', async ({
	page,
	context
}) => {
	const id = 'copy-crash';
	const path = `/uu/games/game?id=${id}`;
	await seedUuGame(page, id, ['Ana', 'Ben']);
	await page.goto(path);
	const title = page.getByTestId('turn-title');
	await expect(title).toHaveText('Turn 1 · Ana plays');
	await page.waitForFunction(
		(id) =>
			(JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null') as { id: string } | null)
				?.id === id,
		id
	);
	// From here the table never pauses: the page's clock stands still, so the copy the screen keeps
	// after a pause is never kept again, on any machine.
	await page.clock.install();
	await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
	for (const [turn, player] of [
		[2, 'Ben'],
		[3, 'Ana'],
		[4, 'Ben']
	] as const) {
		await page.getByTestId('pass-turn').click();
		await expect(title).toHaveText(`Turn ${turn} · ${player} plays`);
	}
	// The renderer dies: no page hide, no unload, nothing more runs in it.
	const cdp = await context.newCDPSession(page);
	const crashed = page.waitForEvent('crash');
	// The protocol's call has no answer from a renderer it has just killed.
	void cdp.send('Page.crash').catch(() => undefined);
	await crashed;

	await page.close();
	const reopened = await context.newPage();
	// The clock is the browser's (every page of it): it goes on again for the reopened tab.
	await reopened.clock.resume();
	const release = await holdStart(reopened);
	await reopened.goto(path);
	// Before the app has started: no copy, or one of the game as stored.
	await expect(reopened.locator('[data-copy-slot]')).toBeAttached();
	const drawn = reopened.locator('[data-copy-slot]').getByTestId('turn-title');
	if ((await drawn.count()) > 0) await expect(drawn).toHaveText('Turn 4 · Ben plays');
	release();
	await appStarted(reopened);
	await expect(reopened.getByTestId('turn-title')).toHaveText('Turn 4 · Ben plays');
});

// A saved game's screen is drawn at its first paint (issue 29): the copy of the screen kept the
// last time it was on screen is put in its place before the app has started (src/app.html,
// src/lib/state/screen-copy.ts), and the live screen replaces it once the game is read. A tap on the
// copy is played on the live screen. Here the start script is held back, as on a slow phone.
import type { Page } from '@playwright/test';
import { test, expect, appStarted, holdStart } from './fixtures';
import { seedGame } from './seed';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

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

test('a tap on a control of the copy that the live screen no longer has is not guessed at', async ({
	page
}) => {
	await openOnce(page);
	// As if the game had moved on in another tab since the copy: its Undo is another control now.
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
	await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeEnabled();
	await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeDisabled();
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

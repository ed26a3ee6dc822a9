// The page is drawn before the app's scripts start (no modulepreload hints, see
// src/hooks.server.ts), so it can be used in between: what a player taps, types or chooses then
// is held and played back once the app has started (src/lib/boot/early-input.ts).
// Here the start script is held back until the page has been used, as on a slow first visit.
import { writeFileSync } from 'node:fs';
import { test, expect, appStarted, holdStart } from './fixtures';

test('taps and typing made before the app starts are played back, in order', async ({ page }) => {
	const release = await holdStart(page);
	await page.goto('/ktu/hunt');
	const seat = page.getByTestId('seat-1');
	await seat.getByRole('textbox', { name: 'Name of player 1' }).fill('Ana');
	await seat.getByRole('button', { name: 'Add a card worth 4' }).click();
	await seat.getByRole('button', { name: 'Add a card worth 3' }).click();
	expect(await page.evaluate(() => window.hornbookEarly?.started)).toBe(false);
	release();
	await appStarted(page);
	await expect(seat.getByRole('textbox', { name: 'Name of player 1' })).toHaveValue('Ana');
	await expect(seat).toContainText('7');
	await expect(page.getByTestId('hunt-page')).toHaveAttribute('data-ready', 'true');
	// Once started, the app takes a tap itself: nothing more is held.
	await seat.getByRole('button', { name: 'Add a card worth 1' }).click();
	await expect(seat).toContainText('8');
	expect(await page.evaluate(() => window.hornbookEarly?.events.length)).toBe(0);
});

test('a game file chosen before the app starts is imported once it has', async ({
	page
}, testInfo) => {
	const release = await holdStart(page);
	await page.goto('/ktu/games');
	const file = testInfo.outputPath('not-a-game.json');
	writeFileSync(file, '{"format":"something else"}');
	await page.getByLabel('Game file (.json)').setInputFiles(file);
	release();
	await appStarted(page);
	await expect(page.getByTestId('import-error')).toBeVisible();
});

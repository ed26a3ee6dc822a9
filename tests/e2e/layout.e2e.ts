// Layouts never overflow whatever is typed: the longest names allowed (and longer card names) on a
// 320 px phone, on the pages that show them.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Nothing here needs the offline copy: no service worker, so no test pays for its precaching.
test.use({ serviceWorkers: 'block' });

test.use({ viewport: { width: 320, height: 640 } });

/** 40 characters with nowhere to break: the longest name the name check allows. */
const LONG = (letter: string) => letter.repeat(40);

async function expectNoSideScroll(page: Page, where: string) {
	const width = await page.evaluate(() => document.documentElement.scrollWidth);
	expect(width, where).toBeLessThanOrEqual(320);
}

test('the longest names fit a 320 px screen (new game, game page, saved games)', async ({
	page
}) => {
	await page.goto('/uu/games/new');
	const names = [LONG('W'), LONG('M')];
	for (const [i, name] of names.entries()) {
		await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
	}
	await expectNoSideScroll(page, 'setup');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/uu\/games\/game\?id=/);
	await expect(page.getByTestId('turn-title')).toContainText(names[0]!);
	await page
		.getByRole('list', { name: 'Phases of the turn' })
		.getByRole('button', { name: 'Action' })
		.click();
	await page.getByRole('button', { name: 'Play a Unicorn' }).click();
	await page.getByLabel(`Unicorn for ${names[0]}'s Stable`).fill('U'.repeat(80));
	await page.getByRole('button', { name: `Add to ${names[0]}'s Stable` }).click();
	await expect(page.getByText('U'.repeat(80))).toBeVisible();
	await expectNoSideScroll(page, 'game page');
	await page.goto('/uu/games');
	await expect(page.getByText(names[1]!).first()).toBeVisible();
	await expectNoSideScroll(page, 'saved games');
});

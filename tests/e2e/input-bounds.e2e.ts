// Bounds where input enters: a bad name or number is told beside its field, in the player's
// language, with aria-invalid and aria-describedby; the typed text stays; nothing is saved or
// scored from it.
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

/** The field's message: the element its aria-describedby names. */
async function messageOf(field: Locator): Promise<string> {
	await expect(field).toHaveAttribute('aria-invalid', 'true');
	const id = await field.getAttribute('aria-describedby');
	expect(id).toBeTruthy();
	return (await field.page().locator(`[id="${id}"]`).textContent()) ?? '';
}

test('KtU new game: names and Starting Unicorn stars are checked beside their fields', async ({
	page
}) => {
	await page.goto('/ktu/games/new');
	const first = page.getByLabel('Name of player 1');
	const second = page.getByLabel('Name of player 2');
	await first.fill('A'.repeat(41));
	expect(await messageOf(first)).toBe('A name can have at most 40 characters.');
	await first.fill('Ana');
	await expect(first).not.toHaveAttribute('aria-invalid');
	// A look-alike: the same name with a zero-width space.
	await second.fill('ana\u200B');
	expect(await messageOf(second)).toBe(
		'“Ana” is already at the table: give each player a different name.'
	);
	await second.fill('Bo\u202E');
	expect(await messageOf(second)).toContain('U+202E');
	await second.fill('Bo');

	const stars = page.getByLabel('Starting Unicorn of player 1: another star value');
	await stars.fill('99');
	expect(await messageOf(stars)).toBe('Enter a number from -10 to 10.');
	await expect(stars).toHaveValue('99');

	// Starting refuses, and says why; nothing is saved.
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByTestId('setup-error')).toBeVisible();
	await expect(page).toHaveURL(/\/ktu\/games\/new$/);
	// Blank names are flagged once a start was tried.
	expect(await messageOf(page.getByLabel('Name of player 3'))).toBe(
		'Enter a name with at least one visible character.'
	);

	// The refusal follows the form as it is put right: it says what is still missing, then goes.
	const refusal = page.getByTestId('setup-error');
	// Every starter is proposed at 1 star: one cleared is asked for by its player's name.
	await page.getByLabel('Starting Unicorn of player 4: another star value').fill('');
	await stars.fill('3');
	await page.getByLabel('Name of player 3').fill('Cy');
	await page.getByLabel('Name of player 4').fill('Di');
	for (const n of [2, 3])
		await page.getByLabel(`Starting Unicorn of player ${n}: another star value`).fill('2');
	await expect(refusal).toHaveText("Enter the stars of Di's Starting Unicorn.");
	await page.getByLabel('Starting Unicorn of player 4: another star value').fill('1');
	await expect(refusal).toHaveCount(0);
	await expect(page).toHaveURL(/\/ktu\/games\/new$/);
});

test('the scorer: stars beyond bounds are told beside the stepper and never scored; the buttons stay within bounds', async ({
	page
}) => {
	await page.goto('/ktu/score');
	await expect(page.getByTestId('score-page')).toHaveAttribute('data-ready', 'true');
	const ana = page.getByTestId('player-1');
	const stars = ana.getByRole('spinbutton', { name: 'Stars' }).first();
	await stars.fill('1e308');
	expect(await messageOf(stars)).toBe('Enter a number from -10 to 10.');
	await ana.getByRole('button', { name: 'Add a unicorn: Pink' }).click();
	await expect(ana.getByRole('list', { name: /unicorns/i })).toHaveCount(0);
	await stars.fill('10');
	await expect(stars).not.toHaveAttribute('aria-invalid');
	await ana.getByRole('button', { name: 'Stars: one more' }).first().click();
	await expect(stars).toHaveValue('10');
	await expect(page.locator('body')).not.toContainText('e+308');
});

test('UU new game: a name with a direction override is told beside the field', async ({ page }) => {
	await page.goto('/uu/games/new');
	const name = page.getByLabel('Player 1', { exact: true });
	await name.fill('Dee\u202Eevil');
	expect(await messageOf(name)).toContain('U+202E');
	await name.fill('x'.repeat(5000));
	expect(await messageOf(name)).toBe('A name can have at most 40 characters.');
	const width = await page.evaluate(() => document.documentElement.scrollWidth);
	expect(width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
});

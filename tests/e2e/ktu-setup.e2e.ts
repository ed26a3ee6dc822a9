// The new game's form keeps a draft (state/draft.svelte.ts) that it reads back when the page
// opens. Names typed while that draft is still on its way must win over it: a player once typed
// the four names, and the third came back empty, the first player's choices still saying
// "Player 3". The page's start is held here until the names are typed, as on a slow phone, so the
// stored draft always comes back after them.
import type { Page } from '@playwright/test';
import { test, expect, appStarted, holdStart } from './fixtures';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev'];

async function typeNames(page: Page, names: readonly string[]) {
	for (const [i, name] of names.entries()) {
		await page.getByLabel(`Name of player ${i + 1}`, { exact: true }).fill(name);
	}
}

async function expectNames(page: Page, names: readonly string[]) {
	for (const [i, name] of names.entries()) {
		await expect(page.getByLabel(`Name of player ${i + 1}`, { exact: true })).toHaveValue(name);
	}
	// The first player's choices read the same names: the form's state, not only the fields.
	await expect(
		page.getByRole('group', { name: 'Who takes the First Player token?' }).locator('label')
	).toHaveText(names);
}

test('names typed right after the setup opens stick over the stored draft, and after a reload', async ({
	page
}) => {
	const form = page.getByTestId('setup-form');
	// An earlier visit left a draft: other names.
	await page.goto('/ktu/games/new');
	await expect(form).toHaveAttribute('data-saved', 'true');
	await typeNames(page, ['Old', 'Older', 'Oldest', 'Eldest']);
	await expect(form).toHaveAttribute('data-saved', 'true');

	// The page opens again and the names are typed at once, before the draft is back.
	const release = await holdStart(page);
	await page.reload();
	await typeNames(page, NAMES);
	release();
	await appStarted(page);
	await expect(form).toHaveAttribute('data-saved', 'true');
	await expectNames(page, NAMES);

	// A reload keeps them, and names changed at once after it stick too.
	await page.unrouteAll();
	await page.reload();
	await expect(form).toHaveAttribute('data-saved', 'true');
	await expectNames(page, NAMES);
	const again = await holdStart(page);
	await page.reload();
	const renamed = ['Cleo', 'Dev', 'Ana', 'Ben'];
	await typeNames(page, renamed);
	again();
	await appStarted(page);
	await expect(form).toHaveAttribute('data-saved', 'true');
	await expectNames(page, renamed);
	await page.unrouteAll();
	await page.reload();
	await expect(form).toHaveAttribute('data-saved', 'true');
	await expectNames(page, renamed);
});

import type { Page } from '@playwright/test';
import { test, offlineTest, expect, offlineFrom } from './fixtures';

const h1 = (page: Page) => page.locator('h1');

offlineTest(
	'the rules work offline: search, open a result, a cross-link, previous / next, the glossary',
	async ({ page }) => {
		// The other editions are never fetched before the glossary is opened offline (once fetched
		// online, the browser's own cache could serve them offline too).
		await offlineFrom(page, '/rules');

		const response = await page.goto('/rules/search');
		expect(response?.fromServiceWorker()).toBe(true);
		// Search as you type; the query goes into the address (?q=) for sharing and reloading.
		await page.getByLabel('Search the rulebooks').pressSequentially('can I win with zero');
		await expect(page.getByTestId('search-status')).toHaveText(/\d+ sections? found/);
		await expect(page).toHaveURL(/\?q=can\+I\+win\+with\+zero$/);
		const results = page.getByTestId('search-results').getByRole('link');
		await expect(results.first()).toContainText('Winning with zero');
		await expect(results.first().locator('mark').first()).toBeVisible();

		await results.first().click();
		await expect(page).toHaveURL(/\/rules\/ktu\/faq\.zero#passage-\d+$/);
		await expect(h1(page)).toHaveText('Winning with zero');

		// A link inside the section's text.
		await page.locator('article').getByRole('link', { name: 'Ties cancel' }).click();
		await expect(page).toHaveURL(/\/rules\/ktu\/ties$/);
		await expect(h1(page)).toHaveText('Ties cancel');

		const pager = page.getByRole('navigation', { name: 'Previous and next sections' });
		await pager.getByRole('link', { name: /Next/ }).click();
		await expect(page).toHaveURL(/\/rules\/ktu\/scheme-reveal$/);
		await expect(h1(page)).toHaveText('Revealing a Scheme');
		await pager.getByRole('link', { name: /Previous/ }).click();
		await expect(page).toHaveURL(/\/rules\/ktu\/ties$/);

		// The table of contents, then the glossary, still offline: the editions kept on the device
		// (English), and a word that the others come with the network.
		await page
			.getByRole('navigation', { name: 'You are here' })
			.getByRole('link', { name: 'Kill the Unicorns' })
			.click();
		await expect(page).toHaveURL(/\/rules\/ktu$/);
		await page.getByRole('link', { name: /Glossary/ }).click();
		await expect(page).toHaveURL(/\/rules\/ktu\/glossary$/);
		const scheme = page.locator('#term-scheme');
		await expect(scheme.getByRole('heading')).toHaveText('Scheme');
		await expect(page.getByTestId('glossary-offline')).toBeVisible();
		await scheme.getByRole('link', { name: /Trap/ }).click();
		await expect(page).toHaveURL(/\/rules\/ktu\/phase\.trap$/);

		// A deep link opened directly, offline.
		const deep = await page.goto('/rules/uu/adv.neigh');
		expect(deep?.fromServiceWorker()).toBe(true);
		await expect(h1(page)).toHaveText('What a Neigh can stop');

		// Back online, the glossary shows every edition's word.
		await page.context().setOffline(false);
		await page.goto('/rules/ktu/glossary');
		for (const name of ['Estratagema', 'Ruse', 'Inganno'])
			await expect(page.locator('#term-scheme')).toContainText(name);
		await expect(page.getByTestId('glossary-offline')).toHaveCount(0);
	}
);

test('a search reads ?q= and the game filter, and offers suggestions when nothing matches', async ({
	page
}) => {
	await page.goto('/rules/search?q=neigh&game=ktu');
	await expect(page.getByLabel('Search the rulebooks')).toHaveValue('neigh');
	await expect(page.getByRole('radio', { name: 'Kill the Unicorns' })).toBeChecked();
	await page.getByRole('radio', { name: 'Unstable Unicorns' }).check();
	await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText('Neigh');
	await expect(page).toHaveURL(/game=uu/);

	await page.getByLabel('Search the rulebooks').fill('rnbow');
	await page.getByRole('radio', { name: 'Both games' }).check();
	await expect(page.getByTestId('search-status')).toHaveText('Nothing found for “rnbow”.');
	await expect(page.getByRole('heading', { name: 'Popular sections' })).toBeVisible();
	await page.getByRole('button', { name: 'rainbow' }).click();
	await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(
		'Rainbow'
	);
});

test.describe('on a phone set to Spanish', () => {
	test.use({ locale: 'es-ES' });

	test('the UI and the rulebook are in Spanish, and follow a language change', async ({ page }) => {
		await page.goto('/rules/ktu/ties');
		await expect(h1(page)).toHaveText('Empates: se anulan');
		await expect(page.locator('html')).toHaveAttribute('lang', 'es');
		await expect(page.getByRole('navigation', { name: 'Estás aquí' })).toContainText('La ronda');
		await expect(page.getByRole('link', { name: /Siguiente/ })).toBeVisible();

		await page.goto('/rules/search?q=relincho');
		await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(
			'Relincho'
		);

		// Switching language while the app is open changes the text in place.
		await page.goto('/rules/ktu/ties');
		await expect(h1(page)).toHaveText('Empates: se anulan');
		await page.locator('header a[href="/settings"]').click();
		await page.getByLabel('Idioma').selectOption('it');
		await expect(h1(page)).toHaveText('Impostazioni');
		await page.goBack();
		await expect(h1(page)).toHaveText('Parità: si annullano');
	});
});

test('NSFW-edition sections stay hidden until turned on', async ({ page }) => {
	await page.goto('/rules/uu');
	await expect(page.getByRole('link', { name: /Drinking rules/ })).toHaveCount(0);
	await page.goto('/rules/uu/variant.drinking');
	await expect(page.getByTestId('nsfw-notice')).toBeVisible();
	await expect(page.locator('article')).not.toContainText('take a sip');
	await page.getByRole('link', { name: 'Open Settings' }).click();
	await page.getByLabel('Show NSFW-edition content').check();
	await page.goBack();
	await expect(page.getByTestId('nsfw-notice')).toHaveCount(0);
	await expect(page.locator('article')).toContainText('take a sip');
	await page.goto('/rules/uu');
	await expect(page.getByRole('link', { name: /Drinking rules/ })).toHaveCount(1);
});

test('the copy-link button copies the section URL and says so', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await page.goto('/rules/uu/adv.neigh');
	await page.getByRole('button', { name: 'Copy link' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
		new URL('/rules/uu/adv.neigh', page.url()).href
	);
});

test("a section shows Hornbook's reading, and its chapter contents mark it as open", async ({
	page
}) => {
	await page.goto('/rules/ktu/pass');
	await expect(page.getByRole('note')).toContainText("Hornbook's reading");
	await page.getByText(/More in this chapter/).click();
	const current = page
		.getByRole('navigation', { name: 'More in this chapter' })
		.locator('[aria-current="page"]');
	await expect(current).toHaveText('Passing');
});

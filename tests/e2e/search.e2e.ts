import { test, expect, appStarted } from './fixtures';

test('words typed before the app has started are searched once it starts', async ({ page }) => {
	// A slow phone shows the prerendered box before the app's code runs: the code is held back
	// here until the words are in.
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/_app/immutable/entry/**', async (route) => {
		await held;
		await route.continue();
	});
	await page.goto('/rules/search', { waitUntil: 'commit' });
	await page.getByLabel('Search the rulebooks').fill('tie');
	release();
	await expect(page.getByTestId('search-status')).toHaveText(/\d+ sections? found/);
	await expect(page.getByLabel('Search the rulebooks')).toHaveValue('tie');
	await expect(page).toHaveURL(/\?q=tie$/);
});

test('a result shows the passage that answers, and opens the section marked at that passage', async ({
	page
}) => {
	await page.goto('/rules/search');
	await page.getByLabel('Search the rulebooks').fill('pinned scheme stays with the unicorn');
	await expect(page.getByTestId('search-status')).toHaveText(/\d+ sections? found/);

	const first = page.getByTestId('search-results').getByRole('link').first();
	// The passage comes first, its matched words marked; the section's title below it.
	const passage = first.locator('.passage');
	await expect(passage).toContainText('pin drawn on its illustration');
	await expect(passage.locator('mark').first()).toBeVisible();
	// The sentence before it comes along, quieter: the rule this passage is the exception to.
	await expect(passage.locator('.context').first()).toHaveText(/keeps their own discard piles/);
	await expect(first.locator('.title')).toHaveText('Discarding after a hunt');
	const passageBox = (await passage.boundingBox())!;
	const titleBox = (await first.locator('.title').boundingBox())!;
	expect(passageBox.y).toBeLessThan(titleBox.y);

	// The address carries the passage, so the answer can be shared as a link.
	const href = (await first.getAttribute('href'))!;
	expect(href).toMatch(/^\/rules\/ktu\/discards#passage-\d+$/);
	await first.click();
	await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));
	await expect(page.locator('h1')).toHaveText('Discarding after a hunt');
	const marked = page.locator(href.slice(href.indexOf('#')));
	await expect(marked).toContainText('pin drawn on its illustration');
	await expect(marked).toHaveClass(/marked/);
	await expect(marked).toBeInViewport();
	await expect(page.locator('article .marked')).toHaveCount(1);

	// Opened from a shared link, the passage is marked too.
	await page.goto('/rules/uu/phase.end#passage-2');
	await expect(page.locator('#passage-2')).toHaveClass(/marked/);
	await expect(page.locator('#passage-2')).toContainText('hand limit is 7');
});

test('a passage in the player’s language is marked once that text is shown', async ({ page }) => {
	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('fr');
	await page.goto('/rules/search?q=liconre+legendaire');
	const first = page.getByTestId('search-results').getByRole('link').first();
	await expect(first.locator('.title')).toHaveText('Licornes Légendaires');
	await first.click();
	await expect(page.locator('h1')).toHaveText('Licornes Légendaires');
	const id = new URL(page.url()).hash;
	await expect(page.locator(`${id}.marked`)).toBeVisible();
	await expect(page.locator(id)).toContainText(/Légendaire/);
});

test('a query that finds nothing says "did you mean" and shows the closest sections', async ({
	page
}) => {
	await page.goto('/rules/search?q=glorbix+zumble');
	await expect(page.getByTestId('search-status')).toHaveText('Nothing found for “glorbix zumble”.');
	await expect(page.getByTestId('did-you-mean')).toContainText('Did you mean');
	await expect(page.getByRole('heading', { name: 'Closest sections' })).toBeVisible();
	await expect(page.getByTestId('search-closest').getByRole('link').first()).toContainText(
		'Zombie'
	);
	await page.getByRole('button', { name: 'glorbix zombie' }).click();
	await expect(page.getByLabel('Search the rulebooks')).toHaveValue('glorbix zombie');
	await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(
		'Zombie'
	);
});

test('a 3,000-character query is cut to 200 and does not break the layout', async ({ page }) => {
	const long = `hand limit ${'x'.repeat(3000)}`;
	await page.goto(`/rules/search?q=${encodeURIComponent(long)}`);
	const box = page.getByLabel('Search the rulebooks');
	await expect(box).toHaveValue(long.slice(0, 200));
	await expect(page.getByTestId('search-status')).toBeVisible();
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBeLessThanOrEqual(0);
});

test('a typo in a short word, and a word typed without its accents, still find their sections', async ({
	page
}) => {
	await page.goto('/rules/search?q=tye');
	const first = page.getByTestId('search-results').getByRole('link').first();
	await expect(first.locator('.title')).toHaveText('Ties cancel');
	await expect(first.locator('.passage')).toContainText('tied players knock each other out');
	await expect(first.locator('.passage mark').first()).toBeVisible();

	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('fr');
	await page.goto('/rules/search?q=egalite');
	const titles = page.getByTestId('search-results').getByRole('link').locator('.title');
	await expect(titles.first()).toBeVisible();
	expect((await titles.allTextContents()).slice(0, 3)).toContain(
		"Égalités\u00a0: elles s'annulent"
	);
});

test('a player’s own word reaches the rulebook’s section in their language', async ({ page }) => {
	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('es');
	await page.goto('/rules/search?q=reagrupar+mis+unicornios');
	await expect(
		page.getByTestId('search-results').getByRole('link').first().locator('.title')
	).toHaveText('Llevarse el Unicornio');
});

test('a query that finds nothing gets "did you mean" and the closest sections in the player’s language', async ({
	page
}) => {
	await page.goto('/settings');
	await page.getByLabel('Language').selectOption('fr');
	await page.goto('/rules/search?q=hennnissemant');
	await expect(page.getByTestId('search-status')).toHaveText(
		'Aucun résultat pour «\u00a0hennnissemant\u00a0».'
	);
	await expect(page.getByTestId('did-you-mean')).toContainText('Vouliez-vous dire');
	await expect(page.getByRole('heading', { name: 'Les sections les plus proches' })).toBeVisible();
	await expect(page.getByTestId('search-closest').getByRole('link').first()).toContainText(
		'Hennissements'
	);
	await page.getByRole('button', { name: 'hennissement' }).click();
	await expect(page.getByLabel('Chercher dans les livrets')).toHaveValue('hennissement');
	await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(
		'Hennissement'
	);
});

test('the search code loads with the search page only', async ({ page }) => {
	// The search's radix tree (MiniSearch's SearchableMap) is in no script any other page loads.
	// The scripts' addresses are noted as they load and read afterwards (a response's body is gone
	// once the page has moved on).
	const urls = new Set<string>();
	page.on('response', (response) => {
		if (response.url().endsWith('.js')) urls.add(response.url());
	});
	const holdsSearch = async () => {
		for (const url of urls) {
			if ((await (await page.request.get(url)).text()).includes('fuzzyGet')) return true;
		}
		return false;
	};
	for (const path of ['/', '/rules', '/rules/ktu', '/rules/ktu/ties', '/rules/uu/glossary']) {
		await page.goto(path);
		await expect(page.locator('h1')).toBeVisible();
	}
	await page.waitForLoadState('networkidle');
	expect(urls.size).toBeGreaterThan(0);
	expect(await holdsSearch()).toBe(false);
	await page.goto('/rules/search?q=tie');
	await expect(page.getByTestId('search-results')).toBeVisible();
	await expect.poll(holdsSearch).toBe(true);
});

test('the game the player is in comes first where the words fit both games', async ({ page }) => {
	const firstGame = page.getByTestId('search-results').getByRole('link').first().locator('.game');
	for (const [home, game] of [
		['/uu', 'Unstable Unicorns'],
		['/ktu', 'Kill the Unicorns']
	] as const) {
		// Opening a game's page makes it the game the player is in.
		await page.goto(home);
		await appStarted(page);
		await page.goto('/rules/search?q=who+starts+the+game');
		await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
		await expect(firstGame).toHaveText(game);
	}
});

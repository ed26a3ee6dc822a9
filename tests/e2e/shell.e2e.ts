import { test, offlineTest, expect, offlineFrom, waitForServiceWorker } from './fixtures';

// Every page opening offline is the crawl's job (crawl.e2e.ts); here, what it cannot reach.
offlineTest(
	'an unknown deep link gets the app shell offline, not the browser error page',
	async ({ page }) => {
		await offlineFrom(page, '/');
		const response = await page.goto('/ktu/games/game?id=unknown');
		expect(response!.fromServiceWorker()).toBe(true);
		await expect(page.locator('header a[href="/"]')).toBeVisible();
	}
);

offlineTest(
	'the chosen language survives a reload, offline too, and sets <html lang>',
	async ({ page, context }) => {
		await page.goto('/settings');
		await waitForServiceWorker(page);
		await page.getByLabel('Language').selectOption('fr');
		await expect(page.locator('h1')).toHaveText('Réglages');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		// French is downloaded whole for offline use, and the page says when it is there.
		const download = page.getByTestId('lang-download');
		await expect(download).toHaveAttribute('data-state', 'ready');
		await expect(download).toContainText('français');
		await page.reload();
		await expect(page.locator('h1')).toHaveText('Réglages');
		await context.setOffline(true);
		await page.goto('/');
		await expect(page.locator('h1')).toHaveText('À quoi jouez-vous ?');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await page.goto('/settings');
		// Offline, a language never downloaded cannot be shown: the page says so, in French.
		await page.getByLabel('Langue').selectOption('es');
		await expect(download).toHaveAttribute('data-state', 'failed');
		await expect(download).toContainText('(espagnol)');
		await expect(page.locator('h1')).toHaveText('Réglages');
		// The choice is kept: back online, the page opens in Spanish, which is then kept whole.
		await context.setOffline(false);
		await page.reload();
		await expect(page.locator('h1')).toHaveText('Ajustes');
		await expect(download).toHaveAttribute('data-state', 'ready');
		await context.setOffline(true);
		await page.reload();
		await expect(page.locator('h1')).toHaveText('Ajustes');
	}
);

test('a page that cannot read a file it needs offline says so and offers to try again', async ({
	page,
	consoleErrors
}) => {
	// Offline, with the page's strings neither kept on the device nor reachable: what a page opened
	// before Hornbook had saved its files meets (or one whose saved copy could not be read).
	await page.addInitScript(() =>
		Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })
	);
	await page.route('**/_app/immutable/langs/**', (route) => route.abort('internetdisconnected'));
	await page.goto('/ktu/score');
	await expect(page.locator('h1')).toHaveText('This page could not open offline.');
	await expect(page.getByText('connect to the internet once')).toBeVisible();
	// Once the files can be read again, "Try again" opens the page.
	await page.unroute('**/_app/immutable/langs/**');
	await page.getByRole('button', { name: 'Try again' }).click();
	await expect(page.getByTestId('score-page')).toHaveAttribute('data-ready', 'true');
	// The file that could not be read is what the console reports, and nothing else.
	const others = consoleErrors.filter((e) => !/dynamically imported module/.test(e));
	consoleErrors.splice(0, consoleErrors.length, ...others);
});

test('the first language follows the browser when nothing was chosen', async ({ browser }) => {
	const context = await browser.newContext({ locale: 'it-IT' });
	const page = await context.newPage();
	await page.goto('/');
	await expect(page.locator('h1')).toHaveText('A cosa giochiamo?');
	await expect(page.locator('html')).toHaveAttribute('lang', 'it');
	await context.close();
});

offlineTest('Chromium reports the app installable', async ({ page }) => {
	await page.goto('/');
	await waitForServiceWorker(page);
	const cdp = await page.context().newCDPSession(page);
	const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
	expect(manifest.url).toContain('manifest.webmanifest');
	expect(manifest.errors).toEqual([]);
	const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
		installabilityErrors: Array<{ errorId: string }>;
	};
	// Playwright contexts are incognito; that is the only acceptable "error" (stack notes).
	expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('settings ask for persistent storage and show the answer', async ({ page }) => {
	await page.goto('/settings');
	const status = page.getByTestId('storage-status');
	await expect(status).not.toHaveAttribute('data-state', 'pending');
	await expect(status).not.toBeEmpty();
});

test('blocked IndexedDB shows a clear banner and the app still works in memory', async ({
	page
}) => {
	await page.addInitScript(() => {
		// What a locked-down or private browser does: every open is refused.
		IDBFactory.prototype.open = function () {
			throw new DOMException('The user denied permission to access the database.', 'SecurityError');
		};
	});
	await page.goto('/settings');
	await expect(page.getByTestId('storage-banner')).toBeVisible();
	await page.getByRole('radio', { name: 'Dark' }).check();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('dark theme applies and survives a reload without a flash', async ({ page }) => {
	await page.goto('/settings');
	await page.getByRole('radio', { name: 'Dark' }).check();
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(bg).toBe('rgb(20, 16, 25)');
});

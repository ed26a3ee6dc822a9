// The Content-Security-Policy: the app (theme script, hydration, service worker, offline) works
// under it, and it is enforced. That every page carries a strict one is checked on the page walk
// (layout.e2e.ts), which visits every page once (and checks it in each language).
import { test as base } from '@playwright/test';
import { offlineTest, expect, offlineFrom, recordViolations, violations } from './fixtures';

base.describe('without a service worker', () => {
	base.use({ serviceWorkers: 'block' });

	// The app's scripts are blocked here, so their failure to load is logged on purpose.
	base('the hashed theme script runs before the app starts', async ({ page }) => {
		// Saved before any script of the page runs: set after a visit, the app's own first start
		// could still write its defaults over it.
		await page.addInitScript(() =>
			localStorage.setItem('hornbook.settings', JSON.stringify({ theme: 'dark' }))
		);
		// Only the inline theme script can set the theme once the app's own scripts are blocked.
		await page.route('**/_app/immutable/**', (route) => route.abort());
		await page.goto('/settings');
		await base.expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	});
});

offlineTest(
	'the app works offline under the policy (service worker, hydration)',
	async ({ page }) => {
		await recordViolations(page);
		await offlineFrom(page, '/');
		const response = await page.goto('/ktu/hunt');
		expect(response!.fromServiceWorker()).toBe(true);
		await expect(page.locator('h1').first()).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', /^(en|es|fr|it)$/);
		expect(await violations(page)).toEqual([]);
	}
);

// Without the fixture that fails on console errors: the blocked script is logged, on purpose.
base(
	'an injected inline script is blocked and reported (the policy is enforced)',
	async ({ page }) => {
		await recordViolations(page);
		await page.goto('/');
		await base.expect(page.locator('h1').first()).toBeVisible();
		await page.evaluate(() => {
			const script = document.createElement('script');
			script.textContent = 'window.__injected = true;';
			document.body.append(script);
		});
		await base.expect
			.poll(() => violations(page))
			.toContainEqual(expect.stringMatching(/script-src/));
		const ran = await page.evaluate(
			() => (window as unknown as { __injected?: boolean }).__injected
		);
		base.expect(ran).toBeUndefined();
	}
);

import { test, expect, internalLinks, waitForServiceWorker } from './fixtures';

// A newcomer's walk: every page linked from the app opens, online and then offline.
test('every linked page opens online and offline', async ({ page, context }) => {
	test.setTimeout(600_000);
	const seen = new Set<string>();
	const queue = ['/'];
	await page.goto('/');
	await waitForServiceWorker(page);
	while (queue.length > 0 && seen.size < 400) {
		const path = queue.shift()!;
		if (seen.has(path)) continue;
		seen.add(path);
		const response = await page.goto(path);
		expect(response?.status(), path).toBe(200);
		await expect(page.locator('h1').first(), path).toBeVisible();
		await expect(page.locator('h1').first(), path).not.toHaveText(
			/does not exist|Something went wrong/
		);
		for (const link of await internalLinks(page)) if (!seen.has(link)) queue.push(link);
	}
	expect(seen.size).toBeGreaterThan(10);

	await context.setOffline(true);
	for (const path of seen) {
		const response = await page.goto(path);
		expect(response?.fromServiceWorker(), `${path} offline`).toBe(true);
		await expect(page.locator('h1').first(), `${path} offline`).toBeVisible();
		await expect(page.locator('h1').first(), path).not.toHaveText(
			/does not exist|Something went wrong/
		);
	}
});

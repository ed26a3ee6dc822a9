import { test, expect, internalLinks, waitForServiceWorker } from './fixtures';

// A newcomer's walk: every page linked from the app opens, online and then offline. The app is
// walked in three areas at once (the app's own pages, each game's rulebook), each area from its
// root, so two workers share the walk; every page is visited once online and once offline.
const AREAS = [
	{ name: 'the app pages', root: '/', owns: (p: string) => !/^\/rules\/(ktu|uu)(\/|$)/.test(p) },
	{
		name: 'the Kill the Unicorns rulebook',
		root: '/rules/ktu',
		owns: (p: string) => /^\/rules\/ktu(\/|$)/.test(p)
	},
	{
		name: 'the Unstable Unicorns rulebook',
		root: '/rules/uu',
		owns: (p: string) => /^\/rules\/uu(\/|$)/.test(p)
	}
];

for (const area of AREAS) {
	test(`every linked page of ${area.name} opens online and offline`, async ({ page, context }) => {
		test.setTimeout(300_000);
		const seen = new Set<string>();
		const queue = [area.root];
		await page.goto(area.root);
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
			for (const link of await internalLinks(page)) {
				if (!seen.has(link) && area.owns(link.split('?')[0] ?? link)) queue.push(link);
			}
		}
		expect(seen.size).toBeGreaterThan(5);

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
}

import { offlineTest as test, expect, internalLinks, offlineFrom } from './fixtures';

// A newcomer's walk: every page linked from the app opens, online and then offline. The app is
// walked in three areas at once (the app's own pages, each game's rulebook), each area from its
// root, so the workers share the walk; every page is asked of the server online and opened in the
// browser offline. Offline, each kind of page is opened whole (the app starts and draws it); every
// other rulebook section is opened in a frame that runs no script, so what is checked is what the
// service worker answers for it (the page's own HTML, its heading), without starting the app ~70
// times more (a third of this walk's CPU time).
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

/** Same-origin links in a served page's HTML, as paths (with query), without fragments. */
function linksInHtml(html: string, base: string): string[] {
	const out = new Set<string>();
	for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
		const url = new URL(href!.replaceAll('&amp;', '&'), base);
		if (url.origin === new URL(base).origin) out.add(url.pathname + url.search);
	}
	return [...out];
}

for (const area of AREAS) {
	test(`every linked page of ${area.name} opens online and offline`, async ({ page }) => {
		const owned = (link: string) => area.owns(link.split('?')[0] ?? link);
		// Online, each address is asked of the server as a browser would (its HTML, 200, a heading);
		// the links in that HTML lead on. Rendering is checked offline below, once per page.
		const seen = new Set<string>();
		const fetchOnline = async (queue: string[]) => {
			while (queue.length > 0 && seen.size < 400) {
				const path = queue.shift()!;
				if (seen.has(path)) continue;
				seen.add(path);
				const response = await page.request.get(path, { headers: { accept: 'text/html' } });
				expect(response.status(), path).toBe(200);
				const html = await response.text();
				expect(html, path).toMatch(/<h1[\s>]/);
				for (const link of linksInHtml(html, response.url()))
					if (!seen.has(link) && owned(link)) queue.push(link);
			}
		};
		await fetchOnline([area.root]);
		expect(seen.size).toBeGreaterThan(5);

		// Offline, from the service worker: every page renders (hydrated, no error page), and a link
		// that only the running app shows is followed too, online and then offline.
		await offlineFrom(page, area.root);
		const offline = [...seen];
		const opened = new Set<string>();
		/** A rulebook section stands for every section of its game: one is opened whole. */
		const kindOf = (path: string) => path.replace(/^(\/rules\/(?:ktu|uu)\/)[^/?]+$/, '$1*');
		const kinds = new Set<string>();
		while (offline.length > 0) {
			const path = offline.shift()!;
			if (opened.has(path)) continue;
			opened.add(path);
			if (kinds.has(kindOf(path))) {
				// What the service worker answers for it, read in a frame where no script runs.
				const heading = await page.evaluate(async (src) => {
					const frame = document.createElement('iframe');
					frame.setAttribute('sandbox', 'allow-same-origin');
					frame.src = src;
					const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
					document.body.append(frame);
					await loaded;
					const h1 = frame.contentDocument?.querySelector('h1')?.textContent ?? null;
					frame.remove();
					return h1;
				}, path);
				expect(heading?.trim(), `${path} offline, as the service worker answers it`).toBeTruthy();
				expect(heading, path).not.toMatch(/does not exist|Something went wrong/);
				continue;
			}
			kinds.add(kindOf(path));
			const response = await page.goto(path);
			expect(response?.fromServiceWorker(), `${path} offline`).toBe(true);
			await expect(page.locator('h1').first(), `${path} offline`).toBeVisible();
			await expect(page.locator('h1').first(), path).not.toHaveText(
				/does not exist|Something went wrong/
			);
			const fresh = (await internalLinks(page)).filter((l) => owned(l) && !seen.has(l));
			if (fresh.length === 0) continue;
			const before = seen.size;
			await fetchOnline(fresh);
			offline.push(...[...seen].slice(before));
		}
		expect(opened.size).toBe(seen.size);
	});
}

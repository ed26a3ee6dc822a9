// Offline cold start: how long the home page takes to first paint when the service worker serves
// it with no network, against a plain static page (the same home HTML without its scripts) served
// the same way, by a minimal cache-first service worker. Prints both medians and their ratio; the
// two are measured in turn, 15 cold starts each.
// Run after `npm run build`. COLD_RAW=1 also prints every start's time.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, coldPage, measuringChromium } from './chromium.mjs';
import { serve } from './lighthouse-pages.mjs';

const RUNS = Number(process.env.COLD_RUNS ?? 15);
const APP_PORT = 4179;
const PLAIN_PORT = 4180;

// The plain page: the prerendered home page with every script and preload removed.
const plainDir = mkdtempSync(join(tmpdir(), 'plain-'));
const home = readFileSync('build/index.html', 'utf8')
	.replace(/<script[\s\S]*?<\/script>/g, '')
	.replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
writeFileSync(join(plainDir, 'index.html'), home);
writeFileSync(
	join(plainDir, 'setup.html'),
	`<!doctype html><title>setup</title><script>navigator.serviceWorker.register('/sw.js')</script>`
);
writeFileSync(
	join(plainDir, 'sw.js'),
	`self.addEventListener('install', (e) => { self.skipWaiting(); e.waitUntil(caches.open('p').then((c) => c.addAll(['/']))); });
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((r) => r || fetch(e.request))));`
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A browser with the site's service worker installed, then offline; `once()` measures one cold
 * start (worker stopped, memory cache cleared) and returns its first paint in ms.
 */
async function offlineBrowser(origin, setupPath) {
	const profile = mkdtempSync(join(tmpdir(), 'cold-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: measuringChromium(),
		args: CHROMIUM_FLAGS,
		viewport: { width: 412, height: 915 }
	});
	const first = await context.newPage();
	await first.goto(origin + setupPath);
	await first.waitForFunction(
		() =>
			navigator.serviceWorker?.controller != null || navigator.serviceWorker.ready.then(() => true),
		null,
		{ timeout: 30_000 }
	);
	await first.evaluate(() => navigator.serviceWorker.ready);
	await first.close();
	await context.setOffline(true);
	return {
		async once() {
			const { page } = await coldPage(context);
			await page.goto(origin + '/', { waitUntil: 'load' });
			const fcp = await page.evaluate(
				() =>
					new Promise((resolve) => {
						const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
						const now = read();
						if (now !== undefined) return resolve(now);
						new PerformanceObserver(() => resolve(read())).observe({
							type: 'paint',
							buffered: true
						});
					})
			);
			const fromSw = await page.evaluate(() => navigator.serviceWorker.controller != null);
			if (!fromSw) throw new Error(`${origin}: not served by a service worker offline`);
			await page.close();
			return fcp;
		},
		async close() {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		}
	};
}

/** @type {{ origin: string, stop(): void }[]} */
const servers = [];
try {
	servers.push(await serve('build', APP_PORT), await serve(plainDir, PLAIN_PORT));
	const apps = await offlineBrowser(servers[0].origin, '/');
	const plains = await offlineBrowser(servers[1].origin, '/setup.html');
	// In turn, app then static page: a change in the machine's load during the bench weighs on both
	// alike instead of on whichever was measured second.
	const appTimes = [];
	const plainTimes = [];
	for (let i = 0; i < RUNS; i++) {
		appTimes.push(await apps.once());
		plainTimes.push(await plains.once());
	}
	await apps.close();
	await plains.close();
	const app = median(appTimes);
	const plain = median(plainTimes);
	// Each app start against the static page's start just after it, then the median of those.
	const paired = median(appTimes.map((t, i) => t / plainTimes[i]));
	if (process.env.COLD_RAW === '1') console.log({ appTimes, plainTimes });
	console.log(
		`offline cold start, first paint (median of ${RUNS}): app ${app.toFixed(0)} ms, static page ${plain.toFixed(0)} ms, ratio ${(app / plain).toFixed(2)}×, paired ${paired.toFixed(2)}× (goal ≤ 1.3×)`
	);
} finally {
	for (const s of servers) s.stop();
	rmSync(plainDir, { recursive: true, force: true });
}

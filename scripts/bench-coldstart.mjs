// Offline cold start: how long the home page takes to first paint when the service worker serves
// it with no network, against a plain static page (the same home HTML without its scripts) served
// the same way, by a minimal cache-first service worker. Prints both medians and their ratio; the
// two are measured in turn, 15 cold starts each.
// Run after `npm run build`. COLD_RAW=1 also prints every start's time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { measuringChromium } from './chromium.mjs';

const RUNS = Number(process.env.COLD_RUNS ?? 15);
const APP_PORT = 4179;
const PLAIN_PORT = 4180;

function serve(dir, port) {
	return spawn(
		'node_modules/.bin/sirv',
		[
			dir,
			'--single',
			...(dir === 'build' ? ['200.html'] : []),
			'--gzip',
			'--brotli',
			'--port',
			String(port),
			'--host',
			'127.0.0.1'
		],
		{ stdio: 'ignore', detached: true }
	);
}

async function waitFor(url) {
	for (let i = 0; i < 300; i++) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {
			/* not up yet */
		}
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`nothing served at ${url}`);
}

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

const servers = [serve('build', APP_PORT), serve(plainDir, PLAIN_PORT)];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A browser with the site's service worker installed, then offline; `once()` measures one cold
 * start (worker stopped, memory cache cleared) and returns its first paint in ms.
 */
async function offlineBrowser(origin, setupPath) {
	const profile = mkdtempSync(join(tmpdir(), 'cold-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: measuringChromium(),
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync'
		],
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
			const page = await context.newPage();
			const cdp = await context.newCDPSession(page);
			await cdp.send('ServiceWorker.enable');
			await cdp.send('ServiceWorker.stopAllWorkers');
			await cdp.send('Network.enable');
			await cdp.send('Network.clearBrowserCache');
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

try {
	await Promise.all([
		waitFor(`http://127.0.0.1:${APP_PORT}/`),
		waitFor(`http://127.0.0.1:${PLAIN_PORT}/`)
	]);
	const apps = await offlineBrowser(`http://127.0.0.1:${APP_PORT}`, '/');
	const plains = await offlineBrowser(`http://127.0.0.1:${PLAIN_PORT}`, '/setup.html');
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
	for (const s of servers) {
		try {
			process.kill(-s.pid);
		} catch {
			/* gone */
		}
	}
	rmSync(plainDir, { recursive: true, force: true });
}

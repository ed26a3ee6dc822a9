// Where Debian's Chromium builds are, for the scripts that drive one (ensure-chromium, Lighthouse,
// the cold-start bench). The end-to-end tests find theirs in playwright.config.ts.
import { spawnSync } from 'node:child_process';

/**
 * The path of a command on PATH, or null.
 * @param {string} name
 */
export function which(name) {
	const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
	return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
}

/** The whole browser (what measurements use). */
export const fullChromium = () => which('chromium') ?? which('chromium-browser');
/** The engine without the browser around it (what Playwright runs headless). */
export const headlessShell = () => which('chromium-headless-shell');

/** The browser a measurement runs in: CHROME_PATH, else the whole browser, else the shell. */
export function measuringChromium() {
	const path = process.env.CHROME_PATH || fullChromium() || headlessShell();
	if (!path) throw new Error('No Chromium: run `node scripts/ensure-chromium.mjs`.');
	return path;
}

/**
 * The flags every Chromium of the tests and benches starts with: no sandbox (root in CI), no GPU,
 * and none of the browser's own network traffic (this machine reaches no other host).
 */
export const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

/**
 * A new page that will load as on a first visit: no service worker running, nothing in the HTTP
 * cache. Returns it with its DevTools session (to slow the CPU, read the network).
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function coldPage(context) {
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('ServiceWorker.enable');
	await cdp.send('ServiceWorker.stopAllWorkers');
	await cdp.send('Network.enable');
	await cdp.send('Network.clearBrowserCache');
	return { page, cdp };
}

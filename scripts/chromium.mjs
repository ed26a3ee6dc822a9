// Where Debian's Chromium builds are, for the scripts that drive one (ensure-chromium, Lighthouse,
// the cold-start bench). The end-to-end tests find theirs in playwright.config.ts.
import { spawnSync } from 'node:child_process';

/** The path of a command on PATH, or null. */
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

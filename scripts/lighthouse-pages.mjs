// What the Lighthouse check (scripts/lighthouse.mjs) and the Lighthouse bench
// (scripts/bench-lighthouse.mjs) share: the built app served as `npm start` serves it, one Debian
// Chromium with a DevTools port that Lighthouse's public Node API connects to, and the five pages
// measured (the game screen's game created through the app's own new-game screen, with
// Playwright over the same DevTools port). Run after `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, measuringChromium } from './chromium.mjs';

export const NEW_GAME = '/ktu/games/new';
/** @type {{ name: string, path?: string, setup?: boolean }[]} */
export const PAGES = [
	{ name: 'home', path: '/' },
	{ name: 'rule section', path: '/rules/ktu/ties' },
	{ name: 'hunt calculator', path: '/ktu/hunt' },
	{ name: 'scorer', path: '/ktu/score' },
	{ name: 'game screen', setup: true }
];

/**
 * Serves `dir` with sirv on 127.0.0.1:`port` (the app's build as a single-page app with its
 * fallback, as `npm run serve` does); resolves once it answers.
 * @param {string} dir
 * @param {number} port
 */
export async function serve(dir, port) {
	const server = spawn(
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
	const stop = () => {
		try {
			if (server.pid) process.kill(-server.pid);
		} catch {
			/* already gone */
		}
	};
	const origin = `http://127.0.0.1:${port}`;
	for (let i = 0; i < 300; i++) {
		try {
			if ((await fetch(origin)).ok) break;
		} catch {
			/* not up yet */
		}
		await new Promise((r) => setTimeout(r, 100));
		if (i === 299) {
			stop();
			throw new Error(`nothing served at ${origin}`);
		}
	}
	return { origin, stop };
}

/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse and Playwright.
 * @param {string} path the whole browser for measurements, the engine alone for checks
 */
export async function launchChromium(path = measuringChromium()) {
	const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
	const child = spawn(
		path,
		[
			'--headless',
			'--remote-debugging-port=0',
			`--user-data-dir=${profile}`,
			...CHROMIUM_FLAGS,
			'about:blank'
		],
		// Its own process group: Debian's command is a wrapper script, and the browser it starts
		// (with its helpers) must end with it, not stay behind after the run.
		{ stdio: 'ignore', detached: true }
	);
	// Chromium writes the port it chose into the profile. The file can be there before the port is
	// in it (a busy machine read it empty once: port 0, and Lighthouse could not run).
	const file = join(profile, 'DevToolsActivePort');
	let port = 0;
	for (let i = 0; i < 300 && !(port > 0); i++) {
		if (existsSync(file)) port = Number(readFileSync(file, 'utf8').split('\n')[0]);
		if (!(port > 0)) await new Promise((r) => setTimeout(r, 100));
	}
	if (!(port > 0)) throw new Error('Chromium did not open its DevTools port');
	return {
		port,
		async close() {
			// The whole group, then wait until none of it is left: a browser still running would
			// write into the profile while it is removed.
			const group = child.pid ? -child.pid : 0;
			const alive = () => {
				try {
					process.kill(group, 0);
					return true;
				} catch {
					return false;
				}
			};
			if (group && alive()) {
				process.kill(group, 'SIGTERM');
				for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
				if (alive()) process.kill(group, 'SIGKILL');
			}
			// A profile left in the temporary folder is no reason to fail a check.
			try {
				rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
			} catch (e) {
				console.warn(`(could not remove ${profile}: ${e instanceof Error ? e.message : e})`);
			}
		}
	};
}

/**
 * Starts a four-seat game through the app's new-game screen (the lighthouse stage and the paint
 * bench both open one); returns when the game screen's address is there.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 */
export async function startGame(page, origin) {
	await page.goto(origin + NEW_GAME);
	// Typed into before the app has started, the form would be filled on the page's HTML alone.
	await page.waitForFunction(() => window.hornbookEarly?.started === true);
	for (const [i, name] of ['Ana', 'Ben', 'Cleo', 'Dev'].entries()) {
		const n = i + 1;
		await page.getByLabel(`Name of player ${n}`, { exact: true }).fill(name);
		await page.getByLabel(`Starting Unicorn of player ${n}: another star value`).fill('2');
		await page
			.getByRole('group', { name: `Starting Unicorn of player ${n}: colour` })
			.getByText('Pink', { exact: true })
			.click();
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL((url) => url.pathname !== NEW_GAME);
}

/**
 * A saved game to open, created through the app's new-game screen (four seats) in the measured
 * browser, so that its IndexedDB holds it; returns the game screen's path.
 * @param {number} port the browser's DevTools port
 * @param {string} origin
 */
export async function createGame(port, origin) {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	const page = await browser.contexts()[0].newPage();
	await startGame(page, origin);
	await page.waitForLoadState('networkidle');
	const path = page.url().replace(origin, '');
	await page.close();
	// Leaves the browser running: only Playwright's connection goes.
	await browser.close();
	return path;
}

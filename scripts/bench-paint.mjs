// A slow phone: Chromium's CPU slowed 4× (DevTools protocol), the built app served as
// `npm start` serves it. Printed, never judged (the machine is shared: read the ratios).
// - First paint and first contentful paint of the home page, a rule section and a saved game's
//   screen (its game drawn from the copy kept of it, and live), each beside a plain static page
//   (that page's prerendered HTML without its scripts) served the same way: online on a cold
//   cache, and offline from the service worker (the static page from a minimal cache-first one,
//   as scripts/bench-coldstart.mjs does). Median of PAINT_RUNS (default 5), in turn.
// - The durations of the taps of a scripted round of entry on the game screen (setting up a game,
//   the round's unicorns, a Scheme), from the Event Timing API: p50, p95, max and the three
//   slowest with what they were; on the installed app, and on a first visit while the service
//   worker precaches the app beside the taps. Beside them, for each unicorn's star, its tap to the
//   frame after the row shows the unicorn: a tap's duration ends with the next frame, whatever that
//   frame shows.
// - The home page's JavaScript (scripts/bench-size.mjs).
// Run after `npm run build`. PAINT_LANG=es measures a Spanish player (the browser's language).
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, coldPage, measuringChromium } from './chromium.mjs';
import { serve, startGame } from './lighthouse-pages.mjs';
import { waitForDatabase } from './app-database.mjs';
import { uuEvening } from './uu-evening.mjs';

const RUNS = Number(process.env.PAINT_RUNS ?? 5);
const LANG = process.env.PAINT_LANG ?? 'en';
// Beside E2E_PORT, so work trees benching at once do not answer each other's pages.
const APP_PORT = Number(process.env.E2E_PORT ?? 4173) + 1000;
const PLAIN_PORT = APP_PORT + 1;
const SLOWDOWN = 4;

/** The pages measured: their address, and the prerendered file the static page is made from. */
const PAGES = [
	{ name: 'home', path: '/', file: 'index.html' },
	{ name: 'rule section', path: '/rules/ktu/ties', file: 'rules/ktu/ties.html' },
	// A saved game's screen: its prerendered frame, then the game itself (its round) once read.
	{
		name: 'game screen',
		path: null,
		file: 'ktu/games/game.html',
		drawn: '[data-testid="status-round"]'
	}
];
const langFile = (file) =>
	LANG === 'en' ? file : file === 'index.html' ? `${LANG}.html` : `${LANG}/${file}`;

// The static pages, at the same addresses, with a minimal service worker for the offline runs.
const plainDir = mkdtempSync(join(tmpdir(), 'paint-plain-'));
for (const { file } of PAGES) {
	const html = readFileSync(join('build', langFile(file)), 'utf8').replace(
		/<script[\s\S]*?<\/script>/g,
		''
	);
	mkdirSync(dirname(join(plainDir, file)), { recursive: true });
	writeFileSync(join(plainDir, file), html);
}
writeFileSync(
	join(plainDir, 'setup.html'),
	`<!doctype html><title>setup</title><script>navigator.serviceWorker.register('/sw.js')</script>`
);
writeFileSync(
	join(plainDir, 'sw.js'),
	`self.addEventListener('install', (e) => { self.skipWaiting(); e.waitUntil(caches.open('p').then((c) => c.addAll(${JSON.stringify(
		PAGES.map((p) => '/' + p.file.replace(/(index)?\.html$/, ''))
	)}))); });
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((r) => r || fetch(e.request))));`
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs, p) =>
	[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

/** A browser with its own profile in the player's language; `measure` opens a page cold. */
async function browserFor(origin) {
	const profile = mkdtempSync(join(tmpdir(), 'paint-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: measuringChromium(),
		args: CHROMIUM_FLAGS,
		locale: LANG,
		viewport: { width: 412, height: 915 }
	});
	return {
		context,
		/** First paint and first contentful paint of a cold load of `path`, CPU slowed. */
		async measure(path, drawn, { withoutCopy = false } = {}) {
			const { page, cdp } = await coldPage(context);
			// The screen's copy put aside before the page reads it, and put back once measured.
			if (withoutCopy)
				await page.addInitScript(() => {
					window.__copy = localStorage.getItem('hornbook.screenCopy');
					localStorage.removeItem('hornbook.screenCopy');
				});
			// When the page's own content (`drawn`: a saved game's round) is first in the document,
			// from the copy kept of the screen (src/lib/boot/copy.ts) or live, and when it is live.
			if (drawn)
				await page.addInitScript((selector) => {
					new MutationObserver((_, observer) => {
						const found = [...document.querySelectorAll(selector)];
						if (found.length > 0) window.__drawnAt ??= performance.now();
						if (!found.some((el) => !el.closest('[data-copy-slot]'))) return;
						window.__liveAt = performance.now();
						observer.disconnect();
					}).observe(document, { childList: true, subtree: true });
				}, drawn);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
			await page.goto(origin + path, { waitUntil: 'load' });
			if (drawn) await page.waitForFunction(() => window.__liveAt !== undefined);
			const paints = await page.evaluate(
				() =>
					new Promise((resolve) => {
						// First paint, first contentful paint, and when the app started (its mark, set as
						// src/lib/boot/early-input.ts plays back what was tapped before).
						const read = () => {
							const [fp, fcp, started] = [
								'first-paint',
								'first-contentful-paint',
								'hornbook:started'
							].map((n) => performance.getEntriesByName(n)[0]?.startTime);
							return fcp === undefined || (started === undefined && window.hornbookEarly)
								? null
								: {
										fp: fp ?? fcp,
										fcp,
										started: started ?? fcp,
										// In the document before the first paint: drawn with it.
										drawn: Math.max(window.__drawnAt ?? 0, fp ?? fcp),
										live: window.__liveAt
									};
						};
						const poll = () => {
							const now = read();
							if (now) resolve(now);
							else setTimeout(poll, 50);
						};
						poll();
					})
			);
			if (withoutCopy)
				await page.evaluate(() => {
					if (window.__copy) localStorage.setItem('hornbook.screenCopy', window.__copy);
				});
			await page.close();
			return paints;
		},
		async installWorker(setupPath) {
			const page = await context.newPage();
			await page.goto(origin + setupPath);
			await page.evaluate(() => navigator.serviceWorker.ready);
			await page.waitForFunction(() => navigator.serviceWorker.controller != null, null, {
				timeout: 60_000
			});
			// The pages the service worker keeps fill at install: a reload shows them kept.
			await page.reload();
			await page.close();
		},
		async close() {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		}
	};
}

/** Sets up a four-player game through the new-game screen; returns its address. */
async function newGame(page, origin) {
	await startGame(page, origin);
	await page.getByTestId('status-round').waitFor();
	return page.url().replace(origin, '');
}

/** The taps of a round's entry on a new game, CPU slowed; their Event Timing entries. */
async function tapDurations(browser, origin) {
	const page = await browser.context.newPage();
	await page.addInitScript(() => {
		const seen = [];
		window.__taps = seen;
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) {
				if (!e.interactionId) continue;
				const t = e.target;
				const what = t
					? `${e.name} on ${t.getAttribute?.('aria-label') || t.textContent?.trim().slice(0, 40) || t.tagName}`
					: e.name;
				seen.push({ id: e.interactionId, duration: e.duration, what });
			}
		}).observe({ type: 'event', durationThreshold: 16, buffered: true });
	});
	const cdp = await browser.context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
	const all = [];
	const collect = async () => all.push(...(await page.evaluate(() => window.__taps.splice(0))));
	const path = await newGame(page, origin);
	await collect();
	await page.goto(origin + path);
	await page.getByTestId('status-round').waitFor();
	const row = [
		['Pink', 3],
		['Blue', 2],
		['Green', 4],
		['Yellow', 1]
	];
	// A tap's duration (Event Timing) ends with the next frame, whatever it shows; what a player
	// waits for is the unicorn in the row. From the star's pointerdown to the frame after the row
	// shows it, for each unicorn.
	const shown = [];
	for (const [i, [color, stars]] of row.entries()) {
		const n = i + 1;
		await page
			.getByRole('group', { name: `Colour of unicorn ${n}` })
			.getByText(color, { exact: true })
			.click();
		await page.evaluate(
			({ i, text }) => {
				window.__shown = null;
				addEventListener(
					'pointerdown',
					() => {
						const t0 = performance.now();
						const watch = new MutationObserver(() => {
							if (
								!document.querySelectorAll('[data-testid="row"] li')[i]?.textContent?.includes(text)
							)
								return;
							watch.disconnect();
							requestAnimationFrame(() =>
								setTimeout(() => (window.__shown = performance.now() - t0))
							);
						});
						watch.observe(document.body, { subtree: true, childList: true, characterData: true });
					},
					{ once: true, capture: true }
				);
			},
			{ i, text: `${stars} ★` }
		);
		await page
			.getByRole('group', { name: `Stars of unicorn ${n}` })
			.getByRole('button', { name: String(stars), exact: true })
			.click();
		await page.getByTestId('row').locator('li').nth(i).getByText(`${stars} ★`).waitFor();
		await page.waitForFunction(() => window.__shown !== null);
		shown.push(await page.evaluate(() => window.__shown));
	}
	await page.getByRole('button', { name: 'Ana: Scheme on unicorn 1' }).click();
	await page.getByTestId('scheme-placed').waitFor();
	await collect();
	// As at a table, the screen stays up long enough for the app to keep its copy (src/lib/boot/copy.ts
	// draws the game from it on the next cold open).
	await page.waitForFunction(
		() =>
			JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null')?.path === location.pathname
	);
	await page.close();
	// One figure per interaction: its longest event.
	const byId = new Map();
	for (const e of all)
		if (!byId.has(e.id) || byId.get(e.id).duration < e.duration) byId.set(e.id, e);
	return { taps: [...byId.values()], shown, path };
}

/**
 * How long a saved game's screen takes to show its game (its first line drawn from the game's
 * state), CPU slowed, for a short and a long log: the game saved by the app once (an undo and a
 * redo), then opened cold RUNS times.
 */
async function openLongGames(browser, origin) {
	const page = await browser.context.newPage();
	await page.addInitScript(() => {
		new MutationObserver((_, observer) => {
			// The live screen's, not the copy's drawn before the app starts (src/lib/boot/copy.ts).
			const found = [...document.querySelectorAll('[data-testid="game-meta"]')];
			if (!found.some((el) => !el.closest('[data-copy-slot]'))) return;
			window.__drawnAt = performance.now();
			observer.disconnect();
		}).observe(document, { childList: true, subtree: true });
	});
	await page.goto(origin + '/uu/games');
	await waitForDatabase(page);
	const figures = [];
	for (const count of [100, 2000]) {
		const events = uuEvening(count);
		const id = `bench-${count}`;
		await page.evaluate(
			async ({ id, events }) => {
				const db = await new Promise((resolve, reject) => {
					const request = indexedDB.open('hornbook');
					request.onsuccess = () => resolve(request.result);
					request.onerror = () => reject(request.error);
				});
				const tx = db.transaction(['games', 'events'], 'readwrite');
				tx.objectStore('games').put({
					id,
					kind: 'uu',
					createdAt: 1,
					updatedAt: 2,
					title: 'Unstable Unicorns',
					players: events[0].players,
					progress: { code: 'summary.turn', params: { turn: 1 } }
				});
				events.forEach((event, index) =>
					tx.objectStore('events').put({ gameId: id, index, event, at: 3, v: 1 })
				);
				await new Promise((resolve) => (tx.oncomplete = resolve));
				db.close();
			},
			{ id, events }
		);
		const path = `/uu/games/game?id=${id}`;
		const cdp = await browser.context.newCDPSession(page);
		/** Opens the game cold RUNS times, in turn with its screen's copy and with it put aside. */
		const opens = async () => {
			const times = { copy: [], bare: [] };
			// The first open also compiles the page's code: not counted.
			for (let i = -1; i < RUNS; i++) {
				for (const kind of ['copy', 'bare']) {
					const copy = await page.evaluate(() => localStorage.getItem('hornbook.screenCopy'));
					if (kind === 'bare')
						await page.evaluate(() => localStorage.removeItem('hornbook.screenCopy'));
					await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
					await page.goto(origin + path);
					await page.waitForFunction(() => window.__drawnAt !== undefined);
					if (i >= 0) times[kind].push(await page.evaluate(() => window.__drawnAt));
					await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
					if (copy)
						await page.evaluate((c) => localStorage.setItem('hornbook.screenCopy', c), copy);
				}
			}
			return { copy: median(times.copy), bare: median(times.bare) };
		};
		// As another build left it (no snapshot of this build): the whole log replayed.
		const replayed = await opens();
		// Saved by this build: clicks wait for the button to be enabled, Redo is once the undo is saved.
		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		await page.getByRole('button', { name: 'Redo', exact: true }).click();
		await page.waitForFunction(() =>
			[...document.querySelectorAll('button')].some(
				(b) => b.textContent?.trim() === 'Redo' && b.disabled
			)
		);
		figures.push({ count: events.length, replayed, saved: await opens() });
	}
	await page.close();
	return figures;
}

const servers = [];
try {
	servers.push(await serve('build', APP_PORT), await serve(plainDir, PLAIN_PORT));
	const [app, plain] = servers;
	const apps = await browserFor(app.origin);
	const plains = await browserFor(plain.origin);

	// A first visit installs the app (the service worker precaches it, in the page's own process)
	// while the game is set up; every later game is played on the installed app. Both are measured,
	// the goal read on the second.
	const firstVisit = await tapDurations(apps, app.origin);
	await apps.installWorker('/');
	const { taps, shown, path: gamePath } = await tapDurations(apps, app.origin);
	PAGES[2].path = gamePath;
	for (const [label, measured, rowShown] of [
		['installed app', taps, shown],
		['first visit, while the app installs itself', firstVisit.taps, firstVisit.shown]
	]) {
		const durations = measured.map((t) => t.duration);
		const slowest = [...measured].sort((a, b) => b.duration - a.duration).slice(0, 3);
		console.log(
			`taps of a round's entry, ${label}, CPU ${SLOWDOWN}× (${measured.length} interactions ≥ 16 ms of ${LANG}): p50 ${pct(durations, 50).toFixed(0)} ms, p95 ${pct(durations, 95).toFixed(0)} ms, max ${Math.max(0, ...durations).toFixed(0)} ms${measured === taps ? ' (goal p95 ≤ 50 ms)' : ''}`
		);
		for (const t of slowest) console.log(`  ${t.duration.toFixed(0)} ms  ${t.what}`);
		console.log(
			`  a star's tap to its unicorn shown in the row (the frame after): p50 ${pct(rowShown, 50).toFixed(0)} ms, max ${Math.max(0, ...rowShown).toFixed(0)} ms`
		);
	}

	const opens = await openLongGames(apps, app.origin);
	console.log(
		`a saved game's live screen drawn (its first line from the game), CPU ${SLOWDOWN}×, with its copy drawn first / without: ${opens.map((o) => `${o.count} events ${o.saved.copy.toFixed(0)} / ${o.saved.bare.toFixed(0)} ms (log replayed: ${o.replayed.copy.toFixed(0)} / ${o.replayed.bare.toFixed(0)} ms)`).join(', ')}`
	);

	/** Each page and its static page in turn, RUNS times; prints the medians and ratios. */
	const round = async (label, plainPath) => {
		for (const p of PAGES) {
			const a = [];
			const s = [];
			// A saved game's screen also without its copy, in turn: what drawing the copy costs.
			const bare = [];
			for (let i = 0; i < RUNS; i++) {
				a.push(await apps.measure(p.path, p.drawn));
				s.push(await plains.measure(plainPath(p)));
				if (p.drawn) bare.push(await apps.measure(p.path, p.drawn, { withoutCopy: true }));
			}
			const [afp, afcp, sfp, sfcp, gap] = [
				median(a.map((x) => x.fp)),
				median(a.map((x) => x.fcp)),
				median(s.map((x) => x.fp)),
				median(s.map((x) => x.fcp)),
				median(a.map((x) => x.started - x.fcp))
			];
			// The goal reads the app's content against the static page's first paint (both pages
			// hold their first frame until the content is parsed: app.html's rel=expect link).
			console.log(
				`${label}, ${p.name}: first paint ${afp.toFixed(0)} ms, first contentful paint ${afcp.toFixed(0)} ms; static page ${sfp.toFixed(0)} ms (contentful ${sfcp.toFixed(0)} ms); ratio ${(afcp / sfp).toFixed(2)}× (goal ≤ 1.5×); the app starts ${gap.toFixed(0)} ms after its content shows`
			);
			if (p.drawn) {
				const [drawn, live] = [median(a.map((x) => x.drawn)), median(a.map((x) => x.live))];
				const [bareFp, bareLive] = [median(bare.map((x) => x.fp)), median(bare.map((x) => x.live))];
				console.log(
					`${label}, ${p.name}: the game itself drawn at ${drawn.toFixed(0)} ms, ${(drawn / sfp).toFixed(2)}× the static page's first paint (from the copy kept of its screen; the live screen at ${live.toFixed(0)} ms, ${(live / sfp).toFixed(2)}×)`
				);
				console.log(
					`${label}, ${p.name}, its copy put aside: first paint ${bareFp.toFixed(0)} ms, the game drawn live at ${bareLive.toFixed(0)} ms, ${(bareLive / sfp).toFixed(2)}×`
				);
			}
		}
	};
	const staticPath = (p) => '/' + p.file.replace(/(index)?\.html$/, '');
	// The player comes back to the game of the round entered above: the copy kept is the last
	// screen's (the long games' just now), so the game is on screen once before it is measured.
	const back = await apps.context.newPage();
	await back.goto(app.origin + gamePath);
	await back.waitForFunction(
		() =>
			JSON.parse(localStorage.getItem('hornbook.screenCopy') ?? 'null')?.id ===
			new URLSearchParams(location.search).get('id')
	);
	await back.close();
	await round(`online, CPU ${SLOWDOWN}×, ${LANG}`, staticPath);
	// Offline: the app's service worker (the player's pages kept) against the minimal one.
	await apps.installWorker('/');
	await plains.installWorker('/setup.html');
	await apps.context.setOffline(true);
	await plains.context.setOffline(true);
	await round(`offline, CPU ${SLOWDOWN}×, ${LANG}`, staticPath);
	await apps.close();
	await plains.close();
} finally {
	for (const s of servers) s.stop();
	rmSync(plainDir, { recursive: true, force: true });
}
execSync('node scripts/bench-size.mjs', { stdio: 'inherit' });

// Size budgets: what each of the five measured pages loads before it is interactive, and the
// offline download. Figures come from the build's files (gzip sizes read from build/) and from
// which files the page asks for before the app has started, so the same build gives the same
// figures on an idle or a busy machine; only a bigger app fails. Each budget is the figure when it
// was set plus a little headroom (tests/budgets.json); every figure is printed beside it.
import { test, expect } from './fixtures';
import { seedGame } from './seed';
import { BUDGETS, gzipOf, precache } from '../../scripts/sizes.mjs';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test.describe('what a page loads before it is interactive', () => {
	for (const [name, budget] of Object.entries(BUDGETS.pages)) {
		test(`${name}: JavaScript and requests within budget`, async ({ page }) => {
			// The moment the app has started (the prerendered page's held input is played back then):
			// every resource asked for before it is what the page needed to become interactive. Read
			// once the task that starts it is over: what that task asks for (a tool's draft) was
			// counted or not depending on the machine's speed, at the same millisecond as the start.
			await page.addInitScript(() => {
				let early: { started: boolean } | undefined;
				Object.defineProperty(window, 'hornbookEarly', {
					configurable: true,
					get: () => early,
					set(value: { started: boolean; events: unknown[] }) {
						let started = value.started;
						early = Object.defineProperty(value, 'started', {
							get: () => started,
							set(now: boolean) {
								if (now && !started)
									setTimeout(() => {
										(window as unknown as { startedAt: number }).startedAt = performance.now();
									}, 0);
								started = now;
							}
						});
					}
				});
			});
			// The game screen opens a saved game: a whole sample game, written as the app stores it.
			const id = new URL(budget.path, 'http://x').searchParams.get('id');
			if (id) {
				const players = ['Ana', 'Bo', 'Cy', 'Di'];
				await seedGame(page, { id, kind: 'ktu', players, events: sampleEvents() });
			}
			await page.goto(budget.path);
			await page.waitForFunction(() => 'startedAt' in window);
			await page.waitForLoadState('networkidle');
			const urls = await page.evaluate(() => {
				const startedAt = (window as unknown as { startedAt: number }).startedAt;
				return performance
					.getEntriesByType('resource')
					.filter((e) => e.startTime <= startedAt)
					.map((e) => new URL(e.name).pathname);
			});
			const js = urls.filter((u) => u.endsWith('.js')).reduce((n, u) => n + gzipOf(u), 0);
			const requests = urls.length + 1;
			console.log(
				`${name}: JavaScript ${kib(js)} / ${budget.jsKiB} KiB gzip, ${requests} / ${budget.requests} requests`
			);
			expect(kib(js), `${name}: JavaScript (KiB gzip) before the app starts`).toBeLessThanOrEqual(
				budget.jsKiB
			);
			expect(requests, `${name}: requests before the app starts`).toBeLessThanOrEqual(
				budget.requests
			);
		});
	}
});

test('the offline download is within budget', () => {
	// The shared code and English are precached; the player's language is kept whole (its code and
	// every page): the largest language is counted.
	const { entries, served, shared, pages, code, lang, missing } = precache();
	const kb = Math.round(served / 1000);
	const k = (n: number) => Math.round(n / 1000);
	console.log(
		`offline download: shared and English (${entries} entries, ${k(shared)} KB) and ${lang} whole (code ${k(code)} KB, pages ${k(pages)} KB), ${kb} / ${BUDGETS.precacheKB} KB as served`
	);
	expect(missing, 'precache entries with no file in build/').toEqual([]);
	expect(kb, 'offline download (KB as served)').toBeLessThanOrEqual(BUDGETS.precacheKB);
});

test('the QR reader kept after the offline download is within budget', () => {
	// Kept by the service worker in the background once the app is offline-ready, so that a phone
	// that never opened Receive online reads pictures of codes offline.
	const { reader, readerFiles } = precache();
	const kb = Math.round(reader / 1000);
	console.log(`QR reader kept after it: ${kb} / ${BUDGETS.readerKB} KB as served`);
	expect(readerFiles, 'the reader’s .wasm listed in the service worker').toBe(1);
	expect(kb, 'QR reader (KB as served)').toBeLessThanOrEqual(BUDGETS.readerKB);
});

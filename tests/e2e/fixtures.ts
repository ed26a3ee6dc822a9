import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
	consoleErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (msg) => {
				if (msg.type() === 'error') errors.push(msg.text());
			});
			page.on('pageerror', (err) => errors.push(err.message));
			await use(errors);
			// Offline runs legitimately log the browser's own network failures for blocked requests,
			// and a page read in a frame that runs no script (crawl.e2e.ts) the scripts it did not run.
			const real = errors.filter(
				(e) =>
					!/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|the document's frame is sandboxed and the 'allow-scripts' permission is not set/.test(
						e
					)
			);
			expect(real, 'console errors').toEqual([]);
		},
		{ auto: true }
	]
});

/**
 * A test that walks the offline copy: the service worker runs. The config blocks it everywhere
 * else, since installing it precaches the whole app, which no other test needs to pay for.
 */
export const offlineTest = test.extend({ serviceWorkers: 'allow' });

export { expect };

/** The app's top-level pages: every one must work offline, accessibly, under the CSP. */
export const TOP_ROUTES = [
	'/',
	'/rules',
	'/rules/ktu',
	'/rules/uu',
	'/rules/search',
	'/ktu',
	'/ktu/hunt',
	'/ktu/score',
	'/ktu/games',
	'/ktu/games/new',
	'/uu',
	'/uu/games',
	'/uu/games/new',
	'/uu/deck-out',
	'/settings'
];

/** Waits until the app has started in the page (hydrated: what it does on open is done). */
export const appStarted = (page: Page) =>
	page.waitForFunction(() => window.hornbookEarly?.started === true);

/** Waits until the service worker controls the page (first visit: clientsClaim). */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
	// Precaching finishes before activation, so everything is cached once the page is controlled.
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
}

/** Opens `path`, waits until the service worker holds the app, then cuts the network. */
export async function offlineFrom(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await waitForServiceWorker(page);
	await page.context().setOffline(true);
}

/** Records every Content-Security-Policy violation of the page's documents, from before their first script. */
export async function recordViolations(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
		document.addEventListener('securitypolicyviolation', (e) =>
			seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
		);
	});
}

/** The violations recorded in the page's current document (see recordViolations). */
export const violations = (page: Page): Promise<string[]> =>
	page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/**
 * The axe rules that read colours: all a change of colour scheme can break, so the second scheme
 * of a page is checked with these alone.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe-core in the page (every rule, or `only` these); returns serious and critical violations. */
export async function seriousA11yViolations(page: Page, only?: string[]) {
	// Evaluated through the devtools protocol: an injected inline <script> would be (rightly) blocked
	// by the app's Content-Security-Policy. Once a page.
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
	type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
	type Axe = { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
	const result = await page.evaluate(async (rules) => {
		const axe = (window as unknown as { axe: Axe }).axe;
		const r = await axe.run(document, {
			resultTypes: ['violations'],
			...(rules ? { runOnly: { type: 'rule', values: rules } } : {})
		});
		return r.violations.map((v) => ({
			id: v.id,
			impact: v.impact,
			targets: v.nodes.slice(0, 3).map((n) => n.target.join(' '))
		}));
	}, only);
	return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Same-origin links on the current page, as paths (with query), without fragments. */
export async function internalLinks(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out = new Set<string>();
		for (const a of Array.from(document.querySelectorAll('a[href]'))) {
			const url = new URL((a as HTMLAnchorElement).href, location.href);
			if (url.origin !== location.origin) continue;
			out.add(url.pathname + url.search);
		}
		return [...out];
	});
}

/**
 * Holds every request for the app's start script until `release()` is called: the prerendered page
 * is drawn and can be used, and the app has not started (as on a slow first visit).
 */
export async function holdStart(page: Page): Promise<() => void> {
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/_app/immutable/entry/start.*.js', async (route) => {
		await released;
		await route.continue();
	});
	return release;
}

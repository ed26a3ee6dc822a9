// The Lighthouse check of `npm test`: accessibility and best practices, each 100 on the five pages
// (home, a rule section, the hunt calculator, the scorer, a game screen). Neither category depends
// on how fast the machine is, so the verdict is the same on an idle or a busy one; one run a page
// with no throttling. Performance is measured by `npm run bench` (scripts/bench-lighthouse.mjs),
// printed, never judged here. Lighthouse's public Node API, connected to a Debian Chromium.
// Run after `npm run build`; LH_ONLY=scorer checks one page.
import lighthouse from 'lighthouse';
import { headlessShell } from './chromium.mjs';
import { PAGES, createGame, launchChromium, serve } from './lighthouse-pages.mjs';

const PORT = Number(process.env.LH_PORT ?? 4178);
const FLOOR = 100;
const CATEGORIES = ['accessibility', 'best-practices'];

const server = await serve('build', PORT);
// The engine alone (what the end-to-end tests run): accessibility and best practices read the
// page, not the browser around it, and it costs less CPU than the whole browser (56 vs 65 s).
const browser = await launchChromium(headlessShell() ?? undefined);
let failed = false;
try {
	for (const target of PAGES.filter(
		(p) => !process.env.LH_ONLY || p.name.includes(process.env.LH_ONLY)
	)) {
		const path = target.setup ? await createGame(browser.port, server.origin) : target.path;
		const result = await lighthouse(server.origin + path, {
			port: browser.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: CATEGORIES,
			// Markup and console are what these categories read: no throttling, no page picture.
			throttlingMethod: 'provided',
			disableFullPageScreenshot: true,
			// The game lives in this profile's IndexedDB: keep it for the game screen.
			disableStorageReset: Boolean(target.setup)
		});
		if (!result || result.lhr.runtimeError)
			throw new Error(`${path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
		const verdicts = CATEGORIES.map((c) => {
			const category = result.lhr.categories[c];
			const score = Math.round((category?.score ?? 0) * 100);
			if (score >= FLOOR) return `${c} ${score}`;
			failed = true;
			// What fails, so the fix does not need a second run.
			const misses = (category?.auditRefs ?? [])
				.filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
				.map((ref) => `${ref.id}: ${result.lhr.audits[ref.id]?.title}`);
			return `${c} ${score} < ${FLOOR} (${misses.join('; ')})`;
		});
		console.log(`${target.name} ${path}: ${verdicts.join(', ')}`);
	}
} catch (e) {
	console.error(`Lighthouse could not run: ${e instanceof Error ? e.message : e}`);
	failed = true;
} finally {
	await browser.close();
	server.stop();
}
console.log(
	failed
		? `Lighthouse: a page is under ${FLOOR}`
		: `Lighthouse: accessibility and best practices ${FLOOR} on every page`
);
process.exit(failed ? 1 : 0);

// Lighthouse mobile performance of the five pages, printed beside a plain static page measured the
// same way in the same run (`npm run bench`; never pass/fail). Method: Lighthouse 12's default
// mobile emulation with simulated throttling (slow 4G, CPU slowdown 4×, as Lighthouse's own
// docs/throttling.md describes), whatever the host; so the figures follow the host's speed and
// load, and the static page's figure from the same run is the yardstick: compare the ratio, not the
// number. Each page: the median of five runs (LH_RUNS). Run after `npm run build`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { PAGES, createGame, launchChromium, serve } from './lighthouse-pages.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const METRICS = {
	FCP: 'first-contentful-paint',
	LCP: 'largest-contentful-paint',
	TBT: 'total-blocking-time',
	SI: 'speed-index'
};

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// The static page: the prerendered home page with every script removed, served by sirv too.
const plainDir = mkdtempSync(join(tmpdir(), 'plain-'));
writeFileSync(
	join(plainDir, 'index.html'),
	readFileSync('build/index.html', 'utf8').replace(/<script[\s\S]*?<\/script>/g, '')
);
const app = await serve('build', 4186);
const plain = await serve(plainDir, 4187);
const browser = await launchChromium();

/**
 * RUNS performance runs of `url`; the median score and metrics.
 * @param {string} url
 * @param {boolean} keepStorage
 */
async function measure(url, keepStorage) {
	/** @type {{ score: number[] } & Record<string, number[]>} */
	const runs = { score: [], ...Object.fromEntries(Object.keys(METRICS).map((k) => [k, []])) };
	for (let i = 0; i < RUNS; i++) {
		const result = await lighthouse(url, {
			port: browser.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance'],
			disableFullPageScreenshot: true,
			disableStorageReset: keepStorage
		});
		if (!result || result.lhr.runtimeError)
			throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
		runs.score.push(Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
		for (const [k, id] of Object.entries(METRICS))
			runs[k]?.push(result.lhr.audits[id]?.numericValue ?? NaN);
	}
	return Object.fromEntries(Object.entries(runs).map(([k, xs]) => [k, median(xs)]));
}

/** @param {Record<string, number>} m */
const line = (m) =>
	`performance ${m.score}, FCP ${Math.round(m.FCP ?? 0)} ms, LCP ${Math.round(m.LCP ?? 0)} ms, TBT ${Math.round(m.TBT ?? 0)} ms, SI ${Math.round(m.SI ?? 0)} ms`;

try {
	console.log(
		`Lighthouse performance, mobile, simulated throttling (slow 4G, CPU 4×), median of ${RUNS} runs`
	);
	const base = await measure(plain.origin + '/', false);
	console.log(`  static page: ${line(base)}`);
	for (const target of PAGES) {
		const path = target.setup ? await createGame(browser.port, app.origin) : target.path;
		const m = await measure(app.origin + path, Boolean(target.setup));
		const ratio = (k) => ((m[k] ?? 0) / (base[k] || 1)).toFixed(2);
		console.log(
			`  ${target.name}: ${line(m)}; FCP ${ratio('FCP')}× and LCP ${ratio('LCP')}× the static page's`
		);
	}
} finally {
	await browser.close();
	app.stop();
	plain.stop();
	rmSync(plainDir, { recursive: true, force: true });
}

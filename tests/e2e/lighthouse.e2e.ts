import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROME, PORT } from '../../playwright.config';
import { test, expect } from './fixtures';

const run = promisify(execFile);

// Lighthouse 12 (mobile, simulated throttling) against the real build that `npm start` serves.
// Budget: performance ≥ 95 on a phone; accessibility, best practices and SEO ≥ 95 too.
const PAGES = ['/', '/rules/ktu/ties', '/ktu/hunt', '/ktu/score'];

for (const path of PAGES) {
	test(`Lighthouse mobile scores on ${path}`, async () => {
		test.setTimeout(120_000);
		const dir = mkdtempSync(join(tmpdir(), 'lh-'));
		const out = join(dir, 'report.json');
		await run(
			'npx',
			[
				'lighthouse',
				`http://localhost:${PORT}${path}`,
				'--quiet',
				'--output=json',
				`--output-path=${out}`,
				'--only-categories=performance,accessibility,best-practices,seo',
				`--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${join(dir, 'profile')}`
			],
			{ env: { ...process.env, CHROME_PATH: CHROME }, timeout: 110_000 }
		);
		const report = JSON.parse(readFileSync(out, 'utf8')) as {
			categories: Record<string, { score: number | null }>;
			runtimeError?: { code: string };
		};
		expect(report.runtimeError).toBeUndefined();
		const scores = Object.fromEntries(
			Object.entries(report.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])
		);
		console.log(`${path}: ${JSON.stringify(scores)}`);
		expect(scores.performance, 'performance').toBeGreaterThanOrEqual(95);
		expect(scores.accessibility, 'accessibility').toBeGreaterThanOrEqual(95);
		expect(scores['best-practices'], 'best practices').toBeGreaterThanOrEqual(95);
		expect(scores.seo, 'SEO').toBeGreaterThanOrEqual(90);
	});
}

// Counting what a table spends on a screen, for scripts/bench-taps.mjs (npm run bench): the tests
// check the results; the bench prints the counts against their goals.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';

/** Every tap and key the table spends: a click or a key press is 1, a fill one per character. */
export class Taps {
	count = 0;
	async click(target: Locator) {
		this.count += 1;
		await target.click();
	}
	async fill(target: Locator, text: string) {
		this.count += text.length;
		await target.fill(text);
	}
}

/**
 * With `TAP_REPORT=<file>`, adds the counts to the JSON report as soon as they are known (tests
 * may run in different workers), so the bench prints one even if another test fails.
 */
export function reportTaps(counts: Record<string, number>): void {
	const file = process.env.TAP_REPORT;
	if (!file) return;
	const before = existsSync(file)
		? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>)
		: {};
	writeFileSync(file, JSON.stringify({ ...before, ...counts }));
}

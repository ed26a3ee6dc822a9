// Taps and keys a table spends on a whole Kill the Unicorns game in the tracker (issue 11):
// runs tests/e2e/ktu-game.e2e.ts, which counts them, and prints the two totals against the goals.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const report = join(mkdtempSync(join(tmpdir(), 'hornbook-taps-')), 'taps.json');
execFileSync('npx', ['playwright', 'test', 'tests/e2e/ktu-game.e2e.ts'], {
	stdio: 'inherit',
	env: { ...process.env, TAP_REPORT: report }
});
const { quick, fullBids } = JSON.parse(readFileSync(report, 'utf8'));
console.log(`tracker taps: quick ${quick} (goal ≤ 150), full bids ${fullBids} (goal ≤ 250)`);

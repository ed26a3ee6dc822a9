// Taps and keys a table spends, counted by the end-to-end tests that play them: a whole Kill the
// Unicorns game in the tracker (tests/e2e/ktu-game.e2e.ts: twice, quick entry and full bids), a
// whole Unstable Unicorns game (tests/e2e/uu-game.e2e.ts: taps a turn and log entries a turn) and
// three players' holdings in the scorer (tests/e2e/score.e2e.ts). Runs only
// those tests, on their own port (TAPS_PORT, default 4181, so it never meets another server), and
// prints each count against its goal. Run after `npm run build` (it builds first when build/ is
// missing).
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS } from './sizes.mjs';

/** The goals, one table for the bench and the tests that count (tests/budgets.json). */
const GOALS = BUDGETS.taps;
const MEASURES = {
	quick: { goal: GOALS.quick, label: 'tracker, quick entry (who caught it)' },
	fullBids: { goal: GOALS.fullBids, label: 'tracker, full bids on every hunt' },
	scorer: { goal: GOALS.scorer, label: "scorer, 3 players' holdings" }
};
/** The tests that count, each as Playwright arguments. */
const RUNS = [
	['tests/e2e/ktu-game.e2e.ts'],
	['tests/e2e/uu-game.e2e.ts'],
	['tests/e2e/score.e2e.ts', '-g', "three players' holdings"]
];

if (!existsSync(join('build', 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });

const dir = mkdtempSync(join(tmpdir(), 'hornbook-taps-'));
const report = join(dir, 'taps.json');
let failed = false;
for (const args of RUNS) {
	const run = spawnSync('npx', ['playwright', 'test', ...args, '--workers=1', '--reporter=line'], {
		stdio: 'inherit',
		env: { ...process.env, E2E_PORT: process.env.TAPS_PORT ?? '4181', TAP_REPORT: report }
	});
	failed ||= run.status !== 0;
}
const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
rmSync(dir, { recursive: true, force: true });

console.log(
	'\nTaps and keys: the scripted 4-player game (tests/e2e/ktu-game-script.ts) and the scorer table:'
);
let within = true;
for (const [key, { goal, label }] of Object.entries(MEASURES)) {
	const count = counts[key];
	const ok = typeof count === 'number' && count <= goal;
	within &&= ok;
	const shown = typeof count === 'number' ? String(count) : 'not measured (the test failed)';
	console.log(`  ${label.padEnd(38)} ${shown.padStart(4)}  goal ≤ ${goal}  ${ok ? 'ok' : 'OVER'}`);
}
// Unstable Unicorns: what a turn costs the table, and how many log entries a turn leaves.
const turns = counts.uuTurns;
const uu = [
	['UU tracker, taps and keys a turn', counts.uuTurnTaps, GOALS.uuTurn],
	['UU log, entries a turn', counts.uuLogEntries, GOALS.uuLogEntries]
];
for (const [label, count, goal] of uu) {
	const perTurn = typeof count === 'number' && turns ? count / turns : null;
	const ok = perTurn !== null && perTurn <= goal;
	within &&= ok;
	const shown = perTurn === null ? 'not measured (the test failed)' : perTurn.toFixed(2);
	console.log(
		`  ${String(label).padEnd(38)} ${shown.padStart(4)}  goal ≤ ${goal}  ${ok ? 'ok' : 'OVER'}`
	);
}
if (failed || !within) process.exitCode = 1;

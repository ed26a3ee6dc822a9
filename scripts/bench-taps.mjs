// Taps and keys a table spends on a whole Kill the Unicorns game in the tracker (issue 11): runs
// only tests/e2e/ktu-game.e2e.ts, which plays the game twice and counts them, on its own port
// (TAPS_PORT, default 4181, so it never meets another server), and prints the two totals against
// their goals. Run after `npm run build` (it builds first when build/ is missing).
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GOALS = { quick: 150, fullBids: 250 };
const LABELS = { quick: 'quick entry (who caught it)', fullBids: 'full bids on every hunt' };

if (!existsSync(join('build', 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });

const dir = mkdtempSync(join(tmpdir(), 'hornbook-taps-'));
const report = join(dir, 'taps.json');
const run = spawnSync(
	'npx',
	['playwright', 'test', 'tests/e2e/ktu-game.e2e.ts', '--workers=1', '--reporter=line'],
	{
		stdio: 'inherit',
		env: { ...process.env, E2E_PORT: process.env.TAPS_PORT ?? '4181', TAP_REPORT: report }
	}
);
const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
rmSync(dir, { recursive: true, force: true });

console.log(
	'\nTracker taps and keys for the scripted 4-player game (tests/e2e/ktu-game-script.ts):'
);
let within = true;
for (const key of Object.keys(GOALS)) {
	const count = counts[key];
	const ok = typeof count === 'number' && count <= GOALS[key];
	within &&= ok;
	const shown = typeof count === 'number' ? String(count) : 'not measured (the game failed)';
	console.log(
		`  ${LABELS[key].padEnd(30)} ${shown.padStart(4)}  goal ≤ ${GOALS[key]}  ${ok ? 'ok' : 'OVER'}`
	);
}
if (run.status !== 0 || !within) process.exitCode = 1;

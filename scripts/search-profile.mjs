// Where the rulebook search spends its time: bundles tests/bench/search-profile.ts (index builds
// and the question set), runs it under `node --cpu-prof`, and prints the functions with the most
// self time. PROFILE=build|query|both (default both), PROFILE_ROUNDS=20; PROFILE=measure times
// the builds without the profiler.
// Run: node scripts/search-profile.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode } from './bundle-for-node.mjs';

const out = await bundleForNode(
	process.env.ENTRY ?? 'tests/bench/search-profile.ts',
	'profile.mjs'
);
const measuring = process.env.PROFILE === 'measure';
execFileSync(
	process.execPath,
	[...(measuring ? [] : ['--cpu-prof', `--cpu-prof-dir=${out}`]), join(out, 'profile.mjs')],
	{ stdio: 'inherit', env: process.env }
);
if (measuring) process.exit(0);
const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(out, file), 'utf8'));
const dt = profile.timeDeltas;
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
	const n = byId.get(id);
	const { functionName, url, lineNumber } = n.callFrame;
	const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
	self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`profile: ${join(out, file)} (${(total / 1000).toFixed(0)} ms sampled)`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
	console.log(
		`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`
	);
}

// `npm test`: every check, as fast as two cores allow, and none whose verdict depends on the
// machine's speed or load, so a busy CI box never fails a correct change nor passes a slow one by
// luck: format, lint, types, unit and content tests, end-to-end tests (size budgets among them),
// and Lighthouse's accessibility and best practices. Timings and performance scores are printed by
// `npm run bench`, never judged here. The build and the browser come first, so the end-to-end
// tests (which need only those) start as soon as they are there, beside the other checks (two
// tasks beside the end-to-end tests' workers). Output of each task is printed whole when it ends;
// the first failure fails the run.
import { spawn } from 'node:child_process';

const task = (name, cmd, args, after = []) => ({ name, cmd, args, after });
const TASKS = [
	task('build', 'npm', ['run', '--silent', 'build']),
	task('browser for the end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']),
	// At the lowest priority: the lint, type check, unit tests and Lighthouse get the two cores
	// first and are done early, instead of being starved by the browsers' many threads (at nice 5
	// the lint, one thread, took 460 s beside them for 120 CPU-seconds, and the unit tests waited
	// for it at the end); the end-to-end tests take what they leave, and the cores stay busy.
	task(
		'end-to-end tests',
		'nice',
		['-n', '19', 'npx', 'playwright', 'test'],
		['build', 'browser for the end-to-end tests']
	),
	task('format check', 'npx', ['prettier', '--check', '.']),
	// The lint and the type check read the route types that `svelte-kit sync` writes, and the
	// build and the unit tests' Vite rewrite them as they start: both start once the build is done
	// (its sync is their sync), and the unit tests once both are done, so nothing is rewritten
	// while it is read.
	task('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], ['build']),
	task(
		'type check',
		'npx',
		['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings', '--tsgo'],
		['build']
	),
	task('unit and content tests', 'npx', ['vitest', 'run'], ['lint', 'type check']),
	task(
		'accessibility and best practices (Lighthouse)',
		'node',
		['scripts/lighthouse.mjs'],
		['build', 'browser for the end-to-end tests']
	)
];
/** Tasks that run at a time, and one fewer beside the end-to-end tests' workers. */
const PARALLEL = Number(process.env.TEST_PARALLEL ?? 3);

function exec(t) {
	const started = Date.now();
	return new Promise((resolve) => {
		const child = spawn(t.cmd, t.args, { env: process.env });
		let out = '';
		child.stdout.on('data', (d) => (out += d));
		child.stderr.on('data', (d) => (out += d));
		child.on('close', (code) => {
			const secs = ((Date.now() - started) / 1000).toFixed(0);
			process.stdout.write(`\n── ${t.name} (${secs} s) ${code === 0 ? 'ok' : 'FAILED'} ──\n${out}`);
			if (code !== 0) failures.push({ name: t.name, out });
			resolve(code === 0);
		});
	});
}

const t0 = Date.now();
let ok = true;
/** @type {{ name: string, out: string }[]} */
const failures = [];
const done = new Set();
const running = new Set();
await new Promise((finish) => {
	const next = () => {
		if ((!ok || done.size === TASKS.length) && running.size === 0) return finish();
		for (const t of ok ? TASKS : []) {
			if (done.has(t.name) || running.has(t)) continue;
			if (!t.after.every((a) => done.has(a))) continue;
			const e2e = t.name === 'end-to-end tests';
			const others = [...running].filter((r) => r.name !== 'end-to-end tests').length;
			// Three at a time; once the end-to-end tests hold their workers, two beside them.
			const room = running.size > others ? Math.max(1, PARALLEL - 1) : PARALLEL;
			if (!e2e && others >= room) continue;
			running.add(t);
			void exec(t).then((passed) => {
				running.delete(t);
				done.add(t.name);
				if (!passed) ok = false;
				next();
			});
		}
	};
	next();
});
// A failed task's output may be long gone above the tests that ran on beside it: its last lines
// again, last, where a log's tail shows them.
for (const f of failures) {
	const tail = f.out.trimEnd().split('\n').slice(-40).join('\n');
	process.stdout.write(`\n── what failed: ${f.name} (its last lines) ──\n${tail}\n`);
}
const mins = ((Date.now() - t0) / 60000).toFixed(1);
console.log(`\nnpm test ${ok ? 'passed' : 'failed'} in ${mins} min`);
process.exit(ok ? 0 : 1);

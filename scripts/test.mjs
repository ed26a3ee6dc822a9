// `npm test`: every check, as fast as two cores allow. The build and the browser come first, so the
// end-to-end tests (which need only those) start as soon as they are there, beside the static
// checks and unit tests (two tasks at a time, one beside the end-to-end tests' two workers). The performance gate (Lighthouse) runs last, alone, so nothing else skews
// its timings. Output of each task is printed whole when it ends; the first failure fails the run.
import { spawn } from 'node:child_process';

const task = (name, cmd, args, after = []) => ({ name, cmd, args, after });
const TASKS = [
	task('build', 'npm', ['run', '--silent', 'build']),
	task('browser for the end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']),
	task(
		'end-to-end tests',
		'npx',
		['playwright', 'test'],
		['build', 'browser for the end-to-end tests']
	),
	task('lint', 'npm', ['run', '--silent', 'lint']),
	// The type check before the unit tests: run last, it was left alone once the end-to-end tests
	// had finished, with a core idle.
	task('type check', 'npm', ['run', '--silent', 'check']),
	task('unit and content tests', 'npx', ['vitest', 'run'])
];
const GATE = task('performance gate (Lighthouse)', 'node', ['scripts/lighthouse.mjs']);
/** Tasks that run at a time beside the end-to-end tests. */
const PARALLEL = Number(process.env.TEST_PARALLEL ?? 2);

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
			resolve(code === 0);
		});
	});
}

const t0 = Date.now();
let ok = true;
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
			// Two at a time; once the end-to-end tests hold their two workers, one beside them.
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
if (ok) ok = await exec(GATE);
const mins = ((Date.now() - t0) / 60000).toFixed(1);
console.log(`\nnpm test ${ok ? 'passed' : 'failed'} in ${mins} min`);
process.exit(ok ? 0 : 1);

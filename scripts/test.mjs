// `npm test`: every check, as fast as two cores allow. Static checks, unit tests and the build are
// independent, so they run two at a time; the end-to-end tests need the build; the performance
// gate (Lighthouse) runs last, on its own, so the functional tests do not skew its timings.
// Output of each task is printed whole when it ends; the first failure fails the run.
import { spawn } from 'node:child_process';

const run = (name, cmd, args) => ({ name, cmd, args });
const STAGES = [
	[
		run('type check', 'npm', ['run', '--silent', 'check']),
		run('lint', 'npm', ['run', '--silent', 'lint']),
		run('unit and content tests', 'npx', ['vitest', 'run']),
		run('browser for the end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']),
		run('build', 'npm', ['run', '--silent', 'build'])
	],
	[run('end-to-end tests', 'npx', ['playwright', 'test'])],
	[run('performance gate (Lighthouse)', 'node', ['scripts/lighthouse.mjs'])]
];
const PARALLEL = Number(process.env.TEST_PARALLEL ?? 2);

function exec(task) {
	const started = Date.now();
	return new Promise((resolve) => {
		const child = spawn(task.cmd, task.args, { env: process.env });
		let out = '';
		child.stdout.on('data', (d) => (out += d));
		child.stderr.on('data', (d) => (out += d));
		child.on('close', (code) => {
			const secs = ((Date.now() - started) / 1000).toFixed(0);
			process.stdout.write(
				`\n── ${task.name} (${secs} s) ${code === 0 ? 'ok' : 'FAILED'} ──\n${out}`
			);
			resolve(code === 0);
		});
	});
}

const t0 = Date.now();
let ok = true;
for (const stage of STAGES) {
	const queue = [...stage];
	const workers = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
		while (queue.length && ok) if (!(await exec(queue.shift()))) ok = false;
	});
	await Promise.all(workers);
	if (!ok) break;
}
const mins = ((Date.now() - t0) / 60000).toFixed(1);
console.log(`\nnpm test ${ok ? 'passed' : 'failed'} in ${mins} min`);
process.exit(ok ? 0 : 1);

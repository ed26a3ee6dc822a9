// Time the main thread itself spent on a core, from Linux's scheduler statistics
// (/proc/self/task/<pid>/schedstat: nanoseconds run, nanoseconds waited for a core). What a
// player waits for is the main thread's work; process.cpuUsage() also counts V8's helper threads
// (parallel and concurrent GC, background compilation), which run beside it on other cores, and
// wall time also counts the waits for a core on a machine shared with other work.
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const FILE = `/proc/self/task/${process.pid}/schedstat`;

export interface ThreadTime {
	/** Milliseconds the main thread ran. */
	run: number;
	/** Milliseconds it was ready to run but waited for a core (other work on the machine). */
	wait: number;
}

/** The main thread's time so far, or null where Linux's schedstat is not available. */
export function threadTime(): ThreadTime | null {
	if (!isMainThread) return null;
	try {
		const [run, wait] = readFileSync(FILE, 'latin1').split(' ').map(Number);
		return { run: run! / 1e6, wait: wait! / 1e6 };
	} catch {
		return null;
	}
}

/** Runs `work` and returns the main thread's run and wait time during it (null: unavailable). */
export function measure(work: () => void): ThreadTime | null {
	const t0 = threadTime();
	work();
	const t1 = threadTime();
	return t0 && t1 ? { run: t1.run - t0.run, wait: t1.wait - t0.wait } : null;
}

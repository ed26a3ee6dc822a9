// What went wrong with storage, as a code the UI translates: a browser's own error text ("The
// quota has been exceeded.", "Access is denied") never reaches the screen.

/** Most serious first: the banner shows the most serious problem met. */
export const STORAGE_PROBLEMS = [
	/** Storage is refused outright (reading `indexedDB` throws, private modes): memory only. */
	'access',
	/** The database exists but could not be opened: memory only. */
	'open',
	/** An older Hornbook in another tab holds the database: memory only. */
	'blocked',
	/**
	 * The device refused a write the app could not go on without (a new game: storage that refuses
	 * every write, a full disk): the app moved to memory for the rest of the page.
	 */
	'memory',
	/** Saved games could not be read. */
	'read',
	/** The device's storage is full: the last change was not saved. */
	'quota',
	/** Another tab changed the game first: the last change was not saved. */
	'conflict',
	/** Any other failed write: the last change was not saved. */
	'write',
	/** The browser may clear the data when space runs low (storage not persisted). */
	'persistDenied'
] as const;
export type StorageProblem = (typeof STORAGE_PROBLEMS)[number];

/** The problems after which the app keeps its data in memory only. */
export const MEMORY_ONLY: readonly StorageProblem[] = ['access', 'open', 'blocked', 'memory'];

const QUOTA = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const ACCESS = new Set(['SecurityError', 'MissingAPIError', 'NotAllowedError']);

/** The error and every error it wraps (Dexie keeps the browser's cause in `inner`). */
function chain(error: unknown): Array<{ name: string; message: string }> {
	const out: Array<{ name: string; message: string }> = [];
	let current: unknown = error;
	for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
		const { name, message } = current as { name?: unknown; message?: unknown };
		out.push({
			name: typeof name === 'string' ? name : '',
			message: typeof message === 'string' ? message : ''
		});
		const next = current as { inner?: unknown; cause?: unknown; failures?: unknown };
		current =
			next.inner ??
			next.cause ??
			(Array.isArray(next.failures) ? (next.failures as unknown[])[0] : undefined);
	}
	return out;
}

/**
 * The storage problem behind an error thrown by a database call. `during` says what was being done
 * when the cause is not in the error itself (opening, reading or writing).
 */
export function storageProblemOf(
	error: unknown,
	during: 'open' | 'read' | 'write' = 'write'
): StorageProblem {
	const causes = chain(error);
	if (causes.some((c) => QUOTA.has(c.name) || /quota/i.test(c.message))) return 'quota';
	if (causes.some((c) => ACCESS.has(c.name))) return 'access';
	// The log refuses an append against a log that moved on (another tab wrote first).
	if (causes.some((c) => c.name === 'StaleGameError' || /^stale\b/.test(c.message)))
		return 'conflict';
	if (causes.some((c) => c.name === 'BlockedError')) return 'blocked';
	return during;
}

/** The more serious of two problems (null is no problem). */
export function worseProblem(
	a: StorageProblem | null,
	b: StorageProblem | null
): StorageProblem | null {
	if (a === null) return b;
	if (b === null) return a;
	return STORAGE_PROBLEMS.indexOf(a) <= STORAGE_PROBLEMS.indexOf(b) ? a : b;
}

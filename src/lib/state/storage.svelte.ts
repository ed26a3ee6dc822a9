// How storage is doing, app-wide: the one banner reads it, and every failed database call reports
// here (as a code, never the browser's text).
import { STORAGE_KEYS } from '$lib/vocab';
import { MEMORY_ONLY, storageProblemOf, worseProblem, type StorageProblem } from '$lib/db/errors';
import { useNamespaces } from '$lib/i18n/namespaces';
import { t } from '$lib/i18n/locale.svelte';

const LS_PERSIST_NOTICE = STORAGE_KEYS.persistNoticeSeen;

class StorageStatus {
	#problem = $state<StorageProblem | null>(null);
	#dismissed = $state<StorageProblem | null>(null);

	/** The most serious problem met since the page loaded, or null. */
	get problem(): StorageProblem | null {
		return this.#problem;
	}
	/** True when nothing is written to the device: the data lives in this page only. */
	get memoryOnly(): boolean {
		return this.#problem !== null && MEMORY_ONLY.includes(this.#problem);
	}
	/** The problem the banner shows: the current one, unless the player closed its banner. */
	get shown(): StorageProblem | null {
		return this.#problem === this.#dismissed ? null : this.#problem;
	}
	/** True when reading saved games failed (a page then says so, not "no such game"). */
	get readFailed(): boolean {
		return this.#problem === 'read';
	}

	/** Records a problem; a new, more serious one shows its banner again. */
	set(problem: StorageProblem): void {
		this.#problem = worseProblem(this.#problem, problem);
	}

	/** Records a failed database call and returns its problem (for the caller's own message). */
	report(error: unknown, during: 'open' | 'read' | 'write' = 'write'): StorageProblem {
		const problem = storageProblemOf(error, during);
		this.set(problem);
		// Its words load now (they are not part of any page); text that asked for them follows.
		void useNamespaces(['storage']);
		return problem;
	}

	/**
	 * Records a failed write and returns the sentence that says what was not saved, in the
	 * player's language (the storage strings load only when something goes wrong).
	 */
	async notSaved(error: unknown): Promise<string> {
		const problem = this.report(error);
		await useNamespaces(['storage']);
		return t(`storage:${problem}.notSaved`);
	}

	/**
	 * Says why the database is in memory, once a caller has it open: where the device's database
	 * never answered, the app stopped waiting and runs in memory, and whatever page got there first
	 * (the saved games, a new game) shows the banner, not only the settings' own read.
	 */
	async checkDb(): Promise<void> {
		const { getDb } = await import('$lib/db/db');
		const { problem } = await getDb();
		if (problem) this.set(problem);
	}

	/** A save worked again: a full disk or a failed write is over (memory-only modes are not). */
	saved(): void {
		if (this.#problem === 'quota' || this.#problem === 'write' || this.#problem === 'conflict') {
			this.#problem = null;
			// The next failure is news again, even of the same kind.
			this.#dismissed = null;
		}
	}

	/** The browser may clear our data: said once per device, the first time it matters. */
	persistDenied(): void {
		try {
			if (localStorage.getItem(LS_PERSIST_NOTICE)) return;
		} catch {
			// No localStorage: storage is refused, and that banner says more.
			return;
		}
		this.set('persistDenied');
	}

	dismiss(): void {
		this.#dismissed = this.#problem;
		if (this.#problem === 'persistDenied') {
			try {
				localStorage.setItem(LS_PERSIST_NOTICE, '1');
			} catch {
				// Nothing to remember it in: the notice may come back next time.
			}
		}
	}
}

export const storage = new StorageStatus();

import { browser } from '$app/environment';
import type { DraftName } from '$lib/db/drafts';
import { storage } from './storage.svelte';

/** Where a draft is kept: the database by default, a plain object in tests. */
export interface DraftStore {
	load(name: DraftName): Promise<unknown>;
	save(name: DraftName, value: unknown): Promise<void>;
	/** The table's remembered names, for a fresh draft. */
	names(): Promise<string[]>;
	/** Forgets the draft (a setup once its game has started). */
	clear?(name: DraftName): Promise<void>;
}

const dbStore: DraftStore = {
	load: async (name) => (await import('$lib/db/drafts')).loadDraft(name),
	save: async (name, value) => (await import('$lib/db/drafts')).saveDraft(name, value),
	names: async () => (await (await import('$lib/db/settings')).loadSettings()).playerNames,
	clear: async (name) => (await import('$lib/db/drafts')).clearDraft(name)
};

export interface DraftOptions {
	/** What to store: called after the last change settles. */
	snapshot: () => unknown;
	/** Takes back a stored draft; false when it is unusable (then the table starts fresh). */
	restore: (raw: unknown) => boolean;
	/** Starts a fresh table from the remembered names (none remembered: not called). */
	fresh: (names: string[]) => void;
	store?: DraftStore;
	/** False on the server (prerendering): nothing is read or written. */
	enabled?: boolean;
	delayMs?: number;
}

/**
 * The unfinished work of a tool that keeps no game (hunt calculator, scorer): read back once when
 * the page opens, written a moment after each change, so a reload or a killed tab loses nothing.
 * A change made before the draft is back wins over the draft.
 */
export class Draft {
	readonly #name: DraftName;
	readonly #o: Required<DraftOptions>;
	#ready = $state(false);
	#saved = $state(true);
	#touched = false;
	#started = false;
	#timer: ReturnType<typeof setTimeout> | undefined;

	constructor(name: DraftName, options: DraftOptions) {
		this.#name = name;
		this.#o = {
			...options,
			store: options.store ?? dbStore,
			enabled: options.enabled ?? browser,
			delayMs: options.delayMs ?? 250
		};
	}

	/** True once the stored draft (if any) is back: the page is live. */
	get ready(): boolean {
		return this.#ready;
	}
	/** True when every change is written (or storage refused it: nothing is waiting). */
	get saved(): boolean {
		return this.#saved;
	}

	/** Reads the draft back (once); a table with no usable draft starts from the remembered names. */
	async open(maxPlayers: number): Promise<void> {
		if (!this.#o.enabled || this.#started) return;
		this.#started = true;
		try {
			const raw = await this.#o.store.load(this.#name);
			if (this.#touched || this.#o.restore(raw)) return;
			const names = (await this.#o.store.names()).slice(0, maxPlayers);
			if (!this.#touched && names.length > 0) this.#o.fresh(names);
		} catch (e) {
			// No storage: the tool works in memory; the storage banner says why.
			storage.report(e, 'read');
		} finally {
			this.#ready = true;
		}
	}

	/** Called by every change: the draft is written once the changes settle. */
	changed(): void {
		this.#touched = true;
		if (!this.#o.enabled) return;
		this.#saved = false;
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.#save(), this.#o.delayMs);
	}

	/** The work is done (its game started): nothing waiting is written, and the draft is forgotten. */
	async clear(): Promise<void> {
		clearTimeout(this.#timer);
		this.#saved = true;
		if (!this.#o.enabled) return;
		try {
			await this.#o.store.clear?.(this.#name);
		} catch (e) {
			storage.report(e);
		}
	}

	async #save(): Promise<void> {
		try {
			await this.#o.store.save(this.#name, this.#o.snapshot());
			storage.saved();
		} catch (e) {
			// Keep going in memory; the storage banner says what happened (a full disk, …).
			storage.report(e);
		} finally {
			this.#saved = true;
		}
	}
}

// The forms half filled on a saved game's screen (a bid being tapped, a Scheme's move, a log
// entry being corrected, which panel was open), kept so that a reload, a crash or coming back to
// the game later finds them as they were. One kept value a game (db/drafts.ts, `game.<id>`),
// never an event: the game's log, file, handover and records know nothing of it.
//
// It is stamped with the revision of the game's log it was kept at, and follows the log while the
// screen is up (a form stays open across the moves it spans: the bids of one hunt). Read back at
// another revision (the game changed in another tab, or a move was saved and the tab died before
// the stamp followed), it is dropped: the forms start fresh. Each form's value is also keyed by
// what it was for (the hunt, the entry), and read through the form's valibot schema: a value that
// does not fit is dropped silently, never an error.
import * as v from 'valibot';
import { gameDraftName, type DraftName } from '$lib/db/drafts';
import { storage } from './storage.svelte';

/** Where the drafts are kept: the database by default, a plain object in tests. */
export interface FormDraftStore {
	load(name: DraftName): Promise<unknown>;
	save(name: DraftName, value: unknown): Promise<void>;
	clear(name: DraftName): Promise<void>;
}

const dbStore: FormDraftStore = {
	load: async (name) => (await import('$lib/db/drafts')).loadDraft(name),
	save: async (name, value) => (await import('$lib/db/drafts')).saveDraft(name, value),
	clear: async (name) => (await import('$lib/db/drafts')).clearDraft(name)
};

/** One form's kept value, with what it was for. */
interface Kept {
	key: string;
	value: unknown;
}

const STORED = v.object({
	rev: v.pipe(v.number(), v.integer()),
	forms: v.record(v.string(), v.object({ key: v.string(), value: v.unknown() }))
});

/** How long after the last change the drafts are written (a burst of taps is one write). */
const DELAY_MS = 150;

export class FormDrafts {
	readonly #name: DraftName | null;
	readonly #store: FormDraftStore;
	#rev: number;
	#forms: Record<string, Kept>;
	#timer: ReturnType<typeof setTimeout> | undefined;
	#writing: Promise<void> = Promise.resolve();

	private constructor(
		name: DraftName | null,
		rev: number,
		forms: Record<string, Kept>,
		store: FormDraftStore
	) {
		this.#name = name;
		this.#rev = rev;
		this.#forms = forms;
		this.#store = store;
	}

	/**
	 * The drafts of game `gameId`, whose log is at revision `rev`: those kept at that revision, else
	 * none (a stale or unreadable row is forgotten). Never throws: without storage, the forms start
	 * fresh and work in memory.
	 */
	static async open(
		gameId: string,
		rev: number,
		store: FormDraftStore = dbStore
	): Promise<FormDrafts> {
		const name = gameDraftName(gameId);
		let forms: Record<string, Kept> = {};
		try {
			const raw = await store.load(name);
			const read = v.safeParse(STORED, raw);
			if (read.success && read.output.rev === rev) forms = { ...read.output.forms };
			else if (raw !== undefined) await store.clear(name);
		} catch {
			// Unreadable: the forms start fresh; the storage banner speaks for the game itself.
		}
		return new FormDrafts(name, rev, forms, store);
	}

	/** Drafts kept in memory only (a screen with no saved game behind it, tests). */
	static memory(): FormDrafts {
		return new FormDrafts(null, 0, {}, dbStore);
	}

	/**
	 * The kept value of `form` when it was kept for `key` and reads as `schema`; otherwise null
	 * (and a value that does not read is forgotten).
	 */
	take<T>(form: string, key: string, schema: v.GenericSchema<unknown, T>): T | null {
		const kept = this.#forms[form];
		if (!kept || kept.key !== key) return null;
		const read = v.safeParse(schema, kept.value);
		if (read.success) return read.output;
		this.keep(form, key, null);
		return null;
	}

	/**
	 * Keeps what `form` holds for `key` (null: nothing worth keeping, the form saved or closed, and
	 * then the forms inside it, named `<form>/…`, are dropped too).
	 */
	keep(form: string, key: string, value: unknown): void {
		const was = this.#forms[form];
		if (value === null || value === undefined) {
			// A form inside another (`log/entry`) goes with it: closed, nothing in it is kept.
			const gone = Object.keys(this.#forms).filter((f) => f === form || f.startsWith(`${form}/`));
			if (gone.length === 0) return;
			for (const f of gone) delete this.#forms[f];
		} else {
			const next: Kept = { key, value: JSON.parse(JSON.stringify(value)) as unknown };
			if (was && JSON.stringify(was) === JSON.stringify(next)) return;
			this.#forms[form] = next;
		}
		this.#schedule();
	}

	/** The game's log moved on (a move saved here or in another tab): the stamp follows it. */
	follow(rev: number): void {
		if (rev === this.#rev) return;
		this.#rev = rev;
		if (Object.keys(this.#forms).length > 0) this.#schedule();
	}

	/** Writes what waits now (the page is left); resolves once written. */
	flush(): Promise<void> {
		if (this.#timer !== undefined) {
			clearTimeout(this.#timer);
			this.#timer = undefined;
			this.#write();
		}
		return this.#writing;
	}

	#schedule(): void {
		if (this.#name === null) return;
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => {
			this.#timer = undefined;
			this.#write();
		}, DELAY_MS);
	}

	#write(): void {
		const name = this.#name;
		if (name === null) return;
		const empty = Object.keys(this.#forms).length === 0;
		const value = { rev: this.#rev, forms: this.#forms };
		const snapshot = empty ? null : (JSON.parse(JSON.stringify(value)) as unknown);
		// One write at a time, in order: the last one is what the row holds.
		this.#writing = this.#writing.then(async () => {
			try {
				if (snapshot === null) await this.#store.clear(name);
				else await this.#store.save(name, snapshot);
			} catch (e) {
				// Keep going in memory; the storage banner says what happened (a full disk, …).
				storage.report(e);
			}
		});
	}
}

import Dexie, { type Table } from 'dexie';

export interface SettingRow {
	key: string;
	value: unknown;
}

/** The kinds of tracked game the database holds (the tracker's descriptors name them). */
export type StoredKind = 'ktu' | 'uu';

/** Where a game stands, as a message code and its params: the view translates it. */
export interface StoredProgress {
	code: string;
	params: Record<string, unknown>;
}

/** A game's header facts, written with every change: language-neutral, no sentences. */
export interface StoredSummary {
	title: string;
	players: string[];
	progress: StoredProgress;
}

/** A tracked game: the header row. Its state is never stored: it is the fold of its events. */
export interface GameRow extends Omit<StoredSummary, 'progress'> {
	id: string;
	kind: StoredKind;
	createdAt: number;
	updatedAt: number;
	/**
	 * Denormalised for the games list only; the events stay the truth. Rows saved before codes
	 * hold a sentence in the language of their last save: read it as unknown.
	 */
	progress: StoredProgress | string;
}

/** One table action, in order. `index` is 0-based and dense per game. */
export interface EventRow {
	gameId: string;
	index: number;
	event: unknown;
	at: number;
}

export const DB_NAME = 'hornbook';

/** The first released schema, kept to build every later version from (and for the migration test). */
export const SCHEMA_V1 = {
	settings: '&key',
	games: '&id, kind, updatedAt',
	events: '[gameId+index], gameId',
	redo: '[gameId+index], gameId'
} as const;

export class HornbookDb extends Dexie {
	settings!: Table<SettingRow, string>;
	games!: Table<GameRow, string>;
	events!: Table<EventRow, [string, number]>;
	/** Undone events, newest last, so redo survives a reload. Cleared by any new event. */
	redo!: Table<EventRow, [string, number]>;

	constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
		super(name, options);
		// Each schema change is a new version; never edit a released one (db.test.ts opens v1 data).
		this.version(1).stores(SCHEMA_V1);
		// v2: list games of one kind newest first without scanning them all.
		this.version(2).stores({ ...SCHEMA_V1, games: '&id, kind, updatedAt, [kind+updatedAt]' });
	}
}

export interface OpenedDb {
	db: HornbookDb;
	/** False when IndexedDB is missing or blocked: the app runs in memory and says so. */
	persistent: boolean;
	error?: string;
}

let opening: Promise<OpenedDb> | undefined;

async function openMemoryDb(error: string): Promise<OpenedDb> {
	const fake = await import('fake-indexeddb');
	const db = new HornbookDb(DB_NAME, { indexedDB: fake.indexedDB, IDBKeyRange: fake.IDBKeyRange });
	await db.open();
	return { db, persistent: false, error };
}

/** Opens the one database of the app (once). Never call during prerender: IndexedDB is browser-only. */
export function getDb(): Promise<OpenedDb> {
	opening ??= (async () => {
		let db: HornbookDb | undefined;
		try {
			// Reading `indexedDB` itself can throw where storage is blocked.
			if (typeof globalThis.indexedDB === 'undefined') return await openMemoryDb('unavailable');
			db = new HornbookDb();
			await db.open();
			return { db, persistent: true };
		} catch (e) {
			db?.close();
			return openMemoryDb(e instanceof Error ? e.name : 'blocked');
		}
	})();
	return opening;
}

/** For tests: forget the opened database. */
export function resetDbForTests(): void {
	opening = undefined;
}

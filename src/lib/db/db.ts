import Dexie, { type Table } from 'dexie';
import type { GameId, GameSummary, Progress, RecordedResult } from '$lib/vocab';
import { clearStandInForTests, markStandIn } from './stand-in';
import { storageProblemOf, type StorageProblem } from './errors';
import { DB_NAME } from './schema';

export { DB_NAME };

export interface SettingRow {
	key: string;
	value: unknown;
}

/**
 * The game as its last write left it: the fold's end state, its refused entries and the length
 * of the corrected log, so a game screen draws at once when it opens, before the log is replayed
 * (a 2,000-event log takes seconds on a slow phone). Never the truth: it counts only for the
 * revision and the build that wrote it (any other reads as absent), and the events stay the truth.
 */
export interface StoredSnapshot {
	rev: number;
	/** The build that wrote it (its rules fold the log): another build replays the log instead. */
	build: string;
	state: unknown;
	refused: unknown[];
	length: number;
}

/** A tracked game: the header row. Its state is the fold of its events (see `snapshot`). */
export interface GameRow extends Omit<GameSummary, 'progress'> {
	id: string;
	kind: GameId;
	createdAt: number;
	updatedAt: number;
	/**
	 * Denormalised for the games list only; the events stay the truth. Rows saved before codes
	 * hold a sentence in the language of their last save: read it as unknown.
	 */
	progress: Progress | string;
	/**
	 * The revision of the game's log: every change to its events or redo stack adds one, so a tab
	 * can tell whether the log is still the one it saw. Rows from before revisions read as 0.
	 */
	rev?: number;
	/**
	 * The result of the finished game as the build that finished it scored it (the one thing kept
	 * besides the events: an update that would score the game differently shows both). Absent
	 * while the game is being played, and on rows from before results were kept.
	 */
	result?: RecordedResult;
	snapshot?: StoredSnapshot;
}

/** One table action, in order. `index` is 0-based and dense per game. */
export interface EventRow {
	gameId: string;
	index: number;
	event: unknown;
	at: number;
	/** The event schema version it was written under. Rows from before versions read as 1. */
	v?: number;
	/** The rules fingerprint of the build that wrote it (absent on rows from before fingerprints). */
	r?: string;
	/** The tab that wrote it (db/tab.ts), so an undo in another tab asks first; absent on old rows. */
	by?: string;
}

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
		// Each schema change is a new version; never edit a released one (games.test.ts opens v1
		// data). The newest one is DB_VERSION in schema.ts.
		this.version(1).stores(SCHEMA_V1);
		// v2: list games of one kind newest first without scanning them all.
		this.version(2).stores({ ...SCHEMA_V1, games: '&id, kind, updatedAt, [kind+updatedAt]' });
		// v3: no new index; games carry a log revision and events their schema version (rows
		// without them read as revision 0 and v1). Raising the version closes the database in tabs
		// still running an older build, whose writes would not keep the revision.
		this.version(3).stores({ ...SCHEMA_V1, games: '&id, kind, updatedAt, [kind+updatedAt]' });
	}
}

export interface OpenedDb {
	db: HornbookDb;
	/** False when IndexedDB is refused, fails or is blocked: the app runs in memory and says so. */
	persistent: boolean;
	/** Why the app runs in memory (a code the UI translates), when it does. */
	problem?: StorageProblem;
}

/** How long an open may take before the app stops waiting and runs in memory. */
export const OPEN_TIMEOUT_MS = 10_000;
let openTimeoutMs = OPEN_TIMEOUT_MS;

let opening: Promise<OpenedDb> | undefined;

async function openMemoryDb(problem: StorageProblem): Promise<OpenedDb> {
	const fake = await import('fake-indexeddb');
	const db = new HornbookDb(DB_NAME, { indexedDB: fake.indexedDB, IDBKeyRange: fake.IDBKeyRange });
	await db.open();
	return { db, persistent: false, problem };
}

const named = (name: string) => Object.assign(new Error(name), { name });

/**
 * Opens the real database, or throws why not. An open that another tab blocks (an older Hornbook
 * holding the database during an upgrade) or that never answers counts as failed.
 */
async function openPersistentDb(idb: IDBFactory): Promise<HornbookDb> {
	// Strict durability: a write is reported done only once the browser has flushed it to disk, so
	// a crash or a killed browser right after an action cannot lose what the screen showed as saved
	// (Chrome's default, 'relaxed', reports it done before the flush).
	const db = new HornbookDb(DB_NAME, {
		indexedDB: idb,
		IDBKeyRange: globalThis.IDBKeyRange,
		chromeTransactionDurability: 'strict'
	});
	let timer: ReturnType<typeof setTimeout> | undefined;
	let onBlocked = () => {};
	const stalled = new Promise<never>((_, reject) => {
		onBlocked = () => reject(named('BlockedError'));
		timer = setTimeout(() => reject(named('OpenTimeoutError')), openTimeoutMs);
	});
	db.on('blocked', onBlocked);
	const opened = db.open();
	// Once the app has moved on to memory, a late answer (or failure) of this open is not news.
	opened.catch(() => undefined);
	try {
		await Promise.race([opened, stalled]);
		return db;
	} catch (e) {
		db.close();
		throw e;
	} finally {
		clearTimeout(timer);
		db.on('blocked').unsubscribe(onBlocked);
	}
}

/** Opens the one database of the app (once). Never call during prerender: IndexedDB is browser-only. */
export function getDb(): Promise<OpenedDb> {
	opening ??= (async () => {
		let idb: IDBFactory | undefined;
		try {
			// Reading `indexedDB` itself throws where storage is refused (a SecurityError).
			idb = globalThis.indexedDB;
		} catch (e) {
			const fake = await import('fake-indexeddb');
			// Dexie compares the factory it is given with the global one while opening: a global
			// that throws would fail the in-memory database too, so the memory one stands in for it.
			try {
				Object.defineProperty(globalThis, 'indexedDB', {
					value: fake.indexedDB,
					configurable: true,
					writable: true
				});
				markStandIn();
			} catch {
				// Not replaceable here: the open below fails, and the caller reports storage refused.
			}
			return openMemoryDb(storageProblemOf(e, 'open'));
		}
		if (!idb) return openMemoryDb('access');
		try {
			return { db: await openPersistentDb(idb), persistent: true };
		} catch (e) {
			// Raw reads (peek.ts) must now ask Dexie, which answers from memory: a game started here
			// opens, where a plain read of the device's database (which may still answer) finds none.
			markStandIn();
			return openMemoryDb(storageProblemOf(e, 'open'));
		}
	})();
	return opening;
}

/**
 * Moves the app to an in-memory database for the rest of the page's life, after the device
 * refused a write it could not do without (a new game: a browser that refuses every write, a full
 * disk). What the device's database holds is copied in when it can be read, so the saved games
 * stay listed; nothing is written to the device any more. Resolves the problem to show.
 */
export async function useMemoryDb(cause: StorageProblem): Promise<StorageProblem> {
	const current = await getDb();
	if (!current.persistent) return current.problem ?? cause;
	const memory = await openMemoryDb('memory');
	const tables = ['settings', 'games', 'events', 'redo'] as const;
	try {
		for (const table of tables) {
			const rows = await current.db.table(table).toArray();
			await memory.db.table(table).bulkAdd(rows);
		}
	} catch {
		// The device's rows could not be read: the page goes on with what it can hold.
	}
	current.db.close();
	// Raw reads (peek.ts) must now ask Dexie, which answers from memory.
	markStandIn();
	opening = Promise.resolve(memory);
	return 'memory';
}

/** For tests: forget the opened database (and optionally wait less for an open that hangs). */
export function resetDbForTests(options: { openTimeoutMs?: number } = {}): void {
	opening = undefined;
	clearStandInForTests();
	openTimeoutMs = options.openTimeoutMs ?? OPEN_TIMEOUT_MS;
}

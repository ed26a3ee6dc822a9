// Reads at start without Dexie: the settings, a tool's draft, the newest game, a game's log. Most pages only
// read at start (many read nothing but the settings), so the database library is evaluated only
// when something is written or a page needs more than these reads. The evaluation and the open
// cost a phone tens of milliseconds of main thread while the page should answer taps.
// Kept for its figure (measured 2026-11-27 on the same build with `peek` made to answer
// `undefined`, so every read took Dexie's path): the JavaScript a page fetches and runs from its
// start until the network is quiet, gzip, without → with this reader: home 95.7 → 66.5 KiB, a rule
// section 126.5 → 97.4, the hunt calculator 113.0 → 83.9, the scorer 121.2 → 92.0. Dexie and the
// database module, 29 KiB, stay off every page that only reads.
//
// Nothing here creates or upgrades the database: a missing one reads as empty (its creation is
// aborted). Anything unusual (storage refused, an open that does not answer, another schema
// version, a failed read) answers `undefined`: the caller then takes the Dexie path, which
// handles and reports it as before.
import type { EventRow, GameRow, SettingRow } from './db';
import { storedGameOf, type StoredGame } from './log-rows';
import { DB_NAME, IDB_VERSION } from './schema';
import { standInActive } from './stand-in';

/**
 * How long a raw open may take before the caller falls back to Dexie (and its own timeout). A test
 * that checks what a read leaves behind widens it: on a loaded machine an open can take longer
 * than this, and the fallback (Dexie, which creates the database) is then a right answer too.
 */
export const peekLimits = { timeoutMs: 3000 };

/** The result of one request. */
export function answer<T>(request: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
	});
}

/** The existing database, or null when there is none (its creation is aborted, nothing is left). */
function openExisting(): Promise<IDBDatabase | null> {
	return new Promise((resolve, reject) => {
		// Reading `indexedDB` throws where storage is refused, and it may be missing: either way the
		// promise rejects. So does the in-memory stand-in that then takes its place: Dexie's path
		// reads it and reports that nothing is saved on this device.
		if (standInActive()) throw new Error('storage refused: the database is in memory');
		const request = globalThis.indexedDB.open(DB_NAME);
		let missing = false;
		request.onupgradeneeded = () => {
			// Opened without a version, only a missing database is upgraded (created at version 1).
			missing = true;
			request.transaction?.abort();
		};
		request.onsuccess = () => resolve(request.result);
		request.onerror = (event) => {
			event.preventDefault();
			if (missing) resolve(null);
			else reject(request.error ?? new Error('IndexedDB open failed'));
		};
	});
}

async function attempt<T>(read: (db: IDBDatabase) => Promise<T>, empty: T): Promise<T | undefined> {
	let db: IDBDatabase | null;
	try {
		db = await openExisting();
	} catch {
		return undefined;
	}
	if (db === null) return empty;
	// Another tab asking to upgrade is not kept waiting by a read.
	db.onversionchange = () => db.close();
	try {
		// An older schema is upgraded, a newer one refused, by Dexie: not read here.
		if (db.version !== IDB_VERSION) return undefined;
		return await read(db);
	} catch {
		return undefined;
	} finally {
		db.close();
	}
}

/**
 * `read` on the existing database (closed afterwards); `empty` when there is no database yet;
 * `undefined` when the caller must ask Dexie instead.
 */
export async function peek<T>(
	read: (db: IDBDatabase) => Promise<T>,
	empty: T
): Promise<T | undefined> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<undefined>((resolve) => {
		timer = setTimeout(() => resolve(undefined), peekLimits.timeoutMs);
	});
	try {
		return await Promise.race([attempt(read, empty), late]);
	} finally {
		clearTimeout(timer);
	}
}

/** Settings rows by key (undefined where a key has no row), or undefined: ask Dexie. */
export function peekSettingRows(
	keys: readonly string[]
): Promise<(SettingRow | undefined)[] | undefined> {
	return peek(
		(db) => {
			const store = db.transaction('settings', 'readonly').objectStore('settings');
			return Promise.all(
				keys.map((key) => answer(store.get(key) as IDBRequest<SettingRow | undefined>))
			);
		},
		keys.map(() => undefined)
	);
}

/** The most recently touched game row, null when there is none, or undefined: ask Dexie. */
export function peekNewestGame(): Promise<GameRow | null | undefined> {
	return peek(async (db) => {
		const index = db.transaction('games', 'readonly').objectStore('games').index('updatedAt');
		const cursor = await answer(index.openCursor(null, 'prev'));
		return (cursor?.value as GameRow | undefined) ?? null;
	}, null);
}

/** A game's whole log (one read-only transaction), null when there is no such game, or undefined: ask Dexie. */
export function peekGame(id: string): Promise<StoredGame | null | undefined> {
	return peek(async (db) => {
		const tx = db.transaction(['games', 'events', 'redo'], 'readonly');
		const rows = (store: 'events' | 'redo') =>
			answer(tx.objectStore(store).index('gameId').getAll(id) as IDBRequest<EventRow[]>);
		const [game, events, redo] = await Promise.all([
			answer(tx.objectStore('games').get(id) as IDBRequest<GameRow | undefined>),
			rows('events'),
			rows('redo')
		]);
		return game ? storedGameOf(game, events, redo) : null;
	}, null);
}

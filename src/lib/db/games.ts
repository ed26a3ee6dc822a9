// Writes and reads of tracked games. Every table action is one event row, written before the UI
// shows it as done. State is replayed from the events; the snapshot stored with the game row
// (db.ts, `StoredSnapshot`) only lets a screen draw before that replay.
// This layer knows no URLs and no tracker code: summaries come in as codes, files as plain data.
// Long: every write of a game keeps the same guard (one transaction, the log's revision, the game
// count, the other tabs told), and state reaches them all through one lazily loaded import; the
// row helpers already live apart (log-rows.ts, census.ts, changes.ts).
import type { GameId, GameSummary, RecordedResult } from '$lib/vocab';
import { getDb, type EventRow, type HornbookDb, type GameRow, type StoredSnapshot } from './db';
import { announce } from './changes';
import { lastGameCount, noteGameCount } from './census';
import { tabId, tabReady } from './tab';
import { byIndex, revOf, storedGameOf, versionOf, type StoredGame } from './log-rows';
import { draftKey, gameDraftName } from './drafts';

export type { GameRow, StoredGame };
export { watchGames, type GameChanged } from './changes';

/** A game as an export file carries it (the tracker's GameFile fits this shape). */
export interface ImportedGame {
	kind: GameId;
	game: { id: string; createdAt: number; title: string };
	events: readonly unknown[];
	/** The schema version of each event (a file from before versions has none: all v1). */
	versions?: readonly number[];
	/** The rules fingerprint each event was written under ('' or none where unknown). */
	fingerprints?: readonly string[];
	/** The result recorded when the game finished, as the file carries it. */
	result?: RecordedResult;
}

function newId(): string {
	return typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Creates a game with its first event (the setup), in one transaction. */
export async function createGame(
	kind: GameId,
	first: unknown,
	summary: GameSummary,
	{ version, rules, now = Date.now(), snapshot }: ChangeOptions
): Promise<string> {
	const [{ db, persistent }] = await Promise.all([getDb(), tabReady()]);
	const id = newId();
	await db.transaction('rw', db.games, db.events, async () => {
		await db.games.add({
			id,
			kind,
			createdAt: now,
			updatedAt: now,
			rev: 0,
			...summary,
			...(snapshot && { snapshot: { ...snapshot, rev: 0 } })
		});
		await db.events.add({
			gameId: id,
			index: 0,
			event: first,
			at: now,
			v: version,
			r: rules,
			by: tabId()
		});
	});
	if (persistent) {
		announce({ id, rev: 0 });
		await countGames(db, kind);
	}
	return id;
}

/** Keeps the number of saved games of `kind` beside the database (census.ts). Best effort. */
async function countGames(db: HornbookDb, kind: GameId): Promise<void> {
	try {
		noteGameCount(kind, await db.games.where('kind').equals(kind).count());
	} catch {
		// Not counted: the next list or write counts again.
	}
}

/** The whole log of a game, read inside the caller's transaction. */
async function readLog(db: HornbookDb, id: string): Promise<StoredGame | null> {
	const game = await db.games.get(id);
	if (!game) return null;
	const events = await db.events.where('gameId').equals(id).toArray();
	const redo = await db.redo.where('gameId').equals(id).toArray();
	return storedGameOf(game, events, redo);
}

export async function loadGame(id: string): Promise<StoredGame | null> {
	// The tab's id settles before a game is shown: whose actions are whose is known by the first undo.
	const [{ db }] = await Promise.all([getDb(), tabReady()]);
	return db.transaction('r', db.games, db.events, db.redo, () => readLog(db, id));
}

/** One change to a game's log. Every change to a saved game's events goes through `changeLog`. */
export type LogChange =
	/** A new event at the end. Clears the redo stack, as any new action does. */
	| { op: 'append'; event: unknown }
	/** Moves the last event to the redo stack. The first event (the setup) is never undone. */
	| { op: 'undo' }
	/** Moves the most recently undone event back onto the log. */
	| { op: 'redo' }
	/**
	 * Replaces `remove` events from index `at` with `insert`: an edit (remove 1, insert 1), an
	 * insertion (remove 0), a deletion (insert nothing), dropping refused events. The redo stack
	 * becomes `redo` (empty when omitted). The log is never left empty.
	 */
	| {
			op: 'splice';
			at: number;
			remove: number;
			insert: readonly unknown[];
			redo?: readonly unknown[];
	  };

/** What became of a change. `changeLog` never throws: every failure is one of these. */
export type LogWrite =
	/** Written, all of it; `rev` is the log's new revision (what the tab has now seen). */
	| { ok: true; rev: number }
	/** The log moved on since the tab read it (another tab wrote): nothing written; the log now. */
	| { ok: false; reason: 'stale'; current: StoredGame }
	/** The game is gone (deleted in another tab): nothing written. */
	| { ok: false; reason: 'missing' }
	/** The change does not fit the log it was checked against (nothing to undo or redo, a splice
	 * out of range, a log left empty): nothing written. A caller's mistake, never the table's. */
	| { ok: false; reason: 'invalid' }
	/** The database failed (full, refused, closed): nothing written. `error` is the raw failure,
	 * for `storageProblemOf`; never show its text. */
	| { ok: false; reason: 'storage'; error: unknown };

export interface ChangeOptions {
	/** The event schema version this build writes (the game descriptor's `eventVersion`). */
	version: number;
	/** This build's rules fingerprint for the game (tracker/rules.ts), kept with each new event. */
	rules: string;
	/**
	 * The game's recorded result after the change: kept with the game, or null to clear it (the
	 * finishing action was undone). Left as it is when omitted.
	 */
	result?: RecordedResult | null;
	now?: number;
	/** The game after the change, stored with its new revision (see `StoredSnapshot`). */
	snapshot?: Omit<StoredSnapshot, 'rev'>;
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * The one guarded write of a game's log. `seen` is the revision of the log the tab last read
 * (`StoredGame.rev`, then each `ok` result's `rev`). Inside one transaction the change is applied
 * only if the log is still at that revision, so two tabs can never interleave a game or undo each
 * other's events; otherwise nothing is written and the current log comes back to show. All or
 * nothing: a failure part-way leaves the log as it was. Other tabs are told of every change.
 */
export async function changeLog(
	id: string,
	seen: number,
	change: LogChange,
	summary: GameSummary,
	{ version, rules, result: recorded, now = Date.now(), snapshot }: ChangeOptions
): Promise<LogWrite> {
	let persistent: boolean;
	let result: LogWrite;
	try {
		const [opened] = await Promise.all([getDb(), tabReady()]);
		const { db } = opened;
		persistent = opened.persistent;
		result = await db.transaction(
			'rw',
			db.games,
			db.events,
			db.redo,
			async (): Promise<LogWrite> => {
				const game = await db.games.get(id);
				if (!game) return { ok: false, reason: 'missing' };
				if (revOf(game) !== seen) {
					const current = await readLog(db, id);
					return current
						? { ok: false, reason: 'stale', current }
						: { ok: false, reason: 'missing' };
				}
				// Each change reads only the rows it needs: a long game's whole log is read for a
				// splice alone, not for every tap.
				const ofGame = (table: typeof db.events) =>
					table.where('[gameId+index]').between([id, -Infinity], [id, Infinity]);
				// A new action is this tab's, under this build's rules; a moved one keeps its own.
				const row = (index: number, event: unknown, from?: EventRow): EventRow => ({
					gameId: id,
					index,
					event,
					at: now,
					v: from ? versionOf(from) : version,
					r: from ? from.r : rules,
					by: from ? from.by : tabId()
				});
				switch (change.op) {
					case 'append':
						await db.events.add(row(await ofGame(db.events).count(), change.event));
						await db.redo.where('gameId').equals(id).delete();
						break;
					case 'undo': {
						const count = await ofGame(db.events).count();
						const last = await ofGame(db.events).last();
						if (!last || count <= 1) return { ok: false, reason: 'invalid' };
						await db.events.delete([id, last.index]);
						await db.redo.add(row(await ofGame(db.redo).count(), last.event, last));
						break;
					}
					case 'redo': {
						const next = await ofGame(db.redo).last();
						if (!next) return { ok: false, reason: 'invalid' };
						await db.redo.delete([id, next.index]);
						// Redone here, it is this tab's action again (its own to undo).
						const count = await ofGame(db.events).count();
						await db.events.add({ ...row(count, next.event, next), by: tabId() });
						break;
					}
					case 'splice': {
						const events = (await db.events.where('gameId').equals(id).toArray()).sort(byIndex);
						const { at, remove, insert } = change;
						if (!isCount(at) || !isCount(remove) || at + remove > events.length)
							return { ok: false, reason: 'invalid' };
						if (events.length - remove + insert.length < 1) return { ok: false, reason: 'invalid' };
						const after = events.slice(at + remove);
						const tail = [
							...insert.map((event, i) => row(at + i, event)),
							...after.map((r, i) => ({ ...r, index: at + insert.length + i }))
						];
						await db.events.bulkDelete(
							events.slice(at).map((r) => [id, r.index] as [string, number])
						);
						await db.events.bulkAdd(tail);
						await db.redo.where('gameId').equals(id).delete();
						await db.redo.bulkAdd((change.redo ?? []).map((event, i) => row(i, event)));
						break;
					}
				}
				const rev = seen + 1;
				// Dexie's update drops a key set to undefined: the snapshot is replaced or dropped,
				// the result only when the change says so (null: the finishing action was undone).
				await db.games.update(id, {
					...summary,
					rev,
					updatedAt: now,
					snapshot: snapshot && { ...snapshot, rev },
					...(recorded !== undefined && { result: recorded ?? undefined })
				});
				return { ok: true, rev };
			}
		);
	} catch (error) {
		return { ok: false, reason: 'storage', error };
	}
	if (result.ok && persistent) announce({ id, rev: result.rev });
	return result;
}

/**
 * Keeps `result` with a finished game that has none (one finished before results were kept), so
 * a later rule change cannot alter it silently. Not a change of its log: the revision stays.
 */
export async function keepResult(id: string, result: RecordedResult): Promise<void> {
	const { db } = await getDb();
	await db.transaction('rw', db.games, async () => {
		const game = await db.games.get(id);
		if (game && !game.result) await db.games.put({ ...game, result });
	});
}

export async function listGames(kind?: GameId): Promise<GameRow[]> {
	const { db, persistent } = await getDb();
	const rows = kind
		? await db.games
				.where('[kind+updatedAt]')
				.between([kind, -Infinity], [kind, Infinity])
				.toArray()
		: await db.games.toArray();
	// Counted while there are games (census.ts); an empty list is what the count is checked against.
	if (kind && persistent && rows.length > 0) noteGameCount(kind, rows.length);
	return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * How many saved games of `kind` this device had the last time they were counted, when the
 * database now holds none: a database found empty where the last session had games (emptied by
 * the browser, or lost in a crash) is said, not shown as "no saved game yet". 0 otherwise.
 */
export async function missingGames(kind: GameId): Promise<number> {
	const { db, persistent } = await getDb();
	if (!persistent) return 0;
	const now = await db.games.where('kind').equals(kind).count();
	if (now > 0) {
		noteGameCount(kind, now);
		return 0;
	}
	return lastGameCount(kind);
}

export async function deleteGame(id: string): Promise<void> {
	const { db, persistent } = await getDb();
	const kind = await db.transaction('rw', db.games, db.events, db.redo, async () => {
		const kind = (await db.games.get(id))?.kind;
		await db.events.where('gameId').equals(id).delete();
		await db.redo.where('gameId').equals(id).delete();
		await db.games.delete(id);
		return kind;
	});
	// Its forms' draft goes with it (a settings row: see drafts.ts).
	await db.settings.delete(draftKey(gameDraftName(id)));
	if (persistent) {
		announce({ id, rev: null });
		// Deleted on purpose: the games left are the count (none is then not news).
		if (kind) await countGames(db, kind);
	}
}

/** A file's events as the rows of game `id`, each with the version and rules it was written under. */
const fileRows = (id: string, file: ImportedGame, now: number): EventRow[] =>
	file.events.map((event, index) => ({
		gameId: id,
		index,
		event,
		at: now,
		v: file.versions?.[index] ?? 1,
		...(file.fingerprints?.[index] ? { r: file.fingerprints[index] } : {})
	}));

/**
 * Replaces the log of the saved game `file.game.id` with the file's (a newer copy of the same game
 * received from another phone), in one transaction: its events, its recorded result and its
 * summary are the file's, its redo stack is emptied, and its revision moves on, so a tab showing
 * it takes the new log. Resolves false when there is no such game of that kind any more.
 */
export async function replaceGame(
	file: ImportedGame,
	summary: GameSummary,
	now = Date.now()
): Promise<boolean> {
	const { db, persistent } = await getDb();
	const id = file.game.id;
	const rev = await db.transaction('rw', db.games, db.events, db.redo, async () => {
		const game = await db.games.get(id);
		if (!game || game.kind !== file.kind) return null;
		await db.events.where('gameId').equals(id).delete();
		await db.redo.where('gameId').equals(id).delete();
		const next = revOf(game) + 1;
		await db.games.put({
			id,
			kind: file.kind,
			createdAt: file.game.createdAt,
			updatedAt: now,
			rev: next,
			...summary,
			...(file.result ? { result: file.result } : {})
		});
		await db.events.bulkAdd(fileRows(id, file, now));
		return next;
	});
	if (rev === null) return false;
	if (persistent) announce({ id, rev });
	return true;
}

/**
 * Imports a parsed, validated file as a game. An existing game is never overwritten: a file
 * whose id is taken is imported under a new id.
 */
export async function importGame(
	file: ImportedGame,
	summary: GameSummary,
	now = Date.now()
): Promise<string> {
	const { db, persistent } = await getDb();
	const id = await db.transaction('rw', db.games, db.events, async () => {
		const id = (await db.games.get(file.game.id)) ? newId() : file.game.id;
		await db.games.add({
			id,
			kind: file.kind,
			createdAt: file.game.createdAt,
			updatedAt: now,
			rev: 0,
			...summary,
			...(file.result ? { result: file.result } : {})
		});
		await db.events.bulkAdd(fileRows(id, file, now));
		return id;
	});
	if (persistent) {
		announce({ id, rev: 0 });
		await countGames(db, file.kind);
	}
	return id;
}

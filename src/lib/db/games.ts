// Writes and reads of tracked games. Every table action is one event row, written before the UI
// shows it as done. State is never stored: it is replayed from the events.
// This layer knows no URLs and no tracker code: summaries come in as codes, files as plain data.
import { getDb, type EventRow, type GameRow, type StoredKind, type StoredSummary } from './db';

export type { GameRow, StoredKind, StoredSummary };

export interface StoredGame {
	game: GameRow;
	events: unknown[];
	/** Undone events, the next one to redo last. */
	redo: unknown[];
}

/** A game as an export file carries it (the tracker's GameFile fits this shape). */
export interface ImportedGame {
	kind: StoredKind;
	game: { id: string; createdAt: number; title: string };
	events: readonly unknown[];
}

const byIndex = (a: EventRow, b: EventRow) => a.index - b.index;

function newId(): string {
	return typeof crypto !== 'undefined' && 'randomUUID' in crypto
		? crypto.randomUUID()
		: `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Creates a game with its first event (the setup), in one transaction. */
export async function createGame(
	kind: StoredKind,
	first: unknown,
	summary: StoredSummary,
	now = Date.now()
): Promise<string> {
	const { db } = await getDb();
	const id = newId();
	await db.transaction('rw', db.games, db.events, async () => {
		await db.games.add({ id, kind, createdAt: now, updatedAt: now, ...summary });
		await db.events.add({ gameId: id, index: 0, event: first, at: now });
	});
	return id;
}

export async function loadGame(id: string): Promise<StoredGame | null> {
	const { db } = await getDb();
	return db.transaction('r', db.games, db.events, db.redo, async () => {
		const game = await db.games.get(id);
		if (!game) return null;
		const events = (await db.events.where('gameId').equals(id).toArray()).sort(byIndex);
		const redo = (await db.redo.where('gameId').equals(id).toArray()).sort(byIndex);
		return { game, events: events.map((r) => r.event), redo: redo.map((r) => r.event) };
	});
}

/**
 * Appends one event at `index` (the number of events the caller saw). Refuses a stale index, so
 * two tabs can never interleave a game. Clears the redo stack, as any new action does.
 */
export async function appendEvent(
	id: string,
	index: number,
	event: unknown,
	summary: StoredSummary,
	now = Date.now()
): Promise<void> {
	const { db } = await getDb();
	await db.transaction('rw', db.games, db.events, db.redo, async () => {
		const count = await db.events.where('gameId').equals(id).count();
		if (count !== index) throw new Error(`stale: the game has ${count} events, not ${index}`);
		await db.events.add({ gameId: id, index, event, at: now });
		await db.redo.where('gameId').equals(id).delete();
		await db.games.update(id, { updatedAt: now, ...summary });
	});
}

/** Moves the last event to the redo stack. */
export async function undoEvent(
	id: string,
	summary: StoredSummary,
	now = Date.now()
): Promise<void> {
	const { db } = await getDb();
	await db.transaction('rw', db.games, db.events, db.redo, async () => {
		const events = (await db.events.where('gameId').equals(id).toArray()).sort(byIndex);
		const last = events.at(-1);
		// The first event is the setup: undoing it would leave no game.
		if (!last || events.length <= 1) return;
		const redoCount = await db.redo.where('gameId').equals(id).count();
		await db.events.delete([id, last.index]);
		await db.redo.add({ gameId: id, index: redoCount, event: last.event, at: now });
		await db.games.update(id, { updatedAt: now, ...summary });
	});
}

/** Moves the most recently undone event back onto the log. */
export async function redoEvent(
	id: string,
	summary: StoredSummary,
	now = Date.now()
): Promise<void> {
	const { db } = await getDb();
	await db.transaction('rw', db.games, db.events, db.redo, async () => {
		const redo = (await db.redo.where('gameId').equals(id).toArray()).sort(byIndex);
		const next = redo.at(-1);
		if (!next) return;
		const count = await db.events.where('gameId').equals(id).count();
		await db.redo.delete([id, next.index]);
		await db.events.add({ gameId: id, index: count, event: next.event, at: now });
		await db.games.update(id, { updatedAt: now, ...summary });
	});
}

export async function listGames(kind?: StoredKind): Promise<GameRow[]> {
	const { db } = await getDb();
	const rows = kind
		? await db.games
				.where('[kind+updatedAt]')
				.between([kind, -Infinity], [kind, Infinity])
				.toArray()
		: await db.games.toArray();
	return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function deleteGame(id: string): Promise<void> {
	const { db } = await getDb();
	await db.transaction('rw', db.games, db.events, db.redo, async () => {
		await db.events.where('gameId').equals(id).delete();
		await db.redo.where('gameId').equals(id).delete();
		await db.games.delete(id);
	});
}

/**
 * Imports a parsed, validated file as a game. An existing game is never overwritten: a file
 * whose id is taken is imported under a new id.
 */
export async function importGame(
	file: ImportedGame,
	summary: StoredSummary,
	now = Date.now()
): Promise<string> {
	const { db } = await getDb();
	return db.transaction('rw', db.games, db.events, async () => {
		const id = (await db.games.get(file.game.id)) ? newId() : file.game.id;
		await db.games.add({
			id,
			kind: file.kind,
			createdAt: file.game.createdAt,
			updatedAt: now,
			...summary
		});
		await db.events.bulkAdd(
			file.events.map((event, index) => ({ gameId: id, index, event, at: now }))
		);
		return id;
	});
}

/**
 * The most recently touched game, for the home page's "continue" button: language-neutral facts
 * only; the page finds its address in the game's descriptor.
 */
export async function lastGame(): Promise<{
	id: string;
	kind: StoredKind;
	players: string[];
	updatedAt: number;
} | null> {
	const { db } = await getDb();
	const row: GameRow | undefined = await db.games.orderBy('updatedAt').last();
	if (!row) return null;
	return { id: row.id, kind: row.kind, players: row.players, updatedAt: row.updatedAt };
}

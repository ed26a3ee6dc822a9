// A game's stored log from its rows, the same whether Dexie (games.ts) or a raw read (peek.ts)
// fetched them.
import type { EventRow, GameRow } from './db';

export interface StoredGame {
	game: GameRow;
	/** The revision of the log: every change to the events or the redo stack adds one. */
	rev: number;
	events: unknown[];
	/** The schema version each event was written under (a row without one was written as v1). */
	versions: number[];
	/** The rules fingerprint each event was written under ('' where unknown: before fingerprints). */
	fingerprints: string[];
	/** The tab that wrote each event (null where unknown). */
	authors: (string | null)[];
	/** Undone events, the next one to redo last. */
	redo: unknown[];
	redoVersions: number[];
}

export const byIndex = (a: EventRow, b: EventRow) => a.index - b.index;

/** The version an event row was written under: rows written before versions existed are v1. */
export const versionOf = (row: EventRow): number => row.v ?? 1;
/** The revision of a game row: rows written before revisions existed are at 0. */
export const revOf = (game: GameRow): number => game.rev ?? 0;

/** The log of `game` from its event and redo rows (in any order). */
export function storedGameOf(game: GameRow, events: EventRow[], redo: EventRow[]): StoredGame {
	const e = [...events].sort(byIndex);
	const r = [...redo].sort(byIndex);
	return {
		game,
		rev: revOf(game),
		events: e.map((row) => row.event),
		versions: e.map(versionOf),
		fingerprints: e.map((row) => row.r ?? ''),
		authors: e.map((row) => row.by ?? null),
		redo: r.map((row) => row.event),
		redoVersions: r.map(versionOf)
	};
}

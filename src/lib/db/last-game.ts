import type { GameRow, StoredKind } from './db';
import { peekNewestGame } from './peek';
import { lazyDb } from './lazy-db';

export interface LastGame {
	id: string;
	kind: StoredKind;
	players: string[];
	updatedAt: number;
}

/**
 * The most recently touched game, for the home page's "continue" button: language-neutral facts
 * only; the page finds its address in the tracker's routes. Read without the database library
 * when it can be (see peek.ts): the home page writes nothing.
 */
export async function lastGame(): Promise<LastGame | null> {
	let row = await peekNewestGame();
	if (row === undefined) {
		const { db } = await lazyDb();
		row = (await db.games.orderBy('updatedAt').last()) ?? null;
	}
	return row && factsOf(row);
}

const factsOf = (row: GameRow): LastGame => ({
	id: row.id,
	kind: row.kind,
	players: row.players,
	updatedAt: row.updatedAt
});

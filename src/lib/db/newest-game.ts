import type { GameId } from '$lib/vocab';
import type { GameRow } from './db';
import { peekNewestGame } from './peek';
import { lazyDb } from './lazy-db';

export interface NewestGame {
	id: string;
	kind: GameId;
	players: string[];
	updatedAt: number;
	/** Finished (a result is kept with it): the home page offers its result, not to continue it. */
	finished: boolean;
}

/**
 * The most recently touched game, for the home page's "continue" button: language-neutral facts
 * only; the state layer finds its address (state/game-ui.ts). Read without the database library
 * when it can be (see peek.ts): the home page writes nothing.
 */
export async function newestGame(): Promise<NewestGame | null> {
	let row = await peekNewestGame();
	if (row === undefined) {
		const { db } = await lazyDb();
		row = (await db.games.orderBy('updatedAt').last()) ?? null;
	}
	return row && factsOf(row);
}

const factsOf = (row: GameRow): NewestGame => ({
	id: row.id,
	kind: row.kind,
	players: row.players,
	updatedAt: row.updatedAt,
	finished: row.result !== undefined
});

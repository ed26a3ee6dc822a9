import { peekGame } from './peek';
import type { StoredGame } from './log-rows';
import { lazyDb } from './lazy-db';
import { tabReady } from './tab';

/**
 * A saved game's log, as `loadGame` (games.ts) reads it, without the database library when it can
 * be (see peek.ts): opening a game page only reads; Dexie loads with the first action.
 */
export async function readGame(id: string): Promise<StoredGame | null> {
	// The tab's id settles before a game is shown: whose actions are whose is known by the first undo.
	const [peeked] = await Promise.all([peekGame(id), tabReady()]);
	if (peeked !== undefined) return peeked;
	return (await import('./games')).loadGame(id);
}

/** Starts loading and opening the database (the first action needs it); harmless when repeated. */
export function warmDb(): void {
	void lazyDb();
}

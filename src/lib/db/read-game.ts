import { peekGame } from './peek';
import type { StoredGame } from './log-rows';
import { lazyDb } from './lazy-db';

/**
 * A saved game's log, as `loadGame` (games.ts) reads it, without the database library when it can
 * be (see peek.ts): opening a game page only reads; Dexie loads with the first action.
 */
export async function readGame(id: string): Promise<StoredGame | null> {
	const peeked = await peekGame(id);
	if (peeked !== undefined) return peeked;
	return (await import('./games')).loadGame(id);
}

/** Starts loading and opening the database (the first action needs it); harmless when repeated. */
export function warmDb(): void {
	void lazyDb();
}

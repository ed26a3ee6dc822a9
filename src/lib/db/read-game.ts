import { peekGame } from './peek';
import type { StoredGame } from './log-rows';
import { lazyDb } from './lazy-db';
import { tabReady } from './tab';

/** The read `readAhead` started, taken by the `readGame` it was started for. */
let ahead: { id: string; read: Promise<StoredGame | null> } | null = null;

/**
 * A saved game's log, as `loadGame` (games.ts) reads it, without the database library when it can
 * be (see peek.ts): opening a game page only reads; Dexie loads with the first action. The read
 * `readAhead` started for this game, when there is one.
 */
export function readGame(id: string): Promise<StoredGame | null> {
	const started = ahead?.id === id ? ahead.read : null;
	ahead = null;
	return started ?? readNow(id);
}

/**
 * Starts reading game `id` for the `readGame` that will ask for it: the game page starts it with
 * its load, so that the database reads (off the main thread) while the page's first render is
 * worked out, instead of after it. A newer call takes the place of an older one.
 */
export function readAhead(id: string): void {
	const read = readNow(id);
	// Nobody may be waiting: a failure is said by the `readGame` that takes it.
	read.catch(() => undefined);
	ahead = { id, read };
}

async function readNow(id: string): Promise<StoredGame | null> {
	// The tab's id settles before a game is shown: whose actions are whose is known by the first undo.
	const [peeked] = await Promise.all([peekGame(id), tabReady()]);
	if (peeked !== undefined) return peeked;
	return (await import('./games')).loadGame(id);
}

/** Starts loading and opening the database (the first action needs it); harmless when repeated. */
export function warmDb(): void {
	void lazyDb();
}

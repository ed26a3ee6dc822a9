// Tabs tell each other when a saved game changes (BroadcastChannel), without the database library:
// a game page listens from the start, before anything is written.
import * as v from 'valibot';

/** A change to a saved game, as other tabs hear of it: its new revision, or null once deleted. */
export interface GameChanged {
	id: string;
	rev: number | null;
}

const CHANNEL = 'hornbook-games';
let sender: BroadcastChannel | null | undefined;

/** Tells the other tabs (and other listeners in this one) that a game changed. Best effort. */
export function announce(message: GameChanged): void {
	try {
		if (sender === undefined) {
			sender = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
			// In Node (tests), an open channel must not keep the process alive.
			(sender as { unref?: () => void } | null)?.unref?.();
		}
		sender?.postMessage(message);
	} catch {
		// No channel (an old browser): tabs still never overwrite each other; they learn at the next write.
	}
}

/** What a message from another tab must be to be heard (anything else on the channel is not ours). */
const GAME_CHANGED = v.object({
	id: v.string(),
	rev: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))
});

/**
 * Calls `listener` whenever a saved game is changed, created or deleted in another tab (or through
 * another session in this one). Returns the function that stops listening.
 */
export function watchGames(listener: (change: GameChanged) => void): () => void {
	if (typeof BroadcastChannel !== 'function') return () => {};
	const channel = new BroadcastChannel(CHANNEL);
	channel.onmessage = (e: MessageEvent<unknown>) => {
		if (v.is(GAME_CHANGED, e.data)) listener(e.data);
	};
	return () => channel.close();
}

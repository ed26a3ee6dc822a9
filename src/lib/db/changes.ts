// Tabs tell each other when a saved game changes (BroadcastChannel), without the database library:
// a game page listens from the start, before anything is written.

/** A change to a saved game, as other tabs hear of it: its new revision, or null once deleted. */
export interface GameChanged {
	id: string;
	rev: number | null;
}

const CHANNEL = 'hornbook-games';
let sender: BroadcastChannel | null | undefined;

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

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

const isGameChanged = (data: unknown): data is GameChanged => {
	if (typeof data !== 'object' || data === null) return false;
	const { id, rev } = data as Record<string, unknown>;
	return typeof id === 'string' && (rev === null || (typeof rev === 'number' && isCount(rev)));
};

/**
 * Calls `listener` whenever a saved game is changed, created or deleted in another tab (or through
 * another session in this one). Returns the function that stops listening.
 */
export function watchGames(listener: (change: GameChanged) => void): () => void {
	if (typeof BroadcastChannel !== 'function') return () => {};
	const channel = new BroadcastChannel(CHANNEL);
	channel.onmessage = (e: MessageEvent<unknown>) => {
		if (isGameChanged(e.data)) listener(e.data);
	};
	return () => channel.close();
}

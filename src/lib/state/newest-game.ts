// The home page's "continue": the most recently touched game and where to open it. The database
// module is loaded only when asked (in the browser), without Dexie when it can be (db/peek.ts).
import { STORAGE_KEYS } from '$lib/vocab';
import type { NewestGame } from '$lib/db/newest-game';
import { gameHref } from './game-ui';

export interface ContinueLink extends NewestGame {
	href: string;
}

export async function continueLink(): Promise<ContinueLink | null> {
	const { newestGame } = await import('$lib/db/newest-game');
	const game = await newestGame();
	return game && { ...game, href: gameHref(game.kind, game.id) };
}

/**
 * Keeps the room (px) the home page's "continue" link takes, or forgets it when there is no game
 * to continue: the next home page keeps it free before the link is drawn (boot/look.ts).
 */
const CONTINUE_ROOM_KEY = STORAGE_KEYS.continueRoom;

/** Keeps the link's room (px), or forgets it when there is no game to continue. */
export function keepContinueRoom(px: number | null): void {
	try {
		if (px === null) localStorage.removeItem(CONTINUE_ROOM_KEY);
		else localStorage.setItem(CONTINUE_ROOM_KEY, String(Math.round(px)));
	} catch {
		// Storage refused: the link still shows, only without its room kept.
	}
}

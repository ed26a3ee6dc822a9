// The home page's "continue": the most recently touched game and where to open it. The database
// module is loaded only when asked (in the browser), without Dexie when it can be (db/peek.ts).
import type { NewestGame } from '$lib/db/newest-game';
import { GAME_PAGES } from './game-pages';

export interface ContinueLink extends NewestGame {
	href: string;
}

export async function continueLink(): Promise<ContinueLink | null> {
	const { newestGame } = await import('$lib/db/newest-game');
	const game = await newestGame();
	return game && { ...game, href: GAME_PAGES[game.kind].game(game.id) };
}

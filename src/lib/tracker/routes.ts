import type { GameKind } from './file';

export interface GameRoutes {
	/** The saved games of this game. */
	games: string;
	newGame: string;
	game: (id: string) => string;
}

const gameRoute = (base: string) => (id: string) => `${base}/game?id=${encodeURIComponent(id)}`;

/**
 * Each tracked game's pages, apart from its descriptor (games.ts), so a page that only links to a
 * game (the home page's "continue") does not load the game's rules.
 */
export const GAME_ROUTES: Readonly<Record<GameKind, GameRoutes>> = {
	ktu: { games: '/ktu/games', newGame: '/ktu/games/new', game: gameRoute('/ktu/games') },
	uu: { games: '/uu/games', newGame: '/uu/games/new', game: gameRoute('/uu/games') }
};

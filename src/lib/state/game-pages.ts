// Each tracked game's pages and the i18n namespace of its screens: what the views need to link
// to a game and to translate its summary codes. Kept out of the tracker's descriptors (pure: codes,
// no URLs, no namespaces) and apart from them, so a page that only links to a game (the home
// page's "continue") does not load the game's rules.
import type { GameId } from '$lib/vocab';

export interface GamePages {
	/** The i18n namespace of the game's screens (saved games, new game, game). */
	ns: 'ktu-games' | 'uu-games';
	/** The saved games of this game. */
	games: string;
	newGame: string;
	game: (id: string) => string;
}

/** The i18n namespace of a tracked game's screens. */
export type GameNamespace = GamePages['ns'];

const gameRoute = (base: string) => (id: string) => `${base}/game?id=${encodeURIComponent(id)}`;

export const GAME_PAGES: Readonly<Record<GameId, GamePages>> = {
	ktu: {
		ns: 'ktu-games',
		games: '/ktu/games',
		newGame: '/ktu/games/new',
		game: gameRoute('/ktu/games')
	},
	uu: { ns: 'uu-games', games: '/uu/games', newGame: '/uu/games/new', game: gameRoute('/uu/games') }
};

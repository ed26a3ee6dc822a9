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

/**
 * The i18next key of a refusal code of a game's fold: the tracker's own (`refusal.…`) in the
 * game's screens' namespace, the log's (a correction pointing past the end of the game) worded
 * beside the log there, any other its engine's (`steps-ktu`, `steps-uu`).
 */
export function refusalKey(kind: GameId, code: string): string {
	const ns = GAME_PAGES[kind].ns;
	if (code.startsWith('log.')) return `${ns}:log.refusals.${code.slice('log.'.length)}`;
	return code.startsWith('refusal.') ? `${ns}:${code}` : `steps-${kind}:${code}`;
}

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

// What the screens know of each game: its pages, the i18n namespace of its tracker's screens, its
// tools (the bar, the home page, its hub), and what the records and the glossary say differently.
// Each game describes itself in its own folder (state/<game>/game-ui.ts, its default export, and
// its line in `GameUis`); this table finds them there, with no line per game, and the type check
// fails when a game is missing or filed under another's id. Kept out of the tracker's descriptors
// (pure: codes, no URLs, no namespaces) and apart from them, so a page that only links to a game
// (the home page's "continue", the bar) does not load the game's rules.
import type { CustomTypeOptions } from 'i18next';
import { GAMES, gameTable, type GameId } from '$lib/vocab';
import { isSharedRefusal } from '$lib/tracker/refusals';
import { dataKey, type KeysUnder, type TKey } from '$lib/i18n/i18n';
import type { ResultOf, TRACKED_GAMES } from '$lib/tracker/games';

export type ToolIcon = 'book' | 'target' | 'list' | 'trophy' | 'cards';

/** One of a game's tools: where it lives and how the bar and the hubs name it (keys in `common`). */
export interface Tool {
	href: string;
	nav: TKey;
	title: TKey;
	hint: TKey;
	icon: ToolIcon;
}

/** A record's statistic: a key of `results:records.stats`, so one without English words is a type error. */
export type RecordStat = KeysUnder<'results:records.stats.'>;

/** What a game's results count for the records (its tracked game's `totals`). */
type TotalOf<G extends GameId> = (typeof TRACKED_GAMES)[G]['totals'][number];

/** One part of where a player's points came from, as the share card lists it ("Stars +7"). */
export interface SharePart {
	label: TKey;
	value: number;
}

/** A sentence of the share card: its key and the values it reads. */
export interface ShareLine {
	key: TKey;
	params?: Readonly<Record<string, number>>;
}

/**
 * What the share card says of a finished game beyond its places (components/games/result-card.ts lays the
 * lines out, the same for every game). Methods, so that a game's own can be read as any game's.
 */
export interface ShareWords<G extends GameId> {
	/** How the card words a player's place and count (`place`, `player`, `count`). */
	line: TKey;
	/**
	 * Where a seat's points came from, part by part in the card's order (parts worth nothing are
	 * left out by the card); none where the game's result keeps no such count.
	 */
	parts(result: ResultOf<G>, seat: number): readonly SharePart[];
	/** A sentence under the places on how the game ended, or null. */
	note(result: ResultOf<G>): ShareLine | null;
}

/**
 * A namespace of a game's own, as its folder must declare it (its `game-ui.ts` adds the English
 * file to i18next's `HornbookNamespaces`, src/i18next.d.ts); else a type error that says so.
 */
type Declared<N extends string> = N extends keyof CustomTypeOptions['resources']
	? N
	: `declare the namespace '${N}' in the game's state/<id>/game-ui.ts (HornbookNamespaces)`;

export interface GameUi<G extends GameId = GameId> {
	id: G;
	/** The i18n namespace of the game's tracker screens (saved games, new game, game). */
	ns: Declared<`${G}-games`>;
	/** The saved games of this game: the new game's and each game's pages sit under it. */
	games: string;
	/** The game's tools, in bar order. */
	tools: readonly Tool[];
	/**
	 * What a player's records call the points of a game, whether they count turns to a win, and
	 * the statistic each of its results' totals shows as (one for every total: a type error else).
	 */
	records: {
		average: RecordStat;
		best: RecordStat;
		fewestTurns: boolean;
		totals: { readonly [T in TotalOf<G>]: RecordStat };
	};
	/** What the share card says of a finished game: each place, its points' parts, its end. */
	share: ShareWords<G>;
	/** A note the glossary shows above the game's terms (a `rules` key), or null. */
	glossaryNote: TKey | null;
}

/**
 * Each game's screens' type by its id: each game's `<id>/game-ui.ts` adds its own line,
 * `declare module '../game-ui' { interface GameUis { <id>: typeof <ITS_UI> } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each game's folder
export interface GameUis {}

/** Every game's screens by id: the default export of each game's `<id>/game-ui.ts`, by its `id`. */
export const GAME_UI: { readonly [G in GameId]: GameUi<G> } = gameTable<GameUis>()(
	import.meta.glob<{ id: string }>('./*/game-ui.ts', { eager: true, import: 'default' }),
	'id',
	'src/lib/state/<id>/game-ui.ts (its default export, its line in GameUis)',
	true
);

/** The i18n namespace of a tracked game's screens. */
export type GameNamespace = (typeof GAME_UI)[GameId]['ns'];

/** The game the bar shows before the player has opened any (and prerendered pages carry). */
export const FIRST_GAME: GameId = GAMES[0];

/** The game after this one, in the bar's switch (back to the first after the last). */
export const nextGame = (game: GameId): GameId =>
	GAMES[(GAMES.indexOf(game) + 1) % GAMES.length] ?? FIRST_GAME;

/** The page that starts a new game of this game. */
export const newGameHref = (kind: GameId): string => `${GAME_UI[kind].games}/new`;

/** A saved game's screen. */
export const gameHref = (kind: GameId, id: string): string =>
	`${GAME_UI[kind].games}/game?id=${encodeURIComponent(id)}`;

/**
 * The i18next key of a refusal code of a game's fold: the tracker's own (`refusal.…`) in the
 * game's screens' namespace, or in `play` when both games give it (a second set-up, a bad name);
 * the log's (a correction pointing past the end of the game) in `play`, beside the log's words;
 * any other its engine's (`steps-ktu`, `steps-uu`).
 */
export function refusalKey(kind: GameId, code: string): TKey {
	if (isSharedRefusal(code)) return `play:${code}`;
	const key = code.startsWith('log.')
		? `play:log.refusals.${code.slice('log.'.length)}`
		: code.startsWith('refusal.')
			? `${GAME_UI[kind].ns}:${code}`
			: `steps-${kind}:${code}`;
	return dataKey(key);
}

/** The i18next key of a saved game's progress (its summary's code), in the game's namespace. */
export const progressKey = (ns: GameNamespace, code: string): TKey => dataKey(`${ns}:${code}`);

/** The game a path belongs to (`/ktu/…`, `/rules/uu/…`), or null for shared pages (home, settings, search). */
export function gameOfPath(pathname: string): GameId | null {
	const [first, second] = pathname.split('/').filter(Boolean);
	const id = first === 'rules' ? second : first;
	return GAMES.find((g) => g === id) ?? null;
}

/** True when the path is the tool's page or a page under it. */
export const isUnder = (pathname: string, href: string): boolean =>
	pathname === href || pathname.startsWith(href + '/');

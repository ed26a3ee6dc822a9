// The app's base vocabulary, declared once and imported by every layer (engines, tracker, db,
// state, components, routes): which games, which languages, where the app keeps things in
// localStorage, how a seat is named, and what a saved game's summary holds. It imports nothing, so any layer may depend on it.
// tests/content/code-shape.test.ts fails on a second declaration of a game id or language list.

/** The games Hornbook knows, by the one short id used in URLs, files, the database and the rulebook. */
export const GAMES = ['ktu', 'uu'] as const;
export type GameId = (typeof GAMES)[number];

export const isGameId = (value: unknown): value is GameId =>
	typeof value === 'string' && (GAMES as readonly string[]).includes(value);

/** The languages of the interface and the rulebook; English is the source. */
export const LANGS = ['en', 'es', 'fr', 'it'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang =>
	typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * Where the app keeps things in localStorage, each key named once: read before the database
 * opens (the start-up script, the first paint), so they live outside it. The values are what
 * devices already hold: never renamed.
 */
export const STORAGE_KEYS = {
	/** Every setting, mirrored synchronously on each change (the start reads theme and language here). */
	settings: 'hornbook.settings',
	/** The theme alone, as the first builds kept it before the mirror: read only where no mirror is. */
	legacyTheme: 'hornbook.theme',
	/** The language alone, as the first builds kept it before the mirror: read only where no mirror is. */
	legacyLang: 'hornbook.lang',
	/** The id of the game last opened (the bar's link to it). */
	lastGame: 'hornbook.game',
	/** The height the home page's link to the last game took, kept free from the first paint. */
	continueRoom: 'hornbook.continueRoom',
	/** The copy of a game screen drawn at once on a cold open. */
	screenCopy: 'hornbook.screenCopy',
	/** How many games each kind had, to notice a database emptied under the app. */
	gameCount: 'hornbook.gameCount',
	/** The player closed the notice that the browser may clear the app's data. */
	persistNoticeSeen: 'hornbook.persistNoticeSeen',
	/** Before a game's id: the table chose to enter every bid of that Kill the Unicorns game. */
	fullBidsOf: 'hornbook.fullBids.'
} as const;

/**
 * Addresses from before the app was organized by game, and each page's address now. Shared links
 * and home-screen icons still use them: each is still prerendered (so it is kept offline) and sends
 * the browser on (src/routes/moved.ts; offline, the service worker does it before the page loads).
 */
export const MOVED_ADDRESSES: Readonly<Record<string, string>> = {
	'/hunt': '/ktu/hunt',
	'/score': '/ktu/score',
	'/tracker': '/ktu/games',
	'/tracker/new': '/ktu/games/new',
	'/tracker/game': '/ktu/games/game',
	'/uu/new': '/uu/games/new',
	'/uu/game': '/uu/games/game'
};

/** Every sessionStorage key the app keeps (one tab's own, copied only into a duplicated tab). */
export const SESSION_KEYS = {
	/** The address a page last swapped itself for at start (so a disagreement never loops). */
	swap: 'hornbook.swap',
	/** This tab's id: an undo takes back the tab's own last action. */
	tab: 'hornbook.tab'
} as const;

/**
 * Kill the Unicorns, more than 5 of one colour (ktu.scoring.sets): the English and Spanish
 * rulebooks cap the colour at +12; the French one starts a new collection. `'cap'` is the default
 * (docs/rules-readings.md#ktu-beyond-five). The engine scores by it; the player picks it in the
 * settings, so it is declared here, under both.
 */
export const BEYOND_FIVE = ['cap', 'new-collection'] as const;
export type BeyondFive = (typeof BEYOND_FIVE)[number];

// Players are seats below the view. Engines take players as strings and hand them back in their
// results and step params; callers give them seat keys, never display names: a name can be blank,
// repeated, renamed or translated ("Player 2"), and none of that may change who won or whose turn
// it is. The view turns a key back into a name when it shows a step.

/** A seat at the table, counted from 0 in the order the players were entered. */
export type SeatId = number;

/** The key an engine is given for a seat (the calculator's seat id, the tracker's seat index). */
export const seatKey = (seat: SeatId): string => `s${seat}`;

/** The seat behind an engine's player key, or null when the value names no seat. */
export function seatOfKey(key: unknown): SeatId | null {
	const match = typeof key === 'string' ? /^s(\d+)$/.exec(key) : null;
	return match ? Number(match[1]) : null;
}

/** Where a game stands, as a code of the game's namespace and its params (`summary.round`…). */
export interface Progress {
	code: string;
	params: Record<string, unknown>;
}

/**
 * A saved game's header facts, language-neutral (codes, no sentences): the tracker computes it
 * from the events, the database stores it with every change, the games list shows it.
 */
export interface GameSummary {
	/** The game's name, the same in every language (it is the box's title). */
	title: string;
	/** Display names in seat order. */
	players: string[];
	progress: Progress;
}

/**
 * A finished game's result as the build that finished it scored it, kept with the game: an update
 * whose rules would score the game differently never changes it silently. `rules` is
 * that build's rules fingerprint for the game (tracker/rules.ts).
 */
export interface RecordedResult {
	progress: Progress;
	rules: string;
}

// Each layer's table of games (the tracked games, their screens, their rulebooks) is filled by the
// games' own folders, with no list to keep: the layer finds every game's entry file with a glob,
// keys each entry by the id it declares (`gameTable`), and takes its per-game types from an
// interface that each game's entry file extends with its own line (declaration merging, as
// i18next's CustomTypeOptions is extended). Adding an id to GAMES with no entry, or an entry with
// no id, is then a type error that names the missing piece (`EveryGameIn`), and a unit test beside
// each table checks at run time that the glob found exactly the ids of GAMES.

/** A layer's table of games, typed by the interface `R` the games' entry files extend. */
export type GameTable<R> = { readonly [G in GameId]: G extends keyof R ? R[G] : never };

/** The entries of `R` that declare another id than their own as `K`. */
type Misfiled<R, K extends string> = {
	[G in keyof R]: R[G] extends { readonly [k in K]: G } ? never : G;
}[keyof R];

/**
 * `true` when every id of GAMES has an entry in the interface `R` (described as `Entry` in the
 * message), every entry is an id of GAMES and each declares its own id as its `K`; else a
 * sentence naming what is missing, which `true` is not assignable to.
 */
export type EveryGameIn<R, K extends string, Entry extends string> = [
	Exclude<GameId, keyof R>
] extends [never]
	? [Exclude<keyof R, GameId>] extends [never]
		? [Misfiled<R, K>] extends [never]
			? true
			: `${Entry}: the entry of '${Misfiled<R, K> & string}' declares another ${K}`
		: `${Entry}: '${Exclude<keyof R, GameId> & string}' is no id of GAMES (src/lib/vocab.ts)`
	: `${Entry}: no entry for '${Exclude<GameId, keyof R>}', which GAMES lists`;

/**
 * A layer's table of games: the entries an eager `import.meta.glob` found (by file), keyed by the
 * game id each declares as its `key`. Called as `gameTable<R>()(found, key, entry, true)`, `R` the
 * interface the entries' files extend and `entry` how the message names them: `true` is a type
 * error unless `R` covers GAMES exactly, and the error says what is missing. That the glob found
 * exactly the ids of GAMES is each table's unit test (no check here: every page loads the tables).
 */
export const gameTable =
	<R>() =>
	<K extends string, Entry extends string>(
		found: Readonly<Record<string, { readonly [k in K]: string }>>,
		key: K,
		entry: Entry,
		registered: NoInfer<EveryGameIn<R, K, Entry>>
	): GameTable<R> => {
		void entry;
		void registered;
		return Object.fromEntries(
			Object.values(found).map((e) => [e[key], e])
		) as unknown as GameTable<R>;
	};

/**
 * Each game's rulebook descriptor's type by its id, for the rulebook's table
 * (src/lib/rulebook/sections.ts). Declared here, under the engines and the rulebook alike, so that
 * each engine's `sections.ts` adds its own line without pointing up at the rulebook:
 * `declare module '$lib/vocab' { interface GameRulebooks { <id>: typeof <ITS_RULEBOOK> } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each game's folder
export interface GameRulebooks {}

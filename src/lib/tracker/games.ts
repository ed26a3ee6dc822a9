// Every tracked game, by its id: each game is its own folder (ktu/, uu/) whose game.ts says what
// the saved-games list, import/export, the new-game and game pages and the records need to know
// of it, exports it as its default and adds its line to `TrackedGames`: this table finds it there,
// with no line here. Codes, not sentences, and no URLs: the state layer knows each game's pages
// and namespace (state/game-ui.ts) and translates there.
import { gameTable, type GameId, type GameSummary } from '$lib/vocab';
import type { BeyondFive } from '$lib/games/kill-the-unicorns';
import type { FileParse } from './file-schema';
import { replay, type Reducer } from './log';

/** What the player chose that changes a summary or a result (KtU's reading of more than 5 of a colour). */
export interface SummaryOptions {
	beyondFive?: BeyondFive;
}

export interface TrackedGame<E, S, R = unknown, K extends GameId = GameId> {
	kind: K;
	title: string;
	reducer: Reducer<E, S>;
	/**
	 * The version of the events this build writes: stored with each event. Raise it with any change
	 * to an event's shape or to what the rules accept (a shape change also needs a way to read the
	 * old shape: none has been needed yet).
	 */
	eventVersion: number;
	/** Whether an event is the game's set-up: every game starts from one. */
	isSetup: (event: E) => boolean;
	/** The players' display names in seat order (the view shows them; the fold keys by seat). */
	names(state: S): readonly string[];
	summary(state: S, options?: SummaryOptions): GameSummary;
	/** The game has ended: its result is read, no longer played on. */
	finished(state: S): boolean;
	/** The finished game's result (places, points, what the records count), or null while playing. */
	result(state: S, options?: SummaryOptions): R | null;
	/**
	 * The codes its finished game's summary gives: the results it records, the only ones a file of
	 * this game may carry as its recorded result. Each is worded in the game's screens' namespace.
	 */
	results: readonly [string, ...string[]];
	/** Every refusal code its fold gives: each has words in every language (refusalKey says where). */
	refusals: readonly string[];
	/**
	 * The other codes its fold gives that its screens word, as keys of the game's screens'
	 * namespace (KtU's characters, variants, phases, Scheme effects).
	 */
	words: readonly string[];
	/** What the records add up from each result's `totals`, in the order they show them. */
	totals: readonly (R extends { totals: infer T } ? keyof T : never)[];
	/**
	 * Parses an export file of this game (its valibot schema, then a strict replay) into a fresh,
	 * checked game, or the reasons it is refused.
	 */
	parseFile(text: string): FileParse<E>;
}

/**
 * Each tracked game's type by its id: each game's `<id>/game.ts` adds its own line,
 * `declare module '../games' { interface TrackedGames { <id>: typeof <ITS_GAME> } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each game's folder
export interface TrackedGames {}

/** Every tracked game by kind: the default export of each game's `<id>/game.ts`, by its `kind`. */
export const TRACKED_GAMES = gameTable<TrackedGames>()(
	import.meta.glob<{ kind: string }>('./*/game.ts', { eager: true, import: 'default' }),
	'kind',
	'src/lib/tracker/<id>/game.ts (its default export, its line in TrackedGames)',
	true
);

export type AnyTrackedGame = (typeof TRACKED_GAMES)[GameId];

/** A finished game's result as its tracked game reads it (KtuResult for 'ktu'…). */
export type ResultOf<G extends GameId> = NonNullable<
	ReturnType<(typeof TRACKED_GAMES)[G]['result']>
>;

export const trackedGame = (kind: GameId): AnyTrackedGame => TRACKED_GAMES[kind];

/** The summary of a game from its events (the truth), whatever its kind. */
export function summaryOfEvents(kind: GameId, events: readonly unknown[]): GameSummary {
	const game = trackedGame(kind) as TrackedGame<unknown, unknown>;
	return game.summary(replay(game.reducer, events).state);
}

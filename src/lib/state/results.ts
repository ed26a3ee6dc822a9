// A finished game's result, read from its fold by the engines: places, points, and what the
// records count. The share card and the records both read it, so they never disagree.
import type { GameId } from '$lib/vocab';
import type { BeyondFive } from '$lib/games/kill-the-unicorns';
import { TRACKED_GAMES, trackedGame, type ResultOf, type TrackedGame } from '$lib/tracker/games';
import { replay } from '$lib/tracker/log';
import { GAME_UI, type RecordStat } from './game-ui';

export type { Placing } from '$lib/tracker/result';

/** A finished game's result, whichever game it is. */
export type GameResult = ResultOf<GameId>;

/** A total some game's result counts. */
export type ResultTotal = GameResult extends infer R
	? R extends { totals: infer T }
		? keyof T
		: never
	: never;

/**
 * A game's totals as its records show them: in its tracked game's order (`totals`), each with
 * the statistic its screens' descriptor words it as.
 */
export function recordTotals(kind: GameId): readonly { total: ResultTotal; stat: RecordStat }[] {
	const stats: Readonly<Partial<Record<ResultTotal, RecordStat>>> = GAME_UI[kind].records.totals;
	const totals: readonly ResultTotal[] = TRACKED_GAMES[kind].totals;
	return totals.map((total) => ({ total, stat: stats[total]! }));
}

/** The result of a game's state, or null while it is not over. */
export function resultOf(kind: GameId, state: unknown, beyondFive: BeyondFive): GameResult | null {
	const game = trackedGame(kind) as TrackedGame<unknown, unknown, GameResult>;
	return game.result(state, { beyondFive });
}

/** The result of a saved log (its events and corrections, replayed), or null while not over. */
export function resultOfLog(
	kind: GameId,
	events: readonly unknown[],
	beyondFive: BeyondFive
): GameResult | null {
	const game = trackedGame(kind) as TrackedGame<unknown, unknown>;
	return resultOf(kind, replay(game.reducer, events).state, beyondFive);
}

// A finished game's result, read from its fold by the engines: places, points, and what the
// records count. The share card and the records both read it, so they never disagree.
import { seatKey, seatOfKey, type GameId } from '$lib/vocab';
// Each from its own module, not the games' and folds' indexes: a lazily loaded share card that
// imported an index would split it out of the game page into one more request.
import type { BeyondFive, ScoreResult } from '$lib/games/kill-the-unicorns';
import { findWinner } from '$lib/games/kill-the-unicorns/winner';
import { TRACKED_GAMES, trackedGame, type TrackedGame } from '$lib/tracker/games';
import type { KtuState } from '$lib/tracker/ktu/state';
import { finalCount } from '$lib/tracker/ktu/view';
import { replay } from '$lib/tracker/log';
import type { UuState } from '$lib/tracker/uu/reducer';
import { seats } from '$lib/tracker/uu/view';

export interface Placing {
	seat: number;
	name: string;
	/** 1 for the winner; players the rules cannot tell apart share a place. */
	place: number;
	/** KtU: the final total; UU: the unicorns counted in the Stable. */
	points: number;
}

interface ResultBase {
	/** The winner's seat, or null (ties cancelled, everyone lost at a deck-out). */
	winner: number | null;
	names: readonly string[];
	/** Best first. */
	placings: Placing[];
}

/** What the records add up over a Kill the Unicorns player's games, each seat's in this one. */
export interface KtuTotals {
	/** Unicorns taken home from a hunt. */
	caught: number[];
	/** Hunts won (the highest bid, before any Scheme). */
	huntsWon: number[];
}

/** What the records add up over an Unstable Unicorns player's games, each seat's in this one. */
export interface UuTotals {
	/** uu.end: the unicorns in the Stable when the game ended, counted as the cards say. */
	unicornsAtEnd: number[];
	/** Neighs played, a Super Neigh one too, whatever they stopped. */
	neighs: number[];
}

/** Each game's totals, in the order the records show them. */
export const RESULT_TOTALS = {
	ktu: ['caught', 'huntsWon'],
	uu: ['unicornsAtEnd', 'neighs']
} as const satisfies { ktu: readonly (keyof KtuTotals)[]; uu: readonly (keyof UuTotals)[] };

/** A total some game's result counts. */
export type ResultTotal = (typeof RESULT_TOTALS)[GameId][number];

export interface KtuResult extends ResultBase {
	kind: 'ktu';
	/** Each seat's points as the engine counted them. */
	scores: ScoreResult[];
	totals: KtuTotals;
}

export interface UuResult extends ResultBase {
	kind: 'uu';
	/** The turn the game ended on. */
	turns: number;
	/** Ended because the deck ran out. */
	deckOut: boolean;
	totals: UuTotals;
}

export type GameResult = KtuResult | UuResult;

/** Places from a best-first order: those `same` says are level share one. */
function placed(
	order: readonly number[],
	points: readonly number[],
	names: readonly string[],
	same: (a: number, b: number) => boolean
): Placing[] {
	const out: Placing[] = [];
	order.forEach((seat, i) => {
		const before = out[i - 1];
		const place = before && same(order[i - 1]!, seat) ? before.place : i + 1;
		out.push({ seat, name: names[seat] ?? '', place, points: points[seat] ?? 0 });
	});
	return out;
}

/**
 * KtU places by the engine's winner rule, applied again to those left: the winner first, then the
 * winner among the others, and so on; players it cannot separate (a cancelled tie left alone)
 * share the last place.
 */
function ktuResult(state: KtuState, beyondFive: BeyondFive): KtuResult {
	const { scores, winnerSeat } = finalCount(state, beyondFive);
	const totals = scores.map((s) => s.total);
	const order: number[] = [];
	let left = scores.map((_, seat) => seat);
	while (left.length > 0) {
		const { winner } = findWinner({
			scores: left.map((seat) => ({
				player: seatKey(seat),
				total: totals[seat] ?? 0,
				instantVictory: scores[seat]?.instantVictory ?? false
			}))
		});
		const seat = seatOfKey(winner);
		if (seat === null) break;
		order.push(seat);
		left = left.filter((s) => s !== seat);
	}
	const tied = [...left].sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0));
	const placings = placed(
		[...order, ...tied],
		totals,
		state.names,
		(a, b) => tied.includes(a) && tied.includes(b)
	);
	const count = (pick: (r: KtuState['hunts'][number]) => number | null) =>
		state.names.map((_, seat) => state.hunts.filter((r) => pick(r) === seat).length);
	return {
		kind: 'ktu',
		winner: winnerSeat,
		names: state.names,
		placings,
		scores,
		totals: {
			caught: count((r) => (r.outcome === 'captured' ? r.taker : null)),
			huntsWon: count((r) => r.winner)
		}
	};
}

/** UU names a winner only: the others follow by the unicorns in their Stables. */
function uuResult(state: UuState): UuResult {
	const counts = seats(state).map((s) => s.count);
	const winner = state.winner;
	const others = counts
		.map((_, seat) => seat)
		.filter((seat) => seat !== winner)
		.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0));
	const order = winner === null ? others : [winner, ...others];
	return {
		kind: 'uu',
		winner,
		names: state.players,
		placings: placed(
			order,
			counts,
			state.players,
			(a, b) => a !== winner && counts[a] === counts[b]
		),
		turns: state.turn.turn,
		deckOut: state.status === 'deck-out',
		totals: {
			unicornsAtEnd: counts,
			neighs: state.players.map((_, seat) => state.neighsPlayed[seat] ?? 0)
		}
	};
}

/** The result of a game's state, or null while it is not over. */
export function resultOf(kind: GameId, state: unknown, beyondFive: BeyondFive): GameResult | null {
	if (kind === 'ktu') {
		const ktu = state as KtuState;
		return TRACKED_GAMES.ktu.finished(ktu) ? ktuResult(ktu, beyondFive) : null;
	}
	const uu = state as UuState;
	return TRACKED_GAMES.uu.finished(uu) ? uuResult(uu) : null;
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

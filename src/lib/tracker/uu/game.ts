// Unstable Unicorns as a tracked game: its fold, events, file, summary and result, in one place.
import type { Progress } from '$lib/vocab';
import type { TrackedGame } from '../games';
import { placed, type ResultBase, type ResultProgress } from '../result';
import { UU_EVENT_VERSION, isUuSetup, type UuEvent } from './events';
import { parseUuFile } from './file-schema';
import { uuReducer } from './reducer';
import type { UuState } from './state';
import { seats } from './view';
import { UU_REFUSALS, UU_RESULTS } from './codes';

/** What the records add up over an Unstable Unicorns player's games, each seat's in this one. */
export interface UuTotals {
	/** uu.end: the unicorns in the Stable when the game ended, counted as the cards say. */
	unicornsAtEnd: number[];
	/** Neighs played, a Super Neigh one too, whatever they stopped. */
	neighs: number[];
}

export interface UuResult extends ResultBase {
	kind: 'uu';
	/** The turn the game ended on. */
	turns: number;
	/** Ended because the deck ran out. */
	deckOut: boolean;
	totals: UuTotals;
}

const finished = (state: UuState) => state.winner !== null || state.status === 'deck-out';

/** How a finished UU game ended: who won, or that the deck ran out with nobody winning. */
function progressOver(state: UuState): ResultProgress<typeof UU_RESULTS> {
	const winner = state.winner;
	return winner !== null
		? { code: 'summary.won', params: { seat: winner, player: state.players[winner] ?? '' } }
		: { code: 'summary.everyoneLost', params: {} };
}

/** UU names a winner only: the others follow by the unicorns in their Stables. */
function result(state: UuState): UuResult {
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

export const UU_GAME: TrackedGame<UuEvent, UuState, UuResult, 'uu'> = {
	kind: 'uu',
	title: 'Unstable Unicorns',
	reducer: uuReducer,
	eventVersion: UU_EVENT_VERSION,
	isSetup: isUuSetup,
	names: (state) => state.players,
	finished,
	summary(state) {
		const progress: Progress = finished(state)
			? progressOver(state)
			: { code: 'summary.turn', params: { turn: state.turn.turn } };
		return { title: this.title, players: [...state.players], progress };
	},
	result: (state) => (finished(state) ? result(state) : null),
	results: UU_RESULTS,
	refusals: UU_REFUSALS,
	words: [],
	totals: ['unicornsAtEnd', 'neighs'],
	parseFile: parseUuFile
};

/** The tracker's table of games finds it here (../games.ts), by its `kind`. */
export default UU_GAME;

declare module '../games' {
	interface TrackedGames {
		uu: typeof UU_GAME;
	}
}

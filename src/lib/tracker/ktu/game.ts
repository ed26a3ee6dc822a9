// Kill the Unicorns as a tracked game: its fold, events, file, summary and result, in one place.
import { type Progress } from '$lib/vocab';
import type { BeyondFive, ScoreResult } from '$lib/games/kill-the-unicorns';
import type { TrackedGame } from '../games';
import { placed, type ResultBase, type ResultProgress } from '../result';
import { KTU_EVENT_VERSION, isKtuSetup, type KtuEvent } from './events';
import { parseKtuFile } from './file-schema';
import { ktuReducer } from './reducer';
import type { KtuState } from './state';
import { finalCount } from './view';
import { KTU_REFUSALS, KTU_RESULTS } from './codes';
import { CHARACTERS, PHASES, SCHEME_EFFECTS, VARIANTS } from './vocab';

/**
 * What the records add up over a Kill the Unicorns player's games, each seat's in this one. The
 * unicorns a player gained and lost are counted by what moved them: a hunt, a Scheme, the Unicorn
 * Butcher Shop.
 */
export interface KtuTotals {
	/** Hunts won (the highest bid, before any Scheme). */
	huntsWon: number[];
	/** Unicorns taken home from a hunt the player won. */
	wonInHunts: number[];
	/**
	 * Unicorns a Scheme brought: a hunted one the winner's Scheme sent to this player (Size Does
	 * Not Matter, a Scheme naming a taker), a Trojan Unicorn's swap, a held one handed over.
	 */
	gainedByScheme: number[];
	/** Held unicorns a Scheme took away: a Trojan Unicorn's swap, a Zombie Unicorn, handed over. */
	lostToScheme: number[];
	/** Unicorns the player took to the Unicorn Butcher Shop. */
	butchered: number[];
}

export interface KtuResult extends ResultBase {
	kind: 'ktu';
	/** Each seat's points as the engine counted them. */
	scores: ScoreResult[];
	totals: KtuTotals;
}

/** How a finished KtU game ended: who won and with how many points (ktu.scoring). */
function progressOver(state: KtuState, beyondFive: BeyondFive): ResultProgress<typeof KTU_RESULTS> {
	const { winner, winnerSeat, scores } = finalCount(state, beyondFive);
	if (winner.errors.length > 0) return { code: 'summary.over', params: { end: state.end } };
	if (winnerSeat === null) return { code: 'summary.noWinner', params: { end: state.end } };
	const player = state.names[winnerSeat] ?? '';
	const score = scores[winnerSeat];
	return score?.instantVictory
		? { code: 'summary.rainbow', params: { seat: winnerSeat, player } }
		: { code: 'summary.won', params: { seat: winnerSeat, player, points: score?.total ?? 0 } };
}

/**
 * KtU places (docs/rules-readings.md#ktu-placings): the winner first, by the engine's rule (a
 * Double Rainbow, else the best total nobody shares); then everyone else by their total, highest
 * first, a Double Rainbow that tied before any total. Players level on both share a place: a
 * cancelled tie only keeps its players from winning, it does not drop them below lower totals.
 */
function result(state: KtuState, beyondFive: BeyondFive): KtuResult {
	const { scores, winnerSeat } = finalCount(state, beyondFive);
	const totals = scores.map((s) => s.total);
	const rainbow = (seat: number) => (scores[seat]?.instantVictory ? 1 : 0);
	const rank = (seat: number): [number, number, number] => [
		seat === winnerSeat ? 1 : 0,
		rainbow(seat),
		// Two Double Rainbows entered at once tie whatever their points (ktu-double-rainbow).
		rainbow(seat) ? 0 : (totals[seat] ?? 0)
	];
	const order = scores
		.map((_, seat) => seat)
		.sort((a, b) => {
			const [ra, rb] = [rank(a), rank(b)];
			return rb[0] - ra[0] || rb[1] - ra[1] || rb[2] - ra[2];
		});
	const placings = placed(order, totals, state.names, (a, b) =>
		rank(a).every((v, i) => v === rank(b)[i])
	);
	const count = <T>(records: readonly T[], pick: (r: T) => number | null) =>
		state.names.map((_, seat) => records.filter((r) => pick(r) === seat).length);
	const taken = state.hunts.filter((r) => r.outcome === 'captured' && r.taker !== null);
	return {
		kind: 'ktu',
		winner: winnerSeat,
		names: state.names,
		placings,
		scores,
		totals: {
			huntsWon: count(state.hunts, (r) => r.winner),
			wonInHunts: count(taken, (r) => (r.taker === r.winner ? r.taker : null)),
			gainedByScheme: state.names.map(
				(_, seat) =>
					taken.filter((r) => r.taker === seat && r.winner !== seat).length +
					state.schemeMoves.filter((m) => m.to === seat).length
			),
			lostToScheme: count(state.schemeMoves, (m) => m.from),
			butchered: count(state.purchases, (p) => (p.item === 'butcher' ? p.player : null))
		}
	};
}

export const KTU_GAME: TrackedGame<KtuEvent, KtuState, KtuResult, 'ktu'> = {
	kind: 'ktu',
	title: 'Kill the Unicorns',
	reducer: ktuReducer,
	eventVersion: KTU_EVENT_VERSION,
	isSetup: isKtuSetup,
	names: (state) => state.names,
	finished: (state) => state.phase === 'over',
	summary(state, options) {
		const progress: Progress =
			state.phase === 'over'
				? progressOver(state, options?.beyondFive ?? 'cap')
				: {
						code: 'summary.round',
						// Before the setup is recorded there is no phase yet: the first one is the trap.
						params: { round: state.round, phase: state.phase === 'setup' ? 'trap' : state.phase }
					};
		return { title: this.title, players: [...state.names], progress };
	},
	result: (state, options) =>
		state.phase === 'over' ? result(state, options?.beyondFive ?? 'cap') : null,
	results: KTU_RESULTS,
	refusals: KTU_REFUSALS,
	words: [
		...CHARACTERS.map((c) => `characters.${c}`),
		...VARIANTS.map((v) => `variants.${v}`),
		...[...PHASES, 'setup', 'over'].map((p) => `phase.${p}`),
		...SCHEME_EFFECTS.map((e) => `scheme.effects.${e}`)
	],
	totals: ['huntsWon', 'wonInHunts', 'gainedByScheme', 'lostToScheme', 'butchered'],
	parseFile: parseKtuFile
};

/** The tracker's table of games finds it here (../games.ts), by its `kind`. */
export default KTU_GAME;

declare module '../games' {
	interface TrackedGames {
		ktu: typeof KTU_GAME;
	}
}

// Kill the Unicorns as a tracked game: its fold, events, file, summary and result, in one place.
import { seatKey, seatOfKey, type Progress } from '$lib/vocab';
import type { BeyondFive, ScoreResult } from '$lib/games/kill-the-unicorns';
// From its own module, not the engine's index: a lazily loaded share card stays small.
import { findWinner } from '$lib/games/kill-the-unicorns/winner';
import type { TrackedGame } from '../games';
import { placed, type ResultBase } from '../result';
import { KTU_EVENT_VERSION, isKtuSetup, type KtuEvent } from './events';
import { parseKtuFile } from './file-schema';
import { ktuReducer } from './reducer';
import type { KtuState } from './state';
import { finalCount } from './view';
import { KTU_REFUSALS } from './codes';
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
function progressOver(state: KtuState, beyondFive: BeyondFive): Progress {
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
 * KtU places by the engine's winner rule, applied again to those left: the winner first, then the
 * winner among the others, and so on; players it cannot separate (a cancelled tie left alone)
 * share the last place.
 */
function result(state: KtuState, beyondFive: BeyondFive): KtuResult {
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

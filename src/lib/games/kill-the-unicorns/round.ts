import { isPlayerName } from '../shared/checks';
import { step, type KtuStep } from './codes';
import type { HuntOutcome } from './hunt';
import { clockwiseFrom, validateSeats } from './table';

/** A game is 4 rounds of 4 unicorns each (ktu.round). */
export const ROUNDS = 4;
export const UNICORNS_PER_ROUND = 4;
/** At most 2 scheme cards per unicorn (ktu.phase.trap). */
export const MAX_SCHEMES_PER_UNICORN = 2;

export interface TokenResult {
	firstPlayer: string;
	steps: KtuStep[];
	errors: KtuStep[];
}

/**
 * The first player token after a hunt (ktu.first-player-change): the winner takes it; the first
 * player keeps it when they won or when the unicorn fled.
 */
export function firstPlayerAfterHunt(input: {
	firstPlayer: string;
	winner: string | null;
	outcome: HuntOutcome;
}): TokenResult {
	const { firstPlayer, winner, outcome } = input;
	const keep = (errors: KtuStep[], steps: KtuStep[] = []): TokenResult => ({
		firstPlayer,
		steps,
		errors
	});
	if (!isPlayerName(firstPlayer)) {
		return keep([
			step('round.error.firstPlayerMissing', 'ktu.first-player', {
				field: 'firstPlayer',
				value: firstPlayer
			})
		]);
	}
	if (outcome === 'invalid') {
		return keep([step('round.error.huntInvalid', 'ktu.phase.resolve', { player: firstPlayer })]);
	}
	if (outcome === 'fled') {
		return keep(
			[],
			[step('round.fledKeepsToken', 'ktu.first-player-change', { player: firstPlayer })]
		);
	}
	if (outcome !== 'captured') {
		return keep([
			step('round.error.unknownOutcome', 'ktu.phase.resolve', {
				field: 'outcome',
				value: outcome
			})
		]);
	}
	if (!isPlayerName(winner)) {
		return keep([
			step('round.error.winnerMissing', 'ktu.first-player-change', {
				field: 'winner',
				value: winner
			})
		]);
	}
	if (winner.trim() === firstPlayer.trim()) {
		return keep(
			[],
			[step('round.firstPlayerKeepsToken', 'ktu.first-player-change', { player: firstPlayer })]
		);
	}
	return {
		firstPlayer: winner,
		steps: [
			step('round.winnerTakesToken', 'ktu.first-player-change', {
				player: winner,
				from: firstPlayer
			})
		],
		errors: []
	};
}

/**
 * A first player who passes hands the token to the player on their left, the next clockwise,
 * who then leads the hunt (ktu.pass). `players` are in seat order, clockwise.
 */
export function firstPlayerAfterPass(input: {
	players: readonly string[];
	firstPlayer: string;
}): TokenResult {
	const errors = validateSeats(input.players, input.firstPlayer);
	if (errors.length > 0) return { firstPlayer: input.firstPlayer, steps: [], errors };
	const next = clockwiseFrom(input.players, input.firstPlayer)[1] ?? input.firstPlayer;
	return {
		firstPlayer: next,
		steps: [
			step('round.passHandsToken', 'ktu.pass', { from: input.firstPlayer, to: next, player: next })
		],
		errors
	};
}

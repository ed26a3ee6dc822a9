// What the hunt winner's revealed Scheme does to the hunt (ktu.scheme-reveal): nothing, the
// lowest total wins instead (ktu.scheme.size), another player takes the unicorn, or the unicorn
// is discarded. One vocabulary for the hunt calculator and the tracker.
import { isPlayerName } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { resolveHunt, type Bid, type HuntResult } from './hunt';

/** What a revealed Scheme does (ktu.scheme-reveal, ktu.scheme.size). */
export const SCHEME_EFFECTS = ['no-effect', 'size', 'taker', 'discarded'] as const;
export type SchemeEffect = (typeof SCHEME_EFFECTS)[number];

export const isSchemeEffect = (value: unknown): value is SchemeEffect =>
	typeof value === 'string' && (SCHEME_EFFECTS as readonly string[]).includes(value);

export interface SchemeInput {
	/** The hunt's bids, as resolveHunt takes them (table order, the lead first). */
	bids: readonly Bid[];
	effect: SchemeEffect;
	/** Who takes the unicorn, for the `taker` effect: any player at the table. */
	taker?: string | null;
}

/** How a hunt ends once the Scheme is applied. */
export type SchemeOutcome = 'captured' | 'fled' | 'discarded' | 'invalid';

export interface SchemeResult {
	outcome: SchemeOutcome;
	/** Who won the hunt before the Scheme (the one who revealed it). */
	revealedBy: string | null;
	/** Who takes the unicorn in the end; null when it fled or was discarded. */
	taker: string | null;
	/** Totals removed by tie cancellation in the final resolution. */
	cancelled: number[];
	/** The Scheme's steps (and the new resolution's, for `size`), after the first resolution's. */
	steps: KtuStep[];
	errors: KtuStep[];
}

const invalid = (errors: KtuStep[], revealedBy: string | null = null): SchemeResult => ({
	outcome: 'invalid',
	revealedBy,
	taker: null,
	cancelled: [],
	steps: [],
	errors
});

/** The hunt's first resolution, then what the winner's Scheme changes (ktu.scheme-reveal). */
export function applyScheme(input: SchemeInput): SchemeResult {
	const first: HuntResult = resolveHunt({ bids: input.bids });
	if (first.errors.length > 0) return invalid(first.errors);
	const player = first.winner;
	// Only a winner reveals a Scheme: a fled unicorn leaves with its Schemes (docs/rules-readings.md#ktu-nobody-bids).
	if (first.outcome !== 'captured' || player === null) {
		return invalid([step('scheme.error.noWinner', 'ktu.scheme-reveal', {})]);
	}
	switch (input.effect) {
		case 'no-effect':
			return {
				outcome: 'captured',
				revealedBy: player,
				taker: player,
				cancelled: first.cancelled,
				steps: [step('scheme.noEffect', 'ktu.scheme-reveal', { player })],
				errors: []
			};
		case 'size': {
			// ktu.scheme.size: ties are cancelled again, then the lowest total wins.
			const again = resolveHunt({ bids: input.bids, lowestWins: true });
			return {
				outcome: again.outcome,
				revealedBy: player,
				taker: again.outcome === 'captured' ? again.winner : null,
				cancelled: again.cancelled,
				steps: [step('scheme.size', 'ktu.scheme.size', { player }), ...again.steps],
				errors: again.errors
			};
		}
		case 'taker': {
			const taker = input.taker;
			if (!isPlayerName(taker)) {
				return invalid(
					[step('scheme.error.takerRequired', 'ktu.scheme-reveal', { player, field: 'taker' })],
					player
				);
			}
			return {
				outcome: 'captured',
				revealedBy: player,
				taker,
				cancelled: [],
				steps: [step('scheme.taker', 'ktu.scheme-reveal', { player, taker })],
				errors: []
			};
		}
		case 'discarded':
			return {
				outcome: 'discarded',
				revealedBy: player,
				taker: null,
				cancelled: [],
				steps: [step('scheme.discarded', 'ktu.scheme-reveal', { player })],
				errors: []
			};
		default:
			return invalid(
				[
					step('scheme.error.unknownEffect', 'ktu.scheme-reveal', {
						field: 'effect',
						value: input.effect
					})
				],
				player
			);
	}
}

import { step } from './codes';
import type { Step } from './step';

/** uu.phase.end: the hand limit unless a card says otherwise. */
export const HAND_LIMIT = 7;

const isCount = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * uu.phase.end: cards to discard at the end of the turn to get down to the hand limit
 * (7 unless a card says otherwise). Throws RangeError for a negative or fractional count.
 */
export function discardsNeeded({
	handSize,
	handLimit = HAND_LIMIT
}: {
	handSize: number;
	handLimit?: number;
}): number {
	if (!isCount(handSize)) throw new RangeError(`discardsNeeded: bad hand size ${String(handSize)}`);
	if (!isCount(handLimit))
		throw new RangeError(`discardsNeeded: bad hand limit ${String(handLimit)}`);
	return Math.max(0, handSize - handLimit);
}

/** The validating form of discardsNeeded, for user-entered numbers: discards with their step. */
export function endOfTurnDiscards({
	handSize,
	handLimit = HAND_LIMIT
}: {
	handSize: unknown;
	handLimit?: unknown;
}): { discards: number | null; steps: Step[]; errors: Step[] } {
	const errors: Step[] = [];
	if (!isCount(handSize)) {
		errors.push(
			step('error.hand.size', 'uu.phase.end', { field: 'handSize', value: String(handSize) })
		);
	}
	if (!isCount(handLimit)) {
		errors.push(
			step('error.hand.limit', 'uu.phase.end', { field: 'handLimit', value: String(handLimit) })
		);
	}
	if (errors.length > 0) return { discards: null, steps: [], errors };
	const discards = discardsNeeded({ handSize: handSize as number, handLimit: handLimit as number });
	return {
		discards,
		steps: [
			discards > 0
				? step('hand.discard', 'uu.phase.end', { count: discards, limit: handLimit, handSize })
				: step('hand.withinLimit', 'uu.phase.end', { count: handSize, limit: handLimit })
		],
		errors
	};
}

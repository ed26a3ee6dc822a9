// The Knight's counts (ktu.characters): who may use the power, once per round, and how many Hunt
// cards a player can still play this round (a hand holds 8 and comes back only at ktu.round-end).
import { isWholeNumber } from '../shared/checks';
import { checkPowerUse, type PowerInput } from './characters';
import { step, type KtuStep } from './codes';
import { HAND_SIZE } from './bids';

export interface KnightInput extends PowerInput {
	/** The player's character, or null when the table did not record it. */
	character: string | null;
}

/**
 * May this player bid with the Knight's power now? Only the Knight (a character the table did not
 * record is taken on the table's word), and as any power: in a game with powers, once a round.
 */
export function checkKnightPower(input: KnightInput): { errors: KtuStep[] } {
	if (input.character !== null && input.character !== 'knight') {
		return {
			errors: [
				step('knight.error.notKnight', 'ktu.characters', { player: input.player, field: 'knight' })
			]
		};
	}
	return checkPowerUse(input);
}

export interface RoundCardsInput {
	/** Hunt cards the player already played this round. */
	played: number;
	/** Hunt cards in the new bid. */
	cards: number;
}

/**
 * A player's Hunt cards stay played until the round ends: over a round, nobody plays more than
 * the 8 a hand holds, hand entered or not.
 */
export function checkRoundCards(input: RoundCardsInput): { left: number; errors: KtuStep[] } {
	const { played, cards } = input;
	if (!isWholeNumber(played) || played < 0 || !isWholeNumber(cards) || cards < 0) {
		return {
			left: 0,
			errors: [step('hunt.error.cardsNotWhole', 'ktu.phase.hunt', { field: 'cards', value: cards })]
		};
	}
	const left = HAND_SIZE - played;
	if (cards > left) {
		return {
			left: Math.max(0, left),
			errors: [
				step('hunt.error.roundCardsExceeded', 'ktu.round-end', {
					field: 'cards',
					cards,
					played,
					left: Math.max(0, left),
					size: HAND_SIZE
				})
			]
		};
	}
	return { left: left - cards, errors: [] };
}

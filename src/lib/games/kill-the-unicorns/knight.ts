// The Knight's counts (ktu.characters): who may use the power, once per round, and how many Hunt
// cards a player can still play this round (a hand holds 8 and comes back only at ktu.round-end).
import { isWholeNumber } from '../shared/checks';
import { checkPowerUse, type PowerInput } from './characters';
import { step, type KtuStep } from './codes';
import { HAND_SIZE, LEAD_CARDS_MAX, LEAD_CARDS_MIN } from './bids';

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

/** A number of Hunt cards a player may play, and whether playing it takes the Knight's power. */
export interface CardCount {
	cards: number;
	knight: boolean;
}

export interface CardCountsInput {
	/** The lead's bid once it is in: its count, and whether it used the Knight's power. */
	lead: { cards: number; knight: boolean } | null;
	/** The player may use the Knight's power now (checkKnightPower found no error). */
	power: boolean;
	/** Hunt cards the player already played this round. */
	played: number;
}

const range = (from: number, to: number) =>
	Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The numbers of Hunt cards a player may play in this bid, fewest first, each saying whether it
 * takes the Knight's power (ktu.phase.hunt, ktu.characters): the lead plays 1 to 3, the others
 * the lead's count; with the power, the Knight leads with up to a whole hand, or follows with any
 * count from the lead's up to a whole hand. After a Knight's lead of more than 3, the others play
 * its count or one count from 1 to 3 (docs/rules-readings.md#ktu-knight-lead). Never more than
 * the cards still in hand this round: with none left, no count at all.
 */
export function cardCounts(input: CardCountsInput): CardCount[] {
	const { lead, power } = input;
	const left = checkRoundCards({ played: input.played, cards: 0 }).left;
	let plain: number[];
	let withPower: number[];
	if (lead === null) {
		plain = range(LEAD_CARDS_MIN, LEAD_CARDS_MAX);
		withPower = range(LEAD_CARDS_MAX + 1, HAND_SIZE);
	} else if (lead.knight && lead.cards > LEAD_CARDS_MAX) {
		plain = [...range(LEAD_CARDS_MIN, LEAD_CARDS_MAX), lead.cards];
		withPower = range(LEAD_CARDS_MIN, HAND_SIZE).filter((n) => !plain.includes(n));
	} else {
		plain = [lead.cards];
		withPower = range(lead.cards + 1, HAND_SIZE);
	}
	return [
		...plain.map((cards) => ({ cards, knight: false })),
		...(power ? withPower.map((cards) => ({ cards, knight: true })) : [])
	]
		.filter((c) => c.cards <= left)
		.sort((a, b) => a.cards - b.cards);
}

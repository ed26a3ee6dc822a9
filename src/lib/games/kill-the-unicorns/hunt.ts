import { cancelTies } from '../shared/ties';
import { isPlayerName, isWholeNumber, playerKey } from '../shared/checks';
import { step, type KtuStep } from './codes';

/** Hunt cards are worth 0 to 4 each (rules-decisions: components). */
export const HUNT_CARD_MAX = 4;
/** The lead chooses 1, 2 or 3 cards (ktu.phase.hunt). */
export const LEAD_CARDS_MIN = 1;
export const LEAD_CARDS_MAX = 3;
/** A hand holds 8 hunt cards: the most the Knight can ever play at once (ktu.characters). */
export const HAND_SIZE = 8;

export interface Bid {
	player: string;
	/** Sum of the hunt cards played. */
	total: number;
	/** How many hunt cards were played, when known. */
	cards?: number | null;
	/** The player uses the Knight's power (may play a different number of cards). */
	knight?: boolean;
}

export interface HuntInput {
	/** Table order, the lead first; players who passed are absent. */
	bids: readonly Bid[];
	/** "Size Does Not Matter": after tie cancellation the lowest total wins. */
	lowestWins?: boolean;
}

export type HuntOutcome = 'captured' | 'fled' | 'invalid';

export interface HuntResult {
	outcome: HuntOutcome;
	winner: string | null;
	/** Totals removed by tie cancellation, each once, highest first. */
	cancelled: number[];
	steps: KtuStep[];
	errors: KtuStep[];
}

type ValidBid = { player: string; total: number; cards: number | undefined; knight: boolean };

/** Decides who catches the unicorn (ktu.phase.resolve, ktu.ties, ktu.scheme.size). */
export function resolveHunt(input: HuntInput): HuntResult {
	const { bids, errors, steps } = validateBids(input.bids);
	if (errors.length > 0) {
		return { outcome: 'invalid', winner: null, cancelled: [], steps: [], errors };
	}

	// ktu.faq.everyone-passes: a player who passes can never catch it, so nobody can.
	if (bids.length === 0) {
		steps.push(step('hunt.nobodyBid', 'ktu.faq.everyone-passes', {}, true));
		return { outcome: 'fled', winner: null, cancelled: [], steps, errors };
	}

	const lowestWins = input.lowestWins === true;
	const only = bids.length === 1 ? bids[0] : undefined;
	if (only) {
		steps.push(step('hunt.onlyBidder', 'ktu.pass', { player: only.player, total: only.total }));
		return captured(only, steps);
	}

	const { survivors, groups, cancelled } = cancelTies(bids, (b) => b.total);
	for (const group of groups) {
		const players = group.members.map((b) => b.player);
		// ktu.faq.zero: a tie of zeros cancels like any other.
		steps.push(
			step('hunt.tieCancelled', group.total === 0 ? 'ktu.faq.zero' : 'ktu.ties', {
				total: group.total,
				players,
				count: players.length
			})
		);
	}

	let winner: ValidBid | undefined;
	for (const bid of survivors) {
		if (!winner || (lowestWins ? bid.total < winner.total : bid.total > winner.total)) winner = bid;
	}
	if (!winner) {
		steps.push(step('hunt.allCancelled', 'ktu.ties', { cancelled }));
		return { outcome: 'fled', winner: null, cancelled, steps, errors };
	}

	const params = { player: winner.player, total: winner.total };
	if (lowestWins) {
		steps.push(step('hunt.lowestWins', 'ktu.scheme.size', params));
	} else {
		const rule = cancelled.length > 0 ? 'ktu.ties' : 'ktu.phase.resolve';
		steps.push(step('hunt.highestWins', rule, params));
	}
	return { ...captured(winner, steps), cancelled };
}

function captured(winner: ValidBid, steps: KtuStep[]): HuntResult {
	if (winner.total === 0) {
		steps.push(step('hunt.zeroWins', 'ktu.faq.zero', { player: winner.player }));
	}
	return { outcome: 'captured', winner: winner.player, cancelled: [], steps, errors: [] };
}

/**
 * Checks every bid and the card counts against the lead's (ktu.phase.hunt). Knight steps are
 * returned here because they come from the same comparison.
 */
function validateBids(raw: unknown): { bids: ValidBid[]; errors: KtuStep[]; steps: KtuStep[] } {
	const errors: KtuStep[] = [];
	const steps: KtuStep[] = [];
	if (!Array.isArray(raw)) {
		errors.push(step('hunt.error.bidsNotList', 'ktu.phase.hunt', { field: 'bids', value: raw }));
		return { bids: [], errors, steps };
	}

	const bids: ValidBid[] = [];
	const seen = new Set<string>();
	(raw as unknown[]).forEach((entry, index) => {
		if (typeof entry !== 'object' || entry === null) {
			errors.push(
				step('hunt.error.bidNotObject', 'ktu.phase.hunt', {
					index,
					number: index + 1,
					field: 'bid',
					value: entry
				})
			);
			return;
		}
		const bid = entry as Record<string, unknown>;
		const player = bid.player;
		if (!isPlayerName(player)) {
			errors.push(
				step('hunt.error.playerMissing', 'ktu.phase.hunt', {
					index,
					number: index + 1,
					field: 'player',
					value: player
				})
			);
		} else if (seen.has(playerKey(player))) {
			errors.push(
				step('hunt.error.playerTwice', 'ktu.phase.hunt', {
					player,
					index,
					number: index + 1,
					field: 'player',
					value: player
				})
			);
		} else {
			seen.add(playerKey(player));
		}
		const name = typeof player === 'string' ? player : '';
		const at = { player: name, index, number: index + 1 };

		const total = bid.total;
		if (!isWholeNumber(total)) {
			errors.push(
				step('hunt.error.totalNotWhole', 'ktu.phase.resolve', {
					...at,
					field: 'total',
					value: total
				})
			);
		} else if (total < 0) {
			errors.push(
				step('hunt.error.totalNegative', 'ktu.phase.resolve', {
					...at,
					field: 'total',
					value: total
				})
			);
		}

		// `null` or absent: the number of cards was not entered.
		const cards = bid.cards ?? undefined;
		if (cards !== undefined && !isWholeNumber(cards)) {
			errors.push(
				step('hunt.error.cardsNotWhole', 'ktu.phase.hunt', { ...at, field: 'cards', value: cards })
			);
		}
		bids.push({
			player: name,
			total: typeof total === 'number' ? total : NaN,
			cards: isWholeNumber(cards) ? cards : undefined,
			knight: bid.knight === true
		});
	});

	checkCardCounts(bids, errors, steps);
	return { bids, errors, steps };
}

/**
 * Too many cards, said with the power that sets the limit: without the Knight's power a hunter
 * plays at most 3 (and only that power allows more); with it, at most a whole hand.
 */
function beyondLimit(
	cards: number,
	knight: boolean,
	at: Record<string, string | number | undefined>
): KtuStep | null {
	if (!knight && cards > LEAD_CARDS_MAX && cards <= HAND_SIZE) {
		return step('hunt.error.cardsNeedKnight', 'ktu.characters', {
			...at,
			max: LEAD_CARDS_MAX,
			hand: HAND_SIZE
		});
	}
	if (knight && cards > HAND_SIZE) {
		return step('hunt.error.knightHand', 'ktu.characters', { ...at, max: HAND_SIZE });
	}
	return null;
}

function checkCardCounts(bids: readonly ValidBid[], errors: KtuStep[], steps: KtuStep[]): void {
	const lead = bids[0];
	if (!lead) return;

	// The count everyone matches: the lead's, unless the lead plays more than 3 with the Knight's
	// power; then the first other player's count stands in for the number the lead announced.
	let reference: number | undefined;
	const leadInRange = (n: number) => n >= LEAD_CARDS_MIN && n <= LEAD_CARDS_MAX;
	if (lead.cards !== undefined) {
		if (leadInRange(lead.cards)) reference = lead.cards;
		else if (lead.knight && lead.cards > LEAD_CARDS_MAX && lead.cards <= HAND_SIZE) {
			steps.push(
				step('hunt.knightLeads', 'ktu.characters', { player: lead.player, cards: lead.cards }, true)
			);
			reference = bids.find((b, i) => i > 0 && !b.knight && b.cards !== undefined)?.cards;
		} else {
			const at = { player: lead.player, index: 0, field: 'cards', value: lead.cards };
			errors.push(
				beyondLimit(lead.cards, lead.knight, at) ??
					step('hunt.error.leadCards', 'ktu.phase.hunt', {
						...at,
						min: LEAD_CARDS_MIN,
						max: LEAD_CARDS_MAX
					})
			);
		}
	} else {
		reference = bids.find((b) => !b.knight && b.cards !== undefined)?.cards;
	}

	bids.forEach((bid, index) => {
		const at = { player: bid.player, index, number: index + 1, field: 'cards', value: bid.cards };
		if (index > 0 && bid.cards !== undefined) {
			const [min, max] = bid.knight ? [1, HAND_SIZE] : [LEAD_CARDS_MIN, LEAD_CARDS_MAX];
			if (bid.cards < min || bid.cards > max) {
				errors.push(
					beyondLimit(bid.cards, bid.knight, at) ??
						step('hunt.error.cardsOutOfRange', 'ktu.phase.hunt', { ...at, min, max })
				);
			} else if (reference !== undefined && bid.cards !== reference) {
				// rules-decisions: a different count is accepted only with the Knight's power.
				if (bid.knight) {
					steps.push(
						step(
							'hunt.knightCount',
							'ktu.characters',
							{ player: bid.player, cards: bid.cards, expected: reference },
							true
						)
					);
				} else {
					errors.push(
						step('hunt.error.cardsMismatch', 'ktu.phase.hunt', { ...at, expected: reference })
					);
				}
			}
		}
		// Hunt cards are worth 0–4: more than 4 per card (3 cards, or a full hand for the Knight,
		// when the count is unknown) cannot be a real total.
		if (Number.isInteger(bid.total) && bid.total >= 0) {
			const cards =
				bid.cards !== undefined && bid.cards > 0
					? bid.cards
					: bid.knight
						? HAND_SIZE
						: LEAD_CARDS_MAX;
			const max = HUNT_CARD_MAX * cards;
			if (bid.total > max) {
				errors.push(
					step('hunt.error.totalTooHigh', 'ktu.phase.hunt', {
						player: bid.player,
						index,
						number: index + 1,
						field: 'total',
						value: bid.total,
						max,
						cards
					})
				);
			}
		}
	});
}

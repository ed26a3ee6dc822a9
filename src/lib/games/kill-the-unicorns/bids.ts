// The bids of one hunt checked before it is resolved (ktu.phase.hunt, ktu.characters): each bid's
// shape, the card counts against the lead's, the Knight's power to play another number, and each
// total within what its cards can make.
// Long: one job, read whole: every count is checked against what the lead's bid asks (a count, or a
// Knight's lead), so the lead, the followers and the Knight's power cannot be read apart.
import { HUNT_CARD_BOUNDS } from '../shared/bounds';
import { isWholeNumber } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { checkPlayerList } from './players';

/** The lead chooses 1, 2 or 3 cards (ktu.phase.hunt). */
export const LEAD_CARDS_MIN = 1;
export const LEAD_CARDS_MAX = 3;
/** A hand holds 8 hunt cards: the most the Knight can ever play at once (ktu.characters). */
export const HAND_SIZE = 8;

/** A bid that passed its checks, as the resolution reads it. */
export type ValidBid = {
	player: string;
	total: number;
	cards: number | undefined;
	knight: boolean;
};

/**
 * Checks every bid and the card counts against the lead's (ktu.phase.hunt). Knight steps are
 * returned here because they come from the same comparison.
 */
export function validateBids(raw: unknown): {
	bids: ValidBid[];
	errors: KtuStep[];
	steps: KtuStep[];
} {
	const errors: KtuStep[] = [];
	const steps: KtuStep[] = [];
	const players = checkPlayerList(raw, {
		field: 'bids',
		nameField: 'player',
		rule: 'ktu.phase.hunt',
		allowEmpty: true
	});
	if (players.entries === null) return { bids: [], errors: players.errors, steps };

	const bids: ValidBid[] = [];
	players.entries.forEach((entry, index) => {
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
		errors.push(...(players.at[index] ?? []));
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

/**
 * What the lead's bid asks of the others (ktu.phase.hunt): one count for everyone (`count`,
 * unknown while nobody entered one), or a Knight's lead of more than 3 cards (`knight`, its count
 * unknown when not entered), after which the others share one count of their own.
 */
type Lead = { kind: 'count' | 'knight'; count: number | undefined };

/** The lead's own count checked, and what it asks of the others. */
function readLead(bids: readonly ValidBid[], errors: KtuStep[], steps: KtuStep[]): Lead {
	const lead = bids[0];
	const firstKnown = () => bids.find((b) => !b.knight && b.cards !== undefined)?.cards;
	if (!lead) return { kind: 'count', count: undefined };
	const cards = lead.cards;
	// The lead's count is unknown: every count entered must be the same one, unless the lead is the
	// Knight (who may have led with more than 3).
	if (cards === undefined) {
		return lead.knight
			? { kind: 'knight', count: undefined }
			: { kind: 'count', count: firstKnown() };
	}
	if (cards >= LEAD_CARDS_MIN && cards <= LEAD_CARDS_MAX) return { kind: 'count', count: cards };
	if (lead.knight && cards > LEAD_CARDS_MAX && cards <= HAND_SIZE) {
		// ktu.characters states the lead itself; docs/rules-readings.md#ktu-knight-lead: the
		// rulebooks do not say what the others play after it, so only that step is a reading.
		steps.push(
			step('hunt.knightLeads', 'ktu.characters', { player: lead.player, cards }),
			step(
				'hunt.knightFollowers',
				'ktu.characters',
				{ player: lead.player, cards, max: LEAD_CARDS_MAX },
				true
			)
		);
		return { kind: 'knight', count: cards };
	}
	const at = { player: lead.player, index: 0, number: 1, field: 'cards', value: cards };
	errors.push(
		beyondLimit(cards, lead.knight, at) ??
			step('hunt.error.leadCards', 'ktu.phase.hunt', {
				...at,
				min: LEAD_CARDS_MIN,
				max: LEAD_CARDS_MAX
			})
	);
	return { kind: 'count', count: undefined };
}

/**
 * A follower playing with the Knight's power (ktu.characters, docs/rules-readings.md#ktu-knight-lead): any number from
 * the count the others must play up to a whole hand. After a Knight's lead there is no one count
 * the others must play, so any number from 1 up to a hand.
 */
function checkKnightFollower(
	bid: ValidBid & { cards: number },
	lead: Lead,
	at: Record<string, string | number | undefined>,
	errors: KtuStep[],
	steps: KtuStep[]
): void {
	const required = lead.kind === 'count' ? lead.count : undefined;
	if (bid.cards > HAND_SIZE) {
		errors.push(step('hunt.error.knightHand', 'ktu.characters', { ...at, max: HAND_SIZE }));
	} else if (required !== undefined && bid.cards < required) {
		errors.push(
			step('hunt.error.knightTooFew', 'ktu.characters', {
				...at,
				expected: required,
				max: HAND_SIZE
			})
		);
	} else if (required === undefined && bid.cards < LEAD_CARDS_MIN) {
		errors.push(
			step('hunt.error.cardsOutOfRange', 'ktu.phase.hunt', {
				...at,
				min: LEAD_CARDS_MIN,
				max: HAND_SIZE
			})
		);
	} else if (required !== undefined && bid.cards > required) {
		// ktu.characters: the Knight may play more cards than the others, as the books state.
		steps.push(
			step('hunt.knightCount', 'ktu.characters', {
				player: bid.player,
				cards: bid.cards,
				expected: required
			})
		);
	}
}

/**
 * After a Knight's lead of more than 3 cards (docs/rules-readings.md#ktu-knight-lead), the others play either the
 * Knight's count or one count from 1 to 3, the same for all of them. No follower's count is the
 * reference for the others: when they differ, each of them is told.
 */
function checkAfterKnightLead(
	bids: readonly ValidBid[],
	leadCount: number | undefined,
	errors: KtuStep[]
): void {
	const shared: { bid: ValidBid; index: number; cards: number }[] = [];
	bids.forEach((bid, index) => {
		if (index === 0 || bid.knight || bid.cards === undefined) return;
		const at = { player: bid.player, index, number: index + 1, field: 'cards', value: bid.cards };
		const allowed =
			(bid.cards >= LEAD_CARDS_MIN && bid.cards <= LEAD_CARDS_MAX) ||
			(leadCount === undefined ? bid.cards <= HAND_SIZE : bid.cards === leadCount);
		if (!allowed) {
			errors.push(
				leadCount === undefined
					? step('hunt.error.cardsOutOfRange', 'ktu.phase.hunt', {
							...at,
							min: LEAD_CARDS_MIN,
							max: HAND_SIZE
						})
					: step(
							'hunt.error.knightLeadCount',
							'ktu.characters',
							{ ...at, cards: leadCount, max: LEAD_CARDS_MAX },
							true
						)
			);
			return;
		}
		shared.push({ bid, index, cards: bid.cards });
	});
	const counts = [...new Set(shared.map((s) => s.cards))].sort((a, b) => a - b);
	if (counts.length < 2) return;
	for (const { bid, index, cards } of shared) {
		// Named beside it: the first other hunter who plays another count (none is the reference).
		const other = shared.find((s) => s.cards !== cards);
		errors.push(
			step(
				'hunt.error.knightLeadShared',
				'ktu.characters',
				{
					player: bid.player,
					index,
					number: index + 1,
					field: 'cards',
					value: cards,
					otherPlayer: other?.bid.player,
					otherValue: other?.cards,
					counts,
					max: LEAD_CARDS_MAX
				},
				true
			)
		);
	}
}

function checkCardCounts(bids: readonly ValidBid[], errors: KtuStep[], steps: KtuStep[]): void {
	const lead = readLead(bids, errors, steps);
	if (lead.kind === 'knight') checkAfterKnightLead(bids, lead.count, errors);

	bids.forEach((bid, index) => {
		const at = { player: bid.player, index, number: index + 1, field: 'cards', value: bid.cards };
		const cards = bid.cards;
		if (index > 0 && cards !== undefined) {
			if (bid.knight) checkKnightFollower({ ...bid, cards }, lead, at, errors, steps);
			else if (lead.kind === 'count') {
				if (cards < LEAD_CARDS_MIN || cards > LEAD_CARDS_MAX) {
					errors.push(
						beyondLimit(cards, false, at) ??
							step('hunt.error.cardsOutOfRange', 'ktu.phase.hunt', {
								...at,
								min: LEAD_CARDS_MIN,
								max: LEAD_CARDS_MAX
							})
					);
				} else if (lead.count !== undefined && cards !== lead.count) {
					// docs/rules-readings.md#ktu-knight-lead: a different count is accepted only with the Knight's power.
					errors.push(
						step('hunt.error.cardsMismatch', 'ktu.phase.hunt', { ...at, expected: lead.count })
					);
				}
			}
		}
		// Hunt cards are worth 0–4: more than 4 per card cannot be a real total. When the count is
		// unknown, the most this bid could have played: 3, a whole hand for the Knight, or the
		// Knight's lead for those who follow it.
		if (Number.isInteger(bid.total) && bid.total >= 0) {
			const most = bid.knight
				? HAND_SIZE
				: index > 0 && lead.kind === 'knight'
					? Math.max(LEAD_CARDS_MAX, lead.count ?? HAND_SIZE)
					: LEAD_CARDS_MAX;
			const played = cards !== undefined && cards > 0 ? cards : most;
			const max = HUNT_CARD_BOUNDS.max * played;
			if (bid.total > max) {
				errors.push(
					step('hunt.error.totalTooHigh', 'ktu.phase.hunt', {
						player: bid.player,
						index,
						number: index + 1,
						field: 'total',
						value: bid.total,
						max,
						cards: played
					})
				);
			}
		}
	});
}

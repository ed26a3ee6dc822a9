// The hunt (ktu.phase.hunt, ktu.pass, ktu.phase.resolve, ktu.scheme-reveal): bids and passes,
// the resolution and the winner's Scheme. Quick entry, where the table says only who won, is
// quick-hunt.ts; how a hunt ends (the unicorn to its taker, the token, what next), hunt-end.ts.
import { seatKey } from '$lib/vocab';
import {
	HUNT_CARD_BOUNDS,
	checkKnightPower,
	checkRoundCards,
	firstPlayerAfterPass,
	resolveHunt,
	type HuntResult
} from '$lib/games/kill-the-unicorns';
import type { Refusal } from '$lib/tracker/log';
import { refusal } from '../codes';
import type { BidEvent, KtuEvent } from '../events';
import {
	knightPowerSpent,
	type Entry,
	type KtuState,
	type PowerUse,
	type TrackerStep
} from '../state';
import { isSeat, keyOf, replaceAt, seatKeys, seatOf, unknownPlayer, waitingFor } from './common';
import { bidsOf, finishHunt, finishWithScheme } from './hunt-end';
import { fromStep, no, ok, type Result } from './result';
import { isCardValue } from './setup';

type Of<T extends KtuEvent['type']> = Extract<KtuEvent, { type: T }>;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** No bid, pass or resolution while the winner's Scheme waits to be applied. */
export function schemeGate(state: KtuState): Result | null {
	return state.hunt.first === null
		? null
		: no(refusal('refusal.schemePending', 'ktu.scheme-reveal'));
}

/** The player's own entry: one bid or pass each a hunt. */
function entryGate(state: KtuState, player: number): Result | null {
	if (!isSeat(state, player)) return unknownPlayer(player);
	const entry = state.hunt.entries[player];
	const key = seatKey(player);
	if (entry?.kind === 'pass')
		return no(refusal('refusal.alreadyPassed', 'ktu.pass', { player: key }));
	if (entry?.kind === 'bid') {
		return no(refusal('refusal.alreadyBid', 'ktu.phase.hunt', { player: key }));
	}
	return null;
}

/**
 * Live entry only (the reducer's `guide`, never a replay): the lead opens the hunt before anyone
 * else (ktu.pass), so the table is asked for the bids in the order it plays them. A hunt already
 * recorded keeps its entries in whatever order they were entered: who leads is read from the
 * seats (`tableOrder`), so the order of entry never changes its outcome.
 */
export function leadGuide(state: KtuState, event: KtuEvent): Refusal | null {
	if (state.phase !== 'hunt' || (event.type !== 'bid' && event.type !== 'pass')) return null;
	const lead = state.firstPlayer;
	if (state.hunt.lead === null && event.player !== lead && state.hunt.entries[lead] === null) {
		return refusal('refusal.leadFirst', 'ktu.phase.hunt', { player: keyOf(lead) });
	}
	return null;
}

/**
 * Who leads and who holds the token, read from the seats' entries, not from the order they were
 * entered (ktu.pass): from the first player at the hunt's start, each one who passed before anyone
 * bid handed the token to the left; the first one round the table who bid leads. Entered in table
 * order this is what the table did step by step; replayed after an earlier correction moved the
 * token, a hunt's bids stay its own and settle as the table settled them.
 */
function tableOrder(
	state: KtuState,
	entries: readonly (Entry | null)[]
): { lead: number | null; firstPlayer: number; tokenSteps: TrackerStep[] } | { refused: Result } {
	const n = state.players.length;
	const tokenSteps: TrackerStep[] = [];
	let seat = state.hunt.start;
	for (let k = 0; k < n; k++) {
		const entry = entries[seat];
		if (entry?.kind === 'bid') return { lead: seat, firstPlayer: seat, tokenSteps };
		if (entry?.kind !== 'pass') break;
		const moved = firstPlayerAfterPass({ players: seatKeys(state), firstPlayer: seatKey(seat) });
		if (moved.errors[0]) return { refused: fromStep(moved.errors[0]) };
		tokenSteps.push(...moved.steps);
		seat = seatOf(state, moved.firstPlayer) ?? 0;
	}
	return { lead: null, firstPlayer: seat, tokenSteps };
}

/** The hand once the cards are played, or null when a card is not in it. */
function withoutCards(hand: readonly number[], played: readonly number[]): number[] | null {
	const left = [...hand];
	for (const value of played) {
		const at = left.indexOf(value);
		if (at < 0) return null;
		left.splice(at, 1);
	}
	return left;
}

export function placeBid(state: KtuState, event: BidEvent): Result {
	const gate = schemeGate(state) ?? entryGate(state, event.player);
	if (gate) return gate;
	const seat = event.player;
	const player = seatKey(seat);
	const knight = event.knight === true;
	if (knight) {
		const power = checkKnightPower({
			player,
			powers: state.powers,
			character: state.players[seat]?.character ?? null,
			usedThisRound: knightPowerSpent(state, seat)
		});
		if (power.errors[0]) return fromStep(power.errors[0]);
	}
	const values = event.values ?? null;
	if (values !== null) {
		if (
			values.length !== event.cards ||
			sum(values) !== event.total ||
			!values.every(isCardValue)
		) {
			return no(
				refusal('refusal.bidValues', 'ktu.phase.hunt', { player, max: HUNT_CARD_BOUNDS.max })
			);
		}
	}
	// A hand stays known only while every bid names its cards.
	let hand = state.handLeft[seat] ?? null;
	if (hand !== null) {
		if (values === null) hand = null;
		else {
			hand = withoutCards(hand, values);
			if (hand === null) return no(refusal('refusal.cardNotInHand', 'ktu.phase.hunt', { player }));
		}
	}
	const entry: Entry = { kind: 'bid', total: event.total, cards: event.cards, values, knight };
	const entries = replaceAt(state.hunt.entries, seat, entry);
	const order = tableOrder(state, entries);
	if ('refused' in order) return order.refused;
	// The engine checks the bid against the others: card count, totals (ktu.phase.hunt), in table
	// order from the lead (from the token while the lead is still to enter). Bids already in were
	// accepted, so an error is this bid's; when the engine tells several players (counts that
	// disagree after a Knight's lead), the refusal names this one.
	const check = resolveHunt({ bids: bidsOf(state, entries, order.lead ?? order.firstPlayer) });
	const refused = check.errors.find((e) => e.params?.player === player) ?? check.errors[0];
	if (refused) return fromStep(refused);
	// Hand entered or not, nobody plays more than a hand's 8 cards in a round.
	const played = state.cardsPlayed[seat] ?? 0;
	const cards = checkRoundCards({ played, cards: event.cards });
	const [tooMany] = cards.errors;
	if (tooMany) return fromStep({ ...tooMany, params: { ...tooMany.params, player } });
	const { lead, firstPlayer, tokenSteps } = order;
	return ok({
		...state,
		firstPlayer,
		hunt: { ...state.hunt, entries, lead, tokenSteps },
		handLeft: replaceAt(state.handLeft, seat, hand),
		cardsPlayed: replaceAt(state.cardsPlayed, seat, played + event.cards),
		powerUsed: knight ? replaceAt<PowerUse>(state.powerUsed, seat, 'bid') : state.powerUsed
	});
}

export function pass(state: KtuState, event: Of<'pass'>): Result {
	const seat = event.player;
	const gate = schemeGate(state) ?? entryGate(state, seat);
	if (gate) return gate;
	const entries = replaceAt(state.hunt.entries, seat, { kind: 'pass' });
	// ktu.pass: a first player who passes before anyone bid hands the token to the left at once.
	const order = tableOrder(state, entries);
	if ('refused' in order) return order.refused;
	const { lead, firstPlayer, tokenSteps } = order;
	return ok({ ...state, firstPlayer, hunt: { ...state.hunt, entries, lead, tokenSteps } });
}

/** The bids in, from the lead round the table. */
const bidsIn = (state: KtuState) =>
	bidsOf(state, state.hunt.entries, state.hunt.lead ?? state.firstPlayer);

/** The hunt as the engine resolves it from the bids in, before any Scheme (ktu.phase.resolve). */
const firstResult = (state: KtuState): HuntResult => resolveHunt({ bids: bidsIn(state) });

/**
 * Settling the hunt now reveals a Scheme (ktu.scheme-reveal): the bids make a winner, and the
 * unicorn carries Schemes. Only then can the table say what the Scheme does with the bids.
 */
export function revealsScheme(state: KtuState): boolean {
	const slot = state.slots[state.slot];
	return (
		state.phase === 'hunt' &&
		state.hunt.first === null &&
		(slot?.schemes.length ?? 0) > 0 &&
		firstResult(state).outcome === 'captured'
	);
}

export function resolve(state: KtuState, event: Of<'resolve'>): Result {
	const gate = schemeGate(state);
	if (gate) return gate;
	const waiting = waitingFor(state, (seat) => state.hunt.entries[seat] == null);
	if (waiting) return no(refusal('refusal.huntIncomplete', 'ktu.phase.resolve', waiting));
	const slot = state.slots[state.slot];
	if (!slot?.unicorn) {
		return no(refusal('refusal.unicornMissing', 'ktu.round', { number: state.slot + 1 }));
	}
	const first = firstResult(state);
	if (first.errors[0]) return fromStep(first.errors[0]);
	const { effect, taker } = event;
	if (taker !== undefined && !isSeat(state, taker)) return unknownPlayer(taker);
	const revealed = first.outcome === 'captured' && slot.schemes.length > 0;
	// Only a winner reveals a Scheme (docs/rules-readings.md#ktu-nobody-bids).
	if (effect !== undefined && !revealed) {
		return no(refusal('refusal.noSchemeToReveal', 'ktu.scheme-reveal'));
	}
	// ktu.scheme-reveal: the winner reveals a Scheme first, if the unicorn has any. Said with the
	// bids, it is applied now; otherwise (or while the new taker is not named) it waits.
	if (revealed) {
		if (effect === undefined || (effect === 'taker' && taker === undefined)) {
			return ok({ ...state, hunt: { ...state.hunt, first } });
		}
		return finishWithScheme(state, first, bidsIn(state), effect, taker);
	}
	return finishHunt(state, first, {
		outcome: first.outcome === 'captured' ? 'captured' : 'fled',
		taker: seatOf(state, first.winner),
		scheme: null,
		steps: []
	});
}

/** The winner's revealed Scheme, as the engine rules it (ktu.scheme-reveal). */
export function applyScheme(state: KtuState, event: Of<'scheme-applied'>): Result {
	const first = state.hunt.first;
	if (!first) return no(refusal('refusal.noSchemePending', 'ktu.scheme-reveal'));
	const { effect, taker } = event;
	if (taker !== undefined && !isSeat(state, taker)) return unknownPlayer(taker);
	return finishWithScheme(state, first, bidsIn(state), effect, taker);
}

// The Black Market (ktu.phase.market) and the end of a round (ktu.round-end).
import { seatKey } from '$lib/vocab';
import {
	ROUNDS,
	applyPurchase,
	canPurchase,
	marketOrder,
	scoreHoldings,
	type Token
} from '$lib/games/kill-the-unicorns';
import { refusal } from '../codes';
import type { KtuEvent, PurchaseEvent } from '../events';
import type { KtuState, MarketDecision, OwnedUnicorn, PowerUse } from '../state';
import {
	checkRainbows,
	emptySlots,
	freshHunt,
	isSeat,
	keyOf,
	seatKeys,
	seatOf,
	replaceAt,
	unknownPlayer
} from './common';
import { fromStep, no, ok, type Result } from './result';

/** The next player to shop, from the first player clockwise; null once all have decided. */
export function nextBuyer(state: KtuState): number | null {
	const { order } = marketOrder({
		players: seatKeys(state),
		firstPlayer: seatKey(state.firstPlayer)
	});
	for (const key of order) {
		const seat = seatOf(state, key);
		if (seat !== null && state.decisions[seat] === null) return seat;
	}
	return null;
}

/**
 * ktu.phase.market: one decision per player. The table shops in turn from the first player, but
 * enters the choices in any order (docs/rules-readings.md#ktu-market-entry-order): a later buyer
 * is entered without tapping a pass for everyone before them, and the stock, checked against what
 * is already entered, is what the order protects.
 */
function turnGate(state: KtuState, seat: number, decision: MarketDecision): Result | null {
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	if (decision === 'passed') {
		return no(refusal('refusal.marketDone', 'ktu.phase.market', { player: seatKey(seat) }));
	}
	return null;
}

export function purchase(state: KtuState, event: PurchaseEvent): Result {
	const seat = event.player;
	const decision = state.decisions[seat] ?? null;
	const gate = turnGate(state, seat, decision);
	if (gate) return gate;
	const { item, color } = event;
	const hand = state.handLeft[seat] ?? null;
	const check = canPurchase({
		item,
		...(color === undefined ? {} : { color }),
		stock: state.stock,
		alreadyBoughtThisRound: decision === 'bought',
		...(hand === null ? {} : { handValues: hand })
	});
	if (check.errors[0]) return fromStep(check.errors[0]);
	const player = seatKey(seat);
	if (check.needsConfirmation && event.confirmed !== true) {
		return no(
			refusal('refusal.confirmPayment', 'ktu.phase.market', { player, cost: check.cost, item })
		);
	}
	const owned = state.collections[seat] ?? [];
	if (owned.length === 0) return no(refusal('refusal.noUnicorn', 'ktu.phase.market', { player }));
	const target = owned[event.unicorn];
	if (!target) {
		return no(
			refusal('refusal.unknownUnicorn', 'ktu.phase.market', { player, number: event.unicorn + 1 })
		);
	}
	let collection: OwnedUnicorn[];
	let { pate } = state;
	if (item === 'butcher') {
		// ktu.market.butcher: the unicorn goes, with its tokens; a Paté worth 1–3 comes.
		if (event.pate === undefined) {
			return no(refusal('refusal.pateRequired', 'ktu.market.butcher', { player }));
		}
		const value = scoreHoldings({ unicorns: [], pate: [event.pate] });
		if (value.errors[0]) return fromStep(value.errors[0]);
		collection = owned.filter((_, i) => i !== event.unicorn);
		pate = replaceAt(pate, seat, [...(pate[seat] ?? []), event.pate]);
	} else {
		const token: Token =
			item === 'fake-horn' ? 'fake-horn' : { kind: item, color: color ?? 'pink' };
		collection = replaceAt(owned, event.unicorn, { ...target, tokens: [...target.tokens, token] });
	}
	const bought = applyPurchase({ stock: state.stock, item, ...(color ? { color } : {}) });
	if (bought.errors[0]) return fromStep(bought.errors[0]);
	const next: KtuState = {
		...state,
		stock: bought.stock,
		collections: replaceAt(state.collections, seat, collection),
		pate,
		decisions: replaceAt<MarketDecision>(state.decisions, seat, 'bought'),
		purchases: [
			...state.purchases,
			{
				round: state.round,
				player: seat,
				item,
				color: item === 'cotton-candy' || item === 'fairy-dust' ? (color ?? null) : null,
				unicorn: { color: target.color, stars: target.stars },
				pate: item === 'butcher' ? (event.pate ?? null) : null,
				cost: check.cost ?? 0,
				confirmed: check.needsConfirmation
			}
		]
	};
	return ok(checkRainbows(next, seat));
}

export function marketPass(
	state: KtuState,
	event: Extract<KtuEvent, { type: 'market-pass' }>
): Result {
	const seat = event.player;
	const decision = state.decisions[seat] ?? null;
	if (decision === 'bought') {
		return no(refusal('refusal.marketDone', 'ktu.phase.market', { player: keyOf(seat) }));
	}
	const gate = turnGate(state, seat, decision);
	if (gate) return gate;
	return ok({ ...state, decisions: replaceAt<MarketDecision>(state.decisions, seat, 'passed') });
}

/** ktu.round-end: hunt cards back in hand, 4 new unicorns, the token stays where it is. */
export function endRound(state: KtuState): Result {
	const reset = {
		handLeft: state.players.map((p) => p.hand),
		cardsPlayed: state.players.map(() => 0),
		powerUsed: state.players.map((): PowerUse => false),
		decisions: state.players.map((): MarketDecision => null)
	};
	if (state.round >= ROUNDS) return ok({ ...state, ...reset, phase: 'over', end: 'rounds' });
	return ok({
		...state,
		...reset,
		round: state.round + 1,
		phase: 'trap',
		slot: 0,
		slots: emptySlots(),
		hunt: freshHunt(state.firstPlayer, state.players.length)
	});
}

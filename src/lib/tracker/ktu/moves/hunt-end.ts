// The end of a hunt (ktu.phase.resolve, ktu.scheme-reveal, ktu.first-player-change): the Scheme
// ruled, the unicorn to its taker or away, the token moved, and the next hunt or the market. Both
// ways of entering a hunt end here: the bids (hunt.ts) and quick entry (quick-hunt.ts).
import { caughtRef } from '../refs';
import { seatKey } from '$lib/vocab';
import {
	UNICORNS_PER_ROUND,
	applyScheme as applySchemeRule,
	firstPlayerAfterHunt,
	type Bid,
	type HuntResult,
	type SchemeEffect
} from '$lib/games/kill-the-unicorns';
import { refusal } from '../codes';
import type {
	Entry,
	HuntRecord,
	KtuState,
	OwnedUnicorn,
	RecordOutcome,
	TrackerStep
} from '../state';
import { checkRainbows, freshHunt, keyOf, replaceAt, seatOf } from './common';
import { fromStep, no, ok, type Result } from './result';

/** The bids in table order from the lead, as the engine takes them; passes are left out. */
export function bidsOf(state: KtuState, entries: readonly (Entry | null)[], lead: number): Bid[] {
	const n = state.players.length;
	const bids: Bid[] = [];
	for (let k = 0; k < n; k++) {
		const seat = (lead + k) % n;
		const entry = entries[seat];
		if (entry?.kind !== 'bid') continue;
		bids.push({
			player: seatKey(seat),
			total: entry.total,
			cards: entry.cards,
			...(entry.knight ? { knight: true } : {})
		});
	}
	return bids;
}

/**
 * The hunt finished as the engine rules the winner's Scheme on these bids (ktu.scheme-reveal): who
 * takes the unicorn, or that it fled. `quick`: entered without the bids (quick-hunt.ts).
 */
export function finishWithScheme(
	state: KtuState,
	first: HuntResult,
	bids: Bid[],
	effect: SchemeEffect,
	taker: number | undefined,
	quick?: true
): Result {
	const ruled = applySchemeRule({ bids, effect, taker: taker === undefined ? null : keyOf(taker) });
	if (ruled.errors[0]) return fromStep(ruled.errors[0]);
	return finishHunt(state, first, {
		outcome: ruled.outcome === 'invalid' ? 'fled' : ruled.outcome,
		taker: seatOf(state, ruled.taker),
		scheme: effect,
		steps: ruled.steps,
		quick
	});
}

/** The unicorn goes to its taker (or away), the token moves, and the next hunt or the market opens. */
export function finishHunt(
	state: KtuState,
	first: HuntResult,
	end: {
		outcome: RecordOutcome;
		taker: number | null;
		scheme: SchemeEffect | null;
		steps: TrackerStep[];
		quick?: boolean;
	}
): Result {
	const slot = state.slots[state.slot];
	const unicorn = slot?.unicorn;
	if (!slot || !unicorn) return no(refusal('refusal.unicornMissing', 'ktu.round'));
	const captured = end.outcome === 'captured' && end.taker !== null;
	// ktu.first-player-change: the taker becomes first player; nobody took it, the token stays.
	const token = firstPlayerAfterHunt({
		firstPlayer: seatKey(state.firstPlayer),
		winner: captured ? keyOf(end.taker) : null,
		outcome: captured ? 'captured' : 'fled'
	});
	if (token.errors[0]) return fromStep(token.errors[0]);
	const after = seatOf(state, token.firstPlayer) ?? 0;
	const lead = state.hunt.lead ?? state.firstPlayer;
	const record: HuntRecord = {
		round: state.round,
		slot: state.slot,
		unicorn,
		schemes: slot.schemes.length,
		bids: bidsOf(state, state.hunt.entries, lead).map((b) => ({
			player: seatOf(state, b.player) ?? -1,
			total: b.total,
			cards: b.cards ?? 0,
			knight: b.knight === true
		})),
		passed: state.players.flatMap((_, seat) =>
			state.hunt.entries[seat]?.kind === 'pass' ? [seat] : []
		),
		winner: seatOf(state, first.winner),
		cancelled: first.cancelled,
		scheme: end.scheme,
		outcome: end.outcome,
		taker: captured ? end.taker : null,
		firstPlayer: { before: state.hunt.start, after },
		steps: [...state.hunt.tokenSteps, ...first.steps, ...end.steps, ...token.steps],
		...(end.quick ? { quick: true } : {})
	};
	let collections = state.collections;
	if (captured && end.taker !== null) {
		const caught: OwnedUnicorn = {
			...unicorn,
			tokens: [],
			siamese: false,
			ref: caughtRef(state.round, state.slot),
			origin: { round: state.round, slot: state.slot }
		};
		collections = replaceAt(collections, end.taker, [...(collections[end.taker] ?? []), caught]);
	}
	const last = state.slot >= UNICORNS_PER_ROUND - 1;
	const next: KtuState = {
		...state,
		slots: replaceAt(state.slots, state.slot, { ...slot, hunted: true }),
		collections,
		firstPlayer: after,
		hunts: [...state.hunts, record],
		slot: last ? state.slot : state.slot + 1,
		phase: last ? 'market' : 'hunt',
		hunt: freshHunt(after, state.players.length)
	};
	return ok(captured && end.taker !== null ? checkRainbows(next, end.taker) : next);
}

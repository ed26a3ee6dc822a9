// Quick entry of a hunt (ktu.phase.resolve, ktu.scheme-reveal): who won it or that the
// unicorn fled, and what the winner's Scheme did, checked by the rules as the bids would be.
import { seatKey } from '$lib/vocab';
import { checkRoundCards, type HuntResult } from '$lib/games/kill-the-unicorns';
import { refusal } from '../codes';
import type { KtuEvent } from '../events';
import type { KtuState } from '../state';
import { isSeat, replaceAt, unknownPlayer } from './common';
import { schemeGate } from './hunt';
import { finishHunt, finishWithScheme } from './hunt-end';
import { fromStep, no, type Result } from './result';

type Of<T extends KtuEvent['type']> = Extract<KtuEvent, { type: T }>;

/**
 * Quick entry: the table says who won the hunt, or that the unicorn fled, and what the
 * winner's Scheme did; the bids stay in the players' hands. The rules still hold: a player who
 * passed, or who has no Hunt card left to play this round, cannot have won it. docs/rules-readings.md#ktu-quick-entry:
 * the winner is counted as having played one card (the fewest a bid takes); the others' cards are
 * not known, so only the table's own counts limit them.
 */
export function caught(state: KtuState, event: Of<'caught'>): Result {
	const gate = schemeGate(state);
	if (gate) return gate;
	if (state.hunt.entries.some((e) => e?.kind === 'bid')) {
		return no(refusal('refusal.bidsEntered', 'ktu.phase.resolve'));
	}
	const slot = state.slots[state.slot];
	if (!slot?.unicorn) {
		return no(refusal('refusal.unicornMissing', 'ktu.round', { number: state.slot + 1 }));
	}
	const seat = event.player;
	if (seat === null) {
		if (event.effect !== undefined) {
			return no(refusal('refusal.noSchemeToReveal', 'ktu.scheme-reveal'));
		}
		const fled: HuntResult = {
			outcome: 'fled',
			winner: null,
			cancelled: [],
			steps: [],
			errors: []
		};
		return finishHunt(state, fled, {
			outcome: 'fled',
			taker: null,
			scheme: null,
			steps: [],
			quick: true
		});
	}
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	// Why it fled is said of a unicorn nobody caught, never of one caught.
	if (event.why !== undefined) return no(refusal('refusal.malformed', 'ktu.phase.resolve'));
	const player = seatKey(seat);
	if (state.hunt.entries[seat]?.kind === 'pass') {
		return no(refusal('refusal.alreadyPassed', 'ktu.pass', { player }));
	}
	// ktu.phase.hunt: a winner played at least one Hunt card, from a hand of 8 a round.
	const played = state.cardsPlayed[seat] ?? 0;
	const cards = checkRoundCards({ played, cards: 1 });
	const [tooMany] = cards.errors;
	if (tooMany) return fromStep({ ...tooMany, params: { ...tooMany.params, player } });
	const hand = state.handLeft[seat] ?? null;
	if (hand !== null && hand.length === 0) {
		return no(refusal('refusal.cardNotInHand', 'ktu.phase.hunt', { player }));
	}
	const effect = event.effect ?? (slot.schemes.length > 0 ? 'no-effect' : null);
	if (effect !== null && slot.schemes.length === 0) {
		return no(refusal('refusal.noSchemeToReveal', 'ktu.scheme-reveal'));
	}
	const { taker } = event;
	if (taker !== undefined && !isSeat(state, taker)) return unknownPlayer(taker);
	const counted: KtuState = {
		...state,
		// Its values unknown, the winner's hand is no longer known card by card.
		handLeft: replaceAt(state.handLeft, seat, null),
		cardsPlayed: replaceAt(state.cardsPlayed, seat, played + 1)
	};
	const first: HuntResult = {
		outcome: 'captured',
		winner: player,
		cancelled: [],
		steps: [],
		errors: []
	};
	if (effect === null) {
		return finishHunt(counted, first, {
			outcome: 'captured',
			taker: seat,
			scheme: null,
			steps: [],
			quick: true
		});
	}
	if (effect === 'size') {
		// ktu.scheme.size: ties cancel again and the lowest remaining total takes it. The revealer's
		// own total was untied, so somebody always does; without the bids the table says who.
		if (taker === undefined) {
			return no(refusal('refusal.sizeTakerMissing', 'ktu.scheme.size', { player }));
		}
		return finishHunt(counted, first, {
			outcome: 'captured',
			taker,
			scheme: effect,
			steps: [],
			quick: true
		});
	}
	if (effect === 'taker' && taker === undefined) {
		return no(refusal('refusal.takerMissing', 'ktu.scheme-reveal', { player }));
	}
	// The engine rules the other effects from the winner alone.
	return finishWithScheme(counted, first, [{ player, total: 0, cards: 1 }], effect, taker, true);
}

// The row and It's a trap! (ktu.round, ktu.phase.trap): unicorns turned face up, Schemes placed,
// then the hunts begin.
import { MAX_SCHEMES_PER_UNICORN, scoreHoldings } from '$lib/games/kill-the-unicorns';
import { refusal } from '../codes';
import type { KtuEvent } from '../events';
import type { KtuState } from '../state';
import { freshHunt, isSeat, keyOf, replaceAt, unknownPlayer, waitingFor } from './common';
import { fromStep, no, ok, type Result } from './result';

type Of<T extends KtuEvent['type']> = Extract<KtuEvent, { type: T }>;

/** A unicorn of the row turned face up; in the hunt phase, a later one may still be entered. */
export function revealUnicorn(state: KtuState, event: Of<'unicorn'>): Result {
	const { slot } = event;
	const current = state.slots[slot];
	if (!current) return no(refusal('refusal.unknownSlot', 'ktu.round', { number: slot + 1 }));
	if (current.hunted) {
		return no(refusal('refusal.slotHunted', 'ktu.round', { number: slot + 1 }));
	}
	if (state.phase === 'hunt' && slot === state.slot && state.hunt.first !== null) {
		return no(refusal('refusal.schemePending', 'ktu.scheme-reveal'));
	}
	const unicorn = { color: event.color, stars: event.stars };
	// Stars are whole numbers, 0 and negative included: the engine's own check.
	const checked = scoreHoldings({ unicorns: [unicorn] });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	return ok({ ...state, slots: replaceAt(state.slots, slot, { ...current, unicorn }) });
}

export function placeScheme(state: KtuState, event: Of<'scheme'>): Result {
	const { player, slot } = event;
	if (!isSeat(state, player)) return unknownPlayer(player);
	const target = state.slots[slot];
	if (!target) return no(refusal('refusal.unknownSlot', 'ktu.round', { number: slot + 1 }));
	const placed = state.slots.findIndex((s) => s.schemes.includes(player));
	if (placed >= 0) {
		return no(
			refusal('refusal.schemeAlreadyPlaced', 'ktu.phase.trap', {
				player: keyOf(player),
				number: placed + 1
			})
		);
	}
	if (target.schemes.length >= MAX_SCHEMES_PER_UNICORN) {
		return no(
			refusal('refusal.schemeFull', 'ktu.phase.trap', {
				number: slot + 1,
				max: MAX_SCHEMES_PER_UNICORN
			})
		);
	}
	const schemes = [...target.schemes, player];
	return ok({ ...state, slots: replaceAt(state.slots, slot, { ...target, schemes }) });
}

export function startHunts(state: KtuState): Result {
	if (state.variant !== 'initiation') {
		// ktu.phase.trap: the phase is over when every player has placed one Scheme.
		const waiting = waitingFor(state, (seat) => !state.slots.some((s) => s.schemes.includes(seat)));
		if (waiting) return no(refusal('refusal.schemesMissing', 'ktu.phase.trap', waiting));
	}
	return ok({
		...state,
		phase: 'hunt',
		slot: 0,
		hunt: freshHunt(state.firstPlayer, state.players.length)
	});
}

// The turn (uu.turn, uu.phase.*): phases forward, the one action, the turn passing clockwise, and
// the draw pile running out (uu.end).
import { seatKey, seatOfKey } from '$lib/vocab';
import {
	TURN_PHASES,
	advanceTurn,
	checkAction,
	decideDeckOutWinner,
	type Action,
	type TurnPhase
} from '$lib/games/unstable-unicorns';
import { refusal } from '../codes';
import type { UuEvent } from '../events';
import type { UuState } from '../state';
import { fromStep, no, ok, type UuMoved } from './common';

type Of<T extends UuEvent['type']> = Extract<UuEvent, { type: T }>;

function advance(state: UuState): UuMoved {
	const next = advanceTurn({ state: state.turn, players: state.players.length });
	if (next.errors[0]) return fromStep(next.errors[0]);
	const newTurn = next.state.turn !== state.turn.turn;
	return ok({
		...state,
		turn: next.state,
		action: newTurn ? null : state.action,
		lastPlay: newTurn ? null : state.lastPlay,
		turnPlay: newTurn ? null : state.turnPlay
	});
}

/**
 * uu.turn: forward to a later phase of this turn (the phases between were played at the table),
 * or, with no phase, to the next player's turn. Never backwards: undo is for that.
 */
export function advanceTo(state: UuState, target: TurnPhase | 'next-turn'): UuMoved {
	if (
		target !== 'next-turn' &&
		TURN_PHASES.indexOf(target) <= TURN_PHASES.indexOf(state.turn.phase)
	)
		return no(refusal('refusal.phaseBehind', 'uu.turn', { phase: target }));
	let current = state;
	for (let i = 0; i < TURN_PHASES.length; i++) {
		const result = advance(current);
		if (!result.ok) return result;
		current = result.state;
		if (
			target === 'next-turn' ? current.turn.turn !== state.turn.turn : current.turn.phase === target
		)
			return result;
	}
	return no(refusal('refusal.malformed', 'uu.turn'));
}

/** Before the Action phase, what the player does as their action brings the turn to it. */
export function toAction(state: UuState): UuMoved {
	return TURN_PHASES.indexOf(state.turn.phase) < TURN_PHASES.indexOf('action')
		? advanceTo(state, 'action')
		: ok(state);
}

export function phase(state: UuState, event: Of<'phase'>): UuMoved {
	if (event.to !== undefined) return advanceTo(state, event.to);
	// uu.phase.end: leaving the end phase is the turn passing on, a separate step.
	return state.turn.phase === 'end'
		? no(refusal('refusal.endPhase', 'uu.phase.end'))
		: advance(state);
}

/** One tap passes the turn: the phases left were played at the table (docs/rules-readings.md#uu-played-phase). */
export const endTurn = (state: UuState): UuMoved => advanceTo(state, 'next-turn');

export function takeAction(state: UuState, event: Of<'action'>): UuMoved {
	const at = toAction(state);
	if (!at.ok) return at;
	const check = checkAction({
		phase: at.state.turn.phase,
		action: event.action,
		actionsTaken: at.state.action === null ? 0 : 1
	});
	if (check.errors[0]) return fromStep(check.errors[0]);
	// The engine refuses any name that is not one of its actions (error.action.unknown).
	return ok({ ...at.state, action: event.action as Action });
}

export function deckOut(state: UuState): UuMoved {
	const result = decideDeckOutWinner({
		stables: state.players.map((_, seat) => ({
			player: seatKey(seat),
			unicorns: state.stables[seat] ?? []
		}))
	});
	if (result.errors[0]) return fromStep(result.errors[0]);
	return ok({
		...state,
		status: 'deck-out',
		winner: seatOfKey(result.winner),
		deckOut: result
	});
}

// A past turn set right whole: an event the table missed goes into the turn it happened in, as
// that turn's player's doing, and the game replays from there (log.ts keeps later turns and lists
// what no longer fits). Kill the Unicorns' log inserts a missed entry the same way.
import type { Correction, ReplayStep } from '$lib/tracker/log';
import { DRAW_ACTION, type UuEvent } from './events';
import { uuReducer } from './reducer';
import type { UuState } from './state';

/** Where an event added to a past turn goes, and the table as it stood there. */
export interface TurnEnd {
	/** The place in the corrected log: just before the turn passed on. */
	at: number;
	/** The table at that place: whose turn it was, each Stable as it stood. */
	before: UuState;
}

/**
 * The end of `turn`, once it has passed on: the last moment of that turn, where an event it missed
 * belongs. Null for the turn still being played (its events are entered live) or one never played.
 */
export function turnEnd(
	steps: readonly ReplayStep<UuEvent, UuState>[],
	turn: number
): TurnEnd | null {
	const end = steps.find(
		(s) =>
			s.event.type === 'turn-ended' &&
			s.error === null &&
			s.before.status === 'playing' &&
			s.before.turn.turn === turn
	);
	return end ? { at: end.at, before: end.before } : null;
}

/** The correction that adds `event` to `turn`, a past one; null when the turn has not passed on. */
export function addToTurn(
	steps: readonly ReplayStep<UuEvent, UuState>[],
	turn: number,
	event: UuEvent
): Correction<UuEvent> | null {
	const end = turnEnd(steps, turn);
	return end ? { correction: 'insert', at: end.at, event } : null;
}

/**
 * The correction that makes `turn` one where the player drew a card as the action and played
 * nothing: the event that took the action (the card played, a unicorn come in as it) becomes the
 * draw; a turn with no action gets the draw added, once it has passed on. What the card then did
 * is left to the table: a Neigh on it is listed as refused, to drop. Null when it already was a
 * draw, or for a turn the log does not hold.
 */
export function drawOnly(
	steps: readonly ReplayStep<UuEvent, UuState>[],
	turn: number
): Correction<UuEvent> | null {
	const own = steps.filter(
		(s) => s.error === null && s.before.status === 'playing' && s.before.turn.turn === turn
	);
	if (own.length === 0) return null;
	const taking = own.find((s) => {
		if (s.before.action !== null) return false;
		const after = uuReducer.apply(s.before, s.event);
		return after.ok && after.state.turn.turn === turn && after.state.action !== null;
	});
	if (taking) {
		const e = taking.event;
		if (e.type === 'action' && e.action === DRAW_ACTION.action) return null;
		return { correction: 'edit', at: taking.at, event: DRAW_ACTION };
	}
	return addToTurn(steps, turn, DRAW_ACTION);
}

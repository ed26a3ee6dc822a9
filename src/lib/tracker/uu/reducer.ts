// The fold of an Unstable Unicorns game: events in, table state out. Every rule is the engine's
// (the goal, the turn, the action, the deck-out); the moves in ./moves keep the record, and
// ./phases decides which of them a phase accepts, as in Kill the Unicorns' tracker.
import { readEvent } from '$lib/tracker/file-schema';
import type { Reducer } from '$lib/tracker/log';
import { refusal } from './codes';
import { uuEventSchema, type UuEvent } from './events';
import { no, type UuMoved } from './moves/common';
import { applyMove } from './phases';
import { initialState, type UuState } from './state';

export { initialState, type UuState, type UuStatus } from './state';

/** The log is read through the events' schema (file-schema.ts `readEvent`), as a file is. */
function apply(state: UuState, input: UuEvent): UuMoved {
	const event = readEvent(uuEventSchema, input);
	if (!event) return no(refusal('refusal.malformed', 'uu.turn'));
	return applyMove(state, event);
}

export const uuReducer: Reducer<UuEvent, UuState> = { initial: initialState, apply };

// The fold of a Kill the Unicorns game: events in, table state out. Every rule is the engine's
// (hunts, Schemes, the Knight, ties, the first player token, the Black Market, scoring); the
// moves in ./moves keep the record, and ./phases decides which of them a phase accepts.
import { readEvent } from '$lib/tracker/file-schema';
import type { Reducer } from '$lib/tracker/log';
import { refusal } from './codes';
import { ktuEventSchema, type KtuEvent } from './events';
import { initialState, no, ok, type Result } from './moves/common';
import { withActs } from './moves/aftermath';
import { applyMove } from './phases';
import { leadGuide } from './moves/hunt';
import { placeRefs } from './refs';
import { TABLE_ORDER, tableArrangement } from './arrange';
import type { KtuState } from './state';

export { initialState } from './moves/common';
export { nextBuyer } from './moves/market';

/** The log is read through the events' schema (file-schema.ts `readEvent`), as a file is. */
function apply(state: KtuState, input: KtuEvent): Result {
	const event = readEvent(ktuEventSchema, input);
	if (!event) return no(refusal('refusal.malformed', 'ktu.round'));
	const placed = placeRefs(state, event);
	if ('refused' in placed) return placed.refused;
	const r = applyMove(state, placed.event);
	return r.ok ? ok(withActs(state, placed.event, r.state)) : r;
}

export const ktuReducer: Reducer<KtuEvent, KtuState> = {
	initial: initialState,
	apply,
	guide: (state, event) => leadGuide(state, event),
	arrange: (events, rule) => tableArrangement(initialState, apply, events, rule),
	arrangement: TABLE_ORDER
};

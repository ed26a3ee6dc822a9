// What each UU form keeps of itself while it is half filled (state/form-drafts.ts keeps it with
// the game): one valibot schema a form, the one reading of what comes back. A kept value that does
// not read (an older app, a damaged row) is dropped and the form starts fresh.
import * as v from 'valibot';
import { STABLE_CHANGES } from '$lib/tracker/uu';

const seat = v.pipe(v.number(), v.integer(), v.minValue(0));
const at = v.pipe(v.number(), v.integer(), v.minValue(0));

/** What the card just played did to the Stables (CardEffect), for that card. */
export const EFFECT_DRAFT = v.object({
	chosen: v.nullable(v.picklist(STABLE_CHANGES)),
	into: v.nullable(seat)
});

/** The log's turn left open, with the event being corrected or the turn being added to (TurnLog). */
export const TURN_LOG_DRAFT = v.object({
	open: at,
	editing: v.nullable(v.object({ at, what: v.picklist(['name', 'neigh']) })),
	adding: v.nullable(at)
});

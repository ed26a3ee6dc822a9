// What each KtU form keeps of itself while it is half filled (state/form-drafts.ts keeps it with
// the game): one valibot schema a form, the one reading of what comes back. A kept value that does
// not read (an older app, a damaged row) is dropped and the form starts fresh.
import * as v from 'valibot';
import { COLORS } from '$lib/games/kill-the-unicorns';
import { CHARACTERS, SCHEME_EFFECTS } from '$lib/tracker/ktu';
import type { KtuEvent } from '$lib/tracker/ktu';
import { ENTRY_TYPES, correctedKinds } from './log-entry';
import { AFTERMATHS, MOVE_KINDS } from './table-moves';

const seat = v.pipe(v.number(), v.integer(), v.minValue(0));
const index = v.pipe(v.number(), v.integer());
const whole = v.pipe(v.number(), v.integer());

/** The Scheme's effect as said with the hunt's entry (SchemeChoice). */
const SCHEME_SAID = {
	effect: v.picklist(SCHEME_EFFECTS),
	after: v.nullable(v.picklist(AFTERMATHS))
};

/** The hunt entered with the bids (HuntPanel), for one hunt. */
export const HUNT_DRAFT = v.object({
	bids: v.boolean(),
	chosen: v.nullable(seat),
	...SCHEME_SAID,
	taker: v.nullable(seat)
});

/** Who caught the unicorn (HuntQuick), for one hunt. */
export const QUICK_DRAFT = v.object({
	...SCHEME_SAID,
	said: v.boolean(),
	winner: v.nullable(seat)
});

/** The Hunt cards one player has tapped (BidPad), for one hunt and seat. */
export const BID_DRAFT = v.object({
	taps: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
	knight: v.boolean()
});

/** How many cards a player reveals, picked before the total (TotalPad), for one hunt and seat. */
export const TOTAL_DRAFT = v.object({ picked: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The Scheme's move asked under the hunt just settled (the game page). */
export const AFTERMATH_DRAFT = v.object({
	kind: v.picklist(AFTERMATHS.filter((a) => a !== 'siamese'))
});

/** A table move being filled in (MoveForm's draft). */
export const MOVE_DRAFT = v.object({
	kind: v.picklist(MOVE_KINDS),
	player: v.nullable(seat),
	unicorn: v.nullable(index),
	other: v.nullable(seat),
	otherUnicorn: v.nullable(index),
	color: v.nullable(v.picklist(COLORS)),
	stars: v.nullable(whole),
	siamese: v.boolean(),
	points: v.nullable(whole),
	character: v.nullable(v.picklist(CHARACTERS))
});

/** The "Table moves" dialog: open, with its move. */
export const MOVES_DRAFT = v.object({ move: MOVE_DRAFT });

/** The log entry whose form is open (GameLog). */
export const LOG_DRAFT = v.object({
	at: v.pipe(v.number(), v.integer(), v.minValue(0)),
	where: v.picklist(['refused', 'all']),
	mode: v.picklist(['edit', 'insert'])
});

/** A log entry's form (EntryForm): its kind and its fields as entered. */
export const ENTRY_DRAFT = v.object({
	type: v.picklist(ENTRY_TYPES),
	draft: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))
});

/** Whether kept taps can still come from the hand (unknown hand: any can). */
export function tapsFit(taps: readonly number[], hand: readonly number[] | null): boolean {
	if (hand === null) return true;
	const rest = [...hand];
	for (const tap of taps) {
		const at = rest.indexOf(tap);
		if (at < 0) return false;
		rest.splice(at, 1);
	}
	return true;
}

/**
 * A log entry's kept form, when it can be this entry's: a missed entry's of any kind, a
 * correction's of the entry's kind or one it may be turned into.
 */
export function entryKept(
	kept: v.InferOutput<typeof ENTRY_DRAFT> | null,
	initial: KtuEvent | null
): v.InferOutput<typeof ENTRY_DRAFT> | null {
	if (!kept || initial === null || initial.type === 'setup') return initial === null ? kept : null;
	return kept.type === initial.type || correctedKinds(initial.type).includes(kept.type)
		? kept
		: null;
}

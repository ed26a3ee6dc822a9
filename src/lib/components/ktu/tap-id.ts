// A control's stable id on the game screen (`data-tap`). The screen's copy is drawn before the app
// has started, and a tap on it is played on the live control with the same id (boot/early-input.ts):
// a tap on a control without one is not played (the bar says so). The id names the control and the moment of the
// game it acts in (the round, its phase, the unicorn hunted, the hunts settled), so a copy left
// behind by a game that moved on in another tab finds nothing to tap instead of the wrong thing.
import type { KtuState } from '$lib/tracker/ktu';

/** The moment of the game a control acts in. */
export const momentOf = (table: KtuState): string =>
	`${table.round}.${table.phase}.${table.slot}.${table.hunts.length}`;

/** The id of the control `parts` name at this moment of `table`. */
export const tapId = (table: KtuState, ...parts: (string | number)[]): string =>
	[momentOf(table), ...parts].join(':');

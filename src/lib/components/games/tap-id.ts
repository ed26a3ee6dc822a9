// A control's stable id on a game screen (`data-tap`), the same way in both games. The screen's copy
// is drawn before the app has started, and a tap on it is played on the live control with the same
// id (boot/early-input.ts): a tap on a control without one is not played (the bar says so), and an
// id found twice on the live screen is not played either. An id starts with the moment of the game
// the control acts in (each game says its own: ktu/tap-id.ts, uu/tap-id.ts), so a copy left behind
// by a game that moved on in another tab finds nothing to tap instead of the wrong thing; then the
// place on the screen and the control, so that no two controls of one screen share one.

/** The parts of an id, joined: `moment:place:control`. */
export const tapJoin = (first: string, ...parts: readonly (string | number)[]): string =>
	[first, ...parts].join(':');

/**
 * A control's id under the id of the part of the screen it sits in (`prefix`, given to a component
 * by the one that places it), or none where that part was given none: a component used outside a
 * game screen (a new game's form) has no copy to be tapped on.
 */
export const tapUnder = (
	prefix: string | undefined,
	...parts: readonly (string | number)[]
): string | undefined => (prefix === undefined ? undefined : tapJoin(prefix, ...parts));

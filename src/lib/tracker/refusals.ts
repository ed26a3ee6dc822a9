// The refusals both games' trackers give for the same reason (a second set-up, a name the table
// cannot use): each game's list of codes names them, and the screens word them once for both.

export const SHARED_REFUSALS = ['refusal.alreadySetUp', 'refusal.badName'] as const;

export type SharedRefusalCode = (typeof SHARED_REFUSALS)[number];

export const isSharedRefusal = (code: string): code is SharedRefusalCode =>
	(SHARED_REFUSALS as readonly string[]).includes(code);

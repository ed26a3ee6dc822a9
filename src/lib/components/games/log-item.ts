import type { Refusal } from '$lib/tracker/log';

/**
 * One entry of a game log as the shared list draws it: an event of the log (Kill the Unicorns) or
 * a whole turn (Unstable Unicorns), placed by the first event it holds, refused when one is.
 */
export interface LogItem {
	at: number;
	error: Refusal | null;
}

/**
 * An entry a correction deleted, as the shared list draws it: struck through where it stood, a tap
 * from coming back. `below`: the `at` of the entry it is drawn right below (newest first), or null
 * when it was the last and is drawn on top.
 */
export interface StruckItem {
	deletedBy: number;
	below: number | null;
	context: string;
	line: string;
}

import type { Refusal } from '$lib/tracker/log';

/**
 * One entry of a game log as the shared list draws it: an event of the log (Kill the Unicorns) or
 * a whole turn (Unstable Unicorns), placed by the first event it holds, refused when one is.
 */
export interface LogItem {
	at: number;
	error: Refusal | null;
}

// A received copy of a game already saved here (a file, or codes from another phone) beside the
// saved one: which goes further, entry by entry, for the player to choose what to keep.
import { replay, type LogEntry, type Reducer } from '$lib/tracker/log';

/** How a file of a game already saved here stands to the saved copy, entry by entry. */
export type CopyRelation =
	/** The same log. */
	| 'same'
	/** The file's log is the saved one and more: a later copy of the same game. */
	| 'newer'
	/** The saved log is the file's and more: the file is an earlier copy. */
	| 'older'
	/** Each has entries the other lacks (both copies went on apart). */
	| 'apart';

/** A file found to be a game already saved here, and what differs between the two copies. */
export interface Duplicate {
	id: string;
	players: readonly string[];
	relation: CopyRelation;
	/** How many more entries the longer copy's log has, corrections included (0: the same, or apart). */
	more: number;
	/** Where each copy stands, translated (the saved games' wording). */
	saved: string;
	received: string;
}

/** An entry's JSON with its keys in order: a copy read back from a file may list them otherwise. */
const canonical = (value: unknown): string =>
	JSON.stringify(value, (_, v: unknown) =>
		v && typeof v === 'object' && !Array.isArray(v)
			? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
			: v
	);
const sameEntry = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const startsWith = (log: readonly unknown[], start: readonly unknown[]) =>
	start.length <= log.length && start.every((entry, i) => sameEntry(entry, log[i]));

/** How a received log stands to the saved one. */
export function copyRelation(
	saved: readonly unknown[],
	received: readonly unknown[]
): CopyRelation {
	if (saved.length === received.length && startsWith(received, saved)) return 'same';
	if (startsWith(received, saved)) return 'newer';
	if (startsWith(saved, received)) return 'older';
	return 'apart';
}

/**
 * What differs between the saved log and a received one: how they stand, how many more game log
 * entries the longer has, and where each leaves the game (`describe`: in the saved games' words).
 */
export function compareCopies<E, S>(
	reducer: Reducer<E, S>,
	saved: readonly LogEntry<E>[],
	received: readonly LogEntry<E>[],
	describe: (state: S) => string
): Pick<Duplicate, 'relation' | 'more' | 'saved' | 'received'> {
	const relation = copyRelation(saved, received);
	// Counted in the stored log's entries, corrections included: a later copy whose only news is a
	// correction (an entry edited or deleted) still goes further, never 0 or fewer game entries.
	return {
		relation,
		more:
			relation === 'newer' || relation === 'older' ? Math.abs(received.length - saved.length) : 0,
		saved: describe(replay(reducer, saved).state),
		received: describe(replay(reducer, received).state)
	};
}

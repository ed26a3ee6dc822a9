// What a line of the log said before a correction changed its words. An edited entry says what
// it read before the edit (the tracker's marks); a correction also changes what other lines say
// (a corrected unicorn is named anew by the hunt that caught it, a corrected catch moves the token
// of the next hunt). Each such line says what it read too, so nothing changes silently.
import {
	isCorrection,
	stepsBefore,
	type LogEntry,
	type Reducer,
	type ReplayStep
} from '$lib/tracker/log';

/** A line of a replayed log, from the steps around it (a line may read the entry after it). */
export type SayLine<E, S> = (steps: readonly ReplayStep<E, S>[], index: number) => string;

/**
 * The lines whose words a correction changed, by their place in the corrected log: what each
 * read in the log as it stood just before the first correction recorded after the entry that
 * wrote it (what the table saw until then). `steps` is the corrected log's replay.
 */
export function linesBefore<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[],
	steps: readonly ReplayStep<E, S>[],
	say: SayLine<E, S>
): Map<number, string> {
	const corrections = entries.flatMap((entry, index) => (isCorrection(entry) ? [index] : []));
	const out = new Map<number, string>();
	if (corrections.length === 0) return out;
	// Each step's first correction after it: the log just before it is what the table saw.
	const firstAfter = steps.map((step) => corrections.find((k) => k > step.entry));
	const wanted = new Set(firstAfter.filter((c): c is number => c !== undefined));
	// Those logs, all replayed in one walk over the entries (log.ts `stepsBefore`).
	const before = stepsBefore(reducer, entries, wanted);
	const places = new Map<number, Map<number, number>>();
	const placeIn = (c: number) => {
		let known = places.get(c);
		if (!known) {
			known = new Map((before.get(c) ?? []).map((s, k) => [s.entry, k]));
			places.set(c, known);
		}
		return known;
	};
	steps.forEach((step, index) => {
		const c = firstAfter[index];
		if (c === undefined) return;
		const then = before.get(c) ?? [];
		const was = placeIn(c).get(step.entry);
		if (was === undefined) return;
		const line = say(then, was);
		if (line !== say(steps, index)) out.set(step.at, line);
	});
	return out;
}

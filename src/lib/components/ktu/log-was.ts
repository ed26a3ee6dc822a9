// What a line of the log said before a correction changed its words. An edited entry says what
// it read before the edit (the tracker's marks); a correction also changes what other lines say
// (a corrected unicorn is named anew by the hunt that caught it, a corrected catch moves the token
// of the next hunt). Each such line says what it read too, so nothing changes silently.
import {
	history,
	isCorrection,
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
	// The log just before each correction, replayed once each, only when some entry needs it.
	const before = new Map<number, readonly ReplayStep<E, S>[]>();
	const stepsBefore = (c: number) => {
		let known = before.get(c);
		if (!known) {
			known = history(reducer, entries.slice(0, c)).steps;
			before.set(c, known);
		}
		return known;
	};
	steps.forEach((step, index) => {
		const c = corrections.find((k) => k > step.entry);
		if (c === undefined) return;
		const then = stepsBefore(c);
		const was = then.findIndex((s) => s.entry === step.entry);
		if (was < 0) return;
		const line = say(then, was);
		if (line !== say(steps, index)) out.set(step.at, line);
	});
	return out;
}

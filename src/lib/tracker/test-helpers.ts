// What the fold tests of both games share (imported by *.test.ts only, never by the app): a log
// the rules must accept whole, and the refusal of the last event of a log.
import { expect } from 'vitest';
import { replay, type LogEntry, type Reducer, type Refusal } from './log';

/** The state a log folds to; the test fails if the rules refuse any of its entries. */
export function foldAll<E, S>(reducer: Reducer<E, S>, entries: readonly LogEntry<E>[]): S {
	const { state, refused } = replay(reducer, entries);
	expect(refused).toEqual([]);
	return state;
}

/**
 * Why the rules refuse the last event of `events`, given the state the others fold to; null when
 * they accept it. A refused event changes nothing: the state before it is what the table keeps.
 */
export function refusalOfLast<E, S>(reducer: Reducer<E, S>, events: readonly E[]): Refusal | null {
	const r = reducer.apply(foldAll(reducer, events.slice(0, -1)), events.at(-1) as E);
	return r.ok ? null : r.error;
}

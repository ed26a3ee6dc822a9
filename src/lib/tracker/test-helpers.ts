// What the fold tests of both games share (imported by *.test.ts only, never by the app): a log
// the rules must accept whole, and the refusal of the last event of a log.
import { expect } from 'vitest';
import { replay, type LogEntry, type Reducer, type Refusal } from './log';
import type { UuEvent } from './uu/events';

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

/** The game a saved file's tests use: its id, date and title. */
export const TEST_GAME = { id: 'g1', createdAt: 1_700_000_000_000, title: 'A game' };

/**
 * A short Unstable Unicorns game the rules accept whole: set-up, a turn with a unicorn that counts
 * as two, a move between Stables, and a removal.
 */
export const UU_SAMPLE_LOG: readonly UuEvent[] = [
	{
		type: 'setup',
		players: ['Ana', 'Ben', 'Cy'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Narwhal', 'Baby Unicorn']
	},
	{ type: 'phase' },
	{ type: 'phase' },
	{ type: 'unicorn-added', player: 0, name: 'Ginormous Unicorn', countsAs: 2 },
	{ type: 'turn-ended' },
	{ type: 'phase', to: 'action' },
	{ type: 'unicorn-added', player: 1, name: 'Rainbow Unicorn' },
	{ type: 'unicorn-moved', from: 1, index: 1, to: 2 },
	{ type: 'unicorn-removed', player: 2, index: 1 }
];

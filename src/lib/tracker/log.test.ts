import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { emptyHistory, record, redo, replay, undo, type Reducer } from './log';

// A toy game to test the log itself: add numbers, refuse negatives.
const adder: Reducer<number, number> = {
	initial: () => 0,
	apply: (s, e) =>
		e < 0 ? { ok: false, error: { code: 'negative', rule: 'x' } } : { ok: true, state: s + e }
};

describe('event log', () => {
	test('replay folds every event in order', () => {
		expect(replay(adder, [1, 2, 3])).toEqual({ state: 6, refused: [] });
	});

	test('a refused event is reported with its index and changes nothing', () => {
		expect(replay(adder, [1, -5, 3])).toEqual({
			state: 4,
			refused: [{ index: 1, error: { code: 'negative', rule: 'x' } }]
		});
	});

	test('undo then redo gives back the same history', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(), { minLength: 1 }), (events) => {
				let h = emptyHistory<number>();
				for (const e of events) h = record(h, e);
				expect(redo(undo(h))).toEqual(h);
			})
		);
	});

	test('undo after an event restores the previous state exactly', () => {
		fc.assert(
			fc.property(fc.array(fc.nat()), fc.nat(), (events, extra) => {
				let h = emptyHistory<number>();
				for (const e of events) h = record(h, e);
				const before = replay(adder, h.events).state;
				expect(replay(adder, undo(record(h, extra)).events).state).toBe(before);
			})
		);
	});

	test('a new event clears what could be redone', () => {
		const h = record(undo(record(record(emptyHistory<number>(), 1), 2)), 7);
		expect(h).toEqual({ events: [1, 7], redo: [] });
		expect(redo(h)).toBe(h);
	});

	test('undo on an empty log does nothing', () => {
		const h = emptyHistory<number>();
		expect(undo(h)).toBe(h);
	});
});

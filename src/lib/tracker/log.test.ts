import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
	checkCorrection,
	corrected,
	correctionMarks,
	emptyHistory,
	history,
	record,
	redo,
	replay,
	struckEntries,
	undo,
	type Correction,
	type LogEntry,
	type Reducer
} from './log';

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
			refused: [{ index: 1, at: 1, error: { code: 'negative', rule: 'x' }, sinceCorrection: false }]
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

// A game where order matters: a multiple of 7 is refused while the list has an odd length.
const picky: Reducer<number, readonly number[]> = {
	initial: () => [],
	apply: (s, e) =>
		e % 7 === 0 && s.length % 2 === 1
			? { ok: false, error: { code: 'odd', rule: 'r', params: { e } } }
			: { ok: true, state: [...s, e] }
};

/** The same change made directly on the list of events. */
function applied(events: readonly number[], c: Correction<number>): number[] {
	const list = [...events];
	if (c.correction === 'delete') list.splice(c.at, 1);
	else list.splice(c.at, c.correction === 'edit' ? 1 : 0, c.event);
	return list;
}

const outcome = (r: ReturnType<typeof replay<number, readonly number[]>>) => ({
	state: r.state,
	refused: r.refused.map((x) => ({ at: x.at, error: x.error }))
});

const logWithCorrection = fc
	.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 12 })
	.chain((events) =>
		fc.tuple(
			fc.constant(events),
			fc.oneof(
				fc.record({
					correction: fc.constant('edit' as const),
					at: fc.nat(events.length - 1),
					event: fc.integer({ min: 0, max: 30 })
				}),
				fc.record({
					correction: fc.constant('insert' as const),
					at: fc.nat(events.length),
					event: fc.integer({ min: 0, max: 30 })
				}),
				fc.record({ correction: fc.constant('delete' as const), at: fc.nat(events.length - 1) })
			)
		)
	);

describe('corrections', () => {
	test('edit, insert or delete then replay = the log built directly with the change', () => {
		fc.assert(
			fc.property(logWithCorrection, ([events, c]) => {
				const direct = replay(picky, applied(events, c));
				const viaLog = replay(picky, [...events, c]);
				expect(outcome(viaLog)).toEqual(outcome(direct));
			})
		);
	});

	test('a chain of corrections gives the events the same chain of changes gives', () => {
		fc.assert(
			fc.property(
				fc.array(fc.nat(20), { minLength: 1, maxLength: 8 }),
				fc.array(fc.tuple(fc.nat(2), fc.nat(20), fc.nat(20)), { maxLength: 8 }),
				(events, ops) => {
					let direct = [...events];
					const log: LogEntry<number>[] = [...events];
					for (const [kind, where, value] of ops) {
						if (direct.length === 0) break;
						const c: Correction<number> =
							kind === 0
								? { correction: 'edit', at: where % direct.length, event: value }
								: kind === 1
									? { correction: 'insert', at: where % (direct.length + 1), event: value }
									: { correction: 'delete', at: where % direct.length };
						direct = applied(direct, c);
						log.push(c);
					}
					expect(corrected(log).events.map((p) => p.event)).toEqual(direct);
				}
			)
		);
	});

	test('undoing a correction gives back the game before it', () => {
		fc.assert(
			fc.property(logWithCorrection, ([events, c]) => {
				const h = record<LogEntry<number>>({ events, redo: [] }, c);
				expect(replay(picky, undo(h).events)).toEqual(replay(picky, events));
				expect(redo(undo(h))).toEqual(h);
			})
		);
	});

	test('a later event the correction makes impossible is listed with its rule, not dropped', () => {
		// 7, 3: fine (7 comes at an even length). Inserting 2 first puts 7 at an odd length.
		const log: LogEntry<number>[] = [7, 3];
		const insert: Correction<number> = { correction: 'insert', at: 0, event: 2 };
		const r = checkCorrection(picky, log, insert);
		expect(r).toMatchObject({ ok: true, state: [2, 3] });
		if (!r.ok) return;
		const odd = { code: 'odd', rule: 'r', params: { e: 7 } };
		expect(r.later).toEqual([{ index: 0, at: 1, error: odd, sinceCorrection: true }]);
		// The refused event is still in the log: dropping it is the table's own correction.
		expect(replay(picky, [...log, insert, { correction: 'delete', at: 1 }])).toEqual({
			state: [2, 3],
			refused: []
		});
	});

	test('a correction whose own event breaks a rule is refused and changes nothing', () => {
		const r = checkCorrection(picky, [1, 2], { correction: 'edit', at: 1, event: 14 });
		expect(r).toEqual({ ok: false, error: { code: 'odd', rule: 'r', params: { e: 14 } } });
	});

	test('a correction that points nowhere is reported, and refused when checked', () => {
		const log: LogEntry<number>[] = [1, { correction: 'delete', at: 5 }];
		expect(replay(picky, log).refused).toEqual([
			{
				index: 1,
				at: -1,
				error: { code: 'log.correctionNowhere', rule: 'tracker.log' },
				sinceCorrection: false
			}
		]);
		expect(checkCorrection(picky, [1], { correction: 'edit', at: 3, event: 1 }).ok).toBe(false);
	});

	test("an event refused with no later correction is the log's own fault", () => {
		expect(replay(picky, [1, 7]).refused[0]?.sinceCorrection).toBe(false);
	});

	test('the history keeps each step with the state before it', () => {
		const { steps } = history(picky, [3, 4, { correction: 'edit', at: 0, event: 5 }]);
		expect(steps.map((s) => [s.event, s.entry, s.at, s.before])).toEqual([
			[5, 2, 0, []],
			[4, 1, 1, [5]]
		]);
	});
});

describe('corrections stay in view', () => {
	const edit = (at: number, event: number): Correction<number> => ({
		correction: 'edit',
		at,
		event
	});
	const insert = (at: number, event: number, restores?: number): Correction<number> => ({
		correction: 'insert',
		at,
		event,
		...(restores === undefined ? {} : { restores })
	});
	const del = (at: number): Correction<number> => ({ correction: 'delete', at });

	test('an edited entry keeps what it was; an inserted one is marked', () => {
		const { marks, deleted } = correctionMarks<number>([
			1,
			2,
			3,
			edit(1, 5),
			edit(1, 6),
			insert(0, 9)
		]);
		expect(deleted).toEqual([]);
		// The insert at 0 moves the edited entry to place 2.
		expect(marks.get(2)).toEqual({ was: [2, 5], inserted: false });
		expect(marks.get(0)).toEqual({ was: [], inserted: true });
		expect(marks.has(1)).toBe(false);
	});

	test('a deleted entry stays where it stood, and a restore brings it back there', () => {
		const entries: LogEntry<number>[] = [1, 2, 3, del(1)];
		const { deleted } = correctionMarks(entries);
		expect(deleted).toEqual([{ event: 2, at: 1, deletedBy: 3, entry: 1 }]);
		expect(corrected(entries).events.map((p) => p.event)).toEqual([1, 3]);
		const restored = [...entries, insert(1, 2, 3)];
		expect(corrected(restored).events.map((p) => p.event)).toEqual([1, 2, 3]);
		expect(correctionMarks(restored)).toEqual({ marks: new Map(), deleted: [] });
		// A plain insert of the same number is a new entry: the deleted one stays in view.
		const again = correctionMarks([...entries, insert(1, 2)]);
		expect(again.deleted).toEqual([{ event: 2, at: 1, deletedBy: 3, entry: 1 }]);
		expect(again.marks.get(1)).toEqual({ was: [], inserted: true });
	});

	test('a deleted entry keeps the table it was written against, not the corrected one', () => {
		// 4 was written when the sum stood at 3 (1 + 2); 2 is deleted later, then 4 itself.
		const entries: LogEntry<number>[] = [1, 2, 4, del(1), del(1)];
		const struck = struckEntries(adder, entries);
		expect(struck.map((d) => [d.event, d.before])).toEqual([
			[2, 1],
			[4, 3]
		]);
		// An edited entry deleted later met the table as it stood when the edit was written.
		expect(struckEntries(adder, [1, 2, edit(1, 7), 5, del(1)])).toEqual([
			{ event: 7, at: 1, deletedBy: 4, entry: 2, before: 1 }
		]);
	});

	test('the places always agree with the corrected log', () => {
		const correction = fc.oneof(
			fc.record({ correction: fc.constant('edit' as const), at: fc.nat(6), event: fc.nat(9) }),
			fc.record({ correction: fc.constant('insert' as const), at: fc.nat(6), event: fc.nat(9) }),
			fc.record({ correction: fc.constant('delete' as const), at: fc.nat(6) })
		);
		fc.assert(
			fc.property(fc.array(fc.oneof(fc.nat(9), correction), { maxLength: 20 }), (entries) => {
				const { events } = corrected<number>(entries);
				const { marks, deleted } = correctionMarks<number>(entries);
				for (const at of marks.keys()) expect(at).toBeLessThan(events.length);
				for (const d of deleted) expect(d.at).toBeLessThanOrEqual(events.length);
				// A deleted entry restored at its place comes back there, and is no longer listed.
				for (const d of deleted) {
					const back = [...entries, insert(d.at, d.event, d.deletedBy)];
					expect(corrected<number>(back).events[d.at]?.event).toBe(d.event);
					const left = correctionMarks<number>(back).deleted;
					expect(left.filter((l) => l.deletedBy === d.deletedBy)).toEqual([]);
				}
			})
		);
	});
});

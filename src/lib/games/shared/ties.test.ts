import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { cancelTies } from './ties';

const byValue = (n: number) => n;

describe('tie cancellation (ktu.ties)', () => {
	test.each([
		{ rule: 'unique totals all survive', totals: [5, 3, 7], survivors: [5, 3, 7], cancelled: [] },
		{
			rule: 'a shared total removes everyone who has it',
			totals: [7, 7, 5],
			survivors: [5],
			cancelled: [7]
		},
		{
			rule: 'three players sharing a total are all removed',
			totals: [6, 6, 6, 4],
			survivors: [4],
			cancelled: [6]
		},
		{
			rule: 'several shared totals are each removed once, highest first',
			totals: [3, 5, 3, 5, 1],
			survivors: [1],
			cancelled: [5, 3]
		},
		{
			rule: 'zeros cancel like any other total',
			totals: [0, 0, 2],
			survivors: [2],
			cancelled: [0]
		},
		{ rule: 'everyone tied leaves nobody', totals: [4, 4], survivors: [], cancelled: [4] },
		{ rule: 'nothing in, nothing out', totals: [], survivors: [], cancelled: [] },
		{ rule: 'negative totals tie too', totals: [-2, -2, 3], survivors: [3], cancelled: [-2] }
	])('$rule', ({ totals, survivors, cancelled }) => {
		const result = cancelTies(totals, byValue);
		expect(result.survivors).toEqual(survivors);
		expect(result.cancelled).toEqual(cancelled);
	});

	test('groups list who shared each cancelled total, in their original order', () => {
		const entries = [
			{ p: 'A', t: 5 },
			{ p: 'B', t: 3 },
			{ p: 'C', t: 5 },
			{ p: 'D', t: 3 },
			{ p: 'E', t: 9 }
		];
		const { groups } = cancelTies(entries, (e) => e.t);
		expect(groups.map((g) => [g.total, g.members.map((m) => m.p)])).toEqual([
			[5, ['A', 'C']],
			[3, ['B', 'D']]
		]);
	});

	test('property: survivors have unique totals and every removed total was shared', () => {
		fc.assert(
			fc.property(fc.array(fc.integer({ min: -3, max: 6 }), { maxLength: 12 }), (totals) => {
				const { survivors, cancelled, groups } = cancelTies(totals, byValue);
				const count = (t: number) => totals.filter((x) => x === t).length;
				for (const t of survivors) expect(count(t)).toBe(1);
				for (const t of cancelled) expect(count(t)).toBeGreaterThan(1);
				expect(survivors.length + groups.reduce((s, g) => s + g.members.length, 0)).toBe(
					totals.length
				);
				expect([...cancelled].sort((a, b) => b - a)).toEqual(cancelled);
				expect(new Set(cancelled).size).toBe(cancelled.length);
			})
		);
	});
});

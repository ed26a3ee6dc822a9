import { describe, expect, test } from 'vitest';
import { checkPlayerCount, goalFor, unicornsToWin } from './players';

describe('uu.end: unicorns needed to win', () => {
	test.each([
		[2, 7],
		[3, 7],
		[4, 7],
		[5, 7],
		[6, 6],
		[7, 6],
		[8, 6]
	])('with %i players the goal is %i unicorns', (players, goal) => {
		expect(unicornsToWin(players)).toBe(goal);
		expect(checkPlayerCount(players)).toEqual([]);
	});

	test.each([0, 1, 9, 100, -3, 2.5, 5.0001, Number.NaN, Number.POSITIVE_INFINITY])(
		'a table of %s players is a programmer error (RangeError)',
		(players) => {
			expect(() => unicornsToWin(players)).toThrow(RangeError);
		}
	);

	test('a non-number player count also throws RangeError', () => {
		expect(() => unicornsToWin('4' as unknown as number)).toThrow(RangeError);
	});

	test.each([
		[1, 'error.players.tooFew'],
		[0, 'error.players.tooFew'],
		[-2, 'error.players.tooFew'],
		[9, 'error.players.tooMany'],
		[2.5, 'error.players.notInteger'],
		[Number.NaN, 'error.players.notInteger'],
		['4', 'error.players.notInteger'],
		[undefined, 'error.players.notInteger'],
		[null, 'error.players.notInteger']
	])('a user-entered count of %s comes back as %s, not a goal', (players, code) => {
		const errors = checkPlayerCount(players);
		expect(errors.map((e) => e.code)).toEqual([code]);
		expect(errors[0]?.rule).toBe('uu.end');
		expect(errors[0]?.params?.field).toBe('players');
		expect(goalFor({ players })).toMatchObject({ goal: null, steps: [] });
	});

	test('the validating goal carries its step', () => {
		expect(goalFor({ players: 6 })).toEqual({
			goal: 6,
			steps: [{ code: 'goal.unicorns', rule: 'uu.end', params: { players: 6, count: 6 } }],
			errors: []
		});
	});
});

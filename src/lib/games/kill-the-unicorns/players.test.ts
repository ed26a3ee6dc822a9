import { describe, expect, test } from 'vitest';
import { resolveHunt, type Bid } from './hunt';
import { checkPlayerList } from './players';
import { marketOrder } from './market';
import { findWinner, type PlayerScore } from './winner';

const codes = (steps: { code: string }[]) => steps.map((s) => s.code);

describe('one check for every list of players', () => {
	test.each([
		{
			rule: 'a list with a blank name and a name twice',
			list: ['Ana', ' ', ' Ana '],
			at: [[], ['players.error.nameMissing'], ['players.error.twice']]
		},
		{ rule: 'a name that is not text', list: [7], at: [['players.error.nameMissing']] },
		{ rule: 'distinct names', list: ['Ana', 'Bo'], at: [[], []] }
	])('$rule', ({ list, at }) => {
		const result = checkPlayerList(list, { field: 'players', rule: 'ktu.first-player' });
		expect(result.errors).toEqual([]);
		expect(result.at.map(codes)).toEqual(at);
	});

	test('not a list, or nobody where somebody must be', () => {
		const options = { field: 'players', rule: 'ktu.first-player' } as const;
		expect(codes(checkPlayerList('Ana', options).errors)).toEqual(['players.error.notList']);
		expect(codes(checkPlayerList([], options).errors)).toEqual(['players.error.empty']);
		expect(checkPlayerList([], { ...options, allowEmpty: true }).errors).toEqual([]);
	});

	// The hunt, the final count and the seating all say the same thing with the same codes, each
	// citing its own rule.
	const twice = [
		{
			list: 'a hunt',
			errors: resolveHunt({
				bids: [
					{ player: 'A', total: 1 },
					{ player: 'A', total: 2 }
				] as Bid[]
			}).errors,
			rule: 'ktu.phase.hunt',
			field: 'player'
		},
		{
			list: 'the final scores',
			errors: findWinner({
				scores: [
					{ player: 'A', total: 1 },
					{ player: 'A', total: 2 }
				] as PlayerScore[]
			}).errors,
			rule: 'ktu.scoring',
			field: 'player'
		},
		{
			list: 'the seating',
			errors: marketOrder({ players: ['A', 'A'], firstPlayer: 'A' }).errors,
			rule: 'ktu.first-player',
			field: 'players'
		}
	];
	test.each(twice)('a player twice in $list', ({ errors, rule, field }) => {
		expect(errors).toEqual([
			{
				code: 'players.error.twice',
				rule,
				params: { player: 'A', index: 1, number: 2, field, value: 'A' }
			}
		]);
	});
});

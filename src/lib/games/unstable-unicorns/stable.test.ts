import { describe, expect, test } from 'vitest';
import { countStable, stableCount, validateStables } from './stable';

describe('uu.end: counting the unicorns in a stable', () => {
	test.each([
		['an empty stable has none', [], 0],
		['each unicorn card counts as one', ['Baby Unicorn', 'Narwhal', 'Rhinocorn'], 3],
		['Ginormous Unicorn counts as two', ['Ginormous Unicorn', 'Narwhal'], 3],
		['a given countsAs overrides the name', [{ name: 'Ginormous Unicorn', countsAs: 1 }], 1],
		['a card may count as none (e.g. under a downgrade)', [{ name: 'Rhinocorn', countsAs: 0 }], 0],
		['objects without countsAs count by name', [{ name: 'Ginormous Unicorn' }, { name: 'X' }], 3]
	] as const)('%s', (_rule, unicorns, count) => {
		expect(stableCount(unicorns)).toBe(count);
	});

	test.each([
		[[{ name: 'A', countsAs: -1 }], RangeError],
		[[{ name: 'A', countsAs: 1.5 }], RangeError],
		[[{ name: 5 }], TypeError],
		['not a list', TypeError]
	])('bad programmer input %j throws', (unicorns, error) => {
		expect(() => stableCount(unicorns as never)).toThrow(error);
	});

	test('a card counting other than one shows in the steps, marked as an interpretation', () => {
		const { count, steps } = countStable({
			player: 'Ana',
			unicorns: [
				{ name: 'Ginormous Unicorn', countsAs: 2 },
				{ name: 'Narwhal', countsAs: 1 }
			]
		});
		expect(count).toBe(3);
		expect(steps).toEqual([
			{
				code: 'stable.countsAs',
				rule: 'uu.end',
				params: { player: 'Ana', unicorn: 'Ginormous Unicorn', count: 2 },
				interpretation: true
			},
			{ code: 'stable.count', rule: 'uu.end', params: { player: 'Ana', count: 3 } }
		]);
	});
});

describe('bad stables come back as errors naming the field', () => {
	test.each([
		['stables is not a list', 'nope', ['error.stables.notArray'], 'stables'],
		['a stable is not an object', [null], ['error.stable.notObject'], 'stables[0]'],
		[
			'a player name is not a string',
			[{ player: 7, unicorns: [] }],
			['error.player.notString'],
			'stables[0].player'
		],
		[
			'a player name is empty',
			[{ player: '', unicorns: [] }],
			['error.player.empty'],
			'stables[0].player'
		],
		[
			'a player name is only spaces',
			[{ player: '  ', unicorns: [] }],
			['error.player.empty'],
			'stables[0].player'
		],
		[
			'a player appears twice',
			[
				{ player: 'Ana', unicorns: [] },
				{ player: ' Ana ', unicorns: [] }
			],
			['error.player.duplicate'],
			'stables[1].player'
		],
		[
			'unicorns is not a list',
			[{ player: 'Ana', unicorns: 'Narwhal' }],
			['error.unicorns.notArray'],
			'stables[0].unicorns'
		],
		[
			'a unicorn name is not a string',
			[{ player: 'Ana', unicorns: [3] }],
			['error.unicorn.notString'],
			'stables[0].unicorns[0]'
		],
		[
			'a unicorn object has no name',
			[{ player: 'Ana', unicorns: [{ countsAs: 2 }] }],
			['error.unicorn.notString'],
			'stables[0].unicorns[0]'
		],
		[
			'a unicorn name is empty',
			[{ player: 'Ana', unicorns: ['Narwhal', ' '] }],
			['error.unicorn.empty'],
			'stables[0].unicorns[1]'
		],
		[
			'countsAs is not a whole number ≥ 0',
			[{ player: 'Ana', unicorns: [{ name: 'Narwhal', countsAs: -1 }] }],
			['error.unicorn.countsAs'],
			'stables[0].unicorns[0].countsAs'
		]
	])('%s', (_rule, input, codes, field) => {
		const { stables, errors } = validateStables(input);
		expect(stables).toEqual([]);
		expect(errors.map((e) => e.code)).toEqual(codes);
		expect(errors[0]?.params?.field).toBe(field);
	});

	test('decomposed and composed spellings of a name are the same player', () => {
		const { errors } = validateStables([
			{ player: 'Zoé', unicorns: [] },
			{ player: 'Zoe\u0301', unicorns: [] }
		]);
		expect(errors.map((e) => e.code)).toEqual(['error.player.duplicate']);
	});

	test('every problem is reported, not only the first', () => {
		const { errors } = validateStables([
			{ player: '', unicorns: [1] },
			{ player: 'Bo', unicorns: null }
		]);
		expect(errors.map((e) => e.code)).toEqual([
			'error.player.empty',
			'error.unicorn.notString',
			'error.unicorns.notArray'
		]);
	});
});

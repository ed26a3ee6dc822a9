import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { UU_CODES } from './codes';
import { UU_RULES } from './sections';
import type { Step } from './step';
import { checkWin, decideDeckOutWinner } from './winner';

const seven = [
	'Baby Unicorn',
	'Narwhal',
	'Rhinocorn',
	'Llamacorn',
	'Americorn',
	'Unicorn Oracle',
	'Chainsaw Unicorn'
];
const codes = (steps: Step[]) => steps.map((s) => s.code);
const stable = (
	player: string,
	unicorns: readonly (string | { name: string; countsAs?: number })[]
) => ({
	player,
	unicorns
});

describe('uu.end: the first player to reach the goal wins at once', () => {
	test.each([
		['2 players: 7 unicorns win', 2, 7, 'Ana'],
		['2 players: 6 unicorns are not enough', 2, 6, null],
		['5 players: 7 unicorns win', 5, 7, 'Ana'],
		['5 players: 6 unicorns are not enough', 5, 6, null],
		['6 players: 6 unicorns win', 6, 6, 'Ana'],
		['8 players: 6 unicorns win', 8, 6, 'Ana'],
		['8 players: 5 unicorns are not enough', 8, 5, null]
	])('%s', (_rule, players, count, winner) => {
		const result = checkWin({
			players,
			stables: [stable('Ana', seven.slice(0, count)), stable('Bo', ['Baby Unicorn'])]
		});
		expect(result.errors).toEqual([]);
		expect(result.winner).toBe(winner);
		expect(codes(result.steps)).toContain(winner ? 'win.reached' : 'win.notYet');
	});

	test('Ginormous Unicorn counts as two towards the goal', () => {
		const result = checkWin({
			players: 3,
			stables: [stable('Ana', [...seven.slice(0, 5), 'Ginormous Unicorn']), stable('Bo', [])]
		});
		expect(result.winner).toBe('Ana');
		expect(result.standings[0]).toMatchObject({ player: 'Ana', unicorns: 7 });
		expect(result.steps.find((s) => s.code === 'stable.countsAs')).toMatchObject({
			interpretation: true,
			params: { unicorn: 'Ginormous Unicorn', count: 2 }
		});
	});

	test('more than the goal also wins', () => {
		const result = checkWin({ players: 6, stables: [stable('Ana', seven)] });
		expect(result.winner).toBe('Ana');
		expect(result.steps.at(-1)).toEqual({
			code: 'win.reached',
			rule: 'uu.end',
			params: { player: 'Ana', count: 7, goal: 6 }
		});
	});

	test('the table size defaults to the number of stables', () => {
		const result = checkWin({ stables: [stable('Ana', seven.slice(0, 7)), stable('Bo', [])] });
		expect(result.goal).toBe(7);
		expect(result.winner).toBe('Ana');
	});

	test('players with empty stables may be left out of the list', () => {
		const result = checkWin({ players: 6, stables: [stable('Ana', seven.slice(0, 6))] });
		expect(result).toMatchObject({ winner: 'Ana', goal: 6, errors: [] });
	});

	test('two players at the goal together: the first listed wins, marked as an interpretation', () => {
		const result = checkWin({
			players: 4,
			stables: [stable('Bo', seven), stable('Ana', seven), stable('Cy', [])]
		});
		expect(result.winner).toBe('Bo');
		expect(result.reached).toEqual(['Bo', 'Ana']);
		expect(result.steps.at(-1)).toMatchObject({
			code: 'win.simultaneous',
			interpretation: true,
			params: { players: ['Bo', 'Ana'], player: 'Bo' }
		});
	});

	test.each([
		['too many players', { players: 9, stables: [] }, 'error.players.tooMany'],
		['too few players', { players: 1, stables: [stable('Ana', seven)] }, 'error.players.tooFew'],
		['a fractional player count', { players: 3.5, stables: [] }, 'error.players.notInteger'],
		[
			'more stables than players',
			{ players: 2, stables: [stable('A', []), stable('B', []), stable('C', [])] },
			'error.stables.tooMany'
		],
		[
			'a player twice',
			{ players: 3, stables: [stable('A', seven), stable('A', [])] },
			'error.player.duplicate'
		],
		['an empty player name', { players: 3, stables: [stable('', seven)] }, 'error.player.empty'],
		[
			'a non-string unicorn',
			{ players: 3, stables: [stable('A', [null as unknown as string])] },
			'error.unicorn.notString'
		]
	])('bad input (%s) gives errors and no winner', (_rule, input, code) => {
		const result = checkWin(input);
		expect(codes(result.errors)).toContain(code);
		expect(result).toMatchObject({ winner: null, goal: null, steps: [] });
	});
});

describe('uu.end: the draw pile runs out', () => {
	test.each([
		[
			'most unicorns wins',
			[stable('Ana', ['Narwhal', 'Rhinocorn']), stable('Bo', ['Baby Unicorn'])],
			'Ana',
			false,
			'deckOut.mostUnicorns'
		],
		[
			'a tie on unicorns goes to the most letters',
			[stable('Ana', ['Narwhal', 'Llamacorn']), stable('Bo', ['Rhinocorn', 'Americorn'])],
			'Bo',
			false,
			'deckOut.mostLetters'
		],
		[
			'still tied on letters: everyone loses',
			[stable('Ana', ['Narwhal', 'Rhinocorn']), stable('Bo', ['Rhinocorn', 'Narwhal'])],
			null,
			true,
			'deckOut.everyoneLoses'
		],
		[
			'only the players tied for most unicorns count letters',
			[
				stable('Ana', ['Narwhal', 'Americorn']),
				stable('Bo', ['Llamacorn', 'Rhinocorn']),
				stable('Cy', ['Extremely Destructive Unicorn'])
			],
			'Bo',
			false,
			'deckOut.mostLetters'
		],
		[
			'a third player with fewer letters does not break a tie at the top',
			[stable('Ana', ['Rhinocorn']), stable('Bo', ['Llamacorn']), stable('Cy', ['Narwhal'])],
			null,
			true,
			'deckOut.everyoneLoses'
		],
		[
			'one of three tied players with most letters wins',
			[stable('Ana', ['Narwhal']), stable('Bo', ['Narwhal']), stable('Cy', ['Rhinocorn'])],
			'Cy',
			false,
			'deckOut.mostLetters'
		],
		[
			'spaces, digits and punctuation do not count as letters',
			[stable('Ana', ['Two-For-One 2!!']), stable('Bo', ['Narwhal Ab'])],
			null,
			true,
			'deckOut.everyoneLoses'
		],
		[
			'an accented letter counts once, composed or decomposed',
			[stable('Ana', ['Unicornio Arcoíris']), stable('Bo', ['Unicornio Arcoi\u0301ris'])],
			null,
			true,
			'deckOut.everyoneLoses'
		],
		[
			'Ginormous Unicorn counts as two unicorns when the pile runs out',
			[stable('Ana', ['Ginormous Unicorn']), stable('Bo', ['Narwhal', 'Yay'])],
			'Ana',
			false,
			'deckOut.mostLetters'
		],
		[
			'a countsAs given by the user is used',
			[stable('Ana', [{ name: 'Narwhal', countsAs: 3 }]), stable('Bo', ['A', 'B'])],
			'Ana',
			false,
			'deckOut.mostUnicorns'
		],
		[
			'nobody has a unicorn: tied on zero twice, everyone loses',
			[stable('Ana', []), stable('Bo', [])],
			null,
			true,
			'deckOut.everyoneLoses'
		]
	])('%s', (_rule, stables, winner, everyoneLoses, lastCode) => {
		const result = decideDeckOutWinner({ stables });
		expect(result.errors).toEqual([]);
		expect(result.winner).toBe(winner);
		expect(result.everyoneLoses).toBe(everyoneLoses);
		expect(result.steps.at(-1)?.code).toBe(lastCode);
		expect(result.steps.every((s) => s.rule === 'uu.end')).toBe(true);
	});

	test('a tie explains itself: the tie, the letter rule (interpretation), each count, the result', () => {
		const result = decideDeckOutWinner({
			stables: [stable('Ana', ['Narwhal', 'Llamacorn']), stable('Bo', ['Rhinocorn', 'Americorn'])]
		});
		expect(result.steps.slice(-5)).toEqual([
			{ code: 'deckOut.tie', rule: 'uu.end', params: { players: ['Ana', 'Bo'], count: 2 } },
			{ code: 'deckOut.namesAsTyped', rule: 'uu.end', interpretation: true },
			{ code: 'deckOut.letters', rule: 'uu.end', params: { player: 'Ana', count: 16 } },
			{ code: 'deckOut.letters', rule: 'uu.end', params: { player: 'Bo', count: 18 } },
			{ code: 'deckOut.mostLetters', rule: 'uu.end', params: { player: 'Bo', count: 18 } }
		]);
		expect(result.standings).toEqual([
			{ player: 'Ana', unicorns: 2, letters: 16 },
			{ player: 'Bo', unicorns: 2, letters: 18 }
		]);
	});

	test('a clear winner on unicorns needs no letter count', () => {
		const result = decideDeckOutWinner({
			stables: [stable('Ana', ['Narwhal']), stable('Bo', [])]
		});
		expect(codes(result.steps)).toEqual([
			'deckOut.start',
			'stable.count',
			'stable.count',
			'deckOut.mostUnicorns'
		]);
	});

	test.each([
		['no stables', [], 'error.players.tooFew'],
		['a single stable', [stable('Ana', ['Narwhal'])], 'error.players.tooFew'],
		['nine stables', 'ABCDEFGHI'.split('').map((p) => stable(p, [])), 'error.players.tooMany'],
		['an empty player name', [stable('', ['Narwhal']), stable('Bo', [])], 'error.player.empty'],
		['a player twice', [stable('Ana', ['Narwhal']), stable('Ana', [])], 'error.player.duplicate'],
		[
			'a non-string player',
			[stable(3 as unknown as string, []), stable('Bo', [])],
			'error.player.notString'
		],
		[
			'a non-string unicorn',
			[stable('Ana', [42 as unknown as string]), stable('Bo', [])],
			'error.unicorn.notString'
		],
		['not a list', 'Ana' as unknown as [], 'error.stables.notArray']
	])('bad input (%s) gives errors, never a plausible result', (_rule, stables, code) => {
		const result = decideDeckOutWinner({ stables });
		expect(codes(result.errors)).toContain(code);
		expect(result).toMatchObject({ winner: null, everyoneLoses: false, steps: [] });
	});
});

// Small pools so that ties on unicorns and on letters happen often.
const unicornName = fc.constantFrom(
	'Narwhal',
	'Rhinocorn',
	'Llamacorn',
	'Americorn',
	'Ginormous Unicorn',
	'Baby Unicorn',
	'Unicornio Arcoíris',
	'Unicornio Arcoi\u0301ris',
	'Ab',
	'Ba',
	'1-2!'
);
const unicorn = fc.oneof(
	unicornName,
	fc.record(
		{ name: unicornName, countsAs: fc.integer({ min: 0, max: 2 }) },
		{ requiredKeys: ['name'] }
	)
);
const stablesArb = fc
	.uniqueArray(fc.constantFrom('Ana', 'Bo', 'Cy', 'Dee', 'Ed', 'Flo', 'Gus', 'Hal'), {
		minLength: 2,
		maxLength: 8
	})
	.chain((players) =>
		fc.tuple(
			...players.map((player) =>
				fc.record({ player: fc.constant(player), unicorns: fc.array(unicorn, { maxLength: 4 }) })
			)
		)
	);

describe('decideDeckOutWinner properties', () => {
	test('the result does not depend on the order of the stables', () => {
		fc.assert(
			fc.property(
				stablesArb.chain((stables) =>
					fc.tuple(
						fc.constant(stables),
						fc.shuffledSubarray(stables, { minLength: stables.length, maxLength: stables.length })
					)
				),
				([stables, shuffled]) => {
					const a = decideDeckOutWinner({ stables });
					const b = decideDeckOutWinner({ stables: shuffled });
					expect(b.winner).toBe(a.winner);
					expect(b.everyoneLoses).toBe(a.everyoneLoses);
					expect([...b.standings].sort((x, y) => x.player.localeCompare(y.player))).toEqual(
						[...a.standings].sort((x, y) => x.player.localeCompare(y.player))
					);
				}
			)
		);
	});

	test('a unique winner always has the most unicorns, and the most letters among those tied', () => {
		fc.assert(
			fc.property(stablesArb, (stables) => {
				const { winner, everyoneLoses, standings, errors } = decideDeckOutWinner({ stables });
				expect(errors).toEqual([]);
				expect(everyoneLoses).toBe(winner === null);
				const maxUnicorns = Math.max(...standings.map((s) => s.unicorns));
				const tied = standings.filter((s) => s.unicorns === maxUnicorns);
				const maxLetters = Math.max(...tied.map((s) => s.letters));
				const best = tied.filter((s) => s.letters === maxLetters);
				if (winner === null) {
					expect(tied.length).toBeGreaterThan(1);
					expect(best.length).toBeGreaterThan(1);
				} else {
					const w = standings.find((s) => s.player === winner);
					expect(w?.unicorns).toBe(maxUnicorns);
					if (tied.length > 1) expect(w?.letters).toBe(maxLetters);
					expect(tied.length === 1 || best.length === 1).toBe(true);
				}
			})
		);
	});

	test('every step cites a uu section and uses a declared code', () => {
		fc.assert(
			fc.property(stablesArb, fc.integer({ min: 2, max: 8 }), (stables, players) => {
				const steps = [
					...decideDeckOutWinner({ stables }).steps,
					...checkWin({ players: Math.max(players, stables.length), stables }).steps
				];
				for (const s of steps) {
					expect(UU_CODES).toContain(s.code);
					expect(UU_RULES).toContain(s.rule);
				}
			})
		);
	});
});

describe('checkWin properties', () => {
	test('the winner is the first listed player at or over the goal', () => {
		fc.assert(
			fc.property(stablesArb, (stables) => {
				const { winner, goal, standings } = checkWin({ stables });
				const first = standings.find((s) => s.unicorns >= (goal as number));
				expect(winner).toBe(first?.player ?? null);
			})
		);
	});
});

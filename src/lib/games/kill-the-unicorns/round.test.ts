import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { firstPlayerAfterHunt, firstPlayerAfterPass } from './round';
import type { HuntOutcome } from './hunt';

const codes = (steps: { code: string }[]) => steps.map((s) => s.code);

describe('the first player token after a hunt (ktu.first-player-change)', () => {
	test.each<{
		rule: string;
		winner: string | null;
		outcome: HuntOutcome;
		next: string;
		step: string;
	}>([
		{
			rule: 'the hunt winner becomes first player',
			winner: 'Bo',
			outcome: 'captured',
			next: 'Bo',
			step: 'round.winnerTakesToken'
		},
		{
			rule: 'a first player who wins keeps the token',
			winner: 'Ana',
			outcome: 'captured',
			next: 'Ana',
			step: 'round.firstPlayerKeepsToken'
		},
		{
			rule: 'when the unicorn flees the first player keeps the token',
			winner: null,
			outcome: 'fled',
			next: 'Ana',
			step: 'round.fledKeepsToken'
		}
	])('$rule', ({ winner, outcome, next, step }) => {
		const result = firstPlayerAfterHunt({ firstPlayer: 'Ana', winner, outcome });
		expect(result.firstPlayer).toBe(next);
		expect(codes(result.steps)).toEqual([step]);
		expect(result.steps[0]?.rule).toBe('ktu.first-player-change');
	});

	test.each<{
		rule: string;
		winner: string | null;
		outcome: HuntOutcome;
		first: string;
		code: string;
	}>([
		{
			rule: 'an invalid hunt moves nothing',
			winner: null,
			outcome: 'invalid',
			first: 'Ana',
			code: 'round.error.huntInvalid'
		},
		{
			rule: 'a capture without a winner is an error',
			winner: null,
			outcome: 'captured',
			first: 'Ana',
			code: 'round.error.winnerMissing'
		},
		{
			rule: 'an unknown outcome is an error',
			winner: 'Bo',
			outcome: 'won' as HuntOutcome,
			first: 'Ana',
			code: 'round.error.unknownOutcome'
		},
		{
			rule: 'a missing first player is an error',
			winner: 'Bo',
			outcome: 'captured',
			first: '',
			code: 'round.error.firstPlayerMissing'
		}
	])('$rule', ({ winner, outcome, first, code }) => {
		const result = firstPlayerAfterHunt({ firstPlayer: first, winner, outcome });
		expect(result.firstPlayer).toBe(first);
		expect(codes(result.errors)).toEqual([code]);
	});
});

describe('a first player who passes (ktu.pass)', () => {
	test.each([
		{ first: 'Ana', next: 'Bo' },
		{ first: 'Bo', next: 'Cy' },
		{ first: 'Cy', next: 'Ana' }
	])('$first hands the token to the next player clockwise, $next, who leads', ({ first, next }) => {
		const result = firstPlayerAfterPass({ players: ['Ana', 'Bo', 'Cy'], firstPlayer: first });
		expect(result.firstPlayer).toBe(next);
		expect(result.steps).toEqual([
			{
				code: 'round.passHandsToken',
				rule: 'ktu.pass',
				params: { from: first, to: next, player: next }
			}
		]);
	});

	test('a first player who is not seated is an error', () => {
		const result = firstPlayerAfterPass({ players: ['Ana', 'Bo', 'Cy'], firstPlayer: 'Zed' });
		expect(result.firstPlayer).toBe('Zed');
		expect(codes(result.errors)).toEqual(['table.error.firstPlayerUnknown']);
	});

	test('property: passing around the whole table brings the token back', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(
					fc.string({ minLength: 1, maxLength: 4 }).filter((s) => s.trim() === s && s !== ''),
					{ minLength: 3, maxLength: 6 }
				),
				fc.nat(),
				(players, at) => {
					const start = players[at % players.length] ?? '';
					let first = start;
					const seen: string[] = [];
					for (let i = 0; i < players.length; i++) {
						seen.push(first);
						first = firstPlayerAfterPass({ players, firstPlayer: first }).firstPlayer;
					}
					expect(first).toBe(start);
					expect(new Set(seen).size).toBe(players.length);
				}
			)
		);
	});
});

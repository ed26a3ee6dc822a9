import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { findWinner, type PlayerScore } from './winner';

const codes = (steps: { code: string }[]) => steps.map((s) => s.code);
/** `scores('A30', 'B-2')` → A has 30 points, B has -2. */
const scores = (...specs: string[]): PlayerScore[] =>
	specs.map((s) => ({ player: s.slice(0, 1), total: Number(s.slice(1)) }));

describe('who wins the game (ktu.overview, ktu.faq.final-tie)', () => {
	test.each([
		{
			rule: 'the highest total wins',
			scores: scores('A30', 'B41', 'C28'),
			winner: 'B',
			cancelled: [],
			last: 'winner.highestTotal'
		},
		{
			rule: 'a tie at the top cancels and the next unique total wins',
			scores: scores('A41', 'B41', 'C28'),
			winner: 'C',
			cancelled: [41],
			last: 'winner.highestTotal'
		},
		{
			rule: 'a tie further down does not matter',
			scores: scores('A41', 'B28', 'C28'),
			winner: 'A',
			cancelled: [28],
			last: 'winner.highestTotal'
		},
		{
			rule: 'when every total is tied nobody wins',
			scores: scores('A30', 'B30', 'C12', 'D12'),
			winner: null,
			cancelled: [30, 12],
			last: 'winner.nobody'
		},
		{
			rule: 'negative totals can win',
			scores: scores('A-3', 'B-5'),
			winner: 'A',
			cancelled: [],
			last: 'winner.highestTotal'
		},
		{
			rule: 'a lone player wins',
			scores: scores('A0'),
			winner: 'A',
			cancelled: [],
			last: 'winner.highestTotal'
		}
	])('$rule', ({ scores, winner, cancelled, last }) => {
		const result = findWinner({ scores });
		expect(result.errors).toEqual([]);
		expect(result.winner).toBe(winner);
		expect(result.cancelled).toEqual(cancelled);
		expect(codes(result.steps).at(-1)).toBe(last);
	});

	test('a cancelled tie cites the final-tie FAQ and names the players', () => {
		const { steps } = findWinner({ scores: scores('A41', 'B41', 'C28') });
		expect(steps[0]).toEqual({
			code: 'winner.tieCancelled',
			rule: 'ktu.faq.final-tie',
			params: { total: 41, players: ['A', 'B'], count: 2 }
		});
	});
});

describe('double rainbow (ktu.scoring.rainbow)', () => {
	test('a double rainbow wins at once, whatever the totals', () => {
		const result = findWinner({
			scores: [
				{ player: 'A', total: 50 },
				{ player: 'B', total: 12, instantVictory: true }
			]
		});
		expect(result.winner).toBe('B');
		expect(codes(result.steps)).toEqual(['winner.doubleRainbow']);
	});

	test('a double rainbow wins even with a total tied with someone else', () => {
		const result = findWinner({
			scores: [
				{ player: 'A', total: 12 },
				{ player: 'B', total: 12, instantVictory: true }
			]
		});
		expect(result.winner).toBe('B');
	});

	test('two double rainbows are a tie between them: nobody wins', () => {
		const result = findWinner({
			scores: [
				{ player: 'A', total: 20, instantVictory: true },
				{ player: 'B', total: 60 },
				{ player: 'C', total: 10, instantVictory: true }
			]
		});
		expect(result.winner).toBeNull();
		expect(result.steps).toEqual([
			{
				code: 'winner.doubleRainbowTie',
				rule: 'ktu.scoring.rainbow',
				params: { players: ['A', 'C'], count: 2 },
				interpretation: true
			}
		]);
	});
});

describe('bad input names no winner', () => {
	test.each([
		{
			rule: 'a fractional total',
			scores: [{ player: 'A', total: 2.5 }],
			code: 'winner.error.totalNotWhole'
		},
		{
			rule: 'a non-finite total',
			scores: [{ player: 'A', total: Infinity }],
			code: 'winner.error.totalNotWhole'
		},
		{
			rule: 'a total typed as text',
			scores: [{ player: 'A', total: '3' }],
			code: 'winner.error.totalNotWhole'
		},
		{
			rule: 'a player listed twice',
			scores: [
				{ player: 'A', total: 2 },
				{ player: 'A', total: 3 }
			],
			code: 'players.error.twice'
		},
		{
			rule: 'an empty player name',
			scores: [{ player: '', total: 2 }],
			code: 'players.error.nameMissing'
		},
		{ rule: 'no scores at all', scores: [], code: 'players.error.empty' },
		{ rule: 'scores that are not a list', scores: {}, code: 'players.error.notList' }
	])('$rule', ({ scores, code }) => {
		const result = findWinner({ scores: scores as PlayerScore[] });
		expect(result.winner).toBeNull();
		expect(result.steps).toEqual([]);
		expect(codes(result.errors)).toContain(code);
	});
});

const playerScores = fc
	.uniqueArray(fc.constantFrom('Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'), { minLength: 1 })
	.chain((players) =>
		fc
			.array(fc.integer({ min: -5, max: 20 }), {
				minLength: players.length,
				maxLength: players.length
			})
			.map((totals) => players.map((player, i): PlayerScore => ({ player, total: totals[i] ?? 0 })))
	);

describe('properties', () => {
	test('the winner has the only copy of the highest uncancelled total', () => {
		fc.assert(
			fc.property(playerScores, (scores) => {
				const result = findWinner({ scores });
				const totals = scores.map((s) => s.total);
				const unique = totals.filter((t) => totals.indexOf(t) === totals.lastIndexOf(t));
				if (unique.length === 0) {
					expect(result.winner).toBeNull();
					return;
				}
				const winning = scores.find((s) => s.player === result.winner)?.total;
				expect(winning).toBe(Math.max(...unique));
				expect(totals.filter((t) => t === winning)).toHaveLength(1);
			})
		);
	});

	test('the order of the players does not change the winner', () => {
		fc.assert(
			fc.property(playerScores, (scores) => {
				const a = findWinner({ scores });
				const b = findWinner({ scores: [...scores].reverse() });
				expect(b.winner).toBe(a.winner);
				expect(b.cancelled).toEqual(a.cancelled);
			})
		);
	});

	test('a single double rainbow always wins', () => {
		fc.assert(
			fc.property(playerScores, fc.nat(), (scores, at) => {
				const i = at % scores.length;
				const marked = scores.map((s, j) => (j === i ? { ...s, instantVictory: true } : s));
				expect(findWinner({ scores: marked }).winner).toBe(scores[i]?.player);
			})
		);
	});
});

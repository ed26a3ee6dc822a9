import { describe, expect, test } from 'vitest';
import type { Bid } from './hunt';
import { applyScheme, isSchemeEffect, SCHEME_EFFECTS } from './scheme';

const bids = (...totals: number[]): Bid[] =>
	totals.map((total, i) => ({ player: String.fromCharCode(65 + i), total, cards: 2 }));

describe('the winner’s revealed Scheme (ktu.scheme-reveal)', () => {
	test.each([
		// effect, totals, taker, outcome, who takes it
		['no-effect', [5, 3, 1], null, 'captured', 'A'],
		['size', [5, 3, 1], null, 'captured', 'C'],
		['size', [5, 3, 3], null, 'captured', 'A'],
		['taker', [5, 3, 1], 'B', 'captured', 'B'],
		['taker', [5, 3, 1], 'D', 'captured', 'D'],
		['discarded', [5, 3, 1], null, 'discarded', null]
	] as const)(
		'%s with bids %j and taker %s: %s, taken by %s',
		(effect, totals, taker, outcome, by) => {
			const r = applyScheme({ bids: bids(...totals), effect, taker });
			expect(r.errors).toEqual([]);
			expect(r.outcome).toBe(outcome);
			expect(r.taker).toBe(by);
			expect(r.revealedBy).toBe('A');
			expect(r.steps[0]?.rule).toBe(effect === 'size' ? 'ktu.scheme.size' : 'ktu.scheme-reveal');
		}
	);

	test('Size Does Not Matter cancels ties before the lowest total wins', () => {
		const r = applyScheme({ bids: bids(6, 1, 1, 4), effect: 'size' });
		expect(r.taker).toBe('D');
		expect(r.cancelled).toEqual([1]);
		expect(r.steps.map((s) => s.code)).toEqual([
			'scheme.size',
			'hunt.tieCancelled',
			'hunt.lowestWins'
		]);
	});

	test('a Scheme that gives the unicorn away needs someone to take it', () => {
		const r = applyScheme({ bids: bids(5, 3), effect: 'taker' });
		expect(r.outcome).toBe('invalid');
		expect(r.errors.map((e) => e.code)).toEqual(['scheme.error.takerRequired']);
	});

	test.each([[[] as number[]], [[3, 3]]])('a hunt nobody won (%j) reveals no Scheme', (totals) => {
		const r = applyScheme({ bids: bids(...totals), effect: 'no-effect' });
		expect(r.outcome).toBe('invalid');
		expect(r.errors.map((e) => e.code)).toEqual(['scheme.error.noWinner']);
	});

	test('invalid bids are reported as the hunt’s own errors', () => {
		const r = applyScheme({ bids: [{ player: 'A', total: -1 }], effect: 'no-effect' });
		expect(r.errors.map((e) => e.code)).toEqual(['hunt.error.totalNegative']);
	});

	test('the vocabulary is one list, with a guard for stored values', () => {
		for (const e of SCHEME_EFFECTS) expect(isSchemeEffect(e)).toBe(true);
		expect(isSchemeEffect('noEffect')).toBe(false);
		expect(isSchemeEffect('none')).toBe(false);
	});
});

import { describe, expect, test } from 'vitest';
import {
	COUNTS_AS_BOUNDS,
	HUNT_CARD_BOUNDS,
	PATE_BOUNDS,
	SCHEME_POINT_BOUNDS,
	STAR_BOUNDS,
	checkBounds,
	clampToBounds
} from './bounds';

describe('bounds on entered numbers', () => {
	test.each([
		['stars', STAR_BOUNDS],
		['scheme points', SCHEME_POINT_BOUNDS],
		['a Paté token', PATE_BOUNDS],
		['a hunt card', HUNT_CARD_BOUNDS],
		['counts as', COUNTS_AS_BOUNDS]
	])('%s: both ends are accepted, one past either end is refused', (_name, bounds) => {
		expect(checkBounds(bounds.min, bounds)).toBeNull();
		expect(checkBounds(bounds.max, bounds)).toBeNull();
		expect(checkBounds(bounds.max + 1, bounds)?.code).toBe('input.outOfRange');
		expect(checkBounds(bounds.min - 1, bounds)?.code).toBe('input.outOfRange');
	});

	test.each([[1e308], [-1e308], [1e21]])('%s stars are out of range', (value) => {
		expect(checkBounds(value, STAR_BOUNDS)).toMatchObject({
			code: 'input.outOfRange',
			params: { min: STAR_BOUNDS.min, max: STAR_BOUNDS.max },
			rule: 'ktu.scoring',
			interpretation: true
		});
	});

	test.each([[2.5], [Number.NaN], [Infinity], ['3'], [null]])(
		'%s is not a whole number',
		(value) => {
			expect(checkBounds(value, COUNTS_AS_BOUNDS)?.code).toBe('input.notWhole');
		}
	);

	test('a rule-given bound carries no interpretation mark', () => {
		expect(checkBounds(4, PATE_BOUNDS)).toMatchObject({ rule: 'ktu.market.butcher' });
		expect(checkBounds(4, PATE_BOUNDS)).not.toHaveProperty('interpretation');
	});

	test('a stepper value is clamped into the bounds', () => {
		expect(clampToBounds(1e308, STAR_BOUNDS)).toBe(STAR_BOUNDS.max);
		expect(clampToBounds(-Infinity, STAR_BOUNDS)).toBe(STAR_BOUNDS.min);
		expect(clampToBounds(2.7, STAR_BOUNDS)).toBe(2);
	});
});

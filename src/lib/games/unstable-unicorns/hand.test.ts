import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HAND_LIMIT, discardsNeeded, endOfTurnDiscards } from './hand';

describe('uu.phase.end: discard down to the hand limit', () => {
	test('the hand limit is 7 unless a card says otherwise', () => {
		expect(HAND_LIMIT).toBe(7);
	});

	test.each([
		[0, undefined, 0],
		[7, undefined, 0],
		[8, undefined, 1],
		[12, undefined, 5],
		[5, 4, 1],
		[3, 0, 3],
		[9, 10, 0]
	])('%i cards with a limit of %s: discard %i', (handSize, handLimit, discards) => {
		expect(discardsNeeded({ handSize, handLimit })).toBe(discards);
	});

	test.each([
		[{ handSize: -1 }],
		[{ handSize: 2.5 }],
		[{ handSize: 3, handLimit: -1 }],
		[{ handSize: Number.NaN }]
	])('bad programmer input %j throws RangeError', (input) => {
		expect(() => discardsNeeded(input)).toThrow(RangeError);
	});

	test('discards never exceed the cards above the limit, and leave exactly the limit', () => {
		fc.assert(
			fc.property(fc.nat(60), fc.nat(20), (handSize, handLimit) => {
				const discards = discardsNeeded({ handSize, handLimit });
				expect(handSize - discards).toBe(Math.min(handSize, handLimit));
			})
		);
	});

	test('the validating form explains the discard', () => {
		expect(endOfTurnDiscards({ handSize: 9 })).toEqual({
			discards: 2,
			steps: [
				{ code: 'hand.discard', rule: 'uu.phase.end', params: { count: 2, limit: 7, handSize: 9 } }
			],
			errors: []
		});
		expect(endOfTurnDiscards({ handSize: 4 }).steps[0]?.code).toBe('hand.withinLimit');
	});

	test.each([
		[{ handSize: 'seven' }, ['error.hand.size']],
		[{ handSize: 3, handLimit: -2 }, ['error.hand.limit']],
		[{ handSize: -1, handLimit: 1.5 }, ['error.hand.size', 'error.hand.limit']]
	])('user input %j comes back as errors', (input, codes) => {
		const result = endOfTurnDiscards(input);
		expect(result.discards).toBeNull();
		expect(result.errors.map((e) => e.code)).toEqual(codes);
	});
});

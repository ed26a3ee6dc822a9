import { describe, expect, test } from 'vitest';
import { checkKnightPower, checkRoundCards } from './knight';

describe('the Knight’s power (ktu.characters)', () => {
	test.each([
		// powers, character, used this round, error
		[true, 'knight', false, null],
		[true, null, false, null],
		[true, 'knight', true, 'knight.error.usedThisRound'],
		[true, null, true, 'knight.error.usedThisRound'],
		[true, 'bard', false, 'knight.error.notKnight'],
		[false, 'knight', false, 'knight.error.notKnight'],
		[false, null, false, 'knight.error.notKnight']
	] as const)('powers %s, character %s, used %s → %s', (powers, character, usedThisRound, code) => {
		const { errors } = checkKnightPower({ powers, character, usedThisRound });
		expect(errors.map((e) => e.code)).toEqual(code === null ? [] : [code]);
	});
});

describe('Hunt cards over a round: a hand holds 8', () => {
	test.each([
		// played, cards, left after, error
		[0, 3, 5, null],
		[5, 3, 0, null],
		[0, 8, 0, null],
		[6, 3, 2, 'hunt.error.roundCardsExceeded'],
		[8, 1, 0, 'hunt.error.roundCardsExceeded'],
		[1.5, 1, 0, 'hunt.error.cardsNotWhole'],
		[0, -1, 0, 'hunt.error.cardsNotWhole']
	] as const)('%d played, %d more → %d left (%s)', (played, cards, left, code) => {
		const r = checkRoundCards({ played, cards });
		expect(r.errors.map((e) => e.code)).toEqual(code === null ? [] : [code]);
		expect(r.left).toBe(left);
	});
});

import { describe, expect, test } from 'vitest';
import { checkKnightPower, checkRoundCards } from './knight';

describe('the Knight’s power (ktu.characters)', () => {
	test.each([
		// powers, character, used this round, error
		[true, 'knight', false, null],
		[true, null, false, null],
		[true, 'knight', true, 'power.error.usedThisRound'],
		[true, null, true, 'power.error.usedThisRound'],
		[true, 'bard', false, 'knight.error.notKnight'],
		[true, 'bard', true, 'knight.error.notKnight'],
		[false, 'knight', false, 'power.error.noPowers'],
		[false, null, false, 'power.error.noPowers'],
		[false, 'bard', false, 'knight.error.notKnight']
	] as const)('powers %s, character %s, used %s → %s', (powers, character, usedThisRound, code) => {
		const { errors } = checkKnightPower({ player: 's1', powers, character, usedThisRound });
		expect(errors.map((e) => e.code)).toEqual(code === null ? [] : [code]);
		if (code !== null) expect(errors[0]?.params).toMatchObject({ player: 's1' });
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

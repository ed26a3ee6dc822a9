import { describe, expect, test } from 'vitest';
import { CHARACTERS, barredCharacters, checkPowerUse, isCharacter } from './characters';

describe('powers work once a round, in a game played with them (ktu.characters)', () => {
	test.each([
		// powers, used this round, error
		[true, false, null],
		[true, true, 'power.error.usedThisRound'],
		[false, false, 'power.error.noPowers'],
		[false, true, 'power.error.noPowers']
	] as const)('powers %s, used %s → %s', (powers, usedThisRound, code) => {
		const { errors } = checkPowerUse({ player: 's2', powers, usedThisRound });
		expect(errors.map((e) => e.code)).toEqual(code === null ? [] : [code]);
		if (code !== null) expect(errors[0]?.params).toEqual({ player: 's2', field: 'power' });
	});
});

describe('characters (ktu.characters, ktu.variant.initiation)', () => {
	test('nine characters: six retail, three crowdfunding', () => {
		expect(CHARACTERS).toHaveLength(9);
		expect(isCharacter('knight')).toBe(true);
		expect(isCharacter('Knight')).toBe(false);
	});

	test.each([
		// initiation, powers, barred
		[true, true, ['princess', 'shaman']],
		[true, false, []],
		[false, true, []]
	] as const)('initiation %s with powers %s bars %j', (initiation, powers, barred) => {
		expect(barredCharacters({ initiation, powers })).toEqual(barred);
	});
});

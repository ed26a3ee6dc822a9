import { describe, expect, test } from 'vitest';
import {
	CHARACTERS,
	barredCharacters,
	checkCharacterPower,
	checkPowerUse,
	isCharacter
} from './characters';

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

describe("a power is its character's, in a game that plays it (ktu.characters)", () => {
	const base = {
		player: 's1',
		powers: true,
		usedThisRound: false,
		own: null,
		elsewhere: false,
		barred: [],
		huntCardsPlayed: false
	} as const;
	const code = (input: Partial<Parameters<typeof checkCharacterPower>[0]>) =>
		checkCharacterPower({ ...base, character: 'wizard', ...input }).errors.map((e) => e.code);

	test("the player's own character, or any nobody holds when none was entered", () => {
		expect(code({ own: 'wizard' })).toEqual([]);
		expect(code({ own: null })).toEqual([]);
	});
	test("another character's power is refused, and one another player plays", () => {
		expect(code({ own: 'bard' })).toEqual(['power.error.notTheirs']);
		expect(code({ own: null, elsewhere: true })).toEqual(['power.error.notTheirs']);
	});
	test('a character the variant leaves out has no power to use', () => {
		const barred = barredCharacters({ initiation: true, powers: true });
		expect(code({ character: 'shaman', barred })).toEqual(['power.error.barred']);
		expect(code({ character: 'wizard', barred })).toEqual([]);
	});
	test('the Princess acts before the hunt’s first Hunt card (ktu-princess-timing)', () => {
		expect(code({ character: 'princess', huntCardsPlayed: false })).toEqual([]);
		expect(code({ character: 'princess', huntCardsPlayed: true })).toEqual([
			'power.error.princessLate'
		]);
		expect(code({ character: 'bard', huntCardsPlayed: true })).toEqual([]);
	});
	test('still once a round, and only in a game played with powers', () => {
		expect(code({ own: 'wizard', usedThisRound: true })).toEqual(['power.error.usedThisRound']);
		expect(code({ powers: false })).toEqual(['power.error.noPowers']);
	});
});

// The characters (ktu.characters) and the rules every power follows: once a round, and only in a
// game played with powers (ktu.variant.initiation may leave them out, or bar some characters).
import { step, type KtuStep } from './codes';

/** The six retail characters, then the three crowdfunding ones the rulebook mentions. */
export const CHARACTERS = [
	'princess',
	'knight',
	'wizard',
	'shaman',
	'bard',
	'huntress',
	'merchant',
	'thief',
	'black-mage'
] as const;
export type Character = (typeof CHARACTERS)[number];

export function isCharacter(value: unknown): value is Character {
	return typeof value === 'string' && (CHARACTERS as readonly string[]).includes(value);
}

/** ktu.variant.initiation: without Schemes but with powers, all except Princess and Shaman. */
export const BARRED_WITH_INITIATION_POWERS: readonly Character[] = ['princess', 'shaman'];

/**
 * The characters a game leaves out (ktu.variant.initiation): Princess and Shaman in an Initiation
 * game played with powers; none otherwise (without powers every character is only a seat).
 */
export function barredCharacters(game: {
	initiation: boolean;
	powers: boolean;
}): readonly Character[] {
	return game.initiation && game.powers ? BARRED_WITH_INITIATION_POWERS : [];
}

export interface PowerInput {
	/** The player, as the engines take them (a seat key); named in the error. */
	player: string;
	/** Character powers are in play (only the Initiation variant may leave them out). */
	powers: boolean;
	/** The player already used their power this round. */
	usedThisRound: boolean;
}

/**
 * May this player use their character's power now? Only in a game played with powers, and once
 * per round (all three rulebooks say so; the round's use comes back at ktu.round-end).
 */
export function checkPowerUse(input: PowerInput): { errors: KtuStep[] } {
	const params = { player: input.player, field: 'power' };
	if (!input.powers) {
		return { errors: [step('power.error.noPowers', 'ktu.variant.initiation', params)] };
	}
	if (input.usedThisRound) {
		return { errors: [step('power.error.usedThisRound', 'ktu.characters', params)] };
	}
	return { errors: [] };
}

export interface CharacterPowerInput extends PowerInput {
	/** The character whose power is used. */
	character: Character;
	/** The player's own character, when the table entered it. */
	own: Character | null;
	/** Another player plays that character. */
	elsewhere: boolean;
	/** The characters the game leaves out (barredCharacters). */
	barred: readonly Character[];
	/** Some player has already played Hunt cards in the hunt under way. */
	huntCardsPlayed: boolean;
}

/**
 * May this player use this character's power now? Only a character in the game, and only the
 * player who plays it (ktu.characters; a player whose character was not entered may use any
 * power nobody else holds). The Princess acts before any Hunt card of the hunt is played
 * (Hornbook's reading ktu-princess-timing of the editions' two wordings). Then once a round, as
 * every power (checkPowerUse).
 */
export function checkCharacterPower(input: CharacterPowerInput): { errors: KtuStep[] } {
	const params = { player: input.player, field: 'power', character: input.character };
	const inPlay = checkPowerUse({ ...input, usedThisRound: false });
	if (inPlay.errors.length > 0) return inPlay;
	if (input.barred.includes(input.character)) {
		return { errors: [step('power.error.barred', 'ktu.variant.initiation', params)] };
	}
	if ((input.own !== null && input.own !== input.character) || input.elsewhere) {
		return { errors: [step('power.error.notTheirs', 'ktu.characters', params)] };
	}
	if (input.character === 'princess' && input.huntCardsPlayed) {
		return { errors: [step('power.error.princessLate', 'ktu.characters', params)] };
	}
	return checkPowerUse(input);
}

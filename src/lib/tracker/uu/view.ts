// What the game screens read from a UU state: counts, letters, card names. All counting is the
// engine's; these only arrange it per seat.
import {
	CARD_LANGUAGES,
	DECKS,
	UNICORN_TYPES,
	countLettersInNames,
	pickList,
	stableCount,
	type CardLanguage,
	type CardType,
	type Edition
} from '$lib/games/unstable-unicorns';
import type { UuState } from './reducer';

export interface SeatView {
	seat: number;
	player: string;
	/** uu.end: unicorns counted as the cards say (Ginormous Unicorn: 2). */
	count: number;
	/** uu.end tie-break: letters in the names of every unicorn in the Stable. */
	letters: number;
	/** Unicorns still needed to reach the goal (0 once reached). */
	toGo: number;
}

export function seats(state: UuState): SeatView[] {
	return state.players.map((player, seat) => {
		const stable = state.stables[seat] ?? [];
		const count = stableCount(stable);
		return {
			seat,
			player,
			count,
			letters: countLettersInNames(stable.map((u) => u.name)),
			toGo: Math.max(0, state.goal - count)
		};
	});
}

/** Languages the edition's card names are known in (the pick lists fall back to the rest). */
export function cardLanguagesOf(edition: Edition): CardLanguage[] {
	return CARD_LANGUAGES.filter((lang) => DECKS[edition].cards.some((c) => c.names[lang]));
}

/** The cards' language for a UI language: the same when the edition has names in it. */
export function defaultCardLanguage(edition: Edition, uiLang: string): CardLanguage {
	const known = cardLanguagesOf(edition);
	return known.find((lang) => lang === uiLang) ?? DECKS[edition].language;
}

const isUnicornOrUnknown = (type: CardType | null) =>
	type === null || (UNICORN_TYPES as readonly CardType[]).includes(type);

/**
 * Unicorn names to pick from: every unicorn card of the edition, and the cards whose type the
 * sources do not give (a player may still type any other name).
 */
export function unicornNames(edition: Edition, language: CardLanguage): string[] {
	const names = pickList({ edition, language })
		.filter((card) => isUnicornOrUnknown(card.type))
		.map((card) => card.name);
	return [...new Set(names)];
}

/** Baby unicorn names to pick from. */
export function babyNames(edition: Edition, language: CardLanguage): string[] {
	return [...new Set(pickList({ edition, language, types: ['baby-unicorn'] }).map((c) => c.name))];
}

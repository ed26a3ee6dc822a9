// What the game screens read from a UU state: counts, letters, card names. All counting is the
// engine's; these only arrange it per seat.
import {
	CARD_LANGUAGES,
	DECKS,
	EDITIONS,
	UNICORN_TYPES,
	cardName,
	cardOf,
	neighName,
	twoPlayerRemovals,
	countLettersInNames,
	pickList,
	stableCount,
	type CardEntry,
	type CardLanguage,
	type CardType,
	type Edition
} from '$lib/games/unstable-unicorns';
import type { UuState } from './reducer';
import { stands, type InStable } from './state';

/** A player at the table and their Stable, as the Stable controls draw it. */
export interface StableSeat {
	seat: number;
	player: string;
	unicorns: readonly InStable[];
}

/**
 * The turn that tells a unicorn apart from the others of its name in its Stable (two Basic
 * Unicorns, two Baby Unicorns): the one it came in (0: since the setup); null when no other
 * unicorn there has its name.
 */
export function cameApart(stable: readonly InStable[], index: number): number | null {
	const unicorn = stable[index];
	if (!unicorn) return null;
	return stable.some((u, i) => i !== index && u.name === unicorn.name) ? unicorn.came : null;
}

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

/** The edition's cards this table plays with: a two-player game removes some (uu.two-player). */
function tableDeck(state: UuState): readonly CardEntry[] {
	const removed = new Set(state.players.length === 2 ? twoPlayerRemovals(state.edition) : []);
	return DECKS[state.edition].cards.filter((card) => !removed.has(card));
}

/**
 * The unicorns a table picks from, in its card language: the cards a two-player game removes
 * left out (uu.two-player), and a card the deck holds as many times as the Stables already show
 * (the one Baby Narwhal, each Magical Unicorn) left out too. Basic Unicorns first, then the rest.
 */
export function unicornChoices(state: UuState): string[] {
	const deck = DECKS[state.edition];
	const held = new Map<object, number>();
	for (const unicorn of state.stables.flat()) {
		const card = cardOf(state.edition, unicorn.name);
		if (card) held.set(card, (held.get(card) ?? 0) + 1);
	}
	const cards = tableDeck(state)
		.filter((card) => isUnicornOrUnknown(card.type) && card.type !== 'baby-unicorn')
		.filter((card) => card.copies === null || (held.get(card) ?? 0) < card.copies)
		.sort((a, b) => Number(b.type === 'basic-unicorn') - Number(a.type === 'basic-unicorn'));
	return [...new Set(cards.map((card) => cardName(card, deck, state.language)))];
}

/** The Baby Unicorn a player brings from the Nursery, as the table's cards name it. */
export function nurseryBaby(state: UuState): string {
	const deck = DECKS[state.edition];
	const baby = deck.cards.find((card) => card.type === 'baby-unicorn' && (card.copies ?? 0) > 1);
	return baby ? cardName(baby, deck, state.language) : '';
}

/** The unicorns offered before anything is typed: the Basic ones, then those this game has seen. */
export function likelyUnicorns(state: UuState, choices: readonly string[], max = 8): string[] {
	const deck = DECKS[state.edition];
	const basic = deck.cards
		.filter((card) => card.type === 'basic-unicorn')
		.map((card) => cardName(card, deck, state.language));
	// Every card seen this game, newest first: one the deck holds once is left out by `choices`
	// while it sits in a Stable, and offered again once it left (a Back Kick sends it to a hand,
	// from where it is often played again).
	const wanted = [...basic, ...[...state.seen].reverse()];
	return [...new Set(wanted)].filter((name) => choices.includes(name)).slice(0, max);
}

/** The cards played as an action other than a unicorn, by the type the player taps. */
export const OTHER_CARDS = ['magic', 'upgrade', 'downgrade'] as const satisfies readonly CardType[];
export type OtherCard = (typeof OTHER_CARDS)[number];

/**
 * The edition's Magic, Upgrade and Downgrade cards by type, as the table's cards name them, the
 * two-player removals left out: the log names the card a player tapped (none where the sources
 * do not give a type, as for most NSFW cards).
 */
export function otherCardNames(state: UuState): Record<OtherCard, string[]> {
	const deck = DECKS[state.edition];
	const of = (type: OtherCard) => [
		...new Set(
			tableDeck(state)
				.filter((card) => card.type === type)
				.map((card) => cardName(card, deck, state.language))
		)
	];
	return { magic: of('magic'), upgrade: of('upgrade'), downgrade: of('downgrade') };
}

/**
 * A card's names in the other languages the sources give (the Spanish table's "Unicornio Mamá
 * ganso" is Mother Goose Unicorn in English): a player may know the card by either.
 */
export function otherLanguageNames(name: string): string[] {
	const names = EDITIONS.flatMap((edition) => Object.values(cardOf(edition, name)?.names ?? {}));
	return [...new Set(names)].filter((other) => other !== name);
}

/**
 * Whether the screen asks what the turn's card did to the Stables: a card that stands, but not a
 * Basic Unicorn (it has no effect to record).
 */
export function effectAsked(state: UuState): boolean {
	const play = state.turnPlay;
	if (!play || !stands(play)) return false;
	return play.name === null || cardOf(state.edition, play.name)?.type !== 'basic-unicorn';
}

/**
 * The Neigh and the Super Neigh as the table's cards name them ("Neigh" on English cards in an
 * Italian interface, "Mahiii!" on the Italian NSFW cards in any): the names the buttons and the
 * log put in the interface's sentences, as they do a unicorn's.
 */
export function neighNames(state: Pick<UuState, 'edition' | 'language'>): NeighNames {
	return {
		instant: neighName(state.edition, 'neigh', state.language),
		superInstant: neighName(state.edition, 'super-neigh', state.language)
	};
}

/** The Neigh's and the Super Neigh's names, under the names the sentences take them by. */
export interface NeighNames {
	instant: string;
	superInstant: string;
}

/**
 * Whether the win can still be taken back by a Neigh on the winning card (uu.cards.instant): the
 * game was won by the card just played, and no Neigh is recorded on it yet. Once the table has
 * recorded the Neighs on it, their fight is over.
 */
export function winOpenToNeigh(state: UuState): boolean {
	return state.status === 'won' && state.lastPlay !== null && state.lastPlay.neighs.length === 0;
}

/**
 * Whether the card on the table is the first one stopped this game, its Neighs the game's first:
 * Hornbook's reading on the stopped card's action (uu-neigh-action) is said whole then, and is a
 * link after that.
 */
export function firstNeighFight(state: UuState): boolean {
	const play = state.lastPlay ?? state.turnPlay;
	const played = state.neighsPlayed.reduce((sum, n) => sum + n, 0);
	return play !== null && played === play.neighs.length;
}

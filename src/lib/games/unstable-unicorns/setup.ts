import { DECKS, EDITIONS, cardName, type CardEntry, type Edition } from './cards';
import { step } from './codes';
import { checkPlayerCount } from './players';
import type { Step } from './step';

/** uu.setup: black-backed cards dealt to each player. */
export const CARDS_DEALT = 5;
/** uu.setup: each player starts with one baby unicorn (chosen) in their stable. */
export const BABIES_EACH = 1;
/** uu.two-player: one Neigh dealt to each player before shuffling. */
export const TWO_PLAYER_NEIGHS_EACH = 1;

/**
 * uu.two-player: cards removed to the box in a two-player game, by the name in the edition's
 * own language; every copy of a listed card goes. The 2nd-edition list comes from the
 * Spanish rulebook (all basic unicorns — the Narwhal is one — plus ten named cards: 32 cards);
 * the older web list belongs to the 1st edition and is not used. The NSFW list comes from
 * its Italian rulebook.
 */
export const TWO_PLAYER_REMOVALS: Readonly<Record<Edition, readonly string[]>> = {
	'standard-2e': [
		'Basic Unicorn',
		'Narwhal',
		'Queen Bee Unicorn',
		'Seductive Unicorn',
		'Rainbow Unicorn',
		'Mother Goose Unicorn',
		'Necromancer Unicorn',
		'Nanny Cam',
		'Sadistic Ritual',
		'Slowdown',
		'Yay'
	],
	nsfw: [
		'Unicorno Semplice',
		'Eunicorno',
		'Unicorno Pretenzioso',
		'Miciocorno in Calore',
		'Unicorno Profumiere',
		'Una Notte da Unicorni',
		'Plug Anale da Unicorno',
		'Frusta da Dominatrice',
		'Peto di Unicorno',
		'Unicorni Scopamici',
		'Speed per Unicorni',
		'Asfissiofilia Erotica',
		'Unicorno Stallone',
		'Unicorno Doppio Giocista',
		'Dungeon per Unicorni',
		'Unicorgia',
		'Crampa-Cavallo'
	]
};

/** uu.first-player: how each edition's rulebook picks who starts. */
export const FIRST_PLAYER_RULES = {
	'standard-2e': 'mostColourful',
	nsfw: 'darkestChooses'
} as const satisfies Record<Edition, string>;

/** The deck entries a two-player game removes, in list order. */
export function twoPlayerRemovals(edition: Edition): readonly CardEntry[] {
	const deck = DECKS[edition];
	return TWO_PLAYER_REMOVALS[edition].map((name) => {
		const card = deck.cards.find((c) => cardName(c, deck) === name);
		if (!card) throw new Error(`twoPlayerRemovals: ${name} is not in the ${edition} deck`);
		return card;
	});
}

/** Cards removed in a two-player game, or null when a listed card's copy count is not known. */
export function twoPlayerRemovedCount(edition: Edition): number | null {
	const copies = twoPlayerRemovals(edition).map((c) => c.copies);
	return copies.every((c): c is number => c !== null)
		? copies.reduce((sum, c) => sum + c, 0)
		: null;
}

export interface SetupResult {
	/** Cards in each player's starting hand (5, or 6 with the two-player Neigh). */
	handSize: number;
	/** Cards dealt from the shuffled deck to each player. */
	dealt: number;
	/** Neigh cards dealt to each player before shuffling (two players only). */
	neighsEach: number;
	babiesEach: number;
	/** Deck entries removed to the box (two players only; every copy of each). */
	removed: readonly CardEntry[];
	/** How many cards that is, or null when the sources do not give every copy count. */
	removedCount: number | null;
	steps: Step[];
	errors: Step[];
}

/** uu.setup and uu.two-player: what to deal and remove for this table. */
export function setupFor({ players, edition }: { players: number; edition: Edition }): SetupResult {
	const errors = [
		...checkPlayerCount(players),
		...((EDITIONS as readonly unknown[]).includes(edition)
			? []
			: [step('error.edition.unknown', 'uu.setup', { field: 'edition', value: String(edition) })])
	];
	if (errors.length > 0) {
		return {
			handSize: 0,
			dealt: 0,
			neighsEach: 0,
			babiesEach: 0,
			removed: [],
			removedCount: null,
			steps: [],
			errors
		};
	}

	const twoPlayers = players === 2;
	const removed = twoPlayers ? twoPlayerRemovals(edition) : [];
	const removedCount = twoPlayers ? twoPlayerRemovedCount(edition) : 0;
	const neighsEach = twoPlayers ? TWO_PLAYER_NEIGHS_EACH : 0;
	const steps: Step[] = [step('setup.separate', 'uu.setup')];
	if (twoPlayers) {
		steps.push(
			removedCount === null
				? step('setup.twoPlayer.removeListed', 'uu.two-player', {
						edition,
						count: removed.length
					})
				: step('setup.twoPlayer.removeCards', 'uu.two-player', { edition, count: removedCount }),
			step('setup.twoPlayer.neigh', 'uu.two-player')
		);
	}
	steps.push(step('setup.deal', 'uu.setup', { count: CARDS_DEALT }));
	if (twoPlayers) {
		steps.push(step('setup.twoPlayer.hand', 'uu.two-player', { count: CARDS_DEALT + neighsEach }));
	}
	steps.push(
		step('setup.baby', 'uu.setup'),
		step(`setup.firstPlayer.${FIRST_PLAYER_RULES[edition]}`, 'uu.first-player')
	);

	return {
		handSize: CARDS_DEALT + neighsEach,
		dealt: CARDS_DEALT,
		neighsEach,
		babiesEach: BABIES_EACH,
		removed,
		removedCount,
		steps,
		errors: []
	};
}

/**
 * Card names per edition, as data for pick lists and the letter-count tie-break, as each edition's
 * card list prints them. Names are facts; effects are not stored. A name, type or copy count the
 * sources do not give is left out (`null`), never guessed.
 */

export const EDITIONS = ['standard-2e', 'nsfw'] as const;
export type Edition = (typeof EDITIONS)[number];

/** Languages card names are known in (French names are not: players type their own). */
export const CARD_LANGUAGES = ['en', 'es', 'it'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

export const CARD_TYPES = [
	'baby-unicorn',
	'basic-unicorn',
	'magical-unicorn',
	'magic',
	'instant',
	'upgrade',
	'downgrade'
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const UNICORN_TYPES = [
	'baby-unicorn',
	'basic-unicorn',
	'magical-unicorn'
] as const satisfies readonly CardType[];

export interface CardEntry {
	/** The printed name per language; the edition's own language is always present. */
	readonly names: Readonly<Partial<Record<CardLanguage, string>>>;
	/** null: the sources do not say which type the card is. */
	readonly type: CardType | null;
	/** null: the sources do not say how many copies the deck holds. */
	readonly copies: number | null;
	/** uu.end: unicorns this card counts as in a stable, when a card says other than 1. */
	readonly countsAs?: number;
	/** Colour variants printed on otherwise identical cards (not known to be part of the name). */
	readonly variants?: readonly string[];
	/** The edition's Neigh and Super Neigh (uu.cards.instant), whatever the edition names them. */
	readonly neigh?: NeighCard;
}

/** The two Instant cards the tracker records: the Neigh and the Super Neigh. */
export type NeighCard = 'neigh' | 'super-neigh';

export interface Deck {
	readonly edition: Edition;
	/** The language the edition's names are given in; every entry has a name in it. */
	readonly language: CardLanguage;
	/** Total black-backed cards + baby unicorns in the box, from the rulebook. */
	readonly blackBacked: number;
	readonly babies: number;
	readonly cards: readonly CardEntry[];
}

const BABY_COLOURS = [
	'Red',
	'Pink',
	'Orange',
	'Yellow',
	'Green',
	'Blue',
	'Purple',
	'Black',
	'White',
	'Brown',
	'Rainbow',
	'Death'
] as const;
const BASIC_COLOURS = ['Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Indigo', 'Purple'] as const;

const one = (type: CardType, en: string, es?: string): CardEntry => ({
	names: es === undefined ? { en } : { en, es },
	type,
	copies: 1
});
const many = (type: CardType, copies: number, en: string, es?: string): CardEntry => ({
	...one(type, en, es),
	copies
});

/** Magical unicorns with one copy each, [English, Spanish where the rulebook prints it]. */
const MAGICAL_UNICORNS: ReadonlyArray<readonly [string, string?]> = [
	['Rhinocorn'],
	['Magical Kittencorn'],
	['Stabby the Unicorn'],
	['Rainbow Unicorn', 'Unicornio Arcoíris'],
	['Extremely Destructive Unicorn'],
	['Chainsaw Unicorn'],
	['Llamacorn'],
	['Americorn'],
	['Seductive Unicorn', 'Unicornio Seductor'],
	['Queen Bee Unicorn', 'Unicornio Reina del baile'],
	['Greedy Flying Unicorn'],
	['Annoying Flying Unicorn'],
	['Magical Flying Unicorn'],
	['Swift Flying Unicorn'],
	['Majestic Flying Unicorn'],
	['Unicorn Phoenix'],
	['Unicorn on the Cob'],
	['Black Knight Unicorn'],
	['Shark With a Horn'],
	['Shabby the Narwhal'],
	['Narwhal Torpedo'],
	['Alluring Narwhal'],
	['Mermaid Unicorn'],
	['Classy Narwhal'],
	['The Great Narwhal'],
	['Mother Goose Unicorn', 'Unicornio Mamá ganso'],
	['Unicorn Oracle'],
	['Necromancer Unicorn', 'Unicornio Nigromante'],
	['Dark Angel Unicorn']
];

/** 2nd-edition base deck, English names (127 cards: 114 black-backed + 13 babies). */
const STANDARD_2E_CARDS: readonly CardEntry[] = [
	{
		names: { en: 'Baby Unicorn', es: 'Bebé unicornio' },
		type: 'baby-unicorn',
		copies: 12,
		variants: BABY_COLOURS
	},
	one('baby-unicorn', 'Baby Narwhal'),
	{
		names: { en: 'Basic Unicorn', es: 'Unicornio básico' },
		type: 'basic-unicorn',
		copies: 21,
		variants: BASIC_COLOURS
	},
	one('basic-unicorn', 'Narwhal'),
	...MAGICAL_UNICORNS.map(([en, es]) => one('magical-unicorn', en, es)),
	// uu.end: "unless a card says otherwise" — this one says it counts as 2 unicorns.
	{ names: { en: 'Ginormous Unicorn' }, type: 'magical-unicorn', copies: 1, countsAs: 2 },
	many('magic', 3, 'Unicorn Poison'),
	many('magic', 3, 'Back Kick'),
	many('magic', 2, 'Change of Luck'),
	many('magic', 2, 'Glitter Tornado'),
	many('magic', 2, 'Unicorn Swap'),
	many('magic', 2, 'Re-Target'),
	many('magic', 2, 'Unfair Bargain'),
	many('magic', 2, 'Two-For-One'),
	one('magic', 'Targeted Destruction'),
	one('magic', 'Mystical Vortex'),
	one('magic', 'Good Deal'),
	one('magic', 'Shake Up'),
	one('magic', 'Blatant Thievery'),
	one('magic', 'Reset Button'),
	one('magic', 'Kiss of Life'),
	{ ...many('instant', 14, 'Neigh', 'Relincho'), neigh: 'neigh' },
	{ ...one('instant', 'Super Neigh'), neigh: 'super-neigh' },
	many('upgrade', 3, 'Claw Machine'),
	many('upgrade', 3, 'Stable Artillery'),
	many('upgrade', 2, 'Glitter Bomb'),
	many('upgrade', 2, 'Yay', '¡Hurra!'),
	one('upgrade', 'Rainbow Aura'),
	one('upgrade', 'Double Dutch'),
	one('upgrade', 'Rainbow Lasso'),
	one('upgrade', 'Caffeine Overload'),
	one('downgrade', 'Barbed Wire'),
	one('downgrade', 'Pandamonium'),
	one('downgrade', 'Sadistic Ritual', 'Ritual sádico'),
	one('downgrade', 'Slowdown', 'Ralentización'),
	one('downgrade', 'Nanny Cam', 'Cámara para la niñera'),
	one('downgrade', 'Broken Stable'),
	one('downgrade', 'Blinding Light'),
	one('downgrade', 'Tiny Stable')
];

const nsfw = (
	it: string,
	type: CardType | null = null,
	copies: number | null = null
): CardEntry => ({
	names: { it },
	type,
	copies
});

/**
 * NSFW base deck: only the names its Italian rulebook prints. The rest of the deck, the types of
 * the named two-player cards and most copy counts are not in the sources; players type them.
 */
const NSFW_CARDS: readonly CardEntry[] = [
	nsfw('Unicorno Baby', 'baby-unicorn', 13),
	nsfw('Unicorno Semplice', 'basic-unicorn'),
	{ ...nsfw('Mahiii!', 'instant'), neigh: 'neigh' },
	{ ...nsfw('Giammahiii!', 'instant'), neigh: 'super-neigh' },
	nsfw('Eunicorno'),
	nsfw('Unicorno Pretenzioso'),
	nsfw('Miciocorno in Calore'),
	nsfw('Unicorno Profumiere'),
	nsfw('Una Notte da Unicorni'),
	nsfw('Plug Anale da Unicorno'),
	nsfw('Frusta da Dominatrice'),
	nsfw('Peto di Unicorno'),
	nsfw('Unicorni Scopamici'),
	nsfw('Speed per Unicorni'),
	nsfw('Asfissiofilia Erotica'),
	nsfw('Unicorno Stallone'),
	nsfw('Unicorno Doppio Giocista'),
	nsfw('Dungeon per Unicorni'),
	nsfw('Unicorgia'),
	nsfw('Crampa-Cavallo')
];

export const DECKS: Readonly<Record<Edition, Deck>> = {
	'standard-2e': {
		edition: 'standard-2e',
		language: 'en',
		blackBacked: 114,
		babies: 13,
		cards: STANDARD_2E_CARDS
	},
	nsfw: { edition: 'nsfw', language: 'it', blackBacked: 114, babies: 13, cards: NSFW_CARDS }
};

/** The card's name in `language`, or in its edition's language when that one is unknown. */
export function cardName(card: CardEntry, deck: Deck, language?: CardLanguage): string {
	return (language && card.names[language]) ?? card.names[deck.language] ?? '';
}

/**
 * The edition's Neigh or Super Neigh as the table's cards name it (the edition's own name where
 * the language's is not known), as any other card's name.
 */
export function neighName(edition: Edition, which: NeighCard, language?: CardLanguage): string {
	const deck = DECKS[edition];
	const card = deck.cards.find((c) => c.neigh === which);
	return card ? cardName(card, deck, language) : '';
}

/** A pick list: names (in the wanted language where known), type and copies, in deck order. */
export function pickList({
	edition,
	language,
	types
}: {
	edition: Edition;
	language?: CardLanguage;
	types?: readonly CardType[];
}): Array<{ name: string; type: CardType | null; copies: number | null; countsAs: number }> {
	const deck = DECKS[edition];
	return deck.cards
		.filter((card) => !types || (card.type !== null && types.includes(card.type)))
		.map((card) => ({
			name: cardName(card, deck, language),
			type: card.type,
			copies: card.copies,
			countsAs: card.countsAs ?? 1
		}));
}

/** Case, spacing and Unicode form do not make a different card name. */
export function normaliseCardName(name: string): string {
	return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

const COUNTS_AS = new Map<string, number>(
	Object.values(DECKS).flatMap((deck) =>
		deck.cards.flatMap(({ names, countsAs }) =>
			countsAs === undefined
				? []
				: Object.values(names).map((n) => [normaliseCardName(n), countsAs] as const)
		)
	)
);

/**
 * uu.end: how many unicorns a unicorn card with this name counts as in a stable — 1 unless the
 * card says otherwise (Ginormous Unicorn: 2). Unknown or typed names count as 1.
 */
export function unicornValue(name: string): number {
	if (typeof name !== 'string') {
		throw new TypeError(`unicornValue: expected a string, got ${typeof name}`);
	}
	return COUNTS_AS.get(normaliseCardName(name)) ?? 1;
}

/**
 * The deck's entry for a card name, in any language the edition's names are known in; null for
 * a name the deck does not print (other editions, expansions, a colour typed into the name).
 */
export function cardOf(edition: Edition, name: string): CardEntry | null {
	const wanted = normaliseCardName(name);
	return (
		DECKS[edition].cards.find((card) =>
			Object.values(card.names).some((n) => normaliseCardName(n) === wanted)
		) ?? null
	);
}

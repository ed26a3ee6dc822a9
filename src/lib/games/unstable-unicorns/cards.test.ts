import { describe, expect, test } from 'vitest';
import {
	CARD_TYPES,
	DECKS,
	EDITIONS,
	cardName,
	normaliseCardName,
	pickList,
	unicornValue,
	type CardType
} from './cards';

const standard = DECKS['standard-2e'];
const copiesOf = (type: CardType) =>
	standard.cards.filter((c) => c.type === type).reduce((sum, c) => sum + (c.copies ?? 0), 0);

describe('uu.components: the 2nd-edition base deck', () => {
	test('holds 127 cards: 114 black-backed and 13 baby unicorns', () => {
		const total = standard.cards.reduce((sum, c) => sum + (c.copies ?? 0), 0);
		expect(total).toBe(127);
		expect(total - copiesOf('baby-unicorn')).toBe(standard.blackBacked);
		expect(copiesOf('baby-unicorn')).toBe(standard.babies);
	});

	test.each([
		['baby-unicorn', 13],
		['basic-unicorn', 22],
		['magical-unicorn', 30],
		['magic', 25],
		['instant', 15],
		['upgrade', 14],
		['downgrade', 8]
	] as const)('has %s cards ×%i', (type, copies) => {
		expect(copiesOf(type)).toBe(copies);
	});

	test('every card has an English name, a known type and a copy count', () => {
		for (const card of standard.cards) {
			expect(card.names.en).toBeTruthy();
			expect(CARD_TYPES).toContain(card.type);
			expect(card.copies).toBeGreaterThan(0);
		}
	});

	test('card names are unique within an edition', () => {
		for (const edition of EDITIONS) {
			const deck = DECKS[edition];
			const names = deck.cards.map((c) => normaliseCardName(cardName(c, deck)));
			expect(new Set(names).size).toBe(names.length);
		}
	});

	test('basic unicorns come in 7 colours ×3, baby unicorns in 12 colours', () => {
		const basic = standard.cards.find((c) => c.names.en === 'Basic Unicorn');
		const baby = standard.cards.find((c) => c.names.en === 'Baby Unicorn');
		expect(basic?.variants).toHaveLength(7);
		expect(basic?.copies).toBe(21);
		expect(baby?.variants).toHaveLength(12);
		expect(baby?.copies).toBe(12);
	});
});

describe('uu.components: the NSFW base deck (names from its Italian rulebook)', () => {
	const nsfw = DECKS.nsfw;
	test('names are Italian; the Neigh is Mahiii! and the Super Neigh Giammahiii!', () => {
		expect(nsfw.language).toBe('it');
		const instants = nsfw.cards.filter((c) => c.type === 'instant').map((c) => c.names.it);
		expect(instants).toEqual(['Mahiii!', 'Giammahiii!']);
	});
	test('13 Unicorno Baby cards', () => {
		expect(nsfw.cards.find((c) => c.names.it === 'Unicorno Baby')?.copies).toBe(13);
	});
	test('types and copies the rulebook does not print stay unknown (null), not guessed', () => {
		expect(nsfw.cards.find((c) => c.names.it === 'Unicorgia')).toMatchObject({
			type: null,
			copies: null
		});
	});
});

describe('uu.end: each unicorn card counts as one unless it says otherwise', () => {
	test.each([
		['Ginormous Unicorn', 2],
		['ginormous unicorn', 2],
		['  Ginormous   Unicorn ', 2],
		['Rhinocorn', 1],
		['Baby Unicorn', 1],
		['Unicornio básico', 1],
		['My own typed unicorn', 1],
		['', 1]
	])('"%s" counts as %i', (name, value) => {
		expect(unicornValue(name)).toBe(value);
	});

	test('only Ginormous Unicorn carries a countsAs in the data', () => {
		const special = EDITIONS.flatMap((e) => DECKS[e].cards.filter((c) => c.countsAs !== undefined));
		expect(special.map((c) => [c.names.en, c.countsAs])).toEqual([['Ginormous Unicorn', 2]]);
	});
});

describe('pick lists', () => {
	test('unicorn pick list of the 2nd edition: babies, basics and magical unicorns', () => {
		const list = pickList({
			edition: 'standard-2e',
			types: ['baby-unicorn', 'basic-unicorn', 'magical-unicorn']
		});
		expect(list).toHaveLength(2 + 2 + 30);
		expect(list).toContainEqual({
			name: 'Ginormous Unicorn',
			type: 'magical-unicorn',
			copies: 1,
			countsAs: 2
		});
	});

	test('Spanish names where the rulebook prints them, English otherwise', () => {
		const names = pickList({ edition: 'standard-2e', language: 'es' }).map((c) => c.name);
		expect(names).toContain('Unicornio Reina del baile');
		expect(names).toContain('Relincho');
		expect(names).toContain('¡Hurra!');
		expect(names).toContain('Rhinocorn');
	});

	test('a language without names falls back to the edition language', () => {
		const names = pickList({ edition: 'nsfw', language: 'en' }).map((c) => c.name);
		expect(names).toContain('Mahiii!');
	});
});

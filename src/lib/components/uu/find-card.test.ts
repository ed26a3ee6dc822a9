import { describe, expect, test } from 'vitest';
import { cardWordReader, findCards, nearestCards } from './find-card';
import es from '../../../content/terms/es.cardwords.json';
import fr from '../../../content/terms/fr.cardwords.json';
import it from '../../../content/terms/it.cardwords.json';

const NAMES = [
	'Unicornio básico',
	'Narwhal',
	'Rhinocorn',
	'Rainbow Unicorn',
	'Llamacorn',
	'Americorn',
	'Unicornio Seductor',
	'Seductive Unicorn',
	'Unicorn Phoenix',
	'Shark With a Horn',
	'Classy Narwhal',
	'Ginormous Unicorn'
];

describe('finding a card by the letters typed', () => {
	test('letters as the name has them, anywhere in a word, accents and case aside', () => {
		expect(findCards('rhino', NAMES)).toEqual(['Rhinocorn']);
		expect(findCards('BASICO', NAMES)).toEqual(['Unicornio básico']);
		expect(findCards('narw', NAMES)).toEqual(['Narwhal', 'Classy Narwhal']);
	});

	test("a name guessed in the player's language finds the English card", () => {
		expect(findCards('rino', NAMES)).toEqual(['Rhinocorn']);
		expect(findCards('rinocornio', NAMES)).toEqual(['Rhinocorn']);
		expect(findCards('narvalo', NAMES)).toEqual(['Narwhal', 'Classy Narwhal']);
		expect(findCards('lamacorno', NAMES)).toEqual(['Llamacorn']);
		expect(findCards('fenix', NAMES)).toEqual(['Unicorn Phoenix']);
		expect(findCards('tiburon', NAMES)).toEqual([]);
	});

	test('a word for "unicorn" is a hint: the other words decide', () => {
		expect(findCards('unicornio rino', NAMES)).toEqual(['Rhinocorn']);
		expect(findCards('licorne requin', NAMES)).toEqual([]);
		expect(findCards('unicorno ginormous', NAMES)).toEqual(['Ginormous Unicorn']);
		expect(findCards('unicornio', NAMES).slice(0, 2)).toEqual([
			'Unicornio básico',
			'Unicornio Seductor'
		]);
	});

	test('the name as typed comes before a loose fit, one slip is forgiven', () => {
		expect(findCards('seduct', NAMES)).toEqual(['Unicornio Seductor', 'Seductive Unicorn']);
		expect(findCards('seductora', NAMES)).toEqual(['Unicornio Seductor', 'Seductive Unicorn']);
		expect(findCards('ginormus', NAMES)).toEqual(['Ginormous Unicorn']);
	});

	test('nothing typed finds nothing; a cap keeps the first ones', () => {
		expect(findCards('  ', NAMES)).toEqual([]);
		expect(findCards('corn', NAMES, { max: 2 })).toEqual(['Unicornio básico', 'Rhinocorn']);
	});
});

test('a card is found by its name in another language the sources give', () => {
	const aliases = (name: string) => (name === 'Unicornio Seductor' ? ['Seductive Unicorn'] : []);
	expect(findCards('seductive', ['Rhinocorn', 'Unicornio Seductor'], { aliases })).toEqual([
		'Unicornio Seductor'
	]);
});

const UNICORNS = [
	'Basic Unicorn',
	'Narwhal',
	'Rhinocorn',
	'Greedy Flying Unicorn',
	'Annoying Flying Unicorn',
	'Swift Flying Unicorn',
	'Shark With a Horn',
	'Narwhal Torpedo',
	'Mermaid Unicorn',
	'Queen Bee Unicorn'
];

describe("a player's own words for parts of the printed names", () => {
	const spanish = { meanings: cardWordReader(es.entries) };
	const french = { meanings: cardWordReader(fr.entries) };
	const italian = { meanings: cardWordReader(it.entries) };

	test('a word of theirs finds the cards whose names have the printed word', () => {
		const flying = ['Greedy Flying Unicorn', 'Annoying Flying Unicorn', 'Swift Flying Unicorn'];
		expect(findCards('volador', UNICORNS, spanish)).toEqual(flying);
		expect(findCards('volante', UNICORNS, french)).toEqual(flying);
		expect(findCards('volante', UNICORNS, italian)).toEqual(flying);
		expect(findCards('unicornio volador codicioso', UNICORNS, spanish)).toEqual([
			'Greedy Flying Unicorn'
		]);
		expect(findCards('tiburón', UNICORNS, spanish)).toEqual(['Shark With a Horn']);
		expect(findCards('requin', UNICORNS, french)).toEqual(['Shark With a Horn']);
		expect(findCards('sirena', UNICORNS, italian)).toEqual(['Mermaid Unicorn']);
	});

	test('as typed so far, in another form, or with a slip', () => {
		expect(findCards('volad', UNICORNS, spanish)).toHaveLength(3);
		expect(findCards('voladoras', UNICORNS, spanish)).toHaveLength(3);
		expect(findCards('bolador', UNICORNS, spanish)).toHaveLength(3);
		expect(findCards('abeja reina', UNICORNS, spanish)).toEqual(['Queen Bee Unicorn']);
	});

	test('only a search aid: without the words, a guess finds nothing', () => {
		expect(findCards('volador', UNICORNS)).toEqual([]);
		expect(findCards('requin', UNICORNS, spanish)).toEqual([]);
	});

	test('each table reads its own language only', () => {
		expect(cardWordReader(es.entries)('codicioso')).toEqual(['Greedy']);
		expect(cardWordReader(fr.entries)('codicioso')).toEqual([]);
		expect(cardWordReader(es.entries)('ab')).toEqual([]);
	});
});

describe('the nearest names when nothing fits', () => {
	const spanish = { meanings: cardWordReader(es.entries) };

	test('a word that fits makes the name near even when another word fits nothing', () => {
		expect(findCards('caballo volador', UNICORNS, spanish)).toEqual([]);
		expect(nearestCards('caballo volador', UNICORNS, spanish)).toEqual([
			'Greedy Flying Unicorn',
			'Annoying Flying Unicorn',
			'Swift Flying Unicorn'
		]);
	});

	test('letters close to a name, or to the start of one', () => {
		expect(findCards('tropedo', UNICORNS)).toEqual([]);
		expect(nearestCards('tropedo', UNICORNS)).toEqual(['Narwhal Torpedo']);
		expect(nearestCards('mermyad', UNICORNS)[0]).toBe('Mermaid Unicorn');
	});

	test('letters like no name offer none, and a cap keeps the nearest', () => {
		expect(nearestCards('xqzw', UNICORNS)).toEqual([]);
		expect(nearestCards('caballo volador', UNICORNS, { ...spanish, max: 1 })).toEqual([
			'Greedy Flying Unicorn'
		]);
	});
});

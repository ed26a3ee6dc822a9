import { describe, expect, test } from 'vitest';
import { findCards } from './find-card';

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
		expect(findCards('corn', NAMES, 2)).toEqual(['Unicornio básico', 'Rhinocorn']);
	});
});

test('a card is found by its name in another language the sources give', () => {
	const aliases = (name: string) => (name === 'Unicornio Seductor' ? ['Seductive Unicorn'] : []);
	expect(findCards('seductive', ['Rhinocorn', 'Unicornio Seductor'], 8, aliases)).toEqual([
		'Unicornio Seductor'
	]);
});

import { describe, expect, test } from 'vitest';
import { babyNames, cardLanguagesOf, defaultCardLanguage, unicornNames } from './view';

describe('card names to pick from', () => {
	test('each edition offers the languages its names are known in', () => {
		expect(cardLanguagesOf('standard-2e')).toEqual(['en', 'es']);
		expect(cardLanguagesOf('nsfw')).toEqual(['it']);
	});

	test.each([
		['standard-2e', 'es', 'es'],
		['standard-2e', 'fr', 'en'],
		['standard-2e', 'it', 'en'],
		['nsfw', 'en', 'it']
	] as const)('%s in a %s interface: cards in %s', (edition, ui, cards) => {
		expect(defaultCardLanguage(edition, ui)).toBe(cards);
	});

	test('unicorn names: every unicorn card, no other kind', () => {
		const names = unicornNames('standard-2e', 'en');
		expect(names).toContain('Ginormous Unicorn');
		expect(names).toContain('Baby Narwhal');
		expect(names).not.toContain('Neigh');
		expect(names).not.toContain('Yay');
		expect(new Set(names).size).toBe(names.length);
	});

	test('names whose type the sources do not give are offered too', () => {
		const names = unicornNames('nsfw', 'it');
		expect(names).toContain('Eunicorno');
		expect(names).not.toContain('Mahiii!');
	});

	test('babies in the cards’ language where known', () => {
		expect(babyNames('standard-2e', 'es')).toEqual(['Bebé unicornio', 'Baby Narwhal']);
		expect(babyNames('nsfw', 'it')).toEqual(['Unicorno Baby']);
	});
});

import { LANGS } from '$lib/vocab';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatList } from './list';

// Names that exercise Spanish's "e" before an /i/ sound, around the ones that do not.
const name = fc.oneof(
	fc.string({ maxLength: 8 }),
	fc
		.tuple(
			fc.constantFrom(
				'i',
				'I',
				'hi',
				'Hi',
				'HI',
				'hie',
				'Hia',
				'hio',
				'Hu',
				'y',
				'Í',
				'İ',
				'ı',
				' '
			),
			fc.string({ maxLength: 5 })
		)
		.map(([a, b]) => a + b)
);

describe('lists of names', () => {
	test.each([
		['en', ['Ana'], 'Ana'],
		['en', ['Ana', 'Bo'], 'Ana and Bo'],
		['en', ['Ana', 'Bo', 'Cy'], 'Ana, Bo, and Cy'],
		['es', ['Ana', 'Bo', 'Cy'], 'Ana, Bo y Cy'],
		['es', ['Ana', 'Inés'], 'Ana e Inés'],
		['es', ['Ana', 'Hilda'], 'Ana e Hilda'],
		['es', ['Ana', 'Hielo'], 'Ana y Hielo'],
		['fr', ['Ana', 'Bo', 'Cy'], 'Ana, Bo et Cy'],
		['it', ['Ana', 'Bo', 'Cy'], 'Ana, Bo e Cy']
	] as const)('%s %j: %s', (lang, items, expected) => {
		expect(formatList(lang, items)).toBe(expected);
	});

	test('every language says it as Intl.ListFormat does', () => {
		fc.assert(
			fc.property(fc.constantFrom(...LANGS), fc.array(name, { maxLength: 5 }), (lang, items) => {
				const intl = new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
				expect(formatList(lang, items)).toBe(intl);
			}),
			{ numRuns: 2000 }
		);
	});
});

describe('in translated strings', () => {
	test('{{players, list}} is said in the language of the string', async () => {
		const { i18n, loadLang } = await import('./i18n');
		await loadLang('es');
		const opts = { game: 'G', players: ['Ana', 'Bo', 'Inés'], when: 'W' };
		expect(i18n.t('home.continueDetail', { ...opts, lng: 'en' })).toContain('Ana, Bo, and Inés');
		expect(i18n.t('home.continueDetail', { ...opts, lng: 'es' })).toContain('Ana, Bo e Inés');
	});
});

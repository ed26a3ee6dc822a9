import { describe, expect, test } from 'vitest';
import en from '../../../locales/en/ktu-hunt.json';
import es from '../../../locales/es/ktu-hunt.json';
import { useNamespaces } from './namespaces';
import { locale, t } from './locale.svelte';

describe('the UI strings', () => {
	test('a string asked for before its namespace loaded is right once it has', async () => {
		expect(t('ktu-hunt:title')).toBe('title');
		await useNamespaces(['ktu-hunt']);
		expect(t('ktu-hunt:title')).toBe(en.title);
	});

	test('a language change changes the strings, back and forth', async () => {
		await useNamespaces(['ktu-hunt']);
		await locale.set('es');
		expect(t('ktu-hunt:title')).toBe(es.title);
		await locale.set('en');
		expect(t('ktu-hunt:title')).toBe(en.title);
	});

	test('switches asked in a row end on the last one, whichever strings come back first', async () => {
		await useNamespaces(['ktu-hunt']);
		// Italian's strings are still to load; English's are there, so they are ready first.
		const first = locale.set('it');
		const last = locale.set('en');
		await Promise.all([first, last]);
		expect(locale.lang).toBe('en');
		expect(t('ktu-hunt:title')).toBe(en.title);
	});
});

describe("i18next's own list format", () => {
	test('names a list of players as each language says it', async () => {
		await useNamespaces(['play']);
		const players = ['Ana', 'Bo', 'Inés'];
		const expected = {
			en: 'Ana, Bo, and Inés',
			es: 'Ana, Bo e Inés',
			fr: 'Ana, Bo et Inés',
			it: 'Ana, Bo e Inés'
		} as const;
		for (const [lang, list] of Object.entries(expected) as [keyof typeof expected, string][]) {
			await locale.set(lang);
			expect(t('play:saved.continueLabel', { players })).toContain(list);
		}
		await locale.set('en');
	});
});

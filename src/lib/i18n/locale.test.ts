import { LANGS, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import en from '../../../locales/en/ktu-hunt.json';
import es from '../../../locales/es/ktu-hunt.json';
import { i18n, useNamespaces } from './i18n';
import { filledString, locale, plainString, t } from './locale.svelte';

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

describe('plain strings read from the store', () => {
	const FILES = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
		eager: true,
		import: 'default'
	});
	const nsOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
	const keysOf = (tree: unknown, prefix = ''): string[] =>
		typeof tree === 'object' && tree !== null
			? Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
			: [prefix];
	// Every key of every namespace (English has them all), a key no file has, and a section name.
	const KEYS = [
		...new Set(
			Object.entries(FILES)
				.filter(([path]) => path.startsWith('/locales/en/'))
				.flatMap(([path, tree]) => keysOf(tree).map((key) => `${nsOf(path)}:${key}`))
		),
		'common:no.such.key',
		'nav'
	];

	/** Every namespace loaded, then `visit` for each key in each language (set as the UI's). */
	async function eachKeyInEachLanguage(visit: (lng: Lang, key: string) => void) {
		await useNamespaces([...new Set(Object.keys(FILES).map(nsOf))]);
		for (const lng of LANGS) {
			await locale.set(lng);
			for (const key of KEYS) visit(lng, key);
		}
		await locale.set('en');
	}

	test('read the same as i18next’s t, in every language, or are left to it', async () => {
		let plain = 0;
		await eachKeyInEachLanguage((lng, key) => {
			const fast = plainString(lng, key);
			if (fast === undefined) return;
			plain++;
			expect(fast, `${lng} ${key}`).toBe(i18n.t(key, { lng }));
		});
		// Most labels are plain: the fast path is taken, not skipped.
		expect(plain).toBeGreaterThan(KEYS.length * 2);
	});

	test('a string with a placeholder, a nested key or a missing key is left to i18next', () => {
		expect(plainString('en', 'common:no.such.key')).toBeUndefined();
		const withPlaceholder = KEYS.find((k) => {
			const value: unknown = i18n.getResource('en', ...split(k));
			return typeof value === 'string' && value.includes('{{');
		});
		expect(withPlaceholder).toBeDefined();
		expect(plainString('en', withPlaceholder as string)).toBeUndefined();
	});

	test('strings with placeholders are filled as i18next’s t fills them, in every language', async () => {
		let filled = 0;
		await eachKeyInEachLanguage((lng, key) => {
			const value: unknown = i18n.getResource('en', ...split(key));
			if (typeof value !== 'string') return;
			const names = [...value.matchAll(/\{\{\s*-?\s*([^,}\s]+)/g)].map((m) => m[1] as string);
			if (names.length === 0) return;
			// Text, then numbers, for every placeholder the English string has.
			for (const sample of [(n: string) => `«${n}»`, (_: string, i: number) => i * 7 + 1]) {
				const options = Object.fromEntries(names.map((n, i) => [n, sample(n, i)]));
				const fast = filledString(lng, key, options);
				if (fast === undefined) continue;
				filled++;
				expect(fast, `${lng} ${key}`).toBe(i18n.t(key, { ...options, lng }));
			}
		});
		// Most placeholders are plain: the fast path is taken, not skipped.
		expect(filled).toBeGreaterThan(200);
	});

	test('plurals, lists, other options and missing values are left to i18next', async () => {
		await useNamespaces(['ktu-games']);
		const key = KEYS.find((k) => {
			const value: unknown = i18n.getResource('en', ...split(k));
			return typeof value === 'string' && /^[^{]*\{\{[a-z]+\}\}[^{]*$/i.test(value);
		}) as string;
		const name = /\{\{([a-z]+)\}\}/i.exec(i18n.getResource('en', ...split(key)) as string)![1]!;
		expect(filledString('en', key, { [name]: 'x' })).toBeDefined();
		expect(filledString('en', key, { [name]: 'x', count: 2 })).toBeUndefined();
		expect(filledString('en', key, { [name]: 'x', context: 'male' })).toBeUndefined();
		expect(filledString('en', key, { [name]: ['a', 'b'] })).toBeUndefined();
		expect(filledString('en', key, { other: 'x' })).toBeUndefined();
		expect(filledString('en', 'common:no.such.key', { [name]: 'x' })).toBeUndefined();
	});

	const split = (key: string): [string, string] => {
		const colon = key.indexOf(':');
		return [key.slice(0, colon), key.slice(colon + 1)];
	};
});

import { describe, expect, test } from 'vitest';
import en from '../../../locales/en/ktu-hunt.json';
import es from '../../../locales/es/ktu-hunt.json';
import { i18n, LANGS, useNamespaces } from './i18n';
import { locale, plainString, t } from './locale.svelte';

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

	test('read the same as i18next’s t, in every language, or are left to it', async () => {
		await useNamespaces([...new Set(Object.keys(FILES).map(nsOf))]);
		let plain = 0;
		for (const lng of LANGS) {
			await locale.set(lng);
			for (const key of KEYS) {
				const fast = plainString(lng, key);
				if (fast === undefined) continue;
				plain++;
				expect(fast, `${lng} ${key}`).toBe(i18n.t(key, { lng }));
			}
		}
		// Most labels are plain: the fast path is taken, not skipped.
		expect(plain).toBeGreaterThan(KEYS.length * 2);
		await locale.set('en');
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

	const split = (key: string): [string, string] => {
		const colon = key.indexOf(':');
		return [key.slice(0, colon), key.slice(colon + 1)];
	};
});

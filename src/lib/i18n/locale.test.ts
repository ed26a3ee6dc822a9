import { describe, expect, test } from 'vitest';
import en from '../../../locales/en/ktu-hunt.json';
import es from '../../../locales/es/ktu-hunt.json';
import { useNamespaces } from './i18n';
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
});

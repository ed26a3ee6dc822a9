// Which chunks the service worker leaves to the player's language (scripts/lang-chunks.mjs): only
// a chunk made wholly of one language's text; any code in it makes it shared (and precached).
import { describe, expect, it } from 'vitest';
import { langOfChunk, langOfModule } from '../../scripts/lang-chunks.mjs';

import { LANGS as APP_LANGS } from '../../src/lib/vocab';

/** The app's languages, as the plugin reads them (the folders of locales/). */
const langs: readonly string[] = APP_LANGS;
const root = '/work/app';

describe('the language of a module', () => {
	it.each([
		[`${root}/locales/fr/ktu-games.json`, 'fr'],
		[`${root}/locales/en/common.json`, 'en'],
		[`${root}/src/content/rulebook/es/ktu.json`, 'es'],
		[`${root}/src/content/terms/it.json`, 'it'],
		[`${root}/src/content/terms/it.situations.json`, 'it'],
		[`${root}/src/content/terms/fr.synonyms.json`, 'fr']
	])('%s is in %s', (id, lang) => expect(langOfModule(id, langs)).toBe(lang));

	it.each([
		`${root}/src/lib/i18n/i18n.ts`,
		`${root}/locales/de/common.json`,
		`${root}/src/content/rulebook/es/load.ts`,
		`${root}/node_modules/i18next/dist/esm/i18next.js`,
		'\0rolldown/runtime.js'
	])('%s is in no language', (id) => expect(langOfModule(id, langs)).toBeNull());
});

describe('the language of a chunk', () => {
	it('is the one language all its modules are in', () => {
		const ids = [`${root}/locales/es/rules.json`, `${root}/src/content/terms/es.synonyms.json`];
		expect(langOfChunk(ids, langs)).toBe('es');
	});
	it('is none when the chunk mixes languages or holds code', () => {
		expect(
			langOfChunk([`${root}/locales/es/rules.json`, `${root}/locales/it/rules.json`], langs)
		).toBeNull();
		expect(
			langOfChunk([`${root}/locales/es/rules.json`, `${root}/src/lib/i18n/i18n.ts`], langs)
		).toBeNull();
		expect(langOfChunk([], langs)).toBeNull();
	});
});

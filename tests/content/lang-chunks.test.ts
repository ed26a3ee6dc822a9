// Which chunks the service worker leaves to the player's language (scripts/lang-chunks.mjs): only
// a chunk made wholly of one language's text; any code in it makes it shared (and precached).
import { describe, expect, it } from 'vitest';
import { langOfChunk, langOfModule } from '../../scripts/lang-chunks.mjs';

const LANGS = ['en', 'es', 'fr', 'it'];
const root = '/work/app';

describe('the language of a module', () => {
	it.each([
		[`${root}/locales/fr/ktu-games.json`, 'fr'],
		[`${root}/locales/en/common.json`, 'en'],
		[`${root}/src/content/rulebook/es/ktu.json`, 'es'],
		[`${root}/src/content/terms/it.json`, 'it'],
		[`${root}/src/content/terms/it.situations.json`, 'it'],
		[`${root}/src/content/terms/fr.synonyms.json`, 'fr']
	])('%s is in %s', (id, lang) => expect(langOfModule(id, LANGS)).toBe(lang));

	it.each([
		`${root}/src/lib/i18n/i18n.ts`,
		`${root}/locales/de/common.json`,
		`${root}/src/content/rulebook/es/load.ts`,
		`${root}/node_modules/i18next/dist/esm/i18next.js`,
		'\0rolldown/runtime.js'
	])('%s is in no language', (id) => expect(langOfModule(id, LANGS)).toBeNull());
});

describe('the language of a chunk', () => {
	it('is the one language all its modules are in', () => {
		const ids = [`${root}/locales/es/rules.json`, `${root}/src/content/terms/es.synonyms.json`];
		expect(langOfChunk(ids, LANGS)).toBe('es');
	});
	it('is none when the chunk mixes languages or holds code', () => {
		expect(
			langOfChunk([`${root}/locales/es/rules.json`, `${root}/locales/it/rules.json`], LANGS)
		).toBeNull();
		expect(
			langOfChunk([`${root}/locales/es/rules.json`, `${root}/src/lib/i18n/i18n.ts`], LANGS)
		).toBeNull();
		expect(langOfChunk([], LANGS)).toBeNull();
	});
});

import { describe, expect, test } from 'vitest';
import { buildIndex, getIndex, loadCorpus, runSearch, searchRulebook } from './search';
import { suggestRulebook } from './suggest';
import { SECTION_BY_ID } from './sections';

describe('searchRulebook', () => {
	test('is accent- and case-insensitive', async () => {
		for (const query of ['égalité', 'EGALITE', 'egalite']) {
			const [first] = await searchRulebook(query, { lang: 'fr', game: 'ktu' });
			expect(['ktu.ties', 'ktu.faq.final-tie']).toContain(first?.id);
		}
	});

	test('finds a word while it is being typed', async () => {
		const results = await searchRulebook('hennis', { lang: 'fr' });
		expect(results.slice(0, 3).map((r) => r.id)).toContain('uu.cards.instant');
	});

	test('keeps to one game when asked', async () => {
		const results = await searchRulebook('first player', { lang: 'en', game: 'uu' });
		expect(results.length).toBeGreaterThan(0);
		expect(results.every((r) => r.game === 'uu')).toBe(true);
	});

	test('leaves NSFW-edition sections out unless asked', async () => {
		const hidden = await searchRulebook('drinking sip', { lang: 'en' });
		expect(hidden.some((r) => SECTION_BY_ID.get(r.id)?.nsfw)).toBe(false);
		const shown = await searchRulebook('drinking sip', { lang: 'en', nsfw: true });
		expect(shown[0]?.id).toBe('uu.variant.drinking');
	});

	test('an empty or blank query finds nothing', async () => {
		expect(await searchRulebook('', { lang: 'en' })).toEqual([]);
		expect(await searchRulebook('   ', { lang: 'en' })).toEqual([]);
	});

	test('markup in a query is only text', async () => {
		const results = await searchRulebook('<b>neigh</b>', { lang: 'en' });
		expect(results[0]?.id).toMatch(/^uu\./);
	});

	test('snippets are short plain text around the match', async () => {
		const results = await searchRulebook('pinned', { lang: 'en' });
		for (const r of results) {
			expect(r.snippet.length).toBeLessThanOrEqual(170);
			expect(r.snippet).not.toMatch(/\*\*|\]\(|^> /);
		}
		expect(results[0]?.snippet.toLowerCase()).toContain('pin');
	});

	test('builds each language once and caches it', async () => {
		expect(await getIndex('it')).toBe(await getIndex('it'));
	});

	test('a section missing in a language is searched in English', async () => {
		const corpus = await loadCorpus();
		const es = structuredClone(corpus.es);
		delete (es.ktu.sections as Record<string, unknown>)['ktu.ties'];
		const index = buildIndex('es', { ...corpus, es });
		const [first] = runSearch(index, 'ties cancel', {});
		expect(first).toMatchObject({
			id: 'ktu.ties',
			title: corpus.en.ktu.sections['ktu.ties']!.title
		});
	});
});

describe('suggestRulebook', () => {
	test('offers popular sections and terms of the chosen game', async () => {
		const s = await suggestRulebook('', { lang: 'es', game: 'uu' });
		expect(s.popular.length).toBeGreaterThan(0);
		expect(s.popular.every((p) => p.game === 'uu')).toBe(true);
		expect(s.terms.map((t) => t.term)).toContain('Relincho');
		expect(s.didYouMean).toBeNull();
	});

	test('suggests a corrected query when nothing is found, and only then', async () => {
		expect(await searchRulebook('zqxwvk', { lang: 'en' })).toEqual([]);
		const s = await suggestRulebook('zqxwvk', { lang: 'en' });
		expect(s.didYouMean).toBeNull();
		const typo = await suggestRulebook('rnbow', { lang: 'en' });
		expect(await searchRulebook('rnbow', { lang: 'en' })).toEqual([]);
		expect(typo.didYouMean).toBe('rainbow');
	});
});

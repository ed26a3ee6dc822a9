import { GAMES, LANGS, type Lang } from '$lib/vocab';
import MiniSearch from 'minisearch';
import { describe, expect, test } from 'vitest';
import { matchTerms, type TermIndex } from './search-index';
import { SEARCH, queryTerms } from './search';
import { getIndex, indexOptions } from './search-load';
import QUESTIONS from '../../../tests/content/search-questions.json';

const SET = QUESTIONS as Record<Lang, Record<string, Array<{ q: string }>>>;

/** The index as MiniSearch's JSON holds it: term → field → section → count. */
function postingsObject(index: TermIndex) {
	return Object.fromEntries(
		[...index.postings].map(([term, data]) => [
			term,
			Object.fromEntries([...data].map(([field, counts]) => [field, Object.fromEntries(counts)]))
		])
	);
}

describe('the term index is MiniSearch’s', () => {
	test.each(LANGS)('%s: the same terms, counts and field lengths as addAll', async (lang) => {
		const index = await getIndex(lang);
		const reference = new MiniSearch(indexOptions(lang));
		reference.addAll(index.list);
		const json = reference.toJSON();
		expect(postingsObject(index.terms)).toEqual(Object.fromEntries(json.index));
		expect(index.terms.fieldLength).toEqual(
			index.list.map((_, id) => json.fieldLength[id as unknown as string])
		);
		expect(index.terms.averageFieldLength).toEqual(json.averageFieldLength);
	});

	test.each(LANGS)(
		'%s: every question of the set matches the same sections, scores and terms',
		async (lang) => {
			const index = await getIndex(lang);
			const reference = new MiniSearch(indexOptions(lang));
			reference.addAll(index.list);
			// Any per-term weight will do, as long as it differs between terms.
			const boost = (term: string) => 1 + (term.length % 3) / 2;
			for (const game of [undefined, ...GAMES]) {
				for (const { q } of GAMES.flatMap((g) => SET[lang][g]!)) {
					const terms = queryTerms(index, q);
					const all = [...terms.words.flat(), ...terms.extra];
					if (all.length === 0) continue;
					const expected = reference.search(all.join(' '), {
						...SEARCH,
						tokenize: (t) => t.split(' '),
						processTerm: (t) => t,
						boostTerm: boost,
						filter: (r) => game === undefined || r.game === game
					});
					const actual = matchTerms(
						index.terms,
						all,
						{
							boosts: Object.values(indexOptions(lang).fields).map((f) => SEARCH.boost[f]),
							prefixWeight: SEARCH.weights.prefix,
							fuzzyWeight: SEARCH.weights.fuzzy,
							fuzzy: (t) => SEARCH.fuzzy(t) || 0
						},
						boost,
						(n) => game === undefined || index.list[n]!.game === game
					);
					expect(
						actual.map((r) => index.list[r.doc]!.id),
						q
					).toEqual(expected.map((r) => r.id as string));
					actual.forEach((r, i) => {
						const e = expected[i]!;
						expect(r.score, q).toBeCloseTo(e.score, 9);
						expect(r.terms, q).toEqual(e.terms);
						expect(r.queryTerms, q).toEqual(e.queryTerms);
					});
				}
			}
		}
	);
});

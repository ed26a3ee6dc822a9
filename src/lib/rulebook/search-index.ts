// The inverted index under the rulebook search: for each index term, the fields and sections it
// occurs in and how often, plus a radix tree of the terms for prefix and fuzzy matching
// (MiniSearch's SearchableMap). Matching and scoring are MiniSearch's own (BM25, its prefix and
// fuzzy weights, OR), done here on plain maps built in one pass: MiniSearch's loadJS would first
// turn every posting into a Map (a quarter of the build), and its search spreads its options
// and walks the tree for every word of every query. search-index.test.ts checks that the results
// are MiniSearch's, score for score. Kept over MiniSearch's own addAll and search (issue 30,
// item 4): measured on the English index, addAll alone took about twice this file's whole build
// (≈ 32 ms against ≈ 17 ms median, shared machine), past the 20 ms budget, and search about three
// times as long per query. Pure TypeScript.
import SearchableMap from 'minisearch/SearchableMap';

/** A term's postings: field number → section number → how often it occurs there. */
export type TermData = Map<number, Map<number, number>>;

export interface TermIndex {
	/** Every term's postings, for exact lookups. */
	postings: Map<string, TermData>;
	/** The same terms as a radix tree, for prefix and fuzzy lookups. */
	tree: SearchableMap<TermData>;
	/** The number of sections. */
	count: number;
	/** Per section, per field: its number of distinct words (MiniSearch's field length). */
	fieldLength: number[][];
	/** Per field: the average field length. */
	averageFieldLength: number[];
	/** Each query term's matches, worked out on first use (see expand). */
	expansions: Map<string, Expansion[]>;
	/** Scratch space of sectionCount: per section, the last count that met it. */
	marks: Float64Array;
	stamp: number;
}

/** An index term a query term matches, and how much it counts (1 for the term itself). */
export interface Expansion {
	term: string;
	weight: number;
	data: TermData;
}

/**
 * Builds the index of `docs` (their `fields`, in that order): `words` splits a text into words,
 * `term` turns a word into its index term or null.
 */
export function buildTermIndex<D>(
	docs: readonly D[],
	fields: readonly (keyof D & string)[],
	words: (text: string) => string[],
	term: (word: string) => string | null
): TermIndex {
	const postings = new Map<string, TermData>();
	const fieldLength: number[][] = [];
	const averageFieldLength = fields.map(() => 0);
	// Each distinct word once: its term's postings, and the field it was last counted in (for the
	// field's distinct words). One lookup per word, and no set of words per field to collect.
	const seen = new Map<string, { data: TermData | null; field: number }>();
	let field = 0;
	docs.forEach((doc, id) => {
		const lengths: number[] = [];
		fields.forEach((name, fieldId) => {
			field++;
			let length = 0;
			let counts: Map<number, number> | undefined;
			for (const word of words(doc[name] as string)) {
				let entry = seen.get(word);
				if (!entry) {
					const t = term(word);
					let data = t ? postings.get(t) : null;
					if (t && !data) postings.set(t, (data = new Map<number, Map<number, number>>()));
					seen.set(word, (entry = { data: data ?? null, field: 0 }));
				}
				// MiniSearch's field length: the field's distinct words (as written, before `term`).
				if (entry.field !== field) {
					entry.field = field;
					length++;
				}
				const data = entry.data;
				if (!data) continue;
				counts = data.get(fieldId);
				if (!counts) data.set(fieldId, (counts = new Map<number, number>()));
				counts.set(id, (counts.get(id) ?? 0) + 1);
			}
			lengths.push(length);
			// Its average, updated as MiniSearch updates it.
			averageFieldLength[fieldId] = (averageFieldLength[fieldId]! * id + length) / (id + 1);
		});
		fieldLength.push(lengths);
	});
	const tree = new SearchableMap<TermData>();
	for (const [t, data] of postings) tree.set(t, data);
	return {
		postings,
		tree,
		count: docs.length,
		fieldLength,
		averageFieldLength,
		expansions: new Map(),
		marks: new Float64Array(docs.length),
		stamp: 0
	};
}

/** MiniSearch's defaults: BM25+ parameters and the weights of prefix and fuzzy matches. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

export interface MatchOptions {
	/** Each field's boost, by field number. */
	boosts: readonly number[];
	/** A prefix match's weight, and a fuzzy match's (MiniSearch's `weights`). */
	prefixWeight: number;
	fuzzyWeight: number;
	/** The edit distance allowed for a term (0: none). */
	fuzzy: (term: string) => number;
}

/**
 * The index terms a query term matches: itself, longer terms it starts, and terms within its
 * fuzzy distance, each weighted as MiniSearch weighs them. Remembered per index.
 */
export function expand(index: TermIndex, term: string, options: MatchOptions): Expansion[] {
	let list = index.expansions.get(term);
	if (list) return list;
	list = [];
	const own = index.postings.get(term);
	if (own) list.push({ term, weight: 1, data: own });
	const distance = options.fuzzy(term);
	const fuzzy = distance > 0 ? index.tree.fuzzyGet(term, distance) : null;
	for (const [t, data] of index.tree.atPrefix(term)) {
		const extra = t.length - term.length;
		if (extra === 0) continue;
		fuzzy?.delete(t);
		list.push({
			term: t,
			weight: (options.prefixWeight * t.length) / (t.length + 0.3 * extra),
			data
		});
	}
	if (fuzzy) {
		for (const [t, [data, d]] of fuzzy) {
			if (d === 0) continue;
			list.push({ term: t, weight: (options.fuzzyWeight * t.length) / (t.length + d), data });
		}
	}
	if (index.expansions.size >= 5000) index.expansions.clear();
	index.expansions.set(term, list);
	return list;
}

/** A section a query matched, as MiniSearch's search reports it. */
export interface TermMatch {
	/** The section's number in the index. */
	doc: number;
	/** MiniSearch's score: the summed scores times the number of query terms matched. */
	score: number;
	/** The index terms matched (MiniSearch's `terms`, in its order). */
	terms: string[];
	/** The query terms that matched (MiniSearch's `queryTerms`). */
	queryTerms: string[];
}

interface Partial {
	score: number;
	queryTerms: string[];
	match: Record<string, true>;
}

/**
 * The sections matching any of `query`'s terms (OR), best first, scored as MiniSearch scores
 * them; `boost` weighs each query term, `keep` says which sections may be returned.
 */
export function matchTerms(
	index: TermIndex,
	query: readonly string[],
	options: MatchOptions,
	boost: (term: string) => number,
	keep: (doc: number) => boolean
): TermMatch[] {
	const all = new Map<number, Partial>();
	for (const source of query) {
		const termBoost = boost(source);
		const scores = new Map<number, Partial>();
		for (const { term, weight, data } of expand(index, source, options)) {
			// Field by field in field order, as MiniSearch adds them up.
			for (let fieldId = 0; fieldId < options.boosts.length; fieldId++) {
				const counts = data.get(fieldId);
				if (!counts) continue;
				const fieldBoost = options.boosts[fieldId]!;
				const matching = counts.size;
				const average = index.averageFieldLength[fieldId]!;
				for (const [doc, freq] of counts) {
					if (!keep(doc)) continue;
					const length = index.fieldLength[doc]![fieldId]!;
					const raw =
						Math.log(1 + (index.count - matching + 0.5) / (matching + 0.5)) *
						(BM25.d +
							(freq * (BM25.k + 1)) / (freq + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
					const score = weight * termBoost * fieldBoost * raw;
					const found = scores.get(doc);
					if (found) {
						found.score += score;
						found.match[term] = true;
					} else scores.set(doc, { score, queryTerms: [source], match: { [term]: true } });
				}
			}
		}
		for (const [doc, part] of scores) {
			const found = all.get(doc);
			if (!found) all.set(doc, part);
			else {
				found.score += part.score;
				Object.assign(found.match, part.match);
				if (!found.queryTerms.includes(source)) found.queryTerms.push(source);
			}
		}
	}
	const out: TermMatch[] = [];
	for (const [doc, { score, queryTerms, match }] of all) {
		out.push({
			doc,
			score: score * (queryTerms.length || 1),
			terms: Object.keys(match),
			queryTerms
		});
	}
	return out.sort((a, b) => b.score - a.score);
}

/** In how many sections a term occurs in the given fields (and sections, when `keep` is given). */
export function sectionCount(
	index: TermIndex,
	term: string,
	fields: readonly number[],
	keep?: (doc: number) => boolean
): number {
	const data = index.postings.get(term);
	if (!data) return 0;
	// Sections already counted carry this call's stamp: no set to build for every term.
	const stamp = ++index.stamp;
	let n = 0;
	for (const fieldId of fields) {
		const counts = data.get(fieldId);
		if (!counts) continue;
		for (const doc of counts.keys()) {
			if (index.marks[doc] === stamp || (keep && !keep(doc))) continue;
			index.marks[doc] = stamp;
			n++;
		}
	}
	return n;
}

/** True when some term of the index starts with `prefix` (a word being typed). */
export function startsSomeTerm(index: TermIndex, prefix: string): boolean {
	return index.tree.atPrefix(prefix).keys().next().done !== true;
}

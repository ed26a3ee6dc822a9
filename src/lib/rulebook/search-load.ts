// The rulebook search's loading: every language's rulebook (the corpus), and one MiniSearch index
// per language over both games, built the first time that language is searched and cached. Pure
// TypeScript, so it runs in Node (tests, bench) and in the browser alike. MiniSearch's own addAll
// and search replace the term index this file once built by hand, a second copy of MiniSearch's
// scoring that a test had to keep equal to it; measured on the English index (process CPU, shared
// 2-core machine), addAll took about 9 ms of a 14 ms build, within one language's 20 ms; ranking is
// search.ts, passages search-passages.ts.
import MiniSearch, { type Options } from 'minisearch';
import { GAMES, LANGS, type GameId, type Lang } from '$lib/vocab';
import { GLOSSARY, SECTIONS } from './sections';
import { loadLanguage, type RulebookFile } from './load';
import { bodyWords } from './passages';
import { termsOf } from './search-words';
import { processTerm } from './text';

/** The rulebook of both games in every language: what an index is built from. */
export type Corpus = Record<Lang, Record<GameId, RulebookFile>>;

export interface Doc {
	id: string;
	game: GameId;
	nsfw: boolean;
	title: string;
	summary: string;
	body: string;
	keywords: string;
	/** Glossary terms this section explains, in all four languages (every edition's names). */
	terms: string;
	/** Glossary terms explained elsewhere that this section also deals with. */
	seeAlso: string;
	chapter: string;
	gameName: string;
	/** The section's title in the other three languages. */
	alt: string;
	/** The body as written (markdown): parsed into passages only when a search returns it. */
	markdown: string;
	/**
	 * The glossary terms this section deals with: each one's index terms in every edition's name,
	 * and in this language's ("rainbow" typed in Spanish is the Arcoíris of the passages).
	 */
	names: Array<{ any: Set<string>; local: string[] }>;
}

export interface RulebookIndex {
	lang: Lang;
	/** MiniSearch over the sections' fields (see indexOptions); its ids are the section ids. */
	search: MiniSearch<Doc>;
	docs: Map<string, Doc>;
	/** In how many sections each index term occurs (the counted fields), looked up on demand. */
	docFreq: SectionCounts;
	/** In how many sections of each game each term occurs (the query's lean toward a game). */
	gameFreq: Readonly<Record<GameId, SectionCounts>>;
	/** In how many sections each term occurs in any field (spelling corrections prefer common words). */
	anyFreq: SectionCounts;
	/** Each term's rarity, worked out on first use (see rarity in search.ts). */
	rarity: Map<string, number>;
	/** Spelling corrections already worked out, by term. */
	corrections: Map<string, string[]>;
	/** Whether a term starts some index term (a word being typed), by term. */
	prefixes: Map<string, boolean>;
	/** Each section's title, keywords and glossary terms as term sequences of two words or more. */
	phrases: Map<string, string[][]>;
	/** Each section's summary and body as folded words between spaces, worked out on first use. */
	bodies: Map<string, string>;
	/** Each glossary term's words in this language ("magic card") → the section that explains it. */
	homes: Map<string, string>;
	/** Each game's name as a term sequence ("unstabl unicorn"): a query naming it asks about that game. */
	gameNames: Array<{ game: GameId; terms: string[] }>;
}

export const FIELDS = [
	'title',
	'summary',
	'body',
	'keywords',
	'terms',
	'seeAlso',
	'chapter',
	'gameName',
	'alt'
] as const;

type Field = (typeof FIELDS)[number];

/** Where a word is found says how much it is about that section. */
export const BOOST: Record<Field, number> = {
	title: 4,
	terms: 3,
	seeAlso: 1.5,
	keywords: 2.5,
	summary: 1,
	body: 1,
	chapter: 0.6,
	gameName: 0.4,
	alt: 0.5
};

/** Fields whose words say how common a word is (not the other editions' titles or the game name). */
const COUNTED: Field[] = ['title', 'summary', 'body', 'keywords', 'terms', 'seeAlso'];

/** Query terms reach MiniSearch already split and processed (see queryTerms in search.ts). */
const AS_IS = {
	tokenize: (query: string) => query.split(' '),
	processTerm: (term: string) => term
};

/**
 * In how many sections (of one game, or all) a term occurs, in the given fields: MiniSearch's
 * exact match on those fields, asked for the few terms a query needs and remembered (counting
 * every word while building would lengthen the build: one language in under 20 ms).
 */
export class SectionCounts {
	readonly #search: MiniSearch<Doc>;
	readonly #fields: Field[];
	readonly #game: GameId | undefined;
	readonly #counts = new Map<string, number>();

	constructor(search: MiniSearch<Doc>, fields: Field[], game?: GameId) {
		this.#search = search;
		this.#fields = fields;
		this.#game = game;
	}

	/** The number of sections, or undefined when none has the term. */
	get(term: string): number | undefined {
		let n = this.#counts.get(term);
		if (n === undefined) {
			const game = this.#game;
			n = this.#search.search(term, {
				...AS_IS,
				fields: this.#fields,
				prefix: false,
				fuzzy: false,
				filter: game ? (r) => r.game === game : undefined
			}).length;
			if (this.#counts.size >= 5000) this.#counts.clear();
			this.#counts.set(term, n);
		}
		return n === 0 ? undefined : n;
	}

	has(term: string): boolean {
		return this.get(term) !== undefined;
	}
}

/** A word: letters, digits, marks and "+" ("+2"), as SPLIT leaves them. */
const WORD = /[\p{L}\p{N}\p{M}+]+/gu;

/** Builds one language's index (synchronous; the corpus is already loaded). */
export function buildIndex(lang: Lang, corpus: Corpus): RulebookIndex {
	const docs = new Map<string, Doc>();
	const phrases = new Map<string, string[][]>();
	const glossaryTerms = termsBySection(corpus);
	for (const def of SECTIONS) {
		const file = corpus[lang][def.game];
		const en = corpus.en[def.game];
		// A section missing in this language is searched (and shown) in English.
		const text = file.sections[def.id]?.body ? file.sections[def.id]! : en.sections[def.id];
		if (!text) continue;
		const doc: Doc = {
			id: def.id,
			game: def.game,
			nsfw: def.nsfw,
			title: text.title,
			summary: text.summary,
			// The body's words, not its parsed passages: parsing every section would cost more
			// than the rest of the build, whose budget is one language in under 20 ms.
			body: bodyWords(text.body),
			keywords: text.keywords.join('\n'),
			terms: (glossaryTerms.home.get(def.id) ?? []).join('\n'),
			seeAlso: (glossaryTerms.also.get(def.id) ?? []).join('\n'),
			chapter: file.chapters[def.chapter] ?? en.chapters[def.chapter] ?? '',
			gameName: file.title,
			alt: LANGS.filter((l) => l !== lang)
				.map((l) => corpus[l][def.game].sections[def.id]?.title ?? '')
				.join('\n'),
			markdown: text.body,
			names: GLOSSARY.filter((g) => g.sections.includes(def.id)).map((g) => ({
				any: new Set(
					LANGS.flatMap((l) => termsOf(corpus[l][g.game].glossary[g.id]?.term ?? '', l))
				),
				local: termsOf(file.glossary[g.id]?.term ?? '', lang)
			}))
		};
		docs.set(def.id, doc);
		phrases.set(
			def.id,
			[doc.title, ...text.keywords, ...doc.terms.split('\n'), ...doc.seeAlso.split('\n')]
				.map((p) => termsOf(p, lang))
				.filter((p) => p.length > 1)
		);
	}
	const search = new MiniSearch<Doc>(indexOptions(lang));
	search.addAll([...docs.values()]);
	return {
		lang,
		search,
		docs,
		docFreq: new SectionCounts(search, COUNTED),
		gameFreq: Object.fromEntries(
			GAMES.map((game) => [game, new SectionCounts(search, COUNTED, game)])
		) as Record<GameId, SectionCounts>,
		anyFreq: new SectionCounts(search, [...FIELDS]),
		rarity: new Map(),
		corrections: new Map(),
		prefixes: new Map(),
		phrases,
		bodies: new Map(),
		homes: new Map(
			GLOSSARY.map((g) => [
				termsOf(corpus[lang][g.game].glossary[g.id]?.term ?? '', lang).join(' '),
				g.sections[0]!
			])
		),
		gameNames: GAMES.map((game) => ({ game, terms: termsOf(corpus[lang][game].title, lang) }))
	};
}

/** A price after a Black Market item's name, in its title. */
const PRICE = /\s*\(\d+\)$/;

/** How an index splits and reads words, and how it matches a query's terms, as MiniSearch options. */
export const indexOptions = (lang: Lang): Options<Doc> => ({
	fields: [...FIELDS],
	storeFields: ['game', 'nsfw'],
	// A price in a title ("Fairy Dust (6)") is not what the section is about: "2 players" is not
	// the Butcher Shop (2). The price is in the section's text, where it counts as any word does.
	extractField: (doc, field) =>
		field === 'title' ? doc.title.replace(PRICE, '') : doc[field as keyof Doc],
	// Words only: the empty strings between separators are not (see bodyWords).
	tokenize: (text: string) => text.match(WORD) ?? [],
	processTerm: (word: string) => processTerm(word, lang),
	searchOptions: {
		...AS_IS,
		boost: BOOST,
		prefix: true,
		// Unknown words are corrected beforehand; a long known word still meets its near spellings
		// ("stabl" and "stable"). One edit, from 4 letters: each more multiplies the cost.
		fuzzy: (term: string) => (term.length >= 4 ? 1 : false),
		// A typo's neighbour must not beat the word itself: "bard" is the Bard before any "card".
		weights: { fuzzy: 0.25, prefix: 0.375 },
		combineWith: 'OR'
	}
});

/** Each glossary term's names, in the section that explains it (its first) and in the others. */
function termsBySection(corpus: Corpus): {
	home: Map<string, string[]>;
	also: Map<string, string[]>;
} {
	const home = new Map<string, string[]>();
	const also = new Map<string, string[]>();
	for (const entry of GLOSSARY) {
		const names = LANGS.map((l) => corpus[l][entry.game].glossary[entry.id]?.term).filter(
			(t): t is string => !!t
		);
		entry.sections.forEach((id, i) => {
			const map = i === 0 ? home : also;
			map.set(id, [...(map.get(id) ?? []), ...names]);
		});
	}
	return { home, also };
}

const indexes = new Map<Lang, Promise<RulebookIndex>>();
let corpusPromise: Promise<Corpus> | null = null;

/**
 * Every language's rulebook (the glossary of each edition feeds every index). Offline, only the
 * languages kept on the device load (English and the player's, src/service-worker.ts): English
 * stands in for the others, so the search still works, without their words.
 */
export function loadCorpus(): Promise<Corpus> {
	corpusPromise ??= Promise.allSettled(LANGS.map((l) => loadLanguage(l))).then((files) => {
		const [en] = files;
		if (en?.status !== 'fulfilled') throw en?.reason;
		return Object.fromEntries(
			LANGS.map((l, i) => {
				const file = files[i];
				return [l, file?.status === 'fulfilled' ? file.value : en.value];
			})
		) as Corpus;
	});
	corpusPromise.catch(() => (corpusPromise = null));
	return corpusPromise;
}

/** The cached index of a language, built on first use. */
export function getIndex(lang: Lang): Promise<RulebookIndex> {
	let index = indexes.get(lang);
	if (!index) {
		index = loadCorpus().then((corpus) => buildIndex(lang, corpus));
		index.catch(() => indexes.delete(lang));
		indexes.set(lang, index);
	}
	return index;
}

// The rulebook search's loading: every language's rulebook (the corpus), and one index per
// language over both games (search-index.ts: MiniSearch's matching and scoring on plain maps),
// built lazily the first time that language is searched and cached. Pure TypeScript, so it runs
// in Node (tests, bench) and in the browser alike.
import { LANGS, type GameId, type Lang } from '$lib/vocab';
import { GLOSSARY, SECTIONS } from './sections';
import { loadLanguage, type RulebookFile } from './load';
import { bodyWords } from './passages';
import { buildTermIndex, sectionCount, type TermIndex } from './search-index';
import { termsOf, type Vocabulary } from './search-words';
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
}

export interface RulebookIndex {
	lang: Lang;
	/** The sections' words (see search-index.ts); a section's number is its place in `list`. */
	terms: TermIndex;
	docs: Map<string, Doc>;
	list: Doc[];
	/** In how many sections each index term occurs (the counted fields), looked up on demand. */
	docFreq: SectionCounts;
	/** In how many Unstable Unicorns sections each term occurs (the rest are Kill the Unicorns'). */
	uuFreq: SectionCounts;
	/** Each term's rarity, worked out on first use (see rarity). */
	rarity: Map<string, number>;
	/** Every index term of every field, for spelling correction (see vocabOf). */
	vocab: Vocabulary | null;
	/** Each section's title, keywords and glossary terms as term sequences of two words or more. */
	phrases: Map<string, string[][]>;
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

/** Where a word is found says how much it is about that section. */
export const BOOST: Record<(typeof FIELDS)[number], number> = {
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
const COUNTED = ['title', 'summary', 'body', 'keywords', 'terms', 'seeAlso'] as const;
const COUNTED_IDS = COUNTED.map((f) => FIELDS.indexOf(f));

/**
 * In how many sections (of one game, or all) a term occurs in the counted fields. Asked of the
 * index for the few terms a query needs, and remembered: counting every word while building would
 * cost a tenth of the build (issue 14: one language in under 20 ms).
 */
export class SectionCounts {
	readonly #terms: TermIndex;
	readonly #keep: ((doc: number) => boolean) | undefined;
	readonly #counts = new Map<string, number>();

	constructor(terms: TermIndex, keep?: (doc: number) => boolean) {
		this.#terms = terms;
		this.#keep = keep;
	}

	/** The number of sections, or undefined when none has the term. */
	get(term: string): number | undefined {
		let n = this.#counts.get(term);
		if (n === undefined) {
			n = sectionCount(this.#terms, term, COUNTED_IDS, this.#keep);
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
			// than the rest of the build (issue 14: one language in under 20 ms).
			body: bodyWords(text.body),
			keywords: text.keywords.join('\n'),
			terms: (glossaryTerms.home.get(def.id) ?? []).join('\n'),
			seeAlso: (glossaryTerms.also.get(def.id) ?? []).join('\n'),
			chapter: file.chapters[def.chapter] ?? en.chapters[def.chapter] ?? '',
			gameName: file.title,
			alt: LANGS.filter((l) => l !== lang)
				.map((l) => corpus[l][def.game].sections[def.id]?.title ?? '')
				.join('\n'),
			markdown: text.body
		};
		docs.set(def.id, doc);
		phrases.set(
			def.id,
			[doc.title, ...text.keywords, ...doc.terms.split('\n'), ...doc.seeAlso.split('\n')]
				.map((p) => termsOf(p, lang))
				.filter((p) => p.length > 1)
		);
	}
	const list = [...docs.values()];
	const terms = indexDocs(list, lang);
	return {
		lang,
		terms,
		docs,
		list,
		docFreq: new SectionCounts(terms),
		uuFreq: new SectionCounts(terms, (doc) => list[doc]!.game === 'uu'),
		rarity: new Map(),
		vocab: null,
		phrases
	};
}

/** How an index splits and reads words, as MiniSearch options (the tests build MiniSearch with them). */
export const indexOptions = (lang: Lang) => ({
	fields: [...FIELDS],
	storeFields: ['game', 'nsfw'],
	// Words only: the empty strings between separators are not (see bodyWords).
	tokenize: (text: string) => text.match(WORD) ?? [],
	processTerm: (word: string) => processTerm(word, lang)
});

/** The term index of `docs` (see search-index.ts): the same words as MiniSearch's (indexOptions). */
export function indexDocs(docs: readonly Doc[], lang: Lang): TermIndex {
	const { tokenize } = indexOptions(lang);
	return buildTermIndex(docs, FIELDS, tokenize, (word) => processTerm(word, lang));
}

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

/** Every language's rulebook (the glossary of each edition feeds every index). */
export function loadCorpus(): Promise<Corpus> {
	corpusPromise ??= Promise.all(LANGS.map((l) => loadLanguage(l))).then(
		(files) => Object.fromEntries(LANGS.map((l, i) => [l, files[i]!])) as Corpus
	);
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

// Offline rulebook search: one MiniSearch index per language over both games, built lazily the
// first time that language is searched and cached. Pure TypeScript, so it runs in Node (tests,
// bench) and in the browser alike. Results carry plain text only; the UI highlights by parts.
import MiniSearch, { type SearchOptions as MiniSearchOptions } from 'minisearch';
import { LANGS, GLOSSARY, SECTIONS, type GameId, type Lang } from './sections';
import { loadLanguage, type RulebookFile } from './load';
import { plainText } from './markdown';
import { SPLIT, processTerm, questionWords, wordSpans } from './text';

export interface RulebookSearchOptions {
	lang: Lang;
	/** Only this game's sections; both games when absent. */
	game?: GameId;
	/** Include the NSFW edition's sections (settings.values.nsfw). */
	nsfw?: boolean;
	/** At most this many results (20 by default). */
	limit?: number;
}

export interface RulebookHit {
	id: string;
	game: GameId;
	title: string;
	/** A short plain-text excerpt around the first match. */
	snippet: string;
	/** The index terms that matched, for highlighting (see highlightParts). */
	terms: string[];
}

/** The rulebook of both games in every language: what an index is built from. */
export type Corpus = Record<Lang, Record<GameId, RulebookFile>>;

interface Doc {
	id: string;
	game: GameId;
	nsfw: boolean;
	title: string;
	summary: string;
	body: string;
	keywords: string;
	/** Glossary terms leading here, in all four languages (official names of every edition). */
	terms: string;
	chapter: string;
	gameName: string;
	/** The section's title in the other three languages. */
	alt: string;
}

export interface RulebookIndex {
	lang: Lang;
	search: MiniSearch<Doc>;
	docs: Map<string, Doc>;
	/** In how many sections each index term occurs (any field). */
	docFreq: Map<string, number>;
	/** Each section's title, keywords and glossary terms as term sequences of two words or more. */
	phrases: Map<string, string[][]>;
	options: MiniSearchOptions;
}

const FIELDS = [
	'title',
	'summary',
	'body',
	'keywords',
	'terms',
	'chapter',
	'gameName',
	'alt'
] as const;

/** Where a word is found says how much it is about that section. */
const BOOST: Record<(typeof FIELDS)[number], number> = {
	title: 4,
	terms: 3,
	keywords: 2.5,
	summary: 1.5,
	body: 1,
	chapter: 0.6,
	gameName: 0.4,
	alt: 0.5
};

/** Fields whose words say how common a word is (not the other editions' titles or the game name). */
const COUNTED = new Set<string | undefined>(['title', 'summary', 'body', 'keywords', 'terms']);

const MAX_QUERY = 200;

/** Builds one language's index (synchronous; the corpus is already loaded). */
export function buildIndex(lang: Lang, corpus: Corpus): RulebookIndex {
	const docFreq = new Map<string, number>();
	const seenIn = new Map<string, string>();
	let current = '';
	const search = new MiniSearch<Doc>({
		fields: [...FIELDS],
		storeFields: ['game', 'nsfw'],
		tokenize: (text) => text.split(SPLIT),
		processTerm: (word, field) => {
			const term = processTerm(word, lang);
			if (term !== null && COUNTED.has(field) && seenIn.get(term) !== current) {
				seenIn.set(term, current);
				docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
			}
			return term;
		}
	});
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
			body: plainText(text.body),
			keywords: text.keywords.join('\n'),
			terms: (glossaryTerms.get(def.id) ?? []).join('\n'),
			chapter: file.chapters[def.chapter] ?? en.chapters[def.chapter] ?? '',
			gameName: file.title,
			alt: LANGS.filter((l) => l !== lang)
				.map((l) => corpus[l][def.game].sections[def.id]?.title ?? '')
				.join('\n')
		};
		docs.set(def.id, doc);
		phrases.set(
			def.id,
			[doc.title, ...text.keywords, ...doc.terms.split('\n')]
				.map((p) => termsOf(p, lang))
				.filter((p) => p.length > 1)
		);
	}
	for (const doc of docs.values()) {
		current = doc.id;
		search.add(doc);
	}
	const index: RulebookIndex = { lang, search, docs, docFreq, phrases, options: {} };
	index.options = searchOptionsFor(index);
	return index;
}

function termsBySection(corpus: Corpus): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const entry of GLOSSARY) {
		const names = LANGS.map((l) => corpus[l][entry.game].glossary[entry.id]?.term).filter(
			(t): t is string => !!t
		);
		for (const id of entry.sections) out.set(id, [...(out.get(id) ?? []), ...names]);
	}
	return out;
}

function searchOptionsFor(index: RulebookIndex): MiniSearchOptions {
	const n = index.docs.size;
	return {
		boost: BOOST,
		prefix: true,
		// Stems are short ("gan" for "ganar"): one typo allowed in a 3-letter stem turns it into
		// "man" or "tan". Typos are forgiven from 4 letters on ("rainbw", "scheem").
		fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
		// A typo's neighbour must not beat the word itself: "bard" is the Bard before any "card".
		weights: { fuzzy: 0.25, prefix: 0.375 },
		combineWith: 'OR',
		processTerm: (term) => processTerm(term, index.lang),
		// MiniSearch weighs a word per field; a word found in most sections ("unicorn", "hunt")
		// must not outweigh the rare word that says what the question is about ("tie", "zero").
		boostTerm: (term) => {
			const df = index.docFreq.get(term) ?? 0;
			return (Math.log(1 + n / (1 + df)) / Math.log(1 + n)) ** 2;
		}
	};
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

/** Searches the rulebook in a language; best first. */
export async function searchRulebook(
	query: string,
	options: RulebookSearchOptions
): Promise<RulebookHit[]> {
	return runSearch(await getIndex(options.lang), query, options);
}

/** The synchronous search over a built index (used by searchRulebook and the bench). */
export function runSearch(
	index: RulebookIndex,
	query: string,
	options: Omit<RulebookSearchOptions, 'lang'>
): RulebookHit[] {
	const q = questionWords(query.slice(0, MAX_QUERY), index.lang).trim();
	if (q === '') return [];
	const { game, nsfw = false, limit = 20 } = options;
	const results = index.search.search(q, {
		...index.options,
		filter: (r) => (game === undefined || r.game === game) && (nsfw || r.nsfw !== true)
	});
	// MiniSearch multiplies a score by the number of index terms matched, so one word's fuzzy and
	// prefix variants ("unicorn", "unicorns", "unicorni") count several times. Count query words.
	const words = termsOf(q, index.lang);
	const ranked = results
		.map((r) => ({
			r,
			score:
				(r.score / Math.max(1, r.terms.length)) *
				Math.sqrt(r.queryTerms.length) *
				phraseBonus(words, index.phrases.get(r.id as string) ?? [])
		}))
		.sort((a, b) => b.score - a.score)
		.map(({ r }) => r);
	return ranked.slice(0, limit).map((r) => {
		const doc = index.docs.get(r.id as string)!;
		return {
			id: doc.id,
			game: doc.game,
			title: doc.title,
			snippet: snippet(doc, new Set(r.terms), index.lang),
			terms: r.terms
		};
	});
}

/** The index terms of a text, in order. */
function termsOf(text: string, lang: Lang): string[] {
	return text
		.split(SPLIT)
		.map((w) => processTerm(w, lang))
		.filter((t): t is string => t !== null);
}

/**
 * A query that contains one of a section's phrases word for word ("hunt cards back",
 * "hand limit"), or is contained in one, is about that section more than scattered words are.
 */
function phraseBonus(query: readonly string[], phrases: readonly string[][]): number {
	if (query.length < 2) return 1;
	let best = 0;
	for (const phrase of phrases) {
		if (phrase.length <= best) continue;
		if (containsRun(query, phrase) || containsRun(phrase, query)) {
			best = Math.min(phrase.length, query.length);
		}
	}
	return 1 + 0.25 * best;
}

/** True when `run` appears in `seq`, word for word and in order. */
function containsRun(seq: readonly string[], run: readonly string[]): boolean {
	outer: for (let i = 0; i + run.length <= seq.length; i++) {
		for (let j = 0; j < run.length; j++) {
			if (seq[i + j] !== run[j]) continue outer;
		}
		return true;
	}
	return false;
}

const SNIPPET = 160;

interface SnippetSource {
	text: string;
	/** Where each word starts, and its index term (null for function words). */
	starts: number[];
	terms: Array<string | null>;
}

const snippetSources = new WeakMap<Doc, SnippetSource>();

/** A section's summary + body as one line, with its words' terms (computed once per section). */
function snippetSource(doc: Doc, lang: Lang): SnippetSource {
	let source = snippetSources.get(doc);
	if (!source) {
		const text = `${doc.summary}\n${doc.body}`.replace(/\s+/g, ' ');
		const spans = wordSpans(text);
		source = {
			text,
			starts: spans.map((s) => s.start),
			terms: spans.map((s) => processTerm(text.slice(s.start, s.end), lang))
		};
		snippetSources.set(doc, source);
	}
	return source;
}

/** About SNIPPET characters of summary + body around the first matched word, markdown-free. */
function snippet(doc: Doc, terms: Set<string>, lang: Lang): string {
	const { text, starts, terms: words } = snippetSource(doc, lang);
	const i = words.findIndex((t) => t !== null && terms.has(t));
	const at = i < 0 ? -1 : starts[i]!;
	if (at < SNIPPET / 2) return clip(text, 0);
	return clip(text, text.lastIndexOf(' ', at - SNIPPET / 3) + 1);
}

function clip(text: string, start: number): string {
	let end = start + SNIPPET;
	if (end < text.length) {
		const space = text.lastIndexOf(' ', end);
		end = space > start ? space : end;
	} else end = text.length;
	const body = text
		.slice(start, end)
		.trim()
		.replace(/[,;:]$/, '');
	return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`;
}

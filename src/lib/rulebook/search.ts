// Offline rulebook search: one index per language over both games (search-index.ts: MiniSearch's
// matching and scoring on plain maps), built lazily the first time that language is searched and
// cached. Pure TypeScript, so it runs in Node (tests, bench) and in the browser alike. A result is a section and the passage of it that answers the
// query best (plain text; the UI marks the matched words by parts).
import { LANGS, GLOSSARY, SECTIONS, type GameId, type Lang } from './sections';
import { loadLanguage, type RulebookFile } from './load';
import { bodyWords, passagesWithKind, type Passage } from './passages';
import {
	buildTermIndex,
	matchTerms,
	sectionCount,
	startsSomeTerm,
	type MatchOptions,
	type TermIndex,
	type TermMatch
} from './search-index';
import {
	asksNumber,
	corrections,
	foldedWords,
	synonymTerms,
	termsOf,
	vocabulary,
	type Vocabulary
} from './search-words';
import { processTerm, questionWords, wordSpans } from './text';

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
	/** The passage that answers best: 0 is the summary, then the body's paragraphs and items. */
	passage: number;
	/** That passage as plain text, clipped around its first match when long. */
	text: string;
	/** The index terms that matched, for highlighting (see highlightParts). */
	terms: string[];
}

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

const docPassages = new WeakMap<Doc, Passage[]>();

/** Summary, then every sentence and list item of the body (see passages.ts); parsed once. */
function passagesOfDoc(doc: Doc): Passage[] {
	let passages = docPassages.get(doc);
	if (!passages) docPassages.set(doc, (passages = passagesWithKind(doc.summary, doc.markdown)));
	return passages;
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

const FIELDS = [
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

/** Longer queries are cut here: a pasted page must not slow the search down. */
export const MAX_QUERY = 200;

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

/** How much a word says about a section: rare words a lot, words found everywhere little. */
function rarity(index: RulebookIndex, term: string): number {
	let r = index.rarity.get(term);
	if (r === undefined) {
		const n = index.docs.size;
		const df = index.docFreq.get(term) ?? 0;
		r = (Math.log(1 + n / (1 + df)) / Math.log(1 + n)) ** 2;
		index.rarity.set(term, r);
	}
	return r;
}

/** How query terms match index terms, as MiniSearch options (MATCH below is the same for matchTerms). */
export const SEARCH = {
	boost: BOOST,
	prefix: true,
	// Unknown words are corrected beforehand; a long known word still meets its near spellings
	// ("stabl" and "stable"). One edit, from 4 letters: each more multiplies the cost.
	fuzzy: (term: string) => (term.length >= 4 ? 1 : false),
	// A typo's neighbour must not beat the word itself: "bard" is the Bard before any "card".
	weights: { fuzzy: 0.25, prefix: 0.375 },
	combineWith: 'OR'
} as const;

/** SEARCH for the term index. */
const MATCH: MatchOptions = {
	boosts: FIELDS.map((f) => BOOST[f]),
	prefixWeight: SEARCH.weights.prefix,
	fuzzyWeight: SEARCH.weights.fuzzy,
	fuzzy: (term) => SEARCH.fuzzy(term) || 0
};

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

/** A query as index terms: what the player typed, its typos corrected, and its synonyms. */
export interface QueryTerms {
	/** The player's words as index terms, each unknown one replaced by its corrections. */
	words: string[][];
	/** Terms added by the language's synonyms (the rulebook's words for the player's). */
	extra: string[];
	/** Terms standing for a word the rulebook does not use (spelling corrections). */
	guessed: Set<string>;
	/** The query asks how many or how much: a passage with a number answers it. */
	asksNumber: boolean;
}

/** The index terms a query searches for (see QueryTerms). */
export function queryTerms(index: RulebookIndex, query: string): QueryTerms {
	const raw = foldedWords(questionWords(query.slice(0, MAX_QUERY), index.lang));
	const words: string[][] = [];
	const guessed: string[] = [];
	for (const word of raw) {
		const term = processTerm(word, index.lang);
		if (term === null || NOT_WORDS[index.lang].has(word)) continue;
		if (known(index, term)) words.push([term]);
		else {
			const fixed = corrections(vocabOf(index), term);
			words.push(fixed);
			guessed.push(...fixed);
		}
	}
	const extra = synonymTerms(raw, index.lang).filter((t) => !words.some((w) => w.includes(t)));
	return {
		words: words.filter((w) => w.length > 0),
		extra: [...new Set(extra)],
		guessed: new Set(guessed),
		asksNumber: asksNumber(raw, index.lang)
	};
}

/** Function words typed without their apostrophe ("dont", "cant"): not worth correcting. */
const NOT_WORDS: Record<Lang, Set<string>> = {
	en: new Set(['dont', 'cant', 'doesnt', 'didnt', 'isnt', 'wont', 'arent', 'im', 'ive', 'whats']),
	es: new Set(),
	fr: new Set(['jai', 'cest', 'quil', 'quon', 'nest']),
	it: new Set(['ce', 'un', 'po'])
};

/**
 * The ranking's weights, in one place. `guess` and `synonym`: a corrected spelling or a synonym
 * counts less than a word typed as the rulebook writes it. `coverage`, `common`: how much a section holding more of
 * the query's words gains (a word much commoner than the rarest one counts less). `passage`: how much the best passage's share of the query
 * raises its section. `game`: how much the game the query's words belong to (token, Stable)
 * favours that game's sections. `summary`, `heading`, `crossRef`: what a passage is worth as an
 * answer (passageWorth); `topic`, `number`: see bestPassage.
 */
export const RANKING = {
	// Anywhere from 0.55 to 0.8 ranks the 265-question set alike (0.5 put one typo out of the top three).
	guess: 0.65,
	synonym: 1,
	coverage: 1,
	common: 0.3,
	passage: 0.75,
	game: 0.5,
	summary: 0.7,
	heading: 0.7,
	topic: 0.25,
	crossRef: 0.6,
	number: 1.3
};

/** The index's words and in how many sections each occurs, gathered on first need. */
function vocabOf(index: RulebookIndex): Vocabulary {
	if (!index.vocab) {
		const fields = FIELDS.map((_, i) => i);
		const freq = new Map<string, number>();
		index.vocab = vocabulary(index.terms.postings.keys(), (term) => {
			let n = freq.get(term);
			if (n === undefined) freq.set(term, (n = sectionCount(index.terms, term, fields)));
			return n;
		});
	}
	return index.vocab;
}

/**
 * A term the index can match as typed: a word of the rulebook, one being typed (a prefix of
 * one), a number, or a word too short to correct safely.
 */
function known(index: RulebookIndex, term: string): boolean {
	return (
		term.length < 3 ||
		/\d/.test(term) ||
		index.terms.postings.has(term) ||
		startsSomeTerm(index.terms, term)
	);
}

/** How many of the best sections get their passages weighed (the rest keep their order). */
const RERANK = 20;

/** The synchronous search over a built index (used by searchRulebook and the bench). */
export function runSearch(
	index: RulebookIndex,
	query: string,
	options: Omit<RulebookSearchOptions, 'lang'>
): RulebookHit[] {
	const q = queryTerms(index, query);
	const all = [...q.words.flat(), ...q.extra];
	if (all.length === 0) return [];
	const { game, nsfw = false, limit = 20 } = options;
	const extra = new Set(q.extra);
	// MiniSearch weighs a word per field; a word found in most sections ("unicorn", "hunt")
	// must not outweigh the rare word that says what the question is about ("tie", "zero").
	const results = matchTerms(
		index.terms,
		all,
		MATCH,
		(term) =>
			rarity(index, term) *
			(q.guessed.has(term) ? RANKING.guess : 1) *
			(extra.has(term) ? RANKING.synonym : 1),
		(n) => {
			const doc = index.list[n]!;
			return (game === undefined || doc.game === game) && (nsfw || !doc.nsfw);
		}
	);
	// MiniSearch multiplies a score by the number of index terms matched, so one word's fuzzy and
	// prefix variants ("unicorn", "unicorns", "unicorni") count several times. Count query words
	// instead, each by how rare it is: holding "tie" says more than holding "hunt".
	const sequence = q.words.map((w) => w[0]!);
	const lean = gameLean(index, q);
	const groups = [...q.words, ...q.extra.map((t) => [t])];
	const weights = groups.map((g) => Math.max(...g.map((t) => rarity(index, t))));
	const total = weights.reduce((a, b) => a + b, 0) || 1;
	const common = RANKING.common * Math.max(...weights, 1e-9);
	const ranked = results.map((r) => {
		// Each query word held counts 1, a word far commoner than the query's rarest counts less.
		let held = 0;
		groups.forEach((g, i) => {
			if (g.some((t) => r.queryTerms.includes(t))) held += Math.min(1, weights[i]! / common);
		});
		return {
			r,
			score:
				(r.score / Math.max(1, r.terms.length)) *
				Math.max(held, 0.1) ** RANKING.coverage *
				gameFit(index.list[r.doc]!.game, lean) *
				phraseBonus(sequence, index.phrases.get(index.list[r.doc]!.id) ?? []),
			passage: 0,
			text: ''
		};
	});
	ranked.sort((a, b) => b.score - a.score);
	// The passage that holds most of the query decides how well a section answers it.
	for (const hit of ranked.slice(0, Math.max(RERANK, limit))) {
		const doc = index.list[hit.r.doc]!;
		const best = bestPassage(doc, index.lang, hit.r, groups, weights, total, q.asksNumber);
		hit.passage = best.n;
		hit.score *= 1 + RANKING.passage * best.share;
	}
	ranked.sort((a, b) => b.score - a.score);
	return ranked.slice(0, limit).map(({ r, passage }) => {
		const doc = index.list[r.doc]!;
		return {
			id: doc.id,
			game: doc.game,
			title: doc.title,
			passage,
			text: clipAround(passagesOfDoc(doc)[passage]?.text ?? '', new Set(r.terms), index.lang),
			terms: r.terms
		};
	});
}

/**
 * Which game a query's words belong to, from -1 (only Kill the Unicorns uses them) to 1 (only
 * Unstable Unicorns does), rare words weighing most: "token" leans one way, "Stable" the other.
 */
function gameLean(index: RulebookIndex, q: QueryTerms): number {
	let lean = 0;
	let weight = 0;
	for (const group of [...q.words, ...q.extra.map((t) => [t])]) {
		const term = group[0]!;
		const df = index.docFreq.get(term);
		if (!df) continue;
		const w = rarity(index, term);
		lean += w * ((2 * (index.uuFreq.get(term) ?? 0)) / df - 1);
		weight += w;
	}
	return weight > 0 ? lean / weight : 0;
}

/** How well a section's game fits the query's lean (1 when the words say nothing of the game). */
function gameFit(game: GameId, lean: number): number {
	return 1 + RANKING.game * (game === 'uu' ? lean : -lean);
}

interface PassageTerms {
	/** Where each index term occurs: the passages holding it, and how often in each. */
	postings: Map<string, Array<[passage: number, times: number]>>;
	/** The terms of the section's title. */
	topic: Set<string>;
	/** Each passage as search weighs it (see passageWorth). */
	passages: Passage[];
	/** Which passages hold a number (a cost, a limit, a count). */
	numbers: boolean[];
}

const passageTerms = new WeakMap<Doc, PassageTerms>();

/**
 * What a passage is worth as an answer, whatever the query: the summary restates the whole
 * section, so a body sentence saying as much answers better; a heading ("Examples", "Colour:")
 * introduces the answer but does not give it; a cross-reference ("See Ties.") sends the reader
 * elsewhere, the less it answers the more of it is a link to another section.
 */
function passageWorth(p: Passage, n: number): number {
	if (n === 0) return RANKING.summary;
	const heading = /:\s*$/.test(p.text) || p.text.split(/\s+/).length < 4;
	return (heading ? RANKING.heading : 1) * (1 - RANKING.crossRef * p.linked);
}

/** Each passage's index terms (computed once per section). */
function termsOfPassages(doc: Doc, lang: Lang): PassageTerms {
	let terms = passageTerms.get(doc);
	if (!terms) {
		const postings = new Map<string, Array<[number, number]>>();
		const passages = passagesOfDoc(doc);
		passages.forEach(({ text }, n) => {
			const counts = new Map<string, number>();
			for (const t of termsOf(text, lang)) counts.set(t, (counts.get(t) ?? 0) + 1);
			for (const [t, k] of counts) {
				let list = postings.get(t);
				if (!list) postings.set(t, (list = []));
				list.push([n, k]);
			}
		});
		terms = {
			postings,
			topic: new Set(termsOf(doc.title, lang)),
			passages,
			numbers: passages.map((p) => /\d/.test(p.text))
		};
		passageTerms.set(doc, terms);
	}
	return terms;
}

/**
 * The passage that answers best, and how much of the query it holds (0 to 1, rare words
 * weighing most; a query word counts fully when found as typed, less as a longer word or a near
 * spelling). The answer is picked among passages (sentences and list items) by that share, with
 * the section's topic words counting less (they are in every sentence of it), a word said twice a
 * little more, the summary giving way to a body sentence that says as much, headings and
 * cross-references giving way to the rule, and a sentence with a number preferred when the
 * question asks how many or how much; on a tie, the earlier passage.
 */
function bestPassage(
	doc: Doc,
	lang: Lang,
	r: TermMatch,
	groups: readonly string[][],
	weights: readonly number[],
	total: number,
	asksNumber: boolean
): { n: number; share: number } {
	const { postings, topic, passages, numbers } = termsOfPassages(doc, lang);
	const size = passagesOfDoc(doc).length;
	const covered = new Float64Array(size);
	const score = new Float64Array(size);
	const found = new Float64Array(size);
	const gain = new Float64Array(size);
	groups.forEach((g, i) => {
		found.fill(0);
		// The matched index terms that stand for this query word, and how closely.
		for (const t of r.terms) {
			let closeness = 0;
			for (const w of g) {
				const c = t === w ? 1 : t.startsWith(w) ? 0.8 : w[0] === t[0] ? 0.5 : 0;
				if (c > closeness) closeness = c;
			}
			if (closeness === 0) continue;
			for (const [n, times] of postings.get(t) ?? []) {
				if (closeness <= found[n]!) continue;
				found[n] = closeness;
				gain[n] = (topic.has(t) ? RANKING.topic : 1) * (1 + 0.15 * Math.min(times - 1, 2));
			}
		}
		const w = weights[i]!;
		for (let n = 0; n < size; n++) {
			if (found[n] === 0) continue;
			covered[n] = covered[n]! + found[n]! * w;
			score[n] = score[n]! + found[n]! * w * gain[n]!;
		}
	});
	let share = 0;
	let best = 0;
	let bestScore = -1;
	for (let n = 0; n < size; n++) {
		let s = score[n]! * passageWorth(passages[n]!, n);
		// A question asking how many or how much is answered by a passage with a number in it.
		if (asksNumber && numbers[n]) s *= RANKING.number;
		share = Math.max(share, covered[n]! / total);
		if (s > bestScore) [best, bestScore] = [n, s];
	}
	return { n: best, share };
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

/** A passage longer than this is shown clipped around its first match. */
export const PASSAGE_CHARS = 240;

/** A passage, or about PASSAGE_CHARS of it around the first matched word. */
function clipAround(text: string, terms: Set<string>, lang: Lang): string {
	if (text.length <= PASSAGE_CHARS) return text;
	const spans = wordSpans(text);
	const first = spans.find((s) => terms.has(processTerm(text.slice(s.start, s.end), lang) ?? ''));
	const at = first?.start ?? 0;
	const start = at < PASSAGE_CHARS / 2 ? 0 : text.lastIndexOf(' ', at - PASSAGE_CHARS / 3) + 1;
	let end = start + PASSAGE_CHARS;
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

// Offline rulebook search: the ranking. A query's words (typos corrected, synonyms and table
// situations added) are matched in the language's index (search-load.ts), sections ranked by how
// much of the query they hold, and each given the passage that answers best (search-passages.ts).
// A result is a section and that passage (plain text; the UI marks the matched words by parts).
// Long: one ranking, read whole: the query's terms, their corrections and the weights (RANKING)
// are tuned together, against the question set in tests/content/search-questions.json.
import { GAMES, type GameId, type Lang } from '$lib/vocab';
import { getIndex, type RulebookIndex } from './search-load';
import { CARDS_GAME, SEARCH_WEIGHT } from './sections';
import {
	ANSWER,
	bestPassage,
	passagesOfDoc,
	shownPassage,
	ANSWER_CHARS,
	type AnswerShape,
	type PassageQuery
} from './search-passages';
import {
	asksNumber,
	cueWords,
	foldedWords,
	measureTerms,
	cardTypeTerms,
	namedCards,
	questionKinds,
	synonymPhrases
} from './search-words';
import { corrections, typoLimit } from './typos';
import { processTerm, questionWords } from './text';

export interface RulebookSearchOptions {
	lang: Lang;
	/** Only this game's sections; both games when absent. */
	game?: GameId;
	/** Include the NSFW edition's sections (settings.values.nsfw). */
	nsfw?: boolean;
	/** At most this many results (20 by default). */
	limit?: number;
	/**
	 * The game the player is in (the one their app bar shows): where a query fits both games
	 * alike ("who starts?"), its sections come first. The other game's still follow.
	 */
	prefer?: GameId;
}

export interface RulebookHit {
	id: string;
	game: GameId;
	title: string;
	/**
	 * The section's summary, shown with the first results (GIST_RESULTS) whose section has a body:
	 * their passage is then the body's best, never the summary again; '' for the others.
	 */
	gist: string;
	/** The passage that answers best: 0 is the summary, then the body's paragraphs and items. */
	passage: number;
	/** That passage as plain text, clipped around its first match when long. */
	text: string;
	/** The sentences just before and after it that fit with it (see shownPassage), or ''. */
	before: string;
	after: string;
	/** The index terms that matched, for highlighting (see highlightParts). */
	terms: string[];
}

/** Longer queries are cut here: a pasted page must not slow the search down. */
export const MAX_QUERY = 200;

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
	/** Per word: it only says what kind of question this is ("how many", "can I"). */
	cue: boolean[];
	/** Terms added by the language's synonyms (the rulebook's words for the player's). */
	extra: string[];
	/** Those synonyms and situations, each as its term sequence ("two players"). */
	phrases: string[][];
	/** Terms standing for a word the rulebook does not use (spelling corrections). */
	guessed: Set<string>;
	/** What the question wants of its answer besides its words (see search-passages.ts). */
	shape: AnswerShape;
	/** The game the query names ("who starts in Unstable Unicorns"), its name left out of words. */
	game?: GameId;
	/**
	 * The cards the query names: their type's rulebook words (also in extra and phrases, see
	 * SynonymFile.cards) and how much the question is about that type, from 1 (the name and at
	 * most a word or two: "Unicorn Poison", "Yay what kind of card") down as it says more.
	 */
	cards: Array<{ terms: string[]; name: string; weight: number }>;
	/** The terms of extra that only a card's type brought, each with that card's weight. */
	cardWeight: Map<string, number>;
	/** The terms only found in the cards' names ("stabl" of Tiny Stable) or naming other types. */
	nameTerms: Set<string>;
}

/** The index terms a query searches for (see QueryTerms). */
export function queryTerms(index: RulebookIndex, query: string): QueryTerms {
	const all = foldedWords(questionWords(query.slice(0, MAX_QUERY), index.lang));
	const { words: raw, game } = withoutGameName(index, all);
	const words: string[][] = [];
	const cue: boolean[] = [];
	const guessed: string[] = [];
	const cues = cueWords(raw, index.lang);
	const named = namedCards(raw, index.lang);
	// The other types a question naming a card offers ("is Yay an upgrade or a downgrade?"): the
	// choices it asks between, not what it is about.
	const others = new Set(
		named.length === 0
			? []
			: cardTypeTerms(index.lang).filter((t) => !named.some((c) => c.terms.includes(t)))
	);
	// The question's own words besides the cards' names and types: what it asks about them.
	const rest = (types: string[]) =>
		raw.filter((word, i) => {
			const term = processTerm(word, index.lang);
			return (
				term !== null &&
				!cues.has(i) &&
				!named.some((c) => i >= c.from && i < c.to) &&
				!types.includes(term) &&
				!others.has(term) &&
				!NOT_WORDS[index.lang].has(word)
			);
		}).length;
	const cards = named.map((c) => ({
		terms: c.terms,
		name: c.name,
		weight: Math.min(1, RANKING.cardWords / Math.max(1, rest(c.terms))) ** 2
	}));
	// A card's name says which card; its words are not the rule's ("Tiny Stable" is not the Stable).
	const inName = (i: number) => named.some((c) => i >= c.from && i < c.to);
	const nameTerms = new Set<string>();
	const typedTerms = new Set<string>();
	raw.forEach((word, i) => {
		const term = processTerm(word, index.lang);
		if (term === null || NOT_WORDS[index.lang].has(word)) return;
		// A card's name is not misspelt: a word of it the rulebook lacks ("Barbed") is left out,
		// not matched to the words near it.
		const fixed = inName(i)
			? index.anyFreq.has(term)
				? [term]
				: []
			: known(index, term)
				? [term]
				: correct(index, term);
		if (fixed.length === 0) return;
		if (fixed[0] !== term) guessed.push(...fixed);
		words.push(fixed);
		cue.push(cues.has(i));
		(inName(i) || others.has(term) ? nameTerms : typedTerms).add(term);
	});
	const synonyms = synonymPhrases(raw, index.lang);
	const phrases = [...synonyms, ...cards.map((c) => c.terms)];
	const extra = phrases.flat().filter((t) => !words.some((w) => w.includes(t)));
	const cardWeight = new Map<string, number>();
	for (const { terms, weight } of cards) {
		for (const t of terms) {
			if (synonyms.some((p) => p.includes(t)) || !extra.includes(t)) continue;
			cardWeight.set(t, Math.max(weight, cardWeight.get(t) ?? 0));
		}
	}
	return {
		words,
		cue,
		extra: [...new Set(extra)],
		phrases,
		cards,
		cardWeight,
		nameTerms: new Set([...nameTerms].filter((t) => !typedTerms.has(t))),
		guessed: new Set(guessed),
		shape: {
			asksNumber: asksNumber(raw, index.lang),
			kinds: questionKinds(raw, index.lang)
		},
		game
	};
}

/**
 * A query's words without the name of a game it names, and that game: "chi inizia a Kill the
 * Unicorns" asks who starts that game, and the name's words ("kill", "unicorns") say nothing of
 * which section answers. A query that is only a game's name keeps it.
 */
function withoutGameName(
	index: RulebookIndex,
	words: string[]
): { words: string[]; game?: GameId } {
	// The words that are index terms, with where each stands ("the" is none in English).
	const terms = words.flatMap((w, i) => {
		const term = processTerm(w, index.lang);
		return term === null ? [] : [{ term, i }];
	});
	for (const { game, terms: name } of index.gameNames) {
		const at = terms.findIndex((_, k) => name.every((t, j) => terms[k + j]?.term === t));
		if (at < 0 || terms.length === name.length) continue;
		const from = terms[at]!.i;
		const to = terms[at + name.length - 1]!.i;
		return { words: [...words.slice(0, from), ...words.slice(to + 1)], game };
	}
	return { words };
}

/** Function words typed without their apostrophe ("dont", "cant"): not worth correcting. */
const NOT_WORDS: Record<Lang, Set<string>> = {
	en: new Set([
		...['dont', 'cant', 'doesnt', 'didnt', 'isnt', 'wont', 'arent', 'im', 'ive', 'whats'],
		...['theyre', 'youre', 'weve', 'youve', 'theyve', 'its', 'thats', 'theres']
	]),
	es: new Set(),
	fr: new Set(['jai', 'cest', 'quil', 'quon', 'nest']),
	it: new Set(['ce', 'un', 'po'])
};

/**
 * The ranking's weights, in one place. `guess` and `synonym`: a corrected spelling or a synonym
 * counts less than a word typed as the rulebook writes it. `coverage`, `common`: how much a section holding more of
 * the query's words gains (a word much commoner than the rarest one counts less). `passage`: how much the best passage's share of the query
 * raises its section. `game`: how much the game the query's words belong to (token, Stable)
 * favours that game's sections. `elsewhere`: what the other game's sections count when the player
 * is in one game (`prefer`) and the query names none. The passage's own weights are search-passages.ts's ANSWER.
 */
export const RANKING = {
	// Anywhere from 0.55 to 0.8 ranks the 265-question set alike (0.5 put one typo out of the top three).
	guess: 0.65,
	synonym: 1,
	coverage: 1,
	common: 0.3,
	passage: 0.75,
	game: 0.5,
	// The blind sets asked with their own game preferred: first +1.1 points; with the other, −1.8.
	elsewhere: 0.6,
	// A measure word ("max", "limit") beside the words of what it measures: blind11 first +1.8 points.
	measure: 0.25,
	// A card's name: how much its type's section gains (times the card's weight), and how many
	// words of a question besides the name still leave it wholly about the card's type.
	card: 1,
	cardWords: 1,
	named: 0.5,
	// A word of a card's name: it finds the sections that name the card, not the rule its word is.
	nameWord: 0.5,
	own: 0.5
};

/**
 * The index terms closest to an unknown term: MiniSearch's fuzzy match gives the terms near it
 * (one edit more than allowed, since a swap of two letters is two of its edits and one of ours),
 * corrections picks among them. Remembered per index.
 */
function correct(index: RulebookIndex, term: string): string[] {
	let fixed = index.corrections.get(term);
	if (!fixed) {
		const limit = typoLimit(term);
		const near = new Set<string>();
		for (const r of index.search.search(term, { prefix: false, fuzzy: limit + 1 })) {
			for (const t of r.terms) near.add(t);
		}
		fixed = corrections(term, near, (t) => index.anyFreq.get(t) ?? 0, limit);
		if (index.corrections.size >= 2000) index.corrections.clear();
		index.corrections.set(term, fixed);
	}
	return fixed;
}

/**
 * A term the index can match as typed: a word of the rulebook, one being typed (a prefix of
 * one), a number, or a word too short to correct safely.
 */
function known(index: RulebookIndex, term: string): boolean {
	if (term.length < 3 || /\d/.test(term) || index.anyFreq.has(term)) return true;
	let starts = index.prefixes.get(term);
	if (starts === undefined) {
		starts = index.search.search(term, { fuzzy: false }).length > 0;
		if (index.prefixes.size >= 2000) index.prefixes.clear();
		index.prefixes.set(term, starts);
	}
	return starts;
}

/** How many of the best sections get their passages weighed (the rest keep their order). */
const RERANK = 20;

/**
 * How many of the first results show their section's summary (RulebookHit.gist). A summary says
 * the section's rule whole, a body sentence one part of it; either may be what a question wanted.
 * Over the 1,683 questions, what the results show held the answer's words for 63.0 % with the
 * summary never shown beside a passage, 77.9 % for the first result, 81.0 % for the first three.
 */
export const GIST_RESULTS = 3;

/** The synchronous search over a built index (used by searchRulebook and the bench). */
export function runSearch(
	index: RulebookIndex,
	query: string,
	options: Omit<RulebookSearchOptions, 'lang'>
): RulebookHit[] {
	const q = queryTerms(index, query);
	const all = [...q.words.flat(), ...q.extra];
	if (all.length === 0) return [];
	const { nsfw = false, limit = 20, prefer } = options;
	const game = options.game ?? q.game;
	const extra = new Set(q.extra);
	// MiniSearch multiplies a score by the number of query terms a section matched (queryTerms;
	// its `terms` are the index terms, with each word's fuzzy and prefix variants). That factor is
	// taken out, and query words counted instead, each by how rare it is: holding "tie" says more
	// than holding "hunt". (Dividing by the index terms, as this once did, ranked a section lower for
	// holding more spellings of a word; the fix took all questions' first from 84.4 to 86.3 %.)
	const sequence = q.words.map((w) => w[0]!);
	// A card's name is its game's (CARDS_GAME): the more the question is about the card, the more so.
	const named = CARDS_GAME === undefined ? 0 : Math.max(0, ...q.cards.map((c) => c.weight));
	const leans = gameLeans(index, q);
	for (const g of GAMES) leans[g] = leans[g] * (1 - named) + named * (g === CARDS_GAME ? 1 : AWAY);
	const groups = [...q.words, ...q.extra.map((t) => [t])];
	// "max", "limit", "cost" say what kind of answer is wanted; what it is the limit of says where.
	const measures = measureTerms(index.lang);
	const isMeasure = (g: readonly string[]) => g.every((t) => measures.has(t));
	const subject = q.words.some((w, i) => !q.cue[i] && !isMeasure(w));
	const measureWeight = (t: string) => (subject && measures.has(t) ? RANKING.measure : 1);
	// A common word of a card's name ("Tiny Stable") is not the rule it names elsewhere.
	const cardWeight = (t: string) =>
		q.cardWeight.get(t) ??
		(q.nameTerms.has(t) && (index.docFreq.get(t) ?? 0) > 2 ? RANKING.nameWord : 1);
	const weights = groups.map((g) =>
		Math.max(...g.map((t) => rarity(index, t) * measureWeight(t) * cardWeight(t)))
	);
	const total = weights.reduce((a, b) => a + b, 0) || 1;
	const common = RANKING.common * Math.max(...weights, 1e-9);
	// A section's own weight for this query: its game's fit (and its game's weight when no game is
	// chosen or preferred, SEARCH_WEIGHT) and a phrase of it the query holds.
	const docBoost = new Map<string, number>();
	const results = index.search.search(all.join(' '), {
		// MiniSearch weighs a word per field; a word found in most sections ("unicorn", "hunt")
		// must not outweigh the rare word that says what the question is about ("tie", "zero").
		boostTerm: (term) =>
			rarity(index, term) *
			measureWeight(term) *
			(q.guessed.has(term) ? RANKING.guess : 1) *
			(extra.has(term) ? RANKING.synonym : 1) *
			cardWeight(term),
		boostDocument: (id: string, _term, stored) => {
			let boost = docBoost.get(id);
			if (boost === undefined) {
				const other = game === undefined && prefer !== undefined && stored!.game !== prefer;
				boost =
					(1 + RANKING.game * leans[stored!.game as GameId]) *
					(other ? RANKING.elsewhere : 1) *
					(game === undefined && prefer === undefined ? SEARCH_WEIGHT[stored!.game as GameId] : 1) *
					Math.max(...[sequence, ...q.phrases].map((p) => phraseBonus(p, index.phrases.get(id)!))) *
					q.cards.reduce((b, c) => b * cardBoost(index, id, c), 1);
				docBoost.set(id, boost);
			}
			return boost;
		},
		filter: (r) => (game === undefined || r.game === game) && (nsfw || !r.nsfw)
	});
	const ranked = results.map((r) => {
		// Each query word held counts 1, a word far commoner than the query's rarest counts less.
		let held = 0;
		groups.forEach((g, i) => {
			if (g.some((t) => r.queryTerms.includes(t))) held += Math.min(1, weights[i]! / common);
		});
		return {
			r,
			doc: index.docs.get(r.id as string)!,
			score: (r.score / Math.max(1, r.queryTerms.length)) * Math.max(held, 0.1) ** RANKING.coverage,
			passage: 0
		};
	});
	ranked.sort((a, b) => b.score - a.score);
	// The passage that holds most of the query decides how well a section answers it.
	const typed = q.words.filter((_, i) => !q.cue[i]).map((w) => w[0]!);
	const passageQuery: PassageQuery = {
		groups,
		weights,
		total,
		pick: groups.map((_, i) => (i < q.words.length ? (q.cue[i] ? 0 : 1) : ANSWER.synonym)),
		pairs: typed.slice(1).map((t, i) => `${typed[i]} ${t}`),
		shape: q.shape
	};
	for (const hit of ranked.slice(0, Math.max(RERANK, limit))) {
		const best = bestPassage(hit.doc, index.lang, hit.r.terms, passageQuery);
		hit.passage = best.n;
		hit.score *= 1 + RANKING.passage * best.share;
	}
	ranked.sort((a, b) => b.score - a.score);
	return ranked.slice(0, limit).map(({ r, doc, passage }, i) => {
		// The first results show their section's summary beside the body passage that answers
		// best, so a summary that would answer is never the only thing shown.
		const gisted = i < GIST_RESULTS && passagesOfDoc(doc).length > 1;
		if (gisted && passage === 0) passage = bestPassage(doc, index.lang, r.terms, passageQuery, 1).n;
		return {
			gist: gisted ? passagesOfDoc(doc)[0]!.text : '',
			id: doc.id,
			game: doc.game,
			title: doc.title,
			passage,
			...shownPassage(
				doc,
				passage,
				new Set(r.terms),
				index.lang,
				i === 0 ? ANSWER_CHARS : undefined
			),
			terms: r.terms
		};
	});
}

/**
 * What a card the query names adds to a section: its type's rule gains as much as the question is
 * about the card (its weight); a section whose text names the card gains in any case.
 */
function cardBoost(
	index: RulebookIndex,
	id: string,
	card: { terms: string[]; name: string; weight: number }
): number {
	const type = index.homes.get(card.terms.join(' ')) === id ? 1 + RANKING.card * card.weight : 1;
	return type * (namesCard(index, id, card.name) ? 1 + RANKING.named * card.weight : 1);
}

/** Whether a section's text holds a card's name, word for word. */
function namesCard(index: RulebookIndex, id: string, name: string): boolean {
	let words = index.bodies.get(id);
	if (words === undefined) {
		const doc = index.docs.get(id)!;
		words = ` ${foldedWords(`${doc.summary} ${doc.body}`).join(' ')} `;
		index.bodies.set(id, words);
	}
	return words.includes(` ${name} `);
}

/**
 * How far a query's words lean toward a game, from 1 (only that game's rulebook uses them) to
 * AWAY (only the others' do), 0 when they are spread evenly over the games; rare words weigh
 * most: "token" leans to Kill the Unicorns, "Stable" to Unstable Unicorns.
 */
function gameLeans(index: RulebookIndex, q: QueryTerms): Record<GameId, number> {
	const leans = Object.fromEntries(GAMES.map((g) => [g, 0])) as Record<GameId, number>;
	const sizes = gameSizes(index);
	let weight = 0;
	for (const group of [...q.words, ...q.extra.map((t) => [t])]) {
		const term = group[0]!;
		const df = index.docFreq.get(term);
		if (!df) continue;
		const w = rarity(index, term);
		// How often each game's sections hold the word, as a share of that game's sections: a word
		// found in 8 of Kill the Unicorns' 40 sections and 6 of Unstable Unicorns' 31 leans nowhere.
		const rates = GAMES.map((g) => (index.gameFreq[g].get(term) ?? 0) / sizes[g]);
		const mean = rates.reduce((a, b) => a + b, 0) / GAMES.length;
		GAMES.forEach((g, i) => {
			leans[g] += (w * (rates[i]! / mean - 1)) / OTHERS;
		});
		weight += w;
	}
	for (const g of GAMES) leans[g] = weight > 0 ? leans[g] / weight : 0;
	// A word typed that only one game's rulebook uses, in several of its sections (Stable, Neigh,
	// token, hunt), says which game the question is about however common it is in that game.
	const own = new Set<GameId>();
	q.words.forEach((group, i) => {
		const term = group[0]!;
		if (q.cue[i] || q.guessed.has(term) || q.nameTerms.has(term)) return;
		const df = index.docFreq.get(term) ?? 0;
		if (df < OWN_WORD) return;
		const only = GAMES.find((g) => index.gameFreq[g].get(term) === df);
		if (only !== undefined) own.add(only);
	});
	if (own.size !== 1) return leans;
	const [side] = own;
	for (const g of GAMES) {
		leans[g] =
			g === side ? Math.max(leans[g], RANKING.own) : Math.min(leans[g], RANKING.own * AWAY);
	}
	return leans;
}

const sizesOf = new WeakMap<RulebookIndex, Record<GameId, number>>();

/** How many sections each game has in an index (worked out once per index). */
function gameSizes(index: RulebookIndex): Record<GameId, number> {
	let sizes = sizesOf.get(index);
	if (!sizes) {
		const docs = [...index.docs.values()];
		sizes = Object.fromEntries(
			GAMES.map((g) => [g, docs.filter((d) => d.game === g).length])
		) as Record<GameId, number>;
		sizesOf.set(index, sizes);
	}
	return sizes;
}

/** How many games a section's game is weighed against (at least 1, so one game leans nowhere). */
const OTHERS = Math.max(1, GAMES.length - 1);

/** The lean of a word only other games use: what sums to 0 with 1 over the games. */
const AWAY = -1 / OTHERS;

/** In how many sections of one game (and none of the others) a word is that game's own. */
const OWN_WORD = 3;

/**
 * A query that shares two words or more in a row with one of a section's phrases ("hunt cards
 * back", "hand limit") is about that section more than scattered words are, the more so the
 * longer the run. A run within a longer phrase counts as well as the whole phrase: "my baby
 * unicorn got destroyed" meets "destroy a baby unicorn" in "baby unicorn" as fully as the
 * phrase "baby unicorn" itself does (a phrase had to lie wholly in the query or hold it whole,
 * which left such sections behind the ones whose phrase was those two words alone).
 */
function phraseBonus(query: readonly string[], phrases: readonly string[][]): number {
	if (query.length < 2) return 1;
	let best = 0;
	for (const phrase of phrases) {
		if (phrase.length <= best) continue;
		best = Math.max(best, commonRun(query, phrase));
	}
	return 1 + 0.25 * best;
}

/** The longest run of words two sequences share, word for word and in order (0 under two). */
function commonRun(a: readonly string[], b: readonly string[]): number {
	let best = 0;
	for (let i = 0; i < a.length; i++) {
		for (let j = 0; j < b.length; j++) {
			let k = 0;
			while (i + k < a.length && j + k < b.length && a[i + k] === b[j + k]) k++;
			if (k > best) best = k;
		}
	}
	return best >= 2 ? best : 0;
}

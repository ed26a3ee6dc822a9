// The words of a query before they reach the index: players' own words widened by the synonyms of
// their language (src/content/terms/<lang>.synonyms.json) and by the table situations they
// describe (<lang>.situations.json). Unknown words (typos) are matched to the closest words the
// rulebook uses in typos.ts. Pure TypeScript, loaded with the search only.
// Long: one compiled word list per language, read whole: synonyms, situations, the cards' names by
// type, numbers and question kinds are compiled together and matched the same way.
import type { Lang } from '$lib/vocab';
import { SPLIT, fold, processTerm } from './text';

/** One synonym entry: what players say, and the rulebook's own words for it. */
export interface SynonymEntry {
	/** Words or phrases players type ("regroup", "go first"), in any inflection. */
	say: string[];
	/** The rulebook's words for the same thing, in the same language, added to the query. */
	means: string;
	/**
	 * A situation told with numbers: it holds only when the query names at least this many
	 * ("we played 6, 6 and 2, who gets the unicorn" is a hunt's totals; "who gets the unicorn"
	 * alone may be a Scheme's doing).
	 */
	minNumbers?: number;
	/**
	 * Phrases that, in the same query, say it means something else: "cards at the start" is the
	 * setup, unless it is "at the start of the turn".
	 */
	unless?: string[];
}

export interface SynonymFile {
	about?: string;
	entries: SynonymEntry[];
	/**
	 * Unstable Unicorns card names by type (`say`, from the card list), and the rulebook's word
	 * for that type (`means`): a card's name says which rule of a card type a question is about.
	 */
	cards?: SynonymEntry[];
}

const FILES = import.meta.glob<SynonymFile>('/src/content/terms/*.synonyms.json', {
	eager: true,
	import: 'default'
});

/** The synonym entries of a language (none when its file is missing). */
export function synonymsOf(lang: Lang): SynonymEntry[] {
	return FILES[`/src/content/terms/${lang}.synonyms.json`]?.entries ?? [];
}

/** The card names of a language by type (none when its file is missing): see SynonymFile.cards. */
export function cardNamesOf(lang: Lang): SynonymEntry[] {
	return FILES[`/src/content/terms/${lang}.synonyms.json`]?.cards ?? [];
}

/**
 * Table situations a question describes instead of naming the rule ("I passed", "my kid is 7",
 * "we both played 6", "no cards in hand"), and what the rulebook calls the rule that decides it.
 */
export interface SituationFile {
	about?: string;
	/** Phrases that ask for a number (a cost, a limit, a count): a passage with one answers. */
	number: string[];
	/** The rulebook's words for what decides when a question names the same number twice. */
	sameNumber: string;
	/** The words for 0, 1, 2… in order: "2" and "two" are the same word to a passage. */
	numbers: string[];
	/** Kinds of question (who, can I, when, where): what asks it, and what a sentence answering it says. */
	questions: Array<{ ask: string[]; answer: string[] }>;
	/** What opens an example ("Example:", "for instance"): it illustrates a rule, it is not the rule. */
	example: string[];
	entries: SynonymEntry[];
}

const SITUATIONS = import.meta.glob<SituationFile>('/src/content/terms/*.situations.json', {
	eager: true,
	import: 'default'
});

/** The situation words of a language (none when its file is missing). */
export function situationsOf(lang: Lang): SituationFile {
	return (
		SITUATIONS[`/src/content/terms/${lang}.situations.json`] ?? {
			number: [],
			sameNumber: '',
			numbers: [],
			questions: [],
			example: [],
			entries: []
		}
	);
}

/** A phrase's words, each folded and as its index term (its stem, or null for a function word). */
type Phrase = Array<{ word: string; stem: string | null }>;

interface CompiledSynonym {
	/** Each `say` phrase. */
	phrases: Phrase[];
	/** The index terms of `means`. */
	terms: string[];
	/** SynonymEntry.minNumbers (0 when absent). */
	minNumbers: number;
	/** SynonymEntry.unless. */
	unless: Phrase[];
}

interface CompiledWords {
	synonyms: CompiledSynonym[];
	cards: CompiledSynonym[];
	situations: CompiledSynonym[];
	number: Phrase[];
	sameNumber: string[];
	/** Each number word's digits ("two" → "2"), by folded word and by index term. */
	digits: Map<string, string>;
	questions: Array<{ ask: Phrase[]; answer: Phrase[] }>;
	example: Phrase[];
	/** See measureTerms. */
	measure: Set<string>;
}

const compiled = new Map<Lang, CompiledWords>();

function compile(lang: Lang): CompiledWords {
	let words = compiled.get(lang);
	if (!words) {
		const phrases = (say: readonly string[]): Phrase[] =>
			say
				.map((p) => foldedWords(p).map((word) => ({ word, stem: processTerm(word, lang) })))
				.filter((p) => p.length > 0);
		const entries = (list: readonly SynonymEntry[]) =>
			list.map((e) => ({
				phrases: phrases(e.say),
				terms: termsOf(e.means, lang),
				minNumbers: e.minNumbers ?? 0,
				unless: phrases(e.unless ?? [])
			}));
		const situations = situationsOf(lang);
		const number = phrases(situations.number);
		words = {
			synonyms: entries(synonymsOf(lang)),
			cards: entries(cardNamesOf(lang)),
			situations: entries(situations.entries),
			number,
			measure: new Set(
				number.flatMap((p) => (p.length === 1 && p[0]!.stem !== null ? [p[0]!.stem] : []))
			),
			sameNumber: termsOf(situations.sameNumber, lang),
			digits: new Map(
				situations.numbers.flatMap((word, n) => {
					const folded = fold(word);
					const term = processTerm(folded, lang);
					return [[folded, String(n)] as const, ...(term ? [[term, String(n)] as const] : [])];
				})
			),
			questions: situations.questions.map((q) => ({
				ask: phrases(q.ask),
				answer: phrases(q.answer)
			})),
			example: phrases(situations.example)
		};
		compiled.set(lang, words);
	}
	return words;
}

/** A text's words, lowercased and accent-free, in order. */
export const foldedWords = (text: string): string[] => fold(text).split(SPLIT).filter(Boolean);

/** The index terms of a text, in order (function words dropped). */
export function termsOf(text: string, lang: Lang): string[] {
	return text
		.split(SPLIT)
		.map((w) => processTerm(w, lang))
		.filter((t): t is string => t !== null);
}

/**
 * The rulebook terms that the players' phrases in a query stand for: its synonyms and the
 * situations it describes. A phrase matches word for word, each word as typed or by its stem
 * ("regrouping" matches "regroup"). A number said twice ("6, 6 and 2") is a tie to settle.
 */
export function synonymTerms(words: readonly string[], lang: Lang): string[] {
	return synonymPhrases(words, lang).flat();
}

/** The same as synonymTerms, each synonym or situation as its own term sequence ("two players"). */
export function synonymPhrases(words: readonly string[], lang: Lang): string[][] {
	const { synonyms, situations, sameNumber, digits } = compile(lang);
	const has = phraseMatcher(words, lang);
	const out: string[][] = [];
	const numbers = words.filter((w) => /^\d+$/.test(w));
	// "one" is also "a" in most languages: number words from zero or two up.
	const named = numbers.length + words.filter((w) => digits.has(w) && digits.get(w) !== '1').length;
	for (const list of [synonyms, situations]) {
		for (const entry of list) {
			if (named >= entry.minNumbers && entry.phrases.some(has) && !entry.unless.some(has))
				out.push(entry.terms);
		}
	}
	if (new Set(numbers).size < numbers.length) out.push(sameNumber);
	return out;
}

/** The words of every card type in a language's rulebook ("magic card", "upgrad card"), once. */
export function cardTypeTerms(lang: Lang): string[] {
	return [...new Set(compile(lang).cards.flatMap((c) => c.terms))];
}

/** A card a query names: its type's rulebook words, and where its name stands in the words. */
export interface NamedCard {
	terms: string[];
	/** The name as the query has it, its words folded and joined by a space. */
	name: string;
	from: number;
	/** The position just after the name. */
	to: number;
}

/** The cards a query's words name (see SynonymFile.cards), each name where it first stands. */
export function namedCards(words: readonly string[], lang: Lang): NamedCard[] {
	const at = phraseFinder(words, lang);
	const out: NamedCard[] = [];
	for (const entry of compile(lang).cards) {
		for (const phrase of entry.phrases) {
			const [from] = at(phrase, true);
			if (from !== undefined) {
				const to = from + phrase.length;
				out.push({ terms: entry.terms, name: words.slice(from, to).join(' '), from, to });
			}
		}
	}
	// "Shabby the Narwhal" is not also a Narwhal.
	return out.filter(
		(a) =>
			!out.some((b) => b !== a && b.from <= a.from && b.to >= a.to && b.to - b.from > a.to - a.from)
	);
}

/** True when a query asks for a number ("how many", "cost", "max"): see SituationFile.number. */
export function asksNumber(words: readonly string[], lang: Lang): boolean {
	return compile(lang).number.some(phraseMatcher(words, lang));
}

/**
 * Which of a question's words only say what kind of question it is ("how many", "can I"): the
 * words of its number and question phrases of two words or more, by position. They find no
 * answer themselves.
 */
export function cueWords(words: readonly string[], lang: Lang): Set<number> {
	const { number, questions } = compile(lang);
	const out = new Set<number>();
	const at = phraseFinder(words, lang);
	// A phrase of one word ("cost", "prix") is a word of the answer too ("Price: 6").
	for (const phrase of [...number, ...questions.flatMap((q) => q.ask)]) {
		if (phrase.length < 2) continue;
		for (const i of at(phrase)) for (let j = 0; j < phrase.length; j++) out.add(i + j);
	}
	return out;
}

/**
 * The index terms of the one-word phrases that ask for a number ("max", "limit", "cost"): they
 * say what the answer is (a limit, a price), not what it is about, once the query names that.
 */
export function measureTerms(lang: Lang): Set<string> {
	return compile(lang).measure;
}

/** The digits a number word stands for ("two", "deux" → "2"), or null. */
export function digitsOf(word: string, lang: Lang): string | null {
	return compile(lang).digits.get(word) ?? null;
}

/** What kind of answer a question wants (see SituationFile.questions), by kind number. */
export function questionKinds(words: readonly string[], lang: Lang): number[] {
	const has = phraseMatcher(words, lang);
	return compile(lang).questions.flatMap((q, kind) => (q.ask.some(has) ? [kind] : []));
}

/** What a passage offers as an answer: a number, each kind of answer; or only an example. */
export interface PassageCues {
	number: boolean;
	/** It opens as an example does ("Example: Ana 7, Bea 7…"), or is only that word ("Examples"). */
	example: boolean;
	/** Per kind of question (SituationFile.questions): whether it says what answers that kind. */
	kinds: boolean[];
}

export function passageCues(text: string, lang: Lang): PassageCues {
	const words = foldedWords(text);
	const has = phraseMatcher(words, lang);
	const { digits, questions, example } = compile(lang);
	const at = phraseFinder(words, lang);
	return {
		example: example.some((phrase) => at(phrase, true)[0] === 0),
		// "one" is also "a" in most languages: a number from zero or two up.
		number: words.some((w) => /\d/.test(w) || (digits.has(w) && digits.get(w) !== '1')),
		kinds: questions.map((q) => q.answer.some(has))
	};
}

/** Whether a phrase occurs in the words, word for word, each as typed or by its stem. */
function phraseMatcher(words: readonly string[], lang: Lang): (phrase: Phrase) => boolean {
	const at = phraseFinder(words, lang);
	return (phrase) => at(phrase, true).length > 0;
}

/** Where a phrase starts in the words (every place, or the first only), matched as phraseMatcher says. */
function phraseFinder(
	words: readonly string[],
	lang: Lang
): (phrase: Phrase, first?: boolean) => number[] {
	const stems = words.map((w) => processTerm(w, lang));
	const same = (i: number, { word, stem }: Phrase[number]) =>
		words[i] === word || (stem !== null && stems[i] === stem);
	return (phrase, first = false) => {
		const out: number[] = [];
		outer: for (let i = 0; i + phrase.length <= words.length; i++) {
			for (let j = 0; j < phrase.length; j++) if (!same(i + j, phrase[j]!)) continue outer;
			out.push(i);
			if (first) break;
		}
		return out;
	};
}

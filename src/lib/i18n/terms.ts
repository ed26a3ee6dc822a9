import type { GameId, Lang } from '$lib/vocab';
// The game terms of each language as data (src/content/terms/<lang>.json): the word each edition
// prints, or Hornbook's own choice where no edition in that language exists, and the variants that
// must not appear. tests/content/terms.test.ts holds the rulebook and the UI strings to them; the
// glossary shows which words are printed and which are ours.

/** Where a term comes from: the language's rulebook, the card list (English Unstable Unicorns), or us. */
export type TermSource = 'rulebook' | 'cards' | 'ours';

export interface Term {
	term: string;
	source: TermSource;
	/** Other words for the same thing that must not appear in this language. */
	avoid?: string[];
	/**
	 * Other capitals the book prints for the same word, each for its own sense (English writes the
	 * creature "unicorn" and the card type "Unicorn", as in "play a Unicorn, Magic or Upgrade card").
	 */
	also?: string[];
	/**
	 * A word of the term that never stands alone for it ("calculateur" is the hunt calculator's
	 * and only in full: alone it drifts onto the scorer).
	 */
	headword?: string;
}

/**
 * Each game's terms, and Hornbook's own nouns (its log, records, readings and tools), which no
 * edition prints and which drift as easily.
 */
export type TermList = Record<GameId, Record<string, Term>> & { hornbook: Record<string, Term> };

// Players' synonyms (<lang>.synonyms.json, for search) and card words (<lang>.cardwords.json, for
// the unicorn pick list: ./card-words.ts) live in the same folder and are not terms.
const FILES = import.meta.glob<TermList>(
	[
		'/src/content/terms/*.json',
		'!/src/content/terms/*.synonyms.json',
		'!/src/content/terms/*.cardwords.json'
	],
	{ eager: true, import: 'default' }
);

/** The term list of a language (every language has one; a test checks it). */
export function termList(lang: Lang): TermList {
	const list = FILES[`/src/content/terms/${lang}.json`];
	if (!list) throw new Error(`No term list for ${lang}`);
	return list;
}

/** True when the word is Hornbook's own choice rather than printed by an edition. */
export function isOurs(lang: Lang, game: GameId, id: string): boolean {
	return termList(lang)[game][id]?.source === 'ours';
}

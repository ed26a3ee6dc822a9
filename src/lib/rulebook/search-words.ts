// The words of a query before they reach the index: players' own words widened by the synonyms of
// their language (src/content/terms/<lang>.synonyms.json), and unknown words (typos) replaced by
// the closest words the rulebook uses. Pure TypeScript, loaded with the search only.
import type { Lang } from '$lib/vocab';
import { SPLIT, fold, processTerm } from './text';

/** One synonym entry: what players say, and the rulebook's own words for it. */
export interface SynonymEntry {
	/** Words or phrases players type ("regroup", "go first"), in any inflection. */
	say: string[];
	/** The rulebook's words for the same thing, in the same language, added to the query. */
	means: string;
}

export interface SynonymFile {
	about?: string;
	entries: SynonymEntry[];
}

const FILES = import.meta.glob<SynonymFile>('/src/content/terms/*.synonyms.json', {
	eager: true,
	import: 'default'
});

/** The synonym entries of a language (none when its file is missing). */
export function synonymsOf(lang: Lang): SynonymEntry[] {
	return FILES[`/src/content/terms/${lang}.synonyms.json`]?.entries ?? [];
}

interface CompiledSynonym {
	/** Each `say` phrase as folded words. */
	phrases: string[][];
	/** The index terms of `means`. */
	terms: string[];
}

const compiled = new Map<Lang, CompiledSynonym[]>();

function compiledSynonyms(lang: Lang): CompiledSynonym[] {
	let list = compiled.get(lang);
	if (!list) {
		list = synonymsOf(lang).map((e) => ({
			phrases: e.say.map((p) => foldedWords(p)).filter((p) => p.length > 0),
			terms: termsOf(e.means, lang)
		}));
		compiled.set(lang, list);
	}
	return list;
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
 * The rulebook terms that the players' phrases in a query stand for. A phrase matches word for
 * word, each word as typed or by its stem ("regrouping" matches "regroup").
 */
export function synonymTerms(words: readonly string[], lang: Lang): string[] {
	const stems = words.map((w) => processTerm(w, lang));
	const same = (i: number, word: string) => {
		if (words[i] === word) return true;
		const stem = stems[i];
		return stem != null && stem === processTerm(word, lang);
	};
	const out: string[] = [];
	for (const entry of compiledSynonyms(lang)) {
		const hit = entry.phrases.some((phrase) => {
			outer: for (let i = 0; i + phrase.length <= words.length; i++) {
				for (let j = 0; j < phrase.length; j++) if (!same(i + j, phrase[j]!)) continue outer;
				return true;
			}
			return false;
		});
		if (hit) out.push(...entry.terms);
	}
	return out;
}

/** An index's words, for spelling correction: every term, grouped by length. */
export interface Vocabulary {
	/** In how many sections a term occurs (the more, the likelier a correction). */
	freq: (term: string) => number;
	byLength: string[][];
	/** Corrections already worked out, by term. */
	memo: Map<string, string[]>;
}

export function vocabulary(terms: Iterable<string>, freq: (term: string) => number): Vocabulary {
	const byLength: string[][] = [];
	for (const term of terms) (byLength[term.length] ??= []).push(term);
	return { freq, byLength, memo: new Map() };
}

/** How many edits a typo may be from the word meant: one up to five letters, then two. */
export const typoLimit = (term: string): number => (term.length <= 5 ? 1 : 2);

/**
 * The vocabulary terms closest to an unknown term (at most `limit` edits, a swap of two
 * neighbouring letters counting as one): the best two, nearest first, then a substitution by a
 * neighbouring key, then the same first letter, then the most used. Empty when none is near.
 */
export function corrections(vocab: Vocabulary, term: string, limit = typoLimit(term)): string[] {
	const key = `${limit}:${term}`;
	const known = vocab.memo.get(key);
	if (known) return known;
	const found: Array<{ term: string; d: number; rank: number }> = [];
	let best = limit;
	for (let len = term.length - limit; len <= term.length + limit; len++) {
		for (const candidate of vocab.byLength[len] ?? []) {
			const d = editDistance(term, candidate, best + 1);
			if (d > best) continue;
			if (d < best) {
				best = d;
				found.length = 0;
			}
			const rank =
				(nearKeys(term, candidate) ? 4 : 0) +
				(candidate[0] === term[0] ? 2 : 0) +
				Math.min(1, vocab.freq(candidate) / 20);
			found.push({ term: candidate, d, rank });
		}
	}
	const out = found
		.sort((a, b) => b.rank - a.rank)
		.slice(0, 2)
		.map((f) => f.term);
	if (vocab.memo.size > 2000) vocab.memo.clear();
	vocab.memo.set(key, out);
	return out;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "rainbwo" is one edit
 * from "rainbow". Gives up (returning `max`) once the distance cannot be below `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
	if (Math.abs(a.length - b.length) >= max) return max;
	let prev2: number[] = [];
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
				v = Math.min(v, prev2[j - 2]! + 1);
			}
			row.push(v);
			rowMin = Math.min(rowMin, v);
		}
		if (rowMin >= max) return max;
		prev2 = prev;
		prev = row;
	}
	return Math.min(prev[b.length]!, max);
}

// Neighbouring keys on QWERTY, AZERTY and QWERTZ rows: a slip of the finger, the likeliest typo.
const ROWS = [
	'qwertyuiop',
	'asdfghjkl',
	'zxcvbnm',
	'azertyuiop',
	'qsdfghjklm',
	'wxcvbn',
	'qwertzuiop'
];

function adjacent(x: string, y: string): boolean {
	return ROWS.some((row) => {
		const i = row.indexOf(x);
		return i >= 0 && (row[i - 1] === y || row[i + 1] === y);
	});
}

/** Same length, one letter differs, and the two letters are neighbouring keys ("tye" / "tie"). */
function nearKeys(a: string, b: string): boolean {
	if (a.length !== b.length) return false;
	let diff = -1;
	for (let i = 0; i < a.length; i++) {
		if (a[i] === b[i]) continue;
		if (diff >= 0) return false;
		diff = i;
	}
	return diff >= 0 && adjacent(a[diff]!, b[diff]!);
}

// Finding a card by the letters a player types. Most of the edition's names are known only in
// English, so a Spanish, French or Italian player often types the name as it would read in their
// own language ("rinocornio", "narvalo", "licorne séductrice", "volador"): the letters are matched
// loosely (spelling that sounds alike, a word's ending, one slip), a word of the player's own for a
// part of the names (their language's card words, $lib/i18n/card-words) is read as the printed
// word, and a word for "unicorn" in any of the four languages is taken as no more than a hint.
// When nothing fits, the nearest names by letters are offered instead.
import type { CardWord } from '$lib/i18n/card-words';
import { fold } from '$lib/rulebook/text';
import { editDistance } from '$lib/rulebook/typos';

/** The word for "unicorn" in the languages Hornbook speaks, folded, singular and plural. */
const GENERIC = /^(unicorn|unicorns|unicornio|unicornios|unicorno|unicorni|licorne|licornes)$/;

/** How a word sounds rather than how it is spelt: ph → f, y → i, w → v, no h, no double letters. */
function loose(word: string): string {
	return fold(word)
		.replace(/[^\p{L}\p{N}]+/gu, '')
		.replace(/ph/g, 'f')
		.replace(/qu|k/g, 'c')
		.replace(/y/g, 'i')
		.replace(/w/g, 'v')
		.replace(/h/g, '')
		.replace(/(.)\1+/g, '$1');
}

/** A typed word without the ending a language adds ("rinocornio" → "rinocorn"). */
function stem(word: string): string {
	return word.length >= 5 ? word.replace(/(?:io|ie|[aeio])$/, '') : word;
}

const commonPrefix = (a: string, b: string) => {
	let i = 0;
	while (i < a.length && i < b.length && a[i] === b[i]) i++;
	return i;
};

/** One slip at most: a letter added, left out or changed. */
function oneSlip(a: string, b: string): boolean {
	if (Math.abs(a.length - b.length) > 1) return false;
	let i = 0;
	while (i < a.length && a[i] === b[i]) i++;
	return (
		a.slice(i + 1) === b.slice(i + 1) ||
		a.slice(i) === b.slice(i + 1) ||
		a.slice(i + 1) === b.slice(i)
	);
}

/**
 * How well a typed word fits a name's words: 2 as typed (the name word starts with it or holds
 * it), 1 loosely, 0 not at all.
 */
function fit(typed: string, words: readonly string[]): number {
	const plain = fold(typed);
	if (
		words.some((w) => fold(w).startsWith(plain) || (plain.length >= 3 && fold(w).includes(plain)))
	)
		return 2;
	const t = stem(loose(typed));
	if (t.length < 3) return 0;
	for (const word of words) {
		const n = loose(word);
		if (n.startsWith(t) || n.includes(t)) return 1;
		if (t.length >= 5 && commonPrefix(t, n) >= t.length - 2) return 1;
		// A slip past the first letter: a word is rarely mistyped where it starts.
		if (t.length >= 4 && t[0] === n[0] && (oneSlip(t, n.slice(0, t.length)) || oneSlip(t, n)))
			return 1;
	}
	return 0;
}

/** The printed words a typed word may stand for (a player's own word for them), or none. */
export type Meanings = (word: string) => readonly string[];

export interface FindOptions {
	/** At most this many names. */
	max?: number;
	/**
	 * The card's names in its other languages (a Spanish table's "Unicornio Mamá ganso" is found
	 * by "mother" too).
	 */
	aliases?: (name: string) => readonly string[];
	/** See cardWordReader. */
	meanings?: Meanings;
}

const NO_ALIASES = () => [];

/** A name's words, and those of its names in other languages. */
const wordsOf = (name: string, aliases: (name: string) => readonly string[]) =>
	[name, ...aliases(name)].flatMap((n) => n.split(/[\s-]+/)).filter(Boolean);

/** The typed words that decide: a word for "unicorn" only when nothing else was typed. */
function typedWords(typed: string): string[] {
	const words = fold(typed).split(/\s+/).filter(Boolean);
	const specific = words.filter((w) => !GENERIC.test(w));
	return specific.length > 0 ? specific : words;
}

/** fit, or 2 when the word is a player's own for a word of the name ("volador": Flying). */
function fitOrMeaning(typed: string, words: readonly string[], meanings: Meanings): number {
	const f = fit(typed, words);
	if (f === 2) return f;
	const printed = meanings(typed).map(fold);
	return printed.some((m) => words.some((w) => fold(w).startsWith(m))) ? 2 : f;
}

/**
 * The names that fit what was typed, best first (as typed before loosely, then in list order):
 * every word typed must fit, a word for "unicorn" only where the name has one.
 */
export function findCards(
	typed: string,
	names: readonly string[],
	{ max = Infinity, aliases = NO_ALIASES, meanings = NO_ALIASES }: FindOptions = {}
): string[] {
	const wanted = typedWords(typed);
	if (wanted.length === 0) return [];
	const scored: Array<{ name: string; score: number; at: number }> = [];
	names.forEach((name, at) => {
		const nameWords = wordsOf(name, aliases);
		let score = 0;
		for (const word of wanted) {
			const f = fitOrMeaning(word, nameWords, meanings);
			if (f === 0) return;
			score += f;
		}
		scored.push({ name, score, at });
	});
	return scored
		.sort((a, b) => b.score - a.score || a.at - b.at)
		.slice(0, max)
		.map((s) => s.name);
}

/** How close two words' letters are, 0 to 1: the share of letters an edit need not touch. */
function likeness(typed: string, word: string): number {
	const length = Math.max(typed.length, word.length);
	return length === 0 ? 0 : 1 - editDistance(typed, word, length) / length;
}

/** A typed word this close to a name's word (or to its start) makes the name a near one. */
const NEAR = 0.6;

/**
 * When no name fits (findCards finds none): the names nearest by letters, best first, for a
 * player to tap instead of retyping: those with some typed word fitting or close to one of their
 * words (or to the start of one: a word still being typed), the more words and the closer the
 * nearer, then in list order.
 */
export function nearestCards(
	typed: string,
	names: readonly string[],
	{ max = 5, aliases = NO_ALIASES, meanings = NO_ALIASES }: FindOptions = {}
): string[] {
	const wanted = typedWords(typed);
	const scored: Array<{ name: string; score: number; at: number }> = [];
	names.forEach((name, at) => {
		const nameWords = wordsOf(name, aliases);
		let score = 0;
		for (const word of wanted) {
			let near = fitOrMeaning(word, nameWords, meanings) > 0 ? 1 : 0;
			const t = loose(word);
			for (const nameWord of near === 1 || t.length < 3 ? [] : nameWords) {
				const n = loose(nameWord);
				near = Math.max(near, likeness(t, n), 0.9 * likeness(t, n.slice(0, t.length)));
			}
			// A word far from every name tells the names nothing: the list's order does.
			if (near >= NEAR) score += near;
		}
		if (score > 0) scored.push({ name, score, at });
	});
	return scored
		.sort((a, b) => b.score - a.score || a.at - b.at)
		.slice(0, max)
		.map((s) => s.name);
}

/** A word as the card words compare it: as it sounds, its ending and a plural's s aside. */
const root = (word: string) => stem(loose(word).replace(/s$/, ''));

/**
 * Reads a language's card words: a typed word is a player's own for a printed word when it is one
 * of theirs, the start of one (4 letters or more: still being typed), the same but for its ending
 * or a plural, or one slip from it (5 letters or more: "bolador").
 */
export function cardWordReader(entries: readonly CardWord[]): Meanings {
	const table = entries.flatMap(({ say, means }) =>
		say.map((word) => ({ word: fold(word), loose: loose(word), root: root(word), means }))
	);
	return (typed) => {
		const word = fold(typed);
		if (word.length < 3) return [];
		const sound = loose(typed);
		const r = root(typed);
		const found = table.filter(
			(e) =>
				e.word === word ||
				(word.length >= 4 && e.word.startsWith(word)) ||
				(r.length >= 4 && e.root === r) ||
				(sound.length >= 5 && oneSlip(sound, e.loose))
		);
		return [...new Set(found.map((e) => e.means))];
	};
}

// Finding a card by the letters a player types. Most of the edition's names are known only in
// English, so a Spanish, French or Italian player often types the name as it would read in their
// own language ("rinocornio", "narvalo", "licorne séductrice"): the letters are matched loosely
// (spelling that sounds alike, a word's ending, one slip), and a word for "unicorn" in any of the
// four languages is taken as no more than a hint.
import { fold } from '$lib/rulebook/text';

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

/**
 * The names that fit what was typed, best first (as typed before loosely, then in list order):
 * every word typed must fit, a word for "unicorn" only where the name has one. `aliases`: the
 * card's names in its other languages (a Spanish table's "Unicornio Mamá ganso" is found by
 * "mother" too).
 */
export function findCards(
	typed: string,
	names: readonly string[],
	max = Infinity,
	aliases: (name: string) => readonly string[] = () => []
): string[] {
	const words = fold(typed).split(/\s+/).filter(Boolean);
	if (words.length === 0) return [];
	const specific = words.filter((w) => !GENERIC.test(w));
	const wanted = specific.length > 0 ? specific : words;
	const scored: Array<{ name: string; score: number; at: number }> = [];
	names.forEach((name, at) => {
		const nameWords = [name, ...aliases(name)].flatMap((n) => n.split(/[\s-]+/)).filter(Boolean);
		let score = 0;
		for (const word of wanted) {
			const f = fit(word, nameWords);
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

/**
 * uu.end tie-break: letters in unicorn names. Letters only (Unicode \p{L}); spaces, digits,
 * punctuation, symbols and emoji add nothing. NFC first, so "é" typed as e + combining accent
 * is one letter, and Hangul jamo typed apart count as the syllable they compose.
 */
const LETTER = /\p{L}/gu;

export function countLetters(name: string): number {
	if (typeof name !== 'string') {
		throw new TypeError(`countLetters: expected a string, got ${typeof name}`);
	}
	return name.normalize('NFC').match(LETTER)?.length ?? 0;
}

/** Letters of every name together, as the tied players count them for their whole stable. */
export function countLettersInNames(names: readonly string[]): number {
	return names.reduce((sum, name) => sum + countLetters(name), 0);
}

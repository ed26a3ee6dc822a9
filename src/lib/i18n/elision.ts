import type { i18n as I18n } from 'i18next';

// French drops the vowel of "de" and "que" before a word that starts with a vowel or a mute h:
// "la Ruse d'Alice", "quelqu'un d'autre qu'Hugo", but "la Ruse de Bruno". A player's name is not
// known until the table types it, so the French strings write `{{player, de}}` and
// `{{player, que}}`, and these formats write the word before the name as French does.

/** A first letter that makes "de" and "que" drop their vowel ("Yann" keeps "de": a consonant). */
const ELIDES = /^[aeiouhàâäéèêëîïôöùûüæœ]/i;

/** "de Bruno" / "d'Alice", "que Bruno" / "qu'Alice". */
export function elided(word: 'de' | 'que', value: unknown): string {
	const name = String(value);
	return ELIDES.test(name) ? `${word.slice(0, -1)}'${name}` : `${word} ${name}`;
}

// Italian writes "a" as "ad" before a word that starts with an "a": "passa il segnalino ad Anna",
// but "a Bruno". The Italian strings write `{{player, a}}` before a name for it.

/** "a Bruno" / "ad Anna" (and "ad Àlex"). */
export function euphonicA(value: unknown): string {
	const name = String(value);
	return /^[aàáâ]/i.test(name) ? `ad ${name}` : `a ${name}`;
}

/** Gives `instance` the `de` and `que` formats (`{{player, de}}`) and Italian's `a`. */
export function useElision(instance: I18n): void {
	for (const word of ['de', 'que'] as const)
		instance.services.formatter?.add(word, (value: unknown) => elided(word, value));
	instance.services.formatter?.add('a', euphonicA);
}

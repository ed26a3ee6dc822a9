import type { Lang } from '$lib/vocab';
// Players' own words for the parts of Unstable Unicorns card names (src/content/terms/
// <lang>.cardwords.json, beside the rulebook search's synonyms): most names are known only in
// English, so a player who guesses one in their language ("volador", "narvalo") is read as the
// printed word ("Flying", "Narwhal"). A search aid only: never shown as a card's name. Each
// language's table is its own lazy file, kept offline with the rest of the language.

/** Words a player may type (`say`, any of them), and the word of the printed names they mean. */
export interface CardWord {
	say: string[];
	/** A word of the card list's names, as printed ("Flying"). */
	means: string;
}

export interface CardWordFile {
	about?: string;
	entries: CardWord[];
}

const FILES = import.meta.glob<CardWordFile>('/src/content/terms/*.cardwords.json', {
	import: 'default'
});

const loaded = new Map<Lang, Promise<readonly CardWord[]>>();

/**
 * The card words of a language; none when its file is missing or cannot load (offline, a language
 * not kept): the search then reads the letters alone, as before.
 */
export function cardWordsOf(lang: Lang): Promise<readonly CardWord[]> {
	let words = loaded.get(lang);
	if (!words) {
		const load = FILES[`/src/content/terms/${lang}.cardwords.json`];
		words = load
			? load().then(
					(file) => file.entries,
					() => {
						// Asked again next time: the network (or the kept copy) may be back.
						loaded.delete(lang);
						return [];
					}
				)
			: Promise.resolve([]);
		loaded.set(lang, words);
	}
	return words;
}

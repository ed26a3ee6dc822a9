// The players' own words for parts of the Unstable Unicorns card names (src/content/terms/
// <lang>.cardwords.json): one table per language, each word standing for a word the card list
// prints, so a guess in the player's language reaches a card the list holds.
import { LANGS } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { DECKS } from '$lib/games/unstable-unicorns/cards';
import type { CardWordFile } from '$lib/i18n/card-words';
import { cardWordReader } from '$lib/components/uu/find-card';
import { fold } from '$lib/rulebook/text';

const FILES = import.meta.glob<CardWordFile>('/src/content/terms/*.cardwords.json', {
	eager: true,
	import: 'default'
});

/** Every word of every name the card list prints, folded. */
const PRINTED = new Set(
	Object.values(DECKS).flatMap((deck) =>
		deck.cards.flatMap((card) =>
			Object.values(card.names).flatMap((name) => fold(name).split(/[\s-]+/))
		)
	)
);

describe.each(LANGS)('%s', (lang) => {
	const file = FILES[`/src/content/terms/${lang}.cardwords.json`];

	test('has its table', () => {
		expect(file?.entries).toBeInstanceOf(Array);
	});

	test('each entry stands for a word the card list prints', () => {
		const unknown = (file?.entries ?? []).filter((e) => !PRINTED.has(fold(e.means)));
		expect(unknown.map((e) => e.means)).toEqual([]);
	});

	test('each word of the players stands for one printed word, and is read as it', () => {
		const entries = file?.entries ?? [];
		const words = entries.flatMap((e) => e.say.map((say) => fold(say)));
		expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
		const read = cardWordReader(entries);
		const missed = entries.flatMap((e) =>
			e.say.filter((say) => !read(say).includes(e.means)).map((say) => `${say} → ${e.means}`)
		);
		expect(missed).toEqual([]);
	});
});

// Every Unstable Unicorns card name Hornbook knows (the card list, in each language it has the
// name in) finds the rule of its card type, and the sections that name the card: the synonyms'
// `cards` lists are the card list's names by type, checked here against it so a card added to the
// list is a card the search knows.
import { LANGS, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { DECKS, type CardType } from '$lib/games/unstable-unicorns/cards';
import { GLOSSARY } from '$lib/rulebook/sections';
import { cardNamesOf, foldedWords } from '$lib/rulebook/search-words';
import { searchRulebook } from '$lib/rulebook/search';
import { loadCorpus } from '$lib/rulebook/search-load';
import { fold } from '$lib/rulebook/text';

/** The glossary entry of each card type: its term is the type's word, its first section the rule. */
const TYPE_TERM: Record<CardType, string> = {
	'baby-unicorn': 'baby-unicorn',
	'basic-unicorn': 'basic-unicorn',
	'magical-unicorn': 'magical-unicorn',
	magic: 'magic-card',
	instant: 'instant-card',
	upgrade: 'upgrade-card',
	downgrade: 'downgrade-card'
};

const corpus = await loadCorpus();

/** Names that are a glossary term of the game (Neigh, Baby Unicorn): the glossary finds them. */
const TERMS = new Set(
	LANGS.flatMap((l) => Object.values(corpus[l].uu.glossary).map((g) => fold(g.term)))
);

/** Each card of a known type, by the names a player of `lang` may type: English, and their own. */
function cards(lang: Lang): Array<{ name: string; type: CardType }> {
	const out: Array<{ name: string; type: CardType }> = [];
	for (const deck of Object.values(DECKS)) {
		for (const card of deck.cards) {
			if (card.type === null) continue;
			const own = lang === 'es' || lang === 'it' ? card.names[lang] : undefined;
			for (const name of [card.names.en, own]) {
				if (name && !TERMS.has(fold(name)) && !out.some((c) => c.name === name))
					out.push({ name, type: card.type });
			}
		}
	}
	return out;
}

/**
 * Names whose words are all among the rulebooks' commonest (a colour, "unicorn"): they find their
 * type first, but the two-player list that names them comes later than fifth.
 */
const COMMON_NAMES = new Set(['Rainbow Unicorn', 'Unicornio Arcoíris']);

const home = (type: CardType) => GLOSSARY.find((g) => g.id === TYPE_TERM[type])!.sections[0]!;

describe.each(LANGS)('%s', (lang) => {
	test('the card names of the synonyms are the card list, each under its type', () => {
		const listed = cardNamesOf(lang).flatMap((e) =>
			e.say.map((name) => ({ name, means: fold(e.means) }))
		);
		const expected = cards(lang).map(({ name, type }) => ({
			name,
			means: fold(corpus[lang].uu.glossary[TYPE_TERM[type]]!.term)
		}));
		expect(listed.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
			expected.sort((a, b) => a.name.localeCompare(b.name))
		);
	});

	test('each name finds its type first, and the sections naming it in the first five', async () => {
		const missed: string[] = [];
		for (const { name, type } of cards(lang)) {
			const ids = (await searchRulebook(name, { lang })).map((r) => r.id);
			const naming = Object.entries(corpus[lang].uu.sections)
				.filter(([, s]) => containsWords(s.body, name))
				.map(([id]) => id);
			if (ids[0] !== home(type) && !naming.includes(ids[0]!)) missed.push(`${name}: ${ids[0]}`);
			for (const id of COMMON_NAMES.has(name) ? [] : naming)
				if (!ids.slice(0, 5).includes(id)) missed.push(`${name}: ${id} not in the first five`);
		}
		expect(missed).toEqual([]);
	});
});

/** Whether a text holds a name's words in a row. */
function containsWords(text: string, name: string): boolean {
	return ` ${foldedWords(text).join(' ')} `.includes(` ${foldedWords(name).join(' ')} `);
}

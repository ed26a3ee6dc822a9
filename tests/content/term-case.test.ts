// Each game term written one way: the capitals of `src/content/terms/<lang>.json`, which follow the
// language's printed rulebook (its running text, not its headings), hold in the rulebook, the
// glossary and every UI string of that language. "Unicornio" drifting to "unicornio", or
// "collection" to "Collection", is one term written two ways. A capital the sentence gives (its
// first word, a heading, a list item) is not the word's.
import { GAMES, LANGS, type GameId, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { termList } from '$lib/i18n/terms';
import { READING_IDS } from '$lib/rulebook/markdown';
import type { RulebookFile } from '$lib/rulebook/load';

const RULEBOOKS = import.meta.glob<RulebookFile>('/src/content/rulebook/*/*.json', {
	eager: true,
	import: 'default'
});
const UI = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
	eager: true,
	import: 'default'
});

function flatten(obj: unknown, prefix: string, out: Array<[string, string]>) {
	if (typeof obj === 'string') out.push([prefix, obj]);
	else if (obj && typeof obj === 'object')
		for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
	return out;
}
const strings = (lang: Lang) =>
	Object.entries(UI)
		.filter(([path]) => path.split('/')[2] === lang)
		.flatMap(([path, tree]) =>
			flatten(tree, '', []).map(([key, text]) => ({
				ns: path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
				key,
				text
			}))
		);

/** The games' own names are titles, not terms ("Kill the Unicorns" is no "unicorn"). */
const TITLES = /Kill the Unicorns|Unstable Unicorns/g;

/** Every text a player reads in one language about one game: the rulebook and the UI strings. */
function texts(lang: Lang, game: GameId): Array<[where: string, text: string]> {
	return textsWithTitles(lang, game).map(([where, text]) => [where, text.replace(TITLES, '0')]);
}

function textsWithTitles(lang: Lang, game: GameId): Array<[where: string, text: string]> {
	const book = RULEBOOKS[`/src/content/rulebook/${lang}/${game}.json`]!;
	const out: Array<[string, string]> = [[`rulebook/${lang}/${game}:title`, book.title]];
	for (const [id, s] of Object.entries(book.sections))
		for (const [part, text] of [
			['title', s.title],
			['summary', s.summary],
			// A link's target is a section id, not a word of the text.
			['body', s.body.replace(/\]\([\w.-]+\)/g, ']').replace(READING_IDS, '')]
		] as const)
			out.push([`rulebook/${lang}/${game}:${id}.${part}`, text]);
	for (const [id, g] of Object.entries(book.glossary))
		out.push([`rulebook/${lang}/${game}:glossary.${id}`, `${g.term}. ${g.meaning}`]);
	for (const { ns, key, text } of strings(lang))
		if (ns === 'common' || ns === 'play' || ns === 'rules' || ns.includes(game))
			// Keys and placeholders (`$t(steps-ktu:vocab.color…)`, `{{unicorn}}`) are code, not words.
			out.push([`${ns}:${key}`, text.replace(/\$t\([^)]*\)|\{\{[^}]*\}\}/g, '0')]);
	return out;
}

/** Where a capital is the sentence's, not the word's (a link's label is a section's title). */
const SENTENCE_START = /(^|[.!?¡¿:·•*>\n-]\s*|\*\*|«\s?|"|\(|\[|\d\.\s)$/;
/** The plural endings a term's words take in each language. */
const PLURAL_ENDING: Record<Lang, string> = {
	en: '(?:s)?',
	es: '(?:s|es)?',
	fr: '(?:s|x)?',
	it: ''
};
function wordForms(lang: Lang, word: string): string {
	const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	// Italian plurals change the last vowel: Unicorno → Unicorni, carta → carte.
	if (lang === 'it' && /[oae]$/i.test(word)) return `${escaped.slice(0, -1)}[oaei]`;
	return escaped + PLURAL_ENDING[lang];
}

/**
 * Terms that name an action with a verb of the language (PASAR, SACRIFICAR…): prose conjugates
 * the ordinary verb ("pasa", "sacrifica") in lower case.
 */
const PROSE_WORDS = new Set(['pass', 'sacrifice', 'destroy', 'steal']);

/** Every term of a game as a pattern of its words (plural forms too), ready to match. */
function patterns(lang: Lang, game: GameId) {
	return Object.entries(termList(lang)[game]).map(([id, entry]) => {
		const words = entry.term.split(/\s+/);
		// A leading article is the sentence's ("El Mercado Negro" / "al Mercado Negro").
		const from = /^(el|la|le|il|lo|the|les|los|las|un|una|une)$/i.test(words[0]!) ? 1 : 0;
		const compared = words.slice(from);
		const pattern = new RegExp(
			`(?<![\\p{L}\\p{N}-])${compared.map((w) => wordForms(lang, w)).join('\\s+')}(?![\\p{L}\\p{N}-])`,
			'giu'
		);
		const also = (entry.also ?? []).map((w) => w.split(/\s+/));
		return { id, term: entry.term, compared, also, pattern };
	});
}

describe.each(LANGS)('%s: every game term written one way', (lang) => {
	test.each(GAMES)('%s: the capitals of the term list', (game) => {
		const terms = patterns(lang, game);
		const found: string[] = [];
		for (const [where, text] of texts(lang, game)) {
			// A word inside a longer term is that term's ("Pioche" in "Phase de Pioche").
			const spans = terms.flatMap(({ pattern }) =>
				[...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const)
			);
			const inLonger = (from: number, to: number) =>
				spans.some(([a, b]) => a <= from && b >= to && b - a > to - from);
			for (const { id, term, compared, also, pattern } of terms) {
				if (PROSE_WORDS.has(id)) continue;
				for (const m of text.matchAll(pattern)) {
					if (inLonger(m.index, m.index + m[0].length)) continue;
					const got = m[0].split(/\s+/);
					// A writing the book prints too, for another sense of the word.
					if (also.some((words) => words.every((w, i) => got[i]?.[0] === w[0]))) continue;
					const start = SENTENCE_START.test(text.slice(0, m.index));
					const differs = compared.some((w, i) => {
						const a = w[0]!;
						const b = got[i]!;
						if (a === b[0]) return false;
						// The cards' action words are printed in capitals (PIOCHER, ROBAR): not a variant.
						if (b.length > 1 && b === b.toUpperCase()) return false;
						// A lower-case word may take the sentence's capital.
						return !(i === 0 && start && a.toUpperCase() === b[0]);
					});
					if (differs) found.push(`${where}: "${m[0]}" (the list writes "${term}")`);
				}
			}
		}
		expect(found.join('\n')).toBe('');
	});
});

// Every language says each game term one way: the word its edition prints (or Hornbook's own where
// no edition exists), never one of the variants its term list rules out. Checked against the
// rulebook text, the glossary, the UI strings and the step texts of that language.
import { GAMES, LANGS, type GameId, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import type { RulebookFile } from '$lib/rulebook/load';
import { GLOSSARY } from '$lib/rulebook/sections';
import { termList, type TermList } from '$lib/i18n/terms';
import { READING_IDS } from '$lib/rulebook/markdown';

const RULEBOOKS = import.meta.glob<RulebookFile>('/src/content/rulebook/*/*.json', {
	eager: true,
	import: 'default'
});
const UI = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
	eager: true,
	import: 'default'
});

/** Editions that exist in sources/: elsewhere every term is Hornbook's choice. */
const NO_EDITION: ReadonlyArray<readonly [Lang, GameId]> = [
	['it', 'ktu'],
	['fr', 'uu']
];

/**
 * Which game a UI namespace speaks about, by its file name (`ktu-hunt`, `steps-uu`: a game's id
 * between its dashes); shared namespaces speak about every game.
 */
function gamesOf(namespace: string): readonly GameId[] {
	const own = GAMES.filter((game) => namespace.split('-').includes(game));
	return own.length > 0 ? own : GAMES;
}

function flatten(obj: unknown, prefix: string, out: Array<[string, string]> = []) {
	if (typeof obj === 'string') out.push([prefix, obj]);
	else if (obj && typeof obj === 'object')
		for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
	return out;
}

/** Every text a player reads in one language about one game, with where it is. */
function texts(lang: Lang, game: GameId): Array<[string, string]> {
	const book = RULEBOOKS[`/src/content/rulebook/${lang}/${game}.json`]!;
	// Search keywords are not shown to players (players' own words belong there), so they are left out.
	const sections = Object.fromEntries(
		Object.entries(book.sections).map(([id, s]) => [
			id,
			// A link's target is a section id, not a word of the text; its brackets and bold marks
			// are not either, so "fichas del [Mercado Negro](…)" reads as the words it shows.
			{
				t: s.title,
				s: s.summary,
				b: s.body
					.replace(/\]\([\w.-]+\)/g, ']')
					.replace(READING_IDS, '')
					.replace(/\[([^\]]*)\]/g, '$1')
					.replace(/\*\*/g, '')
			}
		])
	);
	const out = flatten(
		{ title: book.title, chapters: book.chapters, sections, glossary: book.glossary },
		`rulebook/${lang}/${game}`
	);
	for (const [path, strings] of Object.entries(UI)) {
		const [, , fileLang, file] = path.split('/');
		const namespace = file!.replace(/\.json$/, '');
		if (fileLang === lang && gamesOf(namespace).includes(game))
			flatten(strings, `locales/${lang}/${namespace}`, out);
	}
	return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole-word, case-insensitive match (letters on either side mean another word). */
const wordPattern = (word: string) =>
	new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu');

const lists = Object.fromEntries(LANGS.map((l) => [l, termList(l)])) as Record<Lang, TermList>;

describe.each(LANGS)('%s term list', (lang) => {
	const list = lists[lang];

	// A language may list more than English: a word its own texts drift on that English does not
	// (Spanish "habilidad", printed, where "poder" crept in; "móvil" among "dispositivo" and "teléfono").
	test.each(GAMES)('has every term English has for %s', (game) => {
		const missing = Object.keys(lists.en[game]).filter((id) => !(id in list[game]));
		expect(missing).toEqual([]);
	});

	test.each(GAMES)('every %s entry has a term, a source and distinct variants', (game) => {
		for (const [id, entry] of Object.entries(list[game])) {
			expect(entry.term.trim(), id).toBeTruthy();
			expect(['rulebook', 'cards', 'ours'], id).toContain(entry.source);
			for (const variant of entry.avoid ?? []) {
				expect(variant.trim(), id).toBeTruthy();
				expect(wordPattern(variant).test(entry.term), `${id}: ${variant}`).toBe(false);
			}
		}
	});

	test.each(GAMES)('the %s glossary uses the listed term for every entry', (game) => {
		const glossary = RULEBOOKS[`/src/content/rulebook/${lang}/${game}.json`]!.glossary;
		for (const { id } of GLOSSARY.filter((g) => g.game === game)) {
			expect(list[game][id], `${lang}/${game}: ${id} missing from the term list`).toBeDefined();
			// A headword takes a capital like a sentence does ("Collection" for "collection").
			const term = list[game][id]!.term;
			expect(
				[term, term.charAt(0).toUpperCase() + term.slice(1)],
				`${lang}/${game}: ${id}`
			).toContain(glossary[id]?.term);
		}
	});

	// One glossary, one habit: every headword as the list writes it ("carte Chasse"), or every one
	// with a capital; never "carta Caccia" among "Collezione" and "Segnalino Primo Giocatore".
	test.each(GAMES)('the %s glossary capitalises its headwords one way', (game) => {
		const glossary = RULEBOOKS[`/src/content/rulebook/${lang}/${game}.json`]!.glossary;
		const heads = Object.entries(glossary).map(([id, g]) => [id, g.term] as const);
		const notAsListed = heads.filter(([id, head]) => head !== list[game][id]?.term);
		const lower = heads.filter(([, head]) => head.charAt(0) !== head.charAt(0).toUpperCase());
		const odd = notAsListed.length === 0 || lower.length === 0 ? [] : lower;
		expect(odd.map(([id, head]) => `${id}: ${head}`)).toEqual([]);
	});

	test.each(GAMES)('the %s rulebook uses every term of the list', (game) => {
		const book = texts(lang, game)
			.filter(([where]) => where.startsWith('rulebook/'))
			.map(([, text]) => text)
			.join('\n');
		const missing = Object.entries(list[game])
			.filter(([, entry]) => !wordPattern(entry.term).test(book))
			.map(([id, entry]) => `${id}: ${entry.term}`);
		expect(missing).toEqual([]);
	});

	test.each(GAMES)('no ruled-out variant appears in the %s texts', (game) => {
		const variants = Object.entries(list[game]).flatMap(([id, entry]) =>
			(entry.avoid ?? []).map((v) => ({ id, v, pattern: wordPattern(v), term: entry.term }))
		);
		const found: string[] = [];
		for (const [where, text] of texts(lang, game))
			for (const { id, v, term } of variants.filter((x) => x.pattern.test(text)))
				found.push(`${where}: "${v}" (say "${term}", ${id})`);
		expect(found).toEqual([]);
	});
});

test.each(NO_EDITION)(
	'%s/%s has no edition in the sources: every term is marked as ours',
	(lang, game) => {
		const printed = Object.entries(lists[lang][game]).filter(([, e]) => e.source !== 'ours');
		expect(printed.map(([id]) => id)).toEqual([]);
	}
);

/** Every text a player reads in one language, whichever game or page it belongs to. */
function everyText(lang: Lang): Array<[string, string]> {
	const out = new Map<string, string>();
	for (const game of GAMES) for (const [where, text] of texts(lang, game)) out.set(where, text);
	return [...out];
}

describe.each(LANGS)("%s: Hornbook's own nouns, one word each", (lang) => {
	const own = lists[lang].hornbook;

	test('the list names the same things as English, and its own only to rule out variants', () => {
		const english = Object.keys(lists.en.hornbook);
		expect(english.filter((id) => !(id in own))).toEqual([]);
		for (const [id, entry] of Object.entries(own)) expect(entry.source, id).toBe('ours');
		// A notion only this language words several ways (Italian "punti Inganno non legati a un
		// Unicorno", once also "su nessun Unicorno" and "fuori dagli Unicorni") is held to one wording.
		const extra = Object.keys(own).filter((id) => !english.includes(id));
		for (const id of extra)
			expect(own[id]!.avoid?.length ?? 0, `${id}: no variant to rule out`).toBeGreaterThan(0);
	});

	test('each is used, and no ruled-out word for it appears in the UI, the steps or the rulebook', () => {
		const all = everyText(lang);
		const found: string[] = [];
		for (const [id, entry] of Object.entries(own)) {
			if (!all.some(([, text]) => wordPattern(entry.term).test(text)))
				found.push(`${id}: "${entry.term}" is never used`);
			for (const v of entry.avoid ?? [])
				for (const [where, text] of all)
					if (wordPattern(v).test(text))
						found.push(`${where}: "${v}" (say "${entry.term}", ${id})`);
		}
		expect(found).toEqual([]);
	});

	test('a word that names a tool only in full never stands alone', () => {
		const found: string[] = [];
		for (const [id, entry] of Object.entries(own)) {
			if (!entry.headword) continue;
			const head = new RegExp(
				`(?<![\\p{L}\\p{N}])${escape(entry.headword)}s?(?![\\p{L}\\p{N}])`,
				'giu'
			);
			for (const [where, text] of everyText(lang))
				for (const m of text.matchAll(head)) {
					// The term around the word: its full form, starting where the headword does.
					const at = text.slice(m.index - entry.term.indexOf(entry.headword));
					if (!at.toLowerCase().startsWith(entry.term.toLowerCase()))
						found.push(
							`${where}: "${text.slice(m.index, m.index + 40)}…" (say "${entry.term}", ${id})`
						);
				}
		}
		expect(found).toEqual([]);
	});
});

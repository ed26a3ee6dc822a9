// The rulebook content and the rulebook UI strings are complete and consistent in every language.
import { GAMES, LANGS, type GameId, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import type { RulebookFile } from '$lib/rulebook/load';
import { linkedIds, parseMarkdown, type Block, type Inline } from '$lib/rulebook/markdown';
import { CHAPTERS, GLOSSARY, SECTIONS, SECTION_BY_ID } from '$lib/rulebook/sections';

const FILES = import.meta.glob<RulebookFile>('/src/content/rulebook/*/*.json', {
	eager: true,
	import: 'default'
});
const UI = import.meta.glob<Record<string, unknown>>('/locales/*/rules.json', {
	eager: true,
	import: 'default'
});

const file = (lang: Lang, game: GameId) => FILES[`/src/content/rulebook/${lang}/${game}.json`]!;
const CASES = LANGS.flatMap((lang) => GAMES.map((game) => [lang, game] as const));

describe.each(CASES)('%s/%s', (lang, game) => {
	const content = file(lang, game);
	const sections = SECTIONS.filter((s) => s.game === game);
	const chapters = CHAPTERS.filter((c) => c.game === game);
	const glossary = GLOSSARY.filter((g) => g.game === game);

	test('the file exists and names the game', () => {
		expect(content).toBeDefined();
		expect(content.title.trim()).not.toBe('');
	});

	test('every section is there with a title, a summary, a body and keywords', () => {
		for (const { id } of sections) {
			const s = content.sections[id];
			expect(s, id).toBeDefined();
			expect(s!.title.trim(), `${id} title`).not.toBe('');
			expect(s!.summary.trim(), `${id} summary`).not.toBe('');
			expect(s!.body.trim(), `${id} body`).not.toBe('');
			expect(s!.keywords.length, `${id} keywords`).toBeGreaterThan(0);
			expect(
				s!.keywords.every((k) => k.trim() !== ''),
				`${id} keywords`
			).toBe(true);
		}
	});

	test('every chapter has a title', () => {
		for (const { id } of chapters) expect(content.chapters[id]?.trim(), id).toBeTruthy();
	});

	test('no unknown section, chapter or glossary id', () => {
		expect(
			Object.keys(content.sections).filter((id) => SECTION_BY_ID.get(id)?.game !== game)
		).toEqual([]);
		const chapterIds = new Set(chapters.map((c) => c.id));
		expect(Object.keys(content.chapters).filter((id) => !chapterIds.has(id))).toEqual([]);
		const termIds = new Set(glossary.map((g) => g.id));
		expect(Object.keys(content.glossary).filter((id) => !termIds.has(id))).toEqual([]);
	});

	test('every glossary term has a term and a one-line meaning', () => {
		for (const { id } of glossary) {
			const entry = content.glossary[id];
			expect(entry?.term.trim(), id).toBeTruthy();
			expect(entry?.meaning.trim(), id).toBeTruthy();
			expect(entry!.meaning, id).not.toContain('\n');
		}
	});

	test('every link in a body leads to an existing section', () => {
		for (const { id } of sections) {
			const links = linkedIds(parseMarkdown(content.sections[id]!.body));
			for (const target of links) expect(SECTION_BY_ID.has(target), `${id} → ${target}`).toBe(true);
		}
	});

	test('bodies parse with no raw markdown left over', () => {
		for (const { id } of sections) {
			const blocks = parseMarkdown(content.sections[id]!.body);
			for (const text of texts(blocks)) {
				expect(text, id).not.toMatch(/\*|\]\(|\n|<\/?[a-z][^>]*>/);
			}
			for (const block of blocks) {
				const first = block.type === 'list' ? block.items[0]?.[0] : block.children[0];
				if (first?.type === 'text') expect(first.text, id).not.toMatch(/^\s*[>#]/);
			}
		}
	});

	test('titles, summaries and terms are plain text', () => {
		for (const { id } of sections) {
			const s = content.sections[id]!;
			expect(`${s.title} ${s.summary}`, id).not.toMatch(/\*\*|\]\(|<\/?[a-z][^>]*>/);
		}
	});
});

test('every see-also and every glossary link points at an existing section of the same game', () => {
	for (const s of SECTIONS) {
		for (const target of s.seeAlso)
			expect(SECTION_BY_ID.get(target)?.game, `${s.id} → ${target}`).toBe(s.game);
	}
	for (const g of GLOSSARY) {
		for (const target of g.sections)
			expect(SECTION_BY_ID.get(target)?.game, `${g.id} → ${target}`).toBe(g.game);
	}
});

test('section ids are unique', () => {
	expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length);
});

const keys = (lang: Lang) => flatten(UI[`/locales/${lang}/rules.json`] ?? {});

describe('rulebook UI strings (locales/*/rules.json)', () => {
	const english = keys('en');

	test('English has strings', () => {
		expect(Object.keys(english).length).toBeGreaterThan(20);
	});

	test.each(LANGS.filter((l) => l !== 'en'))(
		'%s has every English key, none empty, none extra',
		(lang) => {
			const own = keys(lang);
			for (const key of Object.keys(english))
				expect(own[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
			expect(Object.keys(own).filter((k) => !(k in english))).toEqual([]);
		}
	);

	test.each(LANGS)('%s keeps every {{placeholder}} of the English string', (lang) => {
		const own = keys(lang);
		for (const [key, text] of Object.entries(english)) {
			expect(placeholders(own[key] ?? ''), `${lang}: ${key}`).toEqual(placeholders(text));
		}
	});
});

function texts(blocks: readonly Block[]): string[] {
	const out: string[] = [];
	const walk = (nodes: readonly Inline[]) => {
		for (const n of nodes) {
			if (n.type === 'text') out.push(n.text);
			else walk(n.children);
		}
	};
	for (const b of blocks) {
		if (b.type === 'list') b.items.forEach(walk);
		else walk(b.children);
	}
	return out;
}

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [k, v] of Object.entries(obj)) {
		if (v && typeof v === 'object')
			Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
		else out[`${prefix}${k}`] = String(v);
	}
	return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// ── Hornbook's readings: one set per section, each in docs/rules-readings.md ────────────────────

const READINGS_DOC = Object.values(
	import.meta.glob<string>('/docs/rules-readings.md', {
		eager: true,
		query: '?raw',
		import: 'default'
	})
)[0]!;
/** The entries of docs/rules-readings.md, by their anchors. */
const DOCUMENTED = new Set(
	[...READINGS_DOC.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]!)
);
const CODE = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.svelte', '!/src/**/*.test.ts'], {
	eager: true,
	query: '?raw',
	import: 'default'
});

/** The readings each note of a section states, and whether any note names none. */
function readingsOf(lang: Lang, game: GameId, id: string) {
	const notes = parseMarkdown(file(lang, game).sections[id]!.body).filter(
		(b): b is Extract<Block, { type: 'note' }> => b.type === 'note'
	);
	return {
		ids: [...new Set(notes.flatMap((n) => n.readings))].sort(),
		unnamed: notes.filter((n) => n.readings.length === 0).length
	};
}

describe("Hornbook's readings", () => {
	test('has a documented reading for each note', () => expect(DOCUMENTED.size).toBeGreaterThan(20));

	test.each(GAMES)('%s: every note names the readings it states, each documented', (game) => {
		const found: string[] = [];
		for (const lang of LANGS)
			for (const { id } of SECTIONS.filter((s) => s.game === game)) {
				const { ids, unnamed } = readingsOf(lang, game, id);
				if (unnamed) found.push(`${lang} ${id}: ${unnamed} note(s) without a reading id`);
				for (const r of ids)
					if (!DOCUMENTED.has(r))
						found.push(`${lang} ${id}: ${r} is not in docs/rules-readings.md`);
			}
		expect(found).toEqual([]);
	});

	test.each(GAMES)('%s: every language marks the same readings in each section', (game) => {
		const found: string[] = [];
		for (const { id } of SECTIONS.filter((s) => s.game === game)) {
			const en = readingsOf('en', game, id).ids.join(' ');
			for (const lang of LANGS) {
				const here = readingsOf(lang, game, id).ids.join(' ');
				if (here !== en) found.push(`${id}: en [${en}], ${lang} [${here}]`);
			}
		}
		expect(found).toEqual([]);
	});

	// Each note is shown under its label ("Hornbook's reading", rules:section.note): a note that
	// opens with the same words says them twice.
	test.each(GAMES)('%s: no note opens with its own label', (game) => {
		const found: string[] = [];
		for (const lang of LANGS) {
			const label = keys(lang)['section.note']!.toLowerCase();
			for (const { id } of SECTIONS.filter((s) => s.game === game))
				for (const note of parseMarkdown(file(lang, game).sections[id]!.body))
					if (note.type === 'note' && texts([note]).join('').trim().toLowerCase().startsWith(label))
						found.push(`${lang} ${id}: "${texts([note]).join('').slice(0, 40)}…"`);
		}
		expect(found).toEqual([]);
	});

	test('every reading the code cites is documented', () => {
		const found = Object.entries(CODE).flatMap(([path, source]) =>
			[...source.matchAll(/rules-readings\.md#([a-z0-9-]+)/g)]
				.filter((m) => !DOCUMENTED.has(m[1]!))
				.map((m) => `${path}: ${m[1]}`)
		);
		expect(found).toEqual([]);
	});
});

import { LANGS } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import {
	chapterTitle,
	englishRulebook,
	glossaryText,
	loadLanguage,
	loadRulebook,
	resolveSection,
	type RulebookFile
} from './load';

describe('loadRulebook', () => {
	test.each(LANGS)('loads both games in %s', async (lang) => {
		const files = await loadLanguage(lang);
		expect(Object.keys(files.ktu.sections).length).toBeGreaterThan(30);
		expect(Object.keys(files.uu.sections).length).toBeGreaterThan(20);
	});

	test('English is there synchronously, and is what loadRulebook gives for en', async () => {
		expect(await loadRulebook('en', 'ktu')).toBe(englishRulebook('ktu'));
	});

	test('a language file is loaded once', async () => {
		expect(await loadRulebook('it', 'uu')).toBe(await loadRulebook('it', 'uu'));
	});
});

describe('a missing translation falls back to English, flagged', () => {
	const withoutTies = (file: RulebookFile): RulebookFile => {
		const sections = { ...file.sections };
		delete sections['ktu.ties'];
		return { ...file, sections, chapters: {}, glossary: {} };
	};

	test('a section', async () => {
		const es = withoutTies(await loadRulebook('es', 'ktu'));
		const resolved = resolveSection(es, 'es', 'ktu', 'ktu.ties');
		expect(resolved).toMatchObject({ lang: 'en', fallback: true });
		expect(resolved?.text.title).toBe(englishRulebook('ktu').sections['ktu.ties']!.title);
		expect(resolveSection(es, 'es', 'ktu', 'ktu.pass')).toMatchObject({
			lang: 'es',
			fallback: false
		});
	});

	test('a chapter title and a glossary term', async () => {
		const es = withoutTies(await loadRulebook('es', 'ktu'));
		expect(chapterTitle(es, 'ktu', 'ktu.ch.round')).toBe(
			englishRulebook('ktu').chapters['ktu.ch.round']
		);
		expect(glossaryText(es, 'ktu', 'scheme')?.term).toBe('Scheme');
	});

	test('an unknown section resolves to nothing', () => {
		expect(resolveSection(englishRulebook('uu'), 'en', 'uu', 'uu.nope')).toBeNull();
	});
});

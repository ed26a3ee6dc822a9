import { describe, expect, test } from 'vitest';
import { parseMarkdown } from './markdown';
import { bodyWords, passageAnchor, passageFromHash, passageNumbers, passagesOf } from './passages';

const BODY = 'First **paragraph**.\n\n- one\n- [two](ktu.ties)\n\n> A note.\n\n1. a\n2. b';

describe('passages', () => {
	test('the summary is 0, then every paragraph, list item and note in order', () => {
		expect(passagesOf('Sum.', BODY)).toEqual([
			'Sum.',
			'First paragraph.',
			'one',
			'two',
			'A note.',
			'a',
			'b'
		]);
	});

	test('the page numbers its blocks the way search numbers passages', () => {
		const blocks = parseMarkdown(BODY);
		expect(passageNumbers(blocks)).toEqual([1, 2, 4, 5]);
		const passages = passagesOf('Sum.', BODY);
		expect(passages[passageNumbers(blocks)[2]!]).toBe('A note.');
	});

	test('anchors go to and from the address', () => {
		expect(passageAnchor(3)).toBe('passage-3');
		expect(passageFromHash('#passage-3')).toBe(3);
		expect(passageFromHash('#passage-')).toBeNull();
		expect(passageFromHash('#term-scheme')).toBeNull();
		expect(passageFromHash('')).toBeNull();
	});
});

describe('the index reads a body’s words without parsing it', () => {
	test('every section of every language: the same words as its passages', async () => {
		const { loadCorpus } = await import('./search');
		const { SPLIT } = await import('./text');
		const corpus = await loadCorpus();
		const words = (text: string) =>
			text
				.split(SPLIT)
				.filter((w) => w !== '')
				.sort();
		let sections = 0;
		for (const lang of Object.keys(corpus) as (keyof typeof corpus)[]) {
			for (const file of Object.values(corpus[lang])) {
				for (const [id, section] of Object.entries(file.sections)) {
					const passages = passagesOf(section.summary, section.body).slice(1).join('\n');
					expect(words(bodyWords(section.body)), `${lang} ${id}`).toEqual(words(passages));
					sections++;
				}
			}
		}
		expect(sections).toBeGreaterThan(200);
	});

	test('markup, link targets and item numbers are not words; the words around them are', () => {
		const body = '**Ties** cancel: see [the ties](ktu.ties).\n\n1. First *one*\n2. +2 points';
		expect(
			bodyWords(body)
				.split(/[^\p{L}\p{N}+]+/u)
				.filter(Boolean)
		).toEqual(['Ties', 'cancel', 'see', 'the', 'ties', 'First', 'one', '+2', 'points']);
	});
});

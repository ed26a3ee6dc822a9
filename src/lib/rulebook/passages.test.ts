import { describe, expect, test } from 'vitest';
import { parseMarkdown } from './markdown';
import {
	bodyWords,
	passageAnchor,
	passageFromHash,
	passageNumbers,
	passagesOf,
	passagesWithKind,
	sentenceRanges
} from './passages';

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

	test('a paragraph or note is a passage per sentence; a list item stays whole', () => {
		const body =
			'Forced to pass. If you hold fewer cards, pass: see [Ties](ktu.ties).\n\n- One. Two.\n\n> First. Second?';
		expect(passagesOf('Sum.', body)).toEqual([
			'Sum.',
			'Forced to pass.',
			'If you hold fewer cards, pass: see Ties.',
			'One. Two.',
			'First.',
			'Second?'
		]);
		expect(passageNumbers(parseMarkdown(body))).toEqual([1, 3, 4]);
	});

	test.each([
		['Price: 6. It is a pricier Cotton Candy.', ['Price: 6.', 'It is a pricier Cotton Candy.']],
		['8, 8, 6: the 8s cancel. Then 6 wins.', ['8, 8, 6: the 8s cancel.', 'Then 6 wins.']],
		['¿Gana? ¡Sí! «Claro».', ['¿Gana?', '¡Sí!', '«Claro».']],
		['e.g. the Bard, p. ex. une carte.', ['e.g. the Bard, p. ex. une carte.']],
		// A step's own number is not a sentence; a number that ends one still ends it.
		['1. Remove cards. The list:', ['1. Remove cards.', 'The list:']],
		['The limit is 7. Discard.', ['The limit is 7.', 'Discard.']]
	])('sentences of %j', (text, sentences) => {
		expect(sentenceRanges(text).map(([a, b]) => text.slice(a, b))).toEqual(sentences);
	});

	test('a cross-reference is a passage mostly made of a link', () => {
		const [, see, rule] = passagesWithKind('', 'See [Ties cancel](ktu.ties).\n\nTies cancel.');
		expect(see!.linked).toBeCloseTo(2 / 3);
		expect(rule!.linked).toBe(0);
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
		const { loadCorpus } = await import('./search-load');
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

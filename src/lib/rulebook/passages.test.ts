import { describe, expect, test } from 'vitest';
import { parseMarkdown } from './markdown';
import { passageAnchor, passageFromHash, passageNumbers, passagesOf } from './passages';

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

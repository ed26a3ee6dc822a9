import { describe, expect, test } from 'vitest';
import { parseMarkdown } from '$lib/rulebook/markdown';
import { richTextHtml } from './rich-text-html';

const BODY = [
	'A <b>tag</b> & "quotes" stay text, **bold**, *em*, [a link](ktu.ties).',
	'',
	'3. third',
	'4. fourth',
	'',
	'- one',
	'- two',
	'',
	'> Our reading.'
].join('\n');

describe('a section body as markup text', () => {
	const blocks = parseMarkdown(BODY);

	test('text is escaped, never markup', () => {
		const html = richTextHtml(blocks, null, 'Note <1>');
		expect(html).toContain('A &lt;b>tag&lt;/b> &amp; "quotes" stay text');
		expect(html).not.toContain('<b>');
		expect(html).toContain('<p class="note-label">Note &lt;1></p>');
		expect(html).toContain(
			'<strong>bold</strong>, <em>em</em>, <a href="/rules/ktu/ties">a link</a>'
		);
	});

	test('one anchor per passage, in order; an ordered list keeps its start', () => {
		const html = richTextHtml(blocks, null, 'Note');
		expect([...html.matchAll(/id="passage-(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
			1, 2, 3, 4, 5, 6
		]);
		expect(html).toContain('<ol start="3"><li id="passage-2">third</li>');
		expect(html).toContain('<div class="note" role="note" id="passage-6">');
	});

	test('only the marked passage is marked', () => {
		expect(richTextHtml(blocks, null, 'Note')).not.toContain('marked');
		const html = richTextHtml(blocks, 4, 'Note');
		expect(html.match(/marked/g)).toHaveLength(1);
		expect(html).toContain('<li id="passage-4" class="marked">one</li>');
		expect(richTextHtml(blocks, 6, 'Note')).toContain('class="note marked"');
	});

	test('each sentence of a paragraph or note is anchored and marked on its own', () => {
		const two = parseMarkdown('Forced to pass. See [Ties](ktu.ties).\n\n> One. Two.');
		const html = richTextHtml(two, 2, 'Note');
		expect(html).toBe(
			'<p><span id="passage-1">Forced to pass.</span> <span id="passage-2" class="marked">See <a href="/rules/ktu/ties">Ties</a>.</span></p>' +
				'<div class="note" role="note"><p class="note-label">Note</p> <p><span id="passage-3">One.</span> <span id="passage-4">Two.</span></p></div>'
		);
	});
});

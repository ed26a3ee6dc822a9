import { describe, expect, test } from 'vitest';
import { inlineText, linkedIds, parseInline, parseMarkdown, plainText } from './markdown';

describe('parseInline', () => {
	test('plain text stays one text node', () => {
		expect(parseInline('Ties cancel.')).toEqual([{ type: 'text', text: 'Ties cancel.' }]);
	});

	test('bold, emphasis and links become nodes', () => {
		expect(parseInline('a **b** *c* [d](ktu.ties)')).toEqual([
			{ type: 'text', text: 'a ' },
			{ type: 'strong', children: [{ type: 'text', text: 'b' }] },
			{ type: 'text', text: ' ' },
			{ type: 'em', children: [{ type: 'text', text: 'c' }] },
			{ type: 'text', text: ' ' },
			{ type: 'link', id: 'ktu.ties', children: [{ type: 'text', text: 'd' }] }
		]);
	});

	test('a link inside bold and bold inside a link both work', () => {
		expect(parseInline('**[It’s a Trap!](ktu.phase.trap)**')).toEqual([
			{
				type: 'strong',
				children: [
					{ type: 'link', id: 'ktu.phase.trap', children: [{ type: 'text', text: 'It’s a Trap!' }] }
				]
			}
		]);
		expect(parseInline('[**5**](ktu.faq.zero)')[0]).toMatchObject({
			type: 'link',
			children: [{ type: 'strong' }]
		});
	});

	test('emphasis may hold bold', () => {
		expect(parseInline('*a **b** c*')).toEqual([
			{
				type: 'em',
				children: [
					{ type: 'text', text: 'a ' },
					{ type: 'strong', children: [{ type: 'text', text: 'b' }] },
					{ type: 'text', text: ' c' }
				]
			}
		]);
	});

	test.each([
		['an unclosed **bold', 'an unclosed **bold'],
		['a lone * star', 'a lone * star'],
		['[not a link] (ktu.ties)', '[not a link] (ktu.ties)'],
		['[external](https://example.com)', '[external](https://example.com)'],
		['<script>alert(1)</script>', '<script>alert(1)</script>']
	])('%s stays literal text', (source, text) => {
		expect(parseInline(source)).toEqual([{ type: 'text', text }]);
	});
});

describe('parseMarkdown', () => {
	test('blank lines separate paragraphs', () => {
		const blocks = parseMarkdown('One.\n\nTwo.');
		expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
	});

	test('bullets and numbered items become lists, keeping the first number', () => {
		const [bullets, numbers] = parseMarkdown('- a\n- b\n\n3. c\n4. d');
		expect(bullets).toMatchObject({
			type: 'list',
			ordered: false,
			items: [[{ text: 'a' }], [{ text: 'b' }]]
		});
		expect(numbers).toMatchObject({ type: 'list', ordered: true, start: 3 });
	});

	test('a text line followed by items splits into a paragraph and a list', () => {
		const blocks = parseMarkdown('Things to remember:\n- one\n- two');
		expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
	});

	test('a "> " paragraph is a Hornbook note', () => {
		const [note] = parseMarkdown('> Hornbook reads it **this** way.');
		expect(note).toMatchObject({ type: 'note' });
		expect(inlineText(note!.type === 'note' ? note!.children : [])).toBe(
			'Hornbook reads it this way.'
		);
	});

	test('a note names the readings it states, and they are no words of its text', () => {
		const [note] = parseMarkdown('> {#ktu-lone-bidder #ktu-nobody-bids} Hornbook reads it so.');
		expect(note).toMatchObject({ type: 'note', readings: ['ktu-lone-bidder', 'ktu-nobody-bids'] });
		expect(inlineText(note!.type === 'note' ? note!.children : [])).toBe('Hornbook reads it so.');
		expect(parseMarkdown('> No reading named.')[0]).toMatchObject({ readings: [] });
	});

	test('plainText drops every marker', () => {
		expect(plainText('See [Ties](ktu.ties), **bold** and *em*.\n\n- item')).toBe(
			'See Ties, bold and em.\nitem'
		);
	});

	test('linkedIds lists every link target', () => {
		expect(
			linkedIds(parseMarkdown('[a](ktu.ties)\n\n- **[b](uu.end)**\n\n> [c](ktu.pass)'))
		).toEqual(['ktu.ties', 'uu.end', 'ktu.pass']);
	});
});

// A section body as markup text, for RichText.svelte's {@html}: the same elements the components
// drew (paragraphs, lists, notes, strong/em, links to sections, one anchor per passage). A
// section's text is the largest part of its page: hydrated element by element it was about half
// of the rule page's start-up work; as one string, hydration keeps the prerendered text as it is
// and a change (language, marked passage) rewrites it at once. The markdown is parsed into an AST
// first (markdown.ts, never HTML), and every text and attribute is escaped here.
import type { Block, Inline } from '$lib/rulebook/markdown';
import { sectionHref } from '$lib/rulebook/navigation';
import { passageAnchor, passageNumbers, sentencesOf } from '$lib/rulebook/passages';

/** Text safe inside an element (`&` and `<` escaped, as Svelte writes text). */
export const escapeText = (text: string): string =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Text safe inside a double-quoted attribute (`&`, `"` and `<` escaped, as Svelte writes them). */
export const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

function inlines(nodes: readonly Inline[]): string {
	let out = '';
	for (const node of nodes) {
		if (node.type === 'text') out += escapeText(node.text);
		else if (node.type === 'strong') out += `<strong>${inlines(node.children)}</strong>`;
		else if (node.type === 'em') out += `<em>${inlines(node.children)}</em>`;
		else out += `<a href="${escapeAttr(sectionHref(node.id))}">${inlines(node.children)}</a>`;
	}
	return out;
}

/**
 * The blocks as markup: each list item carries its passage's anchor, and so does each sentence of
 * a paragraph or note (the paragraph itself when it is one sentence), and the `marked` passage
 * (the one a search answer opened) the class `marked`.
 */
export function richTextHtml(
	blocks: readonly Block[],
	marked: number | null,
	noteLabel: string
): string {
	const numbers = passageNumbers(blocks);
	const attrs = (n: number) => ` id="${passageAnchor(n)}"${marked === n ? ' class="marked"' : ''}`;
	// A paragraph's sentences, each a span with its passage's anchor.
	const sentences = (nodes: readonly Inline[], n: number) =>
		sentencesOf(nodes)
			.map((s, j) => `<span${attrs(n + j)}>${inlines(s)}</span>`)
			.join(' ');
	return blocks
		.map((block, i) => {
			const n = numbers[i]!;
			const single = block.type !== 'list' && sentencesOf(block.children).length === 1;
			if (block.type === 'paragraph') {
				return single
					? `<p${attrs(n)}>${inlines(block.children)}</p>`
					: `<p>${sentences(block.children, n)}</p>`;
			}
			if (block.type === 'list') {
				const items = block.items.map((item, j) => `<li${attrs(n + j)}>${inlines(item)}</li>`);
				if (!block.ordered) return `<ul>${items.join('')}</ul>`;
				const start = block.start === 1 ? '' : ` start="${block.start}"`;
				return `<ol${start}>${items.join('')}</ol>`;
			}
			const label = `<p class="note-label">${escapeText(noteLabel)}</p>`;
			if (!single) {
				return `<div class="note" role="note">${label} <p>${sentences(block.children, n)}</p></div>`;
			}
			const cls = marked === n ? 'note marked' : 'note';
			return `<div class="${cls}" role="note" id="${passageAnchor(n)}">${label} <p>${inlines(block.children)}</p></div>`;
		})
		.join('');
}

// A section's passages: the units a search answer points at. Passage 0 is the section's summary;
// then every sentence of the body's paragraphs and notes, and every list item whole, in reading
// order: a player looks for the sentence that settles the question, not the paragraph around it.
// Search (to pick the passage that answers) and the section page (to anchor and mark it) number
// them the same way.
import { inlineText, parseMarkdown, READING_IDS, type Block, type Inline } from './markdown';

/** The element id of a passage on its section page, and the address fragment that opens it. */
export const passageAnchor = (n: number): string => `passage-${n}`;

/** The passage number an address fragment names ("#passage-3" → 3), or null. */
export function passageFromHash(hash: string): number | null {
	const m = /^#?passage-(\d{1,3})$/.exec(hash);
	return m ? Number(m[1]) : null;
}

/**
 * A sentence ends at ".", "!", "?" or "…" (a closing quote or bracket may follow) before a space
 * and a capital, a digit or an opening mark: "e.g. the" and "p. ex. une" run on, and so does a
 * paragraph's own step number ("1. Remove cards and…").
 */
const SENTENCE_END = /(?<!^\d{1,2})[.!?…]["»”’)]*\s+(?=["«“¿¡(]*[\p{Lu}\p{N}])/gu;

/** Where each sentence of a text starts and ends (spaces between sentences left out). */
export function sentenceRanges(text: string): Array<[start: number, end: number]> {
	const out: Array<[number, number]> = [];
	let start = 0;
	for (const m of text.matchAll(SENTENCE_END)) {
		const end = m.index + m[0].trimEnd().length;
		out.push([start, end]);
		start = m.index + m[0].length;
	}
	if (start < text.length || out.length === 0) out.push([start, text.trimEnd().length]);
	return out;
}

/** The inline nodes that cover characters start to end of their text (markup kept around them). */
function sliceInline(nodes: readonly Inline[], start: number, end: number): Inline[] {
	const out: Inline[] = [];
	let at = 0;
	for (const node of nodes) {
		const text = node.type === 'text' ? node.text : inlineText(node.children);
		const from = Math.max(start, at);
		const to = Math.min(end, at + text.length);
		if (from < to) {
			if (node.type === 'text')
				out.push({ type: 'text', text: node.text.slice(from - at, to - at) });
			else out.push({ ...node, children: sliceInline(node.children, from - at, to - at) });
		}
		at += text.length;
	}
	return out;
}

/** A paragraph's or note's sentences, each with its markup (a link or bold stays whole in one). */
export function sentencesOf(nodes: readonly Inline[]): Inline[][] {
	const ranges = sentenceRanges(inlineText(nodes));
	if (ranges.length === 1) return [nodes as Inline[]];
	return ranges.map(([start, end]) => sliceInline(nodes, start, end));
}

/** Each block's passages: a list's items, a paragraph's or note's sentences. */
export function blockPassages(block: Block): Inline[][] {
	return block.type === 'list' ? block.items : sentencesOf(block.children);
}

/** The number of the first passage of each block (the summary is 0, so the body starts at 1). */
export function passageNumbers(blocks: readonly Block[]): number[] {
	let n = 1;
	return blocks.map((b) => {
		const first = n;
		n += blockPassages(b).length;
		return first;
	});
}

/** One passage as search weighs it. */
export interface Passage {
	text: string;
	/** The share of its words that are a link's label to another section (a cross-reference). */
	linked: number;
	/** A list item (a row of a list of costs, steps or cards), not running text. */
	item: boolean;
	/** The body block it belongs to (-1 for the summary): sentences of one paragraph share it. */
	block: number;
}

/** A section's passages with what search weighs in them: summary first, then the body's. */
export function passagesWithKind(summary: string, body: string): Passage[] {
	const out: Passage[] = [{ text: summary, linked: 0, item: false, block: -1 }];
	parseMarkdown(body).forEach((block, b) => {
		for (const nodes of blockPassages(block)) {
			const text = inlineText(nodes);
			out.push({ text, linked: linkedShare(nodes, text), item: block.type === 'list', block: b });
		}
	});
	return out;
}

/** A section's passages as plain text: summary first, then the body's, numbered from 1. */
export function passagesOf(summary: string, body: string): string[] {
	return passagesWithKind(summary, body).map((p) => p.text);
}

const LETTERS = /[\p{L}\p{N}]+/gu;
const wordCount = (text: string) => text.match(LETTERS)?.length ?? 0;

function linkedShare(nodes: readonly Inline[], text: string): number {
	let linked = 0;
	const walk = (ns: readonly Inline[]) => {
		for (const n of ns) {
			if (n.type === 'link') linked += wordCount(inlineText(n.children));
			else if (n.type !== 'text') walk(n.children);
		}
	};
	walk(nodes);
	return linked === 0 ? 0 : linked / Math.max(1, wordCount(text));
}

// A valid section link's target (`](ktu.ties)`): the parser shows its label only.
const LINK_TARGET = /\]\([a-z]+(?:\.[a-z0-9-]+)+\)/g;
// A numbered list item's number (`2. `): the parser drops it from the item's text.
const ITEM_NUMBER = /^[ \t]*\d+\. +/gm;

/**
 * A section body's words as the index reads them, without parsing it: the same words as its
 * passages (markup and link targets are not words), at a fraction of the cost. The index is built
 * from this; passages are parsed only for the sections a search returns. passages.test.ts checks
 * that both give the same words for every section of every language.
 */
export function bodyWords(body: string): string {
	return body.replace(LINK_TARGET, ']').replace(ITEM_NUMBER, '').replace(READING_IDS, '');
}

// A section's passages: the units a search answer points at. Passage 0 is the section's summary;
// then every paragraph, list item and note of the body, in reading order. Search (to pick the
// passage that answers) and the section page (to anchor and mark it) number them the same way.
import { inlineText, parseMarkdown, type Block } from './markdown';

/** The element id of a passage on its section page, and the address fragment that opens it. */
export const passageAnchor = (n: number): string => `passage-${n}`;

/** The passage number an address fragment names ("#passage-3" → 3), or null. */
export function passageFromHash(hash: string): number | null {
	const m = /^#?passage-(\d{1,3})$/.exec(hash);
	return m ? Number(m[1]) : null;
}

/** The number of the first passage of each block (the summary is 0, so the body starts at 1). */
export function passageNumbers(blocks: readonly Block[]): number[] {
	let n = 1;
	return blocks.map((b) => {
		const first = n;
		n += b.type === 'list' ? b.items.length : 1;
		return first;
	});
}

/** A section's passages as plain text: summary first, then the body's, numbered from 1. */
export function passagesOf(summary: string, body: string): string[] {
	const out = [summary];
	for (const block of parseMarkdown(body)) {
		if (block.type === 'list') out.push(...block.items.map(inlineText));
		else out.push(inlineText(block.children));
	}
	return out;
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
	return body.replace(LINK_TARGET, ']').replace(ITEM_NUMBER, '');
}

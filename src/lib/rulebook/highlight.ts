// Search matches marked in a text for display: the text split into plain and matched parts, so
// the UI wraps matches in <mark> without ever producing markup from content or queries.
import type { Lang } from '$lib/vocab';
import { processTerm, wordSpans } from './text';

export interface TextPart {
	text: string;
	match: boolean;
}

/** Splits text into plain and matched parts (for <mark>), never producing markup. */
export function highlightParts(text: string, terms: readonly string[], lang: Lang): TextPart[] {
	const wanted = new Set(terms);
	const parts: TextPart[] = [];
	let last = 0;
	for (const span of wordSpans(text)) {
		const term = processTerm(text.slice(span.start, span.end), lang);
		if (term === null || !wanted.has(term)) continue;
		if (span.start > last) parts.push({ text: text.slice(last, span.start), match: false });
		parts.push({ text: text.slice(span.start, span.end), match: true });
		last = span.end;
	}
	if (last < text.length) parts.push({ text: text.slice(last), match: false });
	return parts;
}

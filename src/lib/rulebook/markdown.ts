// The rulebook's restricted markdown (src/content/README.md) parsed into a small AST that Svelte
// components render. Nothing here produces HTML: unknown or unbalanced markers stay literal text.

export type Inline =
	| { type: 'text'; text: string }
	| { type: 'strong'; children: Inline[] }
	| { type: 'em'; children: Inline[] }
	| { type: 'link'; id: string; children: Inline[] };

export type Block =
	| { type: 'paragraph'; children: Inline[] }
	| { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
	/**
	 * A `> ` paragraph: Hornbook's reading where the rulebooks are silent or disagree, with the ids
	 * of the docs/rules-readings.md entries it states (`> {#ktu-pass-lead} …`).
	 */
	| { type: 'note'; readings: string[]; children: Inline[] };

const BULLET = /^- +(.*)$/;
const NUMBERED = /^(\d+)\. +(.*)$/;
/** Section ids as used in links: `ktu.ties`, `uu.adv.neigh`, `ktu.faq.same-colour-token`. */
const SECTION_ID = /^[a-z]+(?:\.[a-z0-9-]+)+$/;

/**
 * The reading ids a note opens with: `{#ktu-pass-lead}` or `{#ktu-lone-bidder #ktu-nobody-bids}`.
 * They name entries of docs/rules-readings.md and are never shown.
 */
export const READING_IDS = /\{(#[a-z0-9-]+(?:\s+#[a-z0-9-]+)*)\}\s*/g;
const LEADING_READING_IDS = new RegExp(`^${READING_IDS.source}`);

/** Parses a section body into blocks: paragraphs (blank-line separated), lists and notes. */
export function parseMarkdown(source: string): Block[] {
	const blocks: Block[] = [];
	for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
		const lines = chunk
			.split('\n')
			.map((l) => l.trim())
			.filter((l) => l !== '');
		if (lines.length === 0) continue;
		if (lines[0]!.startsWith('>')) {
			const text = lines.map((l) => l.replace(/^>\s?/, '')).join(' ');
			const ids = LEADING_READING_IDS.exec(text);
			blocks.push({
				type: 'note',
				readings: ids ? ids[1]!.split(/\s+/).map((id) => id.slice(1)) : [],
				children: parseInline(ids ? text.slice(ids[0].length) : text)
			});
			continue;
		}
		blocks.push(...linesToBlocks(lines));
	}
	return blocks;
}

/** Groups the lines of one chunk: runs of list items become lists, other runs paragraphs. */
function linesToBlocks(lines: string[]): Block[] {
	const out: Block[] = [];
	let text: string[] = [];
	let list: { ordered: boolean; start: number; items: Inline[][] } | null = null;
	const flushText = () => {
		if (text.length) out.push({ type: 'paragraph', children: parseInline(text.join(' ')) });
		text = [];
	};
	const flushList = () => {
		if (list) out.push({ type: 'list', ...list });
		list = null;
	};
	for (const line of lines) {
		const bullet = BULLET.exec(line);
		const numbered = bullet ? null : NUMBERED.exec(line);
		if (!bullet && !numbered) {
			flushList();
			text.push(line);
			continue;
		}
		flushText();
		const ordered = numbered !== null;
		const content = bullet ? bullet[1]! : numbered![2]!;
		if (!list || list.ordered !== ordered) {
			flushList();
			list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
		}
		list.items.push(parseInline(content));
	}
	flushText();
	flushList();
	return out;
}

/** Parses `**bold**`, `*emphasis*` and `[label](section-id)`; anything else is text. */
export function parseInline(source: string): Inline[] {
	const out: Inline[] = [];
	let text = '';
	const pushText = () => {
		if (text) out.push({ type: 'text', text });
		text = '';
	};
	let i = 0;
	while (i < source.length) {
		const node = readMarked(source, i);
		if (node) {
			pushText();
			out.push(node.inline);
			i = node.end;
		} else {
			text += source[i];
			i++;
		}
	}
	pushText();
	return out;
}

function readMarked(s: string, i: number): { inline: Inline; end: number } | null {
	if (s.startsWith('**', i)) {
		const close = s.indexOf('**', i + 2);
		if (close > i + 2) {
			return {
				inline: { type: 'strong', children: parseInline(s.slice(i + 2, close)) },
				end: close + 2
			};
		}
		return null;
	}
	if (s[i] === '*' && s[i + 1] !== ' ') {
		const close = findSingleStar(s, i + 1);
		if (close > i + 1) {
			return {
				inline: { type: 'em', children: parseInline(s.slice(i + 1, close)) },
				end: close + 1
			};
		}
		return null;
	}
	if (s[i] === '[') {
		const mid = findLabelEnd(s, i + 1);
		if (mid < 0 || s[mid + 1] !== '(') return null;
		const close = s.indexOf(')', mid + 2);
		if (close < 0) return null;
		const id = s.slice(mid + 2, close).trim();
		if (!SECTION_ID.test(id)) return null;
		return {
			inline: { type: 'link', id, children: parseInline(s.slice(i + 1, mid)) },
			end: close + 1
		};
	}
	return null;
}

/** The next lone `*` (not half of a `**`) after `from`, or -1. */
function findSingleStar(s: string, from: number): number {
	for (let j = from; j < s.length; j++) {
		if (s[j] !== '*') continue;
		if (s[j + 1] === '*') {
			// Skip a whole `**…**` run nested inside the emphasis.
			const close = s.indexOf('**', j + 2);
			if (close < 0) return -1;
			j = close + 1;
			continue;
		}
		return j;
	}
	return -1;
}

/** The `]` closing a link label that starts at `from` (nested brackets balanced), or -1. */
function findLabelEnd(s: string, from: number): number {
	let depth = 0;
	for (let j = from; j < s.length; j++) {
		if (s[j] === '[') depth++;
		else if (s[j] === ']') {
			if (depth === 0) return j;
			depth--;
		} else if (s[j] === '\n') return -1;
	}
	return -1;
}

/** The text of inline nodes with every marker removed. */
export function inlineText(nodes: readonly Inline[]): string {
	return nodes.map((n) => (n.type === 'text' ? n.text : inlineText(n.children))).join('');
}

/** Plain text of a body: what search indexes and snippets show (paragraphs become lines). */
export function plainText(source: string): string {
	return parseMarkdown(source)
		.map((b) => (b.type === 'list' ? b.items.map(inlineText).join('\n') : inlineText(b.children)))
		.join('\n');
}

/** Every section id a body links to, in order of appearance. */
export function linkedIds(blocks: readonly Block[]): string[] {
	const ids: string[] = [];
	const walk = (nodes: readonly Inline[]) => {
		for (const n of nodes) {
			if (n.type === 'link') ids.push(n.id);
			if (n.type !== 'text') walk(n.children);
		}
	};
	for (const b of blocks) {
		if (b.type === 'list') b.items.forEach(walk);
		else walk(b.children);
	}
	return ids;
}

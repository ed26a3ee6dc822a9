// The passage of a section that answers a query: its sentences and list items (passages.ts)
// weighed by the query words they hold, rare words most, and by what they are worth as an answer
// (a rule more than a heading or a cross-reference, a number when the question asks for one); then
// clipped for display. Pure TypeScript.
import type { Lang } from '$lib/vocab';
import { passagesWithKind, type Passage } from './passages';
import type { Doc } from './search-load';
import { termsOf } from './search-words';
import { processTerm, wordSpans } from './text';

/**
 * The passage choice's weights, in one place. `summary`, `heading`, `crossRef`: what a passage is
 * worth as an answer (passageWorth); `topic`: how much the section's title words count in a
 * passage (they are in every sentence of it); `number`: how much a passage with a number gains
 * when the question asks how many or how much.
 */
export const ANSWER = {
	summary: 0.7,
	heading: 0.7,
	topic: 0.25,
	crossRef: 0.6,
	number: 1.3
};

const docPassages = new WeakMap<Doc, Passage[]>();

/** Summary, then every sentence and list item of the body (see passages.ts); parsed once. */
export function passagesOfDoc(doc: Doc): Passage[] {
	let passages = docPassages.get(doc);
	if (!passages) docPassages.set(doc, (passages = passagesWithKind(doc.summary, doc.markdown)));
	return passages;
}

interface PassageTerms {
	/** Where each index term occurs: the passages holding it, and how often in each. */
	postings: Map<string, Array<[passage: number, times: number]>>;
	/** The terms of the section's title. */
	topic: Set<string>;
	/** Each passage as search weighs it (see passageWorth). */
	passages: Passage[];
	/** Which passages hold a number (a cost, a limit, a count). */
	numbers: boolean[];
}

const passageTerms = new WeakMap<Doc, PassageTerms>();

/**
 * What a passage is worth as an answer, whatever the query: the summary restates the whole
 * section, so a body sentence saying as much answers better; a heading ("Examples", "Colour:")
 * introduces the answer but does not give it; a cross-reference ("See Ties.") sends the reader
 * elsewhere, the less it answers the more of it is a link to another section.
 */
function passageWorth(p: Passage, n: number): number {
	if (n === 0) return ANSWER.summary;
	// Mostly a link ("See also Butcher Shop: Schemes and tokens."): its words are another
	// section's, so it never answers; the summary does when nothing else holds the query.
	if (p.linked >= 0.5) return 0;
	const heading = /:\s*$/.test(p.text) || p.text.split(/\s+/).length < 4;
	return (heading ? ANSWER.heading : 1) * (1 - ANSWER.crossRef * p.linked);
}

/** Each passage's index terms (computed once per section). */
function termsOfPassages(doc: Doc, lang: Lang): PassageTerms {
	let terms = passageTerms.get(doc);
	if (!terms) {
		const postings = new Map<string, Array<[number, number]>>();
		const passages = passagesOfDoc(doc);
		passages.forEach(({ text }, n) => {
			const counts = new Map<string, number>();
			for (const t of termsOf(text, lang)) counts.set(t, (counts.get(t) ?? 0) + 1);
			for (const [t, k] of counts) {
				let list = postings.get(t);
				if (!list) postings.set(t, (list = []));
				list.push([n, k]);
			}
		});
		terms = {
			postings,
			topic: new Set(termsOf(doc.title, lang)),
			passages,
			numbers: passages.map((p) => /\d/.test(p.text))
		};
		passageTerms.set(doc, terms);
	}
	return terms;
}

/**
 * The passage that answers best, and how much of the query it holds (0 to 1, rare words
 * weighing most; a query word counts fully when found as typed, less as a longer word or a near
 * spelling). The answer is picked among passages (sentences and list items) by that share, with
 * the section's topic words counting less (they are in every sentence of it), a word said twice a
 * little more, the summary giving way to a body sentence that says as much, headings and
 * cross-references giving way to the rule, and a sentence with a number preferred when the
 * question asks how many or how much; on a tie, the earlier passage.
 */
export function bestPassage(
	doc: Doc,
	lang: Lang,
	matched: readonly string[],
	groups: readonly string[][],
	weights: readonly number[],
	total: number,
	asksNumber: boolean
): { n: number; share: number } {
	const { postings, topic, passages, numbers } = termsOfPassages(doc, lang);
	const size = passagesOfDoc(doc).length;
	const covered = new Float64Array(size);
	const score = new Float64Array(size);
	const found = new Float64Array(size);
	const gain = new Float64Array(size);
	groups.forEach((g, i) => {
		found.fill(0);
		// The matched index terms that stand for this query word, and how closely.
		for (const t of matched) {
			let closeness = 0;
			for (const w of g) {
				const c = t === w ? 1 : t.startsWith(w) ? 0.8 : w[0] === t[0] ? 0.5 : 0;
				if (c > closeness) closeness = c;
			}
			if (closeness === 0) continue;
			for (const [n, times] of postings.get(t) ?? []) {
				if (closeness <= found[n]!) continue;
				found[n] = closeness;
				gain[n] = (topic.has(t) ? ANSWER.topic : 1) * (1 + 0.15 * Math.min(times - 1, 2));
			}
		}
		const w = weights[i]!;
		for (let n = 0; n < size; n++) {
			if (found[n] === 0) continue;
			covered[n] = covered[n]! + found[n]! * w;
			score[n] = score[n]! + found[n]! * w * gain[n]!;
		}
	});
	let share = 0;
	let best = 0;
	let bestScore = -1;
	for (let n = 0; n < size; n++) {
		let s = score[n]! * passageWorth(passages[n]!, n);
		// A question asking how many or how much is answered by a passage with a number in it.
		if (asksNumber && numbers[n]) s *= ANSWER.number;
		share = Math.max(share, covered[n]! / total);
		if (s > bestScore) [best, bestScore] = [n, s];
	}
	return { n: best, share };
}

/** A passage longer than this is shown clipped around its first match. */
export const PASSAGE_CHARS = 240;

/** A passage, or about PASSAGE_CHARS of it around the first matched word. */
export function clipAround(text: string, terms: Set<string>, lang: Lang): string {
	if (text.length <= PASSAGE_CHARS) return text;
	const spans = wordSpans(text);
	const first = spans.find((s) => terms.has(processTerm(text.slice(s.start, s.end), lang) ?? ''));
	const at = first?.start ?? 0;
	const start = at < PASSAGE_CHARS / 2 ? 0 : text.lastIndexOf(' ', at - PASSAGE_CHARS / 3) + 1;
	let end = start + PASSAGE_CHARS;
	if (end < text.length) {
		const space = text.lastIndexOf(' ', end);
		end = space > start ? space : end;
	} else end = text.length;
	const body = text
		.slice(start, end)
		.trim()
		.replace(/[,;:]$/, '');
	return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`;
}

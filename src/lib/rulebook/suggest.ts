// What the search page offers instead of an empty box: a "did you mean" correction, the sections
// players open most, and the game's key terms (linking to the glossary).
import type { GameId } from '$lib/vocab';
import { glossaryText } from './load';
import { GLOSSARY, POPULAR, SECTION_BY_ID } from './sections';
import { MAX_QUERY, runSearch, type RulebookHit, type RulebookSearchOptions } from './search';
import { getIndex, loadCorpus, type RulebookIndex } from './search-load';
import { editDistance } from './typos';
import { SPLIT, fold, processTerm } from './text';

export interface RulebookSuggestions {
	/** A corrected query that finds something, when the query found nothing. */
	didYouMean: string | null;
	/** What the corrected query finds: the closest sections, best first (empty without one). */
	closest: RulebookHit[];
	popular: Array<{ id: string; game: GameId; title: string }>;
	terms: Array<{ id: string; game: GameId; term: string }>;
}

export async function suggestRulebook(
	query: string,
	options: RulebookSearchOptions
): Promise<RulebookSuggestions> {
	const [index, corpus] = await Promise.all([getIndex(options.lang), loadCorpus()]);
	const inScope = (game: GameId) => options.game === undefined || options.game === game;
	const popular = POPULAR.map((id) => SECTION_BY_ID.get(id)!)
		.filter((def) => inScope(def.game) && (options.nsfw || !def.nsfw))
		.map((def) => ({ id: def.id, game: def.game, title: index.docs.get(def.id)?.title ?? def.id }));
	const terms = GLOSSARY.filter((g) => g.key && inScope(g.game)).map((g) => ({
		id: g.id,
		game: g.game,
		term: glossaryText(corpus[options.lang][g.game], g.game, g.id)?.term ?? g.id
	}));
	const didYouMean = correct(index, query, options);
	const closest = didYouMean ? runSearch(index, didYouMean, { ...options, limit: CLOSEST }) : [];
	return { didYouMean, closest, popular, terms };
}

/** How many of the closest sections a query that found nothing is shown. */
const CLOSEST = 5;

/** Replaces each unknown word by the closest known one; null when that finds nothing either. */
function correct(
	index: RulebookIndex,
	query: string,
	options: RulebookSearchOptions
): string | null {
	const vocabulary = vocabularyOf(index);
	let changed = false;
	const words = query
		.slice(0, MAX_QUERY)
		.split(SPLIT)
		.filter(Boolean)
		.map((word) => {
			const term = processTerm(word, index.lang);
			if (term === null || index.docFreq.has(term)) return word;
			const better = closest(fold(word), vocabulary);
			if (better === null) return word;
			changed = true;
			return better;
		});
	if (!changed) return null;
	const corrected = words.join(' ');
	return runSearch(index, corrected, { ...options, limit: 1 }).length > 0 ? corrected : null;
}

const vocabularies = new WeakMap<RulebookIndex, Map<string, string>>();

/** Folded word → the word as written, from titles, summaries, keywords and glossary terms. */
function vocabularyOf(index: RulebookIndex): Map<string, string> {
	let vocabulary = vocabularies.get(index);
	if (vocabulary) return vocabulary;
	vocabulary = new Map();
	for (const doc of index.docs.values()) {
		for (const text of [doc.title, doc.summary, doc.keywords, doc.terms]) {
			for (const word of text.split(SPLIT)) {
				const key = fold(word);
				if (key.length > 2 && !vocabulary.has(key)) vocabulary.set(key, word.toLowerCase());
			}
		}
	}
	vocabularies.set(index, vocabulary);
	return vocabulary;
}

/**
 * The known word fewest edits away (a swap of two letters is one edit), allowing more edits than
 * the search does on its own: about one in three letters. On a tie, the one sharing the most
 * letters in order.
 */
function closest(word: string, vocabulary: Map<string, string>): string | null {
	const limit = Math.max(1, Math.round(word.length / 3));
	let best: string | null = null;
	let bestDistance = limit + 1;
	let bestCommon = 0;
	for (const [key, written] of vocabulary) {
		if (Math.abs(key.length - word.length) > limit) continue;
		const d = editDistance(word, key, bestDistance + 1);
		if (d > bestDistance || d > limit) continue;
		const common = commonLetters(word, key);
		if (d < bestDistance || common > bestCommon) {
			best = written;
			bestDistance = d;
			bestCommon = common;
		}
	}
	return best;
}

/** Length of the longest common subsequence ("rnbow" shares 5 letters with "rainbow", 3 with "row"). */
function commonLetters(a: string, b: string): number {
	let prev = new Array<number>(b.length + 1).fill(0);
	for (let i = 1; i <= a.length; i++) {
		const row = [0];
		for (let j = 1; j <= b.length; j++) {
			row.push(a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!));
		}
		prev = row;
	}
	return prev[b.length]!;
}

// The search page's results as reactive state: reading `view(query, options)` starts a search when
// the query or its options changed, and keeps showing the last answer until the new one arrives.
import type { RulebookHit, RulebookSearchOptions } from '$lib/rulebook/search';
import type { RulebookSuggestions } from '$lib/rulebook/suggest';

export interface SearchView {
	query: string;
	results: RulebookHit[];
	/** Popular sections, key terms and "did you mean", when there are no results. */
	suggestions: RulebookSuggestions | null;
	/** True while the answer shown is for an earlier query (or none yet). */
	pending: boolean;
}

interface Answer {
	key: string;
	query: string;
	results: RulebookHit[];
	suggestions: RulebookSuggestions | null;
}

class RulebookSearch {
	#answer = $state.raw<Answer | null>(null);
	#error = $state(false);
	#wanted = '';

	get failed(): boolean {
		return this.#error;
	}

	view(query: string, options: RulebookSearchOptions): SearchView {
		const q = query.trim();
		const key = JSON.stringify([
			q,
			options.lang,
			options.game ?? '',
			options.nsfw === true,
			options.prefer ?? ''
		]);
		if (key !== this.#wanted) {
			this.#wanted = key;
			void this.#run(key, q, options);
		}
		const answer = this.#answer;
		return {
			query: answer?.query ?? q,
			results: answer?.results ?? [],
			suggestions: answer?.suggestions ?? null,
			pending: answer?.key !== key
		};
	}

	async #run(key: string, query: string, options: RulebookSearchOptions): Promise<void> {
		try {
			// Loaded on first use: the index and the other languages stay out of every other page.
			const [{ searchRulebook }, { suggestRulebook }] = await Promise.all([
				import('$lib/rulebook/search'),
				import('$lib/rulebook/suggest')
			]);
			const results = query === '' ? [] : await searchRulebook(query, options);
			const suggestions = results.length > 0 ? null : await suggestRulebook(query, options);
			if (this.#wanted !== key) return;
			this.#answer = { key, query, results, suggestions };
			this.#error = false;
		} catch {
			if (this.#wanted === key) this.#error = true;
		}
	}
}

export const rulebookSearch = new RulebookSearch();

// The rulebook text the pages show, as reactive state: English is there at once (prerendered
// HTML), another language appears as soon as its file has loaded, and a language change follows.
import type { GameId, Lang } from '$lib/vocab';
import { englishRulebook, loadRulebook, type RulebookFile } from './load';

class RulebookContent {
	#files = $state.raw<Partial<Record<string, RulebookFile>>>({});
	#failed = $state.raw<Partial<Record<string, true>>>({});
	#loading = new Set<string>();

	/** The game's rulebook in `lang` once loaded; English until then (or if it cannot load). */
	file(lang: Lang, game: GameId): RulebookFile {
		if (lang === 'en') return englishRulebook(game);
		const key = `${lang}/${game}`;
		const file = this.#files[key];
		if (file) return file;
		if (!this.#failed[key]) void this.#load(lang, game, key);
		return englishRulebook(game);
	}

	/**
	 * Loads the game's rulebook in `lang` before a page is drawn with it: a page prerendered in that
	 * language hydrates with the same text (and prerendering writes it into the page).
	 */
	async preload(lang: Lang, game: GameId): Promise<void> {
		const key = `${lang}/${game}`;
		if (lang === 'en' || this.#files[key] || this.#failed[key]) return;
		try {
			const file = await loadRulebook(lang, game);
			this.#files = { ...this.#files, [key]: file };
		} catch {
			this.#failed = { ...this.#failed, [key]: true };
		}
	}

	/** True once `file(lang, game)` returns that language's own file. */
	ready(lang: Lang, game: GameId): boolean {
		return lang === 'en' || this.#files[`${lang}/${game}`] !== undefined;
	}

	/** True when `lang`'s file could not be loaded (offline before it was cached): English shows. */
	unavailable(lang: Lang, game: GameId): boolean {
		return this.#failed[`${lang}/${game}`] === true;
	}

	async #load(lang: Lang, game: GameId, key: string): Promise<void> {
		if (this.#loading.has(key)) return;
		this.#loading.add(key);
		try {
			const file = await loadRulebook(lang, game);
			this.#files = { ...this.#files, [key]: file };
		} catch {
			// Offline without that chunk cached: stay on English rather than show nothing.
			this.#failed = { ...this.#failed, [key]: true };
		} finally {
			this.#loading.delete(key);
		}
	}
}

export const rulebook = new RulebookContent();

import { GAMES, STORAGE_KEYS, type GameId } from '$lib/vocab';
import { FIRST_GAME } from './game-ui';

const KEY = STORAGE_KEYS.lastGame;

/** The game this browser remembers, or null before any game's page was opened. */
function recalled(): GameId | null {
	try {
		const value = localStorage.getItem(KEY);
		return GAMES.find((g) => g === value) ?? null;
	} catch {
		return null;
	}
}

/**
 * The game the player used last, so shared pages (home, settings, search) keep that game's bar.
 * localStorage, not Dexie: the bar is drawn at first paint, before the database opens.
 */
class LastGame {
	// Prerendered pages carry the first game's bar; the browser switches after hydration.
	#id = $state<GameId>(FIRST_GAME);
	#played = $state<GameId | null>(null);

	get id(): GameId {
		return this.#id;
	}

	/** The game the player last opened a page of, or null if none yet (a first visit). */
	get played(): GameId | null {
		return this.#played;
	}

	/** Reads the remembered game (browser, after hydration, so both renders agree). */
	restore(): void {
		this.#played = recalled();
		this.#id = this.#played ?? FIRST_GAME;
	}

	/** Called when a page of a game opens. */
	use(id: GameId): void {
		this.#id = id;
		this.#played = id;
		// Against what is stored, not the bar: every cold load starts on the first game's bar.
		if (recalled() === id) return;
		try {
			localStorage.setItem(KEY, id);
		} catch {
			// Private mode: the choice lasts until the tab closes.
		}
	}
}

export const lastGame = new LastGame();

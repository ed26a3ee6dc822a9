import { GAMES, type GameId } from '$lib/vocab';

const KEY = 'hornbook.game';

function recalled(): GameId {
	try {
		const value = localStorage.getItem(KEY);
		return GAMES.find((g) => g === value) ?? 'ktu';
	} catch {
		return 'ktu';
	}
}

/**
 * The game the player used last, so shared pages (home, settings, search) keep that game's bar.
 * localStorage, not Dexie: the bar is drawn at first paint, before the database opens.
 */
class LastGame {
	// Prerendered pages carry Kill the Unicorns' bar; the browser switches after hydration.
	#id = $state<GameId>('ktu');

	get id(): GameId {
		return this.#id;
	}

	/** Reads the remembered game (browser, after hydration, so both renders agree). */
	restore(): void {
		this.#id = recalled();
	}

	/** Called when a page of a game opens. */
	use(id: GameId): void {
		if (id === this.#id) return;
		this.#id = id;
		try {
			localStorage.setItem(KEY, id);
		} catch {
			// Private mode: the choice lasts until the tab closes.
		}
	}
}

export const lastGame = new LastGame();

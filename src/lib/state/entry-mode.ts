// How a game's hunts are entered: who caught each unicorn (quick entry), or every bid ("Bids for
// every hunt"). The table's choice for that game, kept on this device so a reload or the next
// evening keeps it; not in the game's log, since it changes how the game is entered, not what
// happened in it.
import { STORAGE_KEYS } from '$lib/vocab';

const key = (id: string) => STORAGE_KEYS.fullBidsOf + id;

/** Whether the table chose to enter every bid in game `id`. */
export function fullBidsOf(id: string): boolean {
	try {
		return localStorage.getItem(key(id)) === '1';
	} catch {
		// Storage refused: quick entry, the default.
		return false;
	}
}

/** Keeps the table's choice for game `id`. */
export function keepFullBids(id: string, full: boolean): void {
	try {
		if (full) localStorage.setItem(key(id), '1');
		else localStorage.removeItem(key(id));
	} catch {
		// Storage refused: the choice lasts as long as the page.
	}
}

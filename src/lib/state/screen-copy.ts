import { STORAGE_KEYS } from '$lib/vocab';
/**
 * The copy of a game's screen kept for its next cold open: a saved game is drawn from it at the
 * page's first paint, before the app has started and read the game from the database. The
 * start-up reads it (boot/copy.ts, which says what it is for) and puts it in the screen's slot; the
 * app replaces it with the live screen as soon as the game is open. One copy, of the game last on
 * screen; a removed game takes its copy along.
 */
import type { ScreenCopy } from '$lib/boot/copy';

export type { ScreenCopy };

const SCREEN_COPY_KEY = STORAGE_KEYS.screenCopy;

export function keepScreenCopy(copy: ScreenCopy): void {
	try {
		localStorage.setItem(SCREEN_COPY_KEY, JSON.stringify(copy));
	} catch {
		// Full or refused storage: the next open draws once the game is read, as without a copy.
		forgetScreenCopy();
	}
}

/**
 * Drops the copy of game `id`, when it is the one kept, before a change to the game is written: a
 * copy is never older than the game as stored, even when the tab dies before the table pauses and
 * a fresh copy is kept. Cheap enough for every move: the copy's text is not parsed (its id comes
 * first, as `keepScreenCopy` writes it).
 */
export function outdateScreenCopy(id: string): void {
	try {
		const kept = localStorage.getItem(SCREEN_COPY_KEY);
		if (kept?.startsWith(JSON.stringify({ id }).slice(0, -1))) {
			localStorage.removeItem(SCREEN_COPY_KEY);
		}
	} catch {
		// Unreadable storage holds no copy to drop.
	}
}

/** Drops the copy (of `id` only, when given). */
export function forgetScreenCopy(id?: string): void {
	try {
		if (id !== undefined) {
			const kept = JSON.parse(localStorage.getItem(SCREEN_COPY_KEY) ?? 'null') as ScreenCopy | null;
			if (kept?.id !== id) return;
		}
		localStorage.removeItem(SCREEN_COPY_KEY);
	} catch {
		// Unreadable storage holds no copy to drop.
	}
}

// Opening the game a game page is about: the page is prerendered as a shell, so the game id
// (`?id=`) is read in the browser only.
import { page } from '$app/state';
import { prepareListFormat } from '$lib/i18n/intl-formats';
import { locale } from '$lib/i18n/locale.svelte';
import { GameSession } from './game-session.svelte';
import { session } from './session.svelte';
import { storage } from './storage.svelte';
import { wakeLock } from './wake-lock.svelte';
import type { TrackedGame } from '$lib/tracker/games';
import { readAhead } from '$lib/db/read-game';

/**
 * For a game page's load: starts reading the game named by `?id=` while the page's code starts
 * and its first render is worked out (db/read-game.ts, `readAhead`); `openGameFromUrl` takes it.
 */
export function readGameAhead(url: URL): void {
	const id = url.searchParams.get('id');
	if (id) readAhead(id);
}

/**
 * For a game page's onMount: marks a game as open, keeps the screen on and opens the game named
 * by `?id=`. `opened` gets its session, or null when there is no id, no such game, or it cannot
 * be read. Returns the cleanup.
 */
export function openGameFromUrl<E, S>(
	game: TrackedGame<E, S>,
	opened: (game: GameSession<E, S> | null) => void
): () => void {
	session.gameOpen = true;
	const release = wakeLock.hold();
	const id = page.url.searchParams.get('id');
	let left = false;
	let current: GameSession<E, S> | null = null;
	if (!id) opened(null);
	else {
		const opening = GameSession.open(id, game);
		// While IndexedDB reads the game (off the main thread), the list format its screen names
		// the table with is built: the first one a page builds loads the browser's list data, which
		// otherwise held up the game's first drawing (~40 ms of a phone's main thread).
		prepareListFormat(locale.lang);
		opening.then(
			(s) => {
				// Left before it opened: stop it following other tabs at once.
				if (left) s?.close();
				else if (!s) opened(null);
				else {
					// The game's state (a replay of its log) is worked out here, and the screen is
					// drawn from it in the next task: two shorter tasks instead of one long one,
					// during which a tap at the table would wait.
					void s.state;
					setTimeout(() => {
						if (left) s.close();
						else opened((current = s));
					}, 0);
				}
			},
			(e: unknown) => {
				storage.report(e, 'read');
				opened(null);
			}
		);
	}
	return () => {
		left = true;
		current?.close();
		release();
		session.gameOpen = false;
	};
}

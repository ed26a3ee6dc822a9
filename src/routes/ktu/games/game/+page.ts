import { browser } from '$app/environment';
import { readGameAhead } from '$lib/state/open-game.svelte';

/** The saved game is read as the page starts, beside its first render (state/open-game.svelte.ts). */
export const load = ({ url }: { url: URL }) => {
	// Prerendered as a shell: the game's id is read in the browser only.
	if (browser) readGameAhead(url);
};

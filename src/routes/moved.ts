import { browser } from '$app/environment';
import { redirect } from '@sveltejs/kit';

/**
 * The load of an old address: sends the browser to the page's new address, query string kept
 * (`/tracker/game?id=…` → `/ktu/games/game?id=…`). The old address is still prerendered (an empty
 * page), so the service worker precaches it and shared links and home-screen icons work offline;
 * the redirect happens in the browser, where the query string is known.
 */
export function movedTo(path: string): (event: { url: URL }) => void {
	return ({ url }) => {
		if (browser) redirect(308, path + url.search);
	};
}

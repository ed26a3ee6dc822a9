import { browser } from '$app/environment';
import { redirect } from '@sveltejs/kit';
import { movedAddress } from '$lib/i18n/page-lang';

/**
 * The load of an old address (MOVED_ADDRESSES in vocab.ts): sends the browser to the page's new
 * address, query string kept. The old address is still prerendered (an empty page), so the service
 * worker precaches it and shared links and home-screen icons work offline; the redirect happens in
 * the browser, where the query string is known. Offline, the service worker redirects first.
 */
export function moved({ url }: { url: URL }): void {
	// Prerendering knows no query string: the page is built empty, and sends on once in a browser.
	if (!browser) return;
	const to = movedAddress(url);
	if (to) redirect(308, to);
}

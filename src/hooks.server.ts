import type { Handle } from '@sveltejs/kit';
import { addBundles } from '$lib/i18n/i18n';
import { locale } from '$lib/i18n/locale.svelte';
import { langOfPath } from '$lib/i18n/page-lang';
import { shipScripts } from '$lib/inline-script';

// Prerendering writes each page's text into its HTML, once per language (src/lib/i18n/page-lang.ts):
// the server has every namespace of every language up front. The browser loads them lazily, per
// route (see useNamespaces).
addBundles(import.meta.glob('/locales/*/*.json', { eager: true, import: 'default' }));

/** The address SvelteKit renders the app shell (200.html) at. */
const SHELL = '/[fallback]';

/**
 * Renders the page in the language of its address, `<html lang>` included; the app shell is
 * marked `data-shell`: it has no text to match, so it starts in the player's language
 * (src/app.html).
 *
 * No `<link rel="modulepreload">` for a page's scripts (styles are inlined, see svelte.config.js).
 * A preloaded module is compiled as soon as it arrives, and offline the service worker hands over
 * all of them within milliseconds: the browser then compiled the app before drawing the
 * prerendered page, so the first paint of an offline start waited for the scripts. Without the
 * hints the modules are requested by the start script, as the page is parsed, and the page paints
 * first.
 */
export const handle: Handle = async ({ event, resolve }) => {
	const shell = event.url.pathname === SHELL;
	const lang = shell ? 'en' : langOfPath(event.url.pathname);
	// Prerendering renders one page at a time (SvelteKit's default concurrency of 1).
	await locale.set(lang);
	return resolve(event, {
		preload: ({ type }) => type !== 'js',
		transformPageChunk: ({ html }) =>
			shipScripts(
				html.replace('<html lang="en">', `<html lang="${lang}"${shell ? ' data-shell' : ''}>`)
			)
	});
};

import type { Handle } from '@sveltejs/kit';
import { addBundles } from '$lib/i18n/i18n';
import { locale } from '$lib/i18n/locale.svelte';
import { langOfPath } from '$lib/i18n/page-lang';
import { script as boot } from 'virtual:hornbook-boot';
import { MODULES_META } from '$lib/boot/preload';

// Prerendering writes each page's text into its HTML, once per language (src/lib/i18n/page-lang.ts):
// the server has every namespace of every language up front. The browser loads them lazily, per
// route (see useNamespaces).
addBundles(import.meta.glob('/locales/*/*.json', { eager: true, import: 'default' }));

/** The address SvelteKit renders the app shell (200.html) at. */
const SHELL = '/[fallback]';

/**
 * Renders the page in the language of its address, `<html lang>` included; the app shell is
 * marked `data-shell`: it has no text to match, so it starts in the player's language
 * (src/lib/boot/).
 *
 * No `<link rel="modulepreload">` for a page's scripts (styles are inlined, see svelte.config.js):
 * the modules are listed in a `<meta>` instead, and the start-up asks for them after the first
 * frame (src/lib/boot/preload.ts says why). Their addresses are absolute: the service worker may
 * answer an address with a page written for another (its language's).
 */
export const handle: Handle = async ({ event, resolve }) => {
	const shell = event.url.pathname === SHELL;
	const lang = shell ? 'en' : langOfPath(event.url.pathname);
	// Prerendering renders one page at a time (SvelteKit's default concurrency of 1).
	await locale.set(lang);
	const modules: string[] = [];
	return resolve(event, {
		preload: ({ type, path }) => {
			if (type !== 'js') return true;
			modules.push(new URL(path, event.url).pathname);
			return false;
		},
		transformPageChunk: ({ html }) =>
			html
				.replace('<html lang="en">', `<html lang="${lang}"${shell ? ' data-shell' : ''}>`)
				// The start-up, built from src/lib/boot/ (scripts/boot-script.mjs).
				.replace(
					'%hornbook.boot%',
					`<meta name="${MODULES_META}" content="${modules.join(' ')}"><script>${boot}</script>`
				)
	});
};

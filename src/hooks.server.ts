import type { Handle } from '@sveltejs/kit';
import { addBundles } from '$lib/i18n/i18n';

// Prerendering writes real English text into every page: give the server all English namespaces
// up front. The browser loads them lazily, per route (see useNamespaces).
addBundles(import.meta.glob('/locales/en/*.json', { eager: true, import: 'default' }));

/**
 * No `<link rel="modulepreload">` for a page's scripts (styles are inlined, see svelte.config.js).
 * A preloaded module is compiled as soon as it arrives, and offline the service worker hands over
 * all of them within milliseconds: the browser then compiled the app before drawing the
 * prerendered page, so the first paint of an offline start waited for the scripts. Without the
 * hints the modules are requested by the start script, as the page is parsed, and the page paints
 * first. (Their cost, a chain of requests on a first visit over a slow network, is a few round
 * trips before the page becomes interactive; its text is there from the first paint either way.)
 * The page can then be used before the app has started, after the load event too: what is tapped
 * or typed in between is held and played back (src/app.html, src/lib/early-input.ts).
 */
export const handle: Handle = ({ event, resolve }) =>
	resolve(event, { preload: ({ type }) => type !== 'js' });

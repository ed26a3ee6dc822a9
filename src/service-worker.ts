/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa's injectManifest: Workbox precaches the build's list).
// Offline, an address opens that page's own prerendered HTML, in the player's language
// (src/lib/i18n/page-lang.ts): the text paints before the app has started, in the right language.
// - The code, the strings and the app shell (200.html) are precached, every language's.
// - The pages are kept per language: the player's language's pages at install (and another
//   language's when it is chosen), a rule section when it is first opened; an address with no
//   page kept opens the app shell, which starts in the player's language.
import { clientsClaim } from 'workbox-core';
import {
	cleanupOutdatedCaches,
	matchPrecache,
	precacheAndRoute,
	type PrecacheEntry
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isLang, type Lang } from './lib/vocab';
import {
	LANG_CACHE,
	LANG_KEY,
	hasLangPrefix,
	langOfPath,
	pathInLang,
	preferredLang,
	type LangMessage
} from './lib/i18n/page-lang';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '200.html';
const entries = self.__WB_MANIFEST.map((e) =>
	typeof e === 'string' ? { url: e, revision: null } : e
);
/** A prerendered page: the home page (`/`) or a clean address (`ktu/hunt`), not a file. */
const isPage = (url: string) => url === '/' || !/\.\w+$/.test(url);
/** The pages of a language kept at install, by their English address (`/`, `/ktu/hunt`). */
const PAGES = entries.filter((e) => isPage(e.url)).map((e) => (e.url === '/' ? '/' : `/${e.url}`));
/** Every build keeps its own pages: a page names the scripts of its build. */
const BUILD = entries.find((e) => e.url === '_app/version.json')?.revision ?? 'dev';
const pagesCache = (lang: Lang) => `hornbook-pages-${lang}-${BUILD}`;

self.addEventListener('message', (event) => {
	const data = event.data as { type?: string } | null;
	if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
	const lang = (data as LangMessage | null)?.lang;
	if (data?.type === 'HORNBOOK_LANG' && isLang(lang)) event.waitUntil(keepPages(lang));
});
clientsClaim();

// The QR reader's WebAssembly (≈ 1 MB, the Receive page only) is not precached: it is kept the
// first time Receive fetches it, then served from here, offline too.
registerRoute(
	({ url }) => url.pathname.endsWith('.wasm'),
	new CacheFirst({ cacheName: 'hornbook-wasm', plugins: [new ExpirationPlugin({ maxEntries: 4 })] })
);

/** The player's language, as the page last stored it, else the browser's. */
async function playerLang(): Promise<Lang> {
	const stored = await caches.match(LANG_KEY, { cacheName: LANG_CACHE });
	const text = stored ? await stored.text() : null;
	return isLang(text) ? text : preferredLang(self.navigator.languages ?? []);
}

/** Fetches the pages of a language that are not kept yet. */
async function keepPages(lang: Lang): Promise<void> {
	const cache = await caches.open(pagesCache(lang));
	const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
	const missing = PAGES.map((p) => pathInLang(p, lang)).filter((p) => !kept.has(p));
	await cache.addAll(missing);
}

self.addEventListener('install', (event) => {
	event.waitUntil(playerLang().then(keepPages));
});

self.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((names) =>
				Promise.all(
					names
						.filter((n) => n.startsWith('hornbook-pages-') && !n.endsWith(`-${BUILD}`))
						.map((n) => caches.delete(n))
				)
			)
	);
});

/**
 * A page: the copy in the address's language (/es/…), else in the player's; kept, else from the
 * network (and kept when it is a prerendered page), else the app shell.
 */
async function page(url: URL): Promise<Response> {
	const lang = hasLangPrefix(url.pathname) ? langOfPath(url.pathname) : await playerLang();
	const path = pathInLang(url.pathname, lang);
	const cache = await caches.open(pagesCache(lang));
	const kept = await cache.match(path);
	if (kept) return kept;
	try {
		const response = await fetch(path + url.search);
		// A redirect cannot answer a navigation as it is: the browser is sent on.
		if (response.redirected) return Response.redirect(response.url, 302);
		if (response.ok) {
			if (await isKept(path, response)) await cache.put(path, response.clone());
			return response;
		}
	} catch {
		// Offline: the shell below.
	}
	return (await matchPrecache(SHELL)) ?? Response.error();
}

/** A prerendered page is kept; the app shell the server sends for other addresses is not. */
async function isKept(path: string, response: Response): Promise<boolean> {
	const english = pathInLang(path, 'en');
	if (!PAGES.includes(english) && !english.startsWith('/rules/')) return false;
	return !(await response.clone().text()).includes('data-shell');
}

registerRoute(new NavigationRoute(({ url }) => page(url)));
precacheAndRoute(entries.filter((e) => !isPage(e.url)));
cleanupOutdatedCaches();

/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa's injectManifest: Workbox precaches the build's list).
// Offline, an address opens that page's own prerendered HTML, in the player's language
// (src/lib/i18n/page-lang.ts): the text paints before the app has started, in the right language.
// - The code, the strings and the app shell (200.html) are precached, every language's.
// - The pages are kept per language: every page of the player's language at install (and of
//   another language when it is chosen), downloaded whole as one file (scripts/page-bundles.mjs:
//   ~55 KB as served for the ~100 pages of a language, where the pages one by one weigh ~480 KB);
//   an address with no page kept opens the app shell, which starts in the player's language.
import { clientsClaim } from 'workbox-core';
import {
	cleanupOutdatedCaches,
	matchPrecache,
	precacheAndRoute,
	type PrecacheEntry
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
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

/** The player's language, as the page last stored it, else the browser's. */
async function playerLang(): Promise<Lang> {
	const stored = await caches.match(LANG_KEY, { cacheName: LANG_CACHE });
	const text = stored ? await stored.text() : null;
	return isLang(text) ? text : preferredLang(self.navigator.languages ?? []);
}

/** The languages whose pages are being fetched: a second ask while one is under way waits for it. */
const keeping = new Map<Lang, Promise<void>>();

/** Fetches every page of a language at once, unless they are kept already. */
function keepPages(lang: Lang): Promise<void> {
	let run = keeping.get(lang);
	if (!run) {
		run = fetchPages(lang).finally(() => keeping.delete(lang));
		keeping.set(lang, run);
	}
	return run;
}

async function fetchPages(lang: Lang): Promise<void> {
	const cache = await caches.open(pagesCache(lang));
	if ((await cache.keys()).length > 0) return;
	// One file with every page of the language (scripts/page-bundles.mjs), named by the build.
	const response = await fetch(`/_app/pages/${lang}.json?v=${BUILD}`, { cache: 'no-cache' });
	if (!response.ok) throw new Error(`pages of ${lang}: ${response.status}`);
	const pages = (await response.json()) as Record<string, string>;
	const headers = { 'content-type': 'text/html; charset=utf-8' };
	await Promise.all(
		Object.entries(pages).map(([path, html]) => cache.put(path, new Response(html, { headers })))
	);
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
 * network, else the app shell. A page missing from the kept ones (their download failed, or the
 * language was never chosen on this device) has that language's pages fetched again.
 */
async function page(url: URL, event: ExtendableEvent | undefined): Promise<Response> {
	const lang = hasLangPrefix(url.pathname) ? langOfPath(url.pathname) : await playerLang();
	const path = pathInLang(url.pathname, lang);
	const cache = await caches.open(pagesCache(lang));
	const kept = await cache.match(path);
	if (kept) return kept;
	const keep = keepPages(lang).catch(() => undefined);
	event?.waitUntil(keep);
	try {
		const response = await fetch(path + url.search);
		// A redirect cannot answer a navigation as it is: the browser is sent on.
		if (response.redirected) return Response.redirect(response.url, 302);
		if (response.ok) return response;
	} catch {
		// Offline: the shell below.
	}
	return (await matchPrecache(SHELL)) ?? Response.error();
}

registerRoute(new NavigationRoute(({ url, event }) => page(url, event)));
precacheAndRoute(entries);
cleanupOutdatedCaches();

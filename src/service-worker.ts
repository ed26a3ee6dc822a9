/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa's injectManifest: Workbox precaches the build's list).
// Offline, an address opens that page's own prerendered HTML, in the player's language
// (src/lib/i18n/page-lang.ts): the text paints before the app has started, in the right language.
// - The shared code, English (strings and rulebook) and the app shell (200.html) are precached.
// - Each other language is kept whole when it is the player's: at install, and when it is chosen
//   (the page says so, src/lib/i18n/page-lang.ts). Whole means its code (strings, rulebook, search
//   words: the chunks under _app/immutable/langs/<lang>/, listed in _app/langs.json by
//   scripts/lang-chunks.mjs) and its pages, downloaded as one file (scripts/page-bundles.mjs:
//   ~55 KB as served for the ~100 pages of a language, where the pages one by one weigh ~480 KB).
//   An address with no page kept opens the app shell, which starts in the player's language.
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
	movedAddress,
	pathInLang,
	preferredLang,
	type LangMessage,
	type LangReply
} from './lib/i18n/page-lang';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '200.html';
const entries = self.__WB_MANIFEST.map((e) =>
	typeof e === 'string' ? { url: e, revision: null } : e
);
/** Every build keeps its own pages: a page names the scripts of its build. */
const BUILD = entries.find((e) => e.url === '_app/version.json')?.revision ?? 'dev';
const pagesCache = (lang: Lang) => `hornbook-pages-${lang}-${BUILD}`;
/** The languages' code this build downloaded (immutable files: one cache for all languages). */
const LANG_FILES = `hornbook-langs-${BUILD}`;
const langFiles = new CacheFirst({ cacheName: LANG_FILES });
/** The list of each language's code (scripts/lang-chunks.mjs); precached. */
const LANG_LIST = '/_app/langs.json';

self.addEventListener('message', (event) => {
	const data = event.data as { type?: string } | null;
	if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
	const lang = (data as LangMessage | null)?.lang;
	if (data?.type === 'HORNBOOK_LANG' && isLang(lang)) event.waitUntil(answer(lang, event));
	if (data?.type === 'HORNBOOK_READER') event.waitUntil(keepReader(event).catch(() => undefined));
});
clientsClaim();

/**
 * Makes a language ready offline, and tells the page on the port it sent: `downloading` when it
 * was not kept yet, then `ready`, or `failed` (offline, or the server refused).
 */
async function answer(lang: Lang, event: ExtendableMessageEvent): Promise<void> {
	const port = event.ports[0];
	const say = (state: LangReply['state']) => port?.postMessage({ lang, state } satisfies LangReply);
	try {
		if (!(await isKept(lang))) {
			say('downloading');
			await keepLang(lang, event);
		}
		say('ready');
	} catch {
		say('failed');
	}
}

// The QR reader's WebAssembly (≈ 1.1 MB, 360 KB as served; the Receive page only) is listed with
// the precache but not part of it: the app is offline-ready without it, then it is kept in the
// background (`keepReader`, asked by the page once this worker is ready), so a phone that never
// opened Receive online still reads pictures of codes offline. Served from here, offline too.
const isReader = (url: string) => url.endsWith('.wasm');
const READER = entries.filter((e) => isReader(e.url));
const readerFiles = new CacheFirst({
	cacheName: 'hornbook-wasm',
	plugins: [new ExpirationPlugin({ maxEntries: 4 })]
});
registerRoute(({ url }) => isReader(url.pathname), readerFiles);

/** Keeps the QR reader (through the route that serves it), unless it is kept already. */
async function keepReader(event: ExtendableEvent): Promise<void> {
	const cache = await caches.open('hornbook-wasm');
	for (const { url } of READER) {
		const request = new Request(new URL(url, self.registration.scope).href);
		if (!(await cache.match(request))) await readerFiles.handle({ request, event });
	}
}

/**
 * The player's language: as the page last stored it, else the one an open page is drawn in (a
 * first visit: the worker may install before the page has stored it), else the browser's.
 */
async function playerLang(): Promise<Lang> {
	const stored = await caches.match(LANG_KEY, { cacheName: LANG_CACHE });
	const text = stored ? await stored.text() : null;
	if (isLang(text)) return text;
	const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
	const shown = open.map((c) => new URL(c.url).pathname).find(hasLangPrefix);
	return shown ? langOfPath(shown) : preferredLang(self.navigator.languages ?? []);
}

/** A language's code, as listed at build (English's is precached: none). */
async function filesOf(lang: Lang): Promise<string[]> {
	if (lang === 'en') return [];
	// Precached, except while this worker installs: then from the network, as this build names it.
	const list =
		(await matchPrecache(LANG_LIST)) ??
		(await fetch(`${LANG_LIST}?v=${BUILD}`, { cache: 'no-cache' }));
	if (!list.ok) throw new Error(`${LANG_LIST}: ${list.status}`);
	const lists = (await list.json()) as Partial<Record<Lang, string[]>>;
	return lists[lang] ?? [];
}

/** The files of a language's code not kept yet. */
async function missingFiles(lang: Lang): Promise<string[]> {
	const cache = await caches.open(LANG_FILES);
	const files = await filesOf(lang);
	const kept = await Promise.all(files.map((url) => cache.match(url)));
	return files.filter((_, i) => !kept[i]);
}

/** True when every page and every file of a language's code is kept. */
async function isKept(lang: Lang): Promise<boolean> {
	const pages = await caches.open(pagesCache(lang));
	return (await pages.keys()).length > 0 && (await missingFiles(lang)).length === 0;
}

/** The languages being fetched: a second ask while one is under way waits for it. */
const keeping = new Map<Lang, Promise<void>>();

/** Fetches a language whole (its code and every page) at once, unless it is kept already. */
function keepLang(lang: Lang, event: ExtendableEvent): Promise<void> {
	let run = keeping.get(lang);
	if (!run) {
		run = Promise.all([fetchPages(lang), fetchFiles(lang, event)])
			.then(() => undefined)
			.finally(() => keeping.delete(lang));
		keeping.set(lang, run);
	}
	return run;
}

/** A language's code, through the route that serves it (so it is kept where that route reads). */
async function fetchFiles(lang: Lang, event: ExtendableEvent): Promise<void> {
	const missing = await missingFiles(lang);
	const responses = await Promise.all(
		missing.map((url) => langFiles.handle({ request: new Request(url), event }))
	);
	const failed = responses.find((r) => !r.ok);
	if (failed) throw new Error(`${lang}: ${failed.url} ${failed.status}`);
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
	event.waitUntil(playerLang().then((lang) => keepLang(lang, event)));
});

self.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((names) =>
				Promise.all(
					names
						.filter(
							(n) =>
								(n.startsWith('hornbook-pages-') || n.startsWith('hornbook-langs-')) &&
								!n.endsWith(`-${BUILD}`)
						)
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
async function page(url: URL, event: ExtendableEvent): Promise<Response> {
	// An old address goes on to the page's address now, before any page loads: its page would load
	// the app only to send the browser on, its downloads cut short by that second navigation.
	const moved = movedAddress(url);
	if (moved) return Response.redirect(new URL(moved, url).href, 308);
	const lang = hasLangPrefix(url.pathname) ? langOfPath(url.pathname) : await playerLang();
	const path = pathInLang(url.pathname, lang);
	const cache = await caches.open(pagesCache(lang));
	const kept = await cache.match(path);
	if (kept) return kept;
	const keep = keepLang(lang, event).catch(() => undefined);
	event.waitUntil(keep);
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
precacheAndRoute(entries.filter((e) => !isReader(e.url)));
// Another language's code: kept whole when it is chosen (above); fetched and kept on first use else.
registerRoute(({ url }) => url.pathname.startsWith('/_app/immutable/langs/'), langFiles);
cleanupOutdatedCaches();

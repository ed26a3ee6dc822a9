// Every prerendered page exists once per language: English at its address (/rules/ktu/ties), the
// others under their code (/es/rules/ktu/ties), each with its text in the HTML. The app's own
// links and addresses stay unprefixed: the service worker answers an address with the page in the
// player's language (src/service-worker.ts), and a page opened from the network in another language than the
// player's swaps itself for the right one before it is drawn (src/lib/boot/). Pure: the service
// worker imports it too.
import { LANGS, MOVED_ADDRESSES, isLang, type Lang } from '../vocab';

const PREFIXED = new RegExp(`^/(${LANGS.filter((l) => l !== 'en').join('|')})(?=/|$)`);

/** The first of the browser's preferred languages that Hornbook speaks, else English. */
export function preferredLang(languages: readonly string[]): Lang {
	for (const tag of languages) {
		const base = tag.toLowerCase().split('-')[0];
		if (isLang(base)) return base;
	}
	return 'en';
}

/** The language of a page's address: its prefix, else English. */
export function langOfPath(path: string): Lang {
	const code = PREFIXED.exec(path)?.[1];
	return isLang(code) ? code : 'en';
}

/** True when the address names its language (/es/…). */
export const hasLangPrefix = (path: string): boolean => PREFIXED.test(path);

/** The address without its language prefix: the route it shows. */
export function withoutLang(path: string): string {
	const code = PREFIXED.exec(path)?.[1];
	return code ? path.slice(code.length + 1) || '/' : path;
}

/** The address of the page in a language. */
export function pathInLang(path: string, lang: Lang): string {
	const bare = withoutLang(path);
	if (lang === 'en') return bare;
	return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}

/**
 * Where an old address (MOVED_ADDRESSES) now is, in the same language, query string kept
 * (`/tracker/game?id=…` → `/ktu/games/game?id=…`); null for any other address.
 */
export function movedAddress(url: { pathname: string; search: string }): string | null {
	const now = MOVED_ADDRESSES[withoutLang(url.pathname)];
	return now ? pathInLang(now, langOfPath(url.pathname)) + url.search : null;
}

/**
 * Where the page tells the service worker the player's language (it cannot read localStorage): a
 * one-line response in Cache Storage, which both can read.
 */
export const LANG_CACHE = 'hornbook-lang';
export const LANG_KEY = '/__hornbook/lang';

/** Tells the service worker what the player reads, so it can make that language ready offline. */
export interface LangMessage {
	type: 'HORNBOOK_LANG';
	lang: Lang;
}

/**
 * The service worker's answer, on the port sent with the message: the language's code and pages
 * are being downloaded, are all on the device, or could not be downloaded (offline).
 */
export interface LangReply {
	lang: Lang;
	state: 'downloading' | 'ready' | 'failed';
}

/**
 * Stores the player's language for the service worker and asks it to keep that language whole;
 * `onReply` hears how that goes. Without a service worker (a first visit before it controls the
 * page: its install keeps the player's language), or without Cache Storage, nothing is said:
 * false.
 */
export async function tellServiceWorker(
	lang: Lang,
	onReply?: (reply: LangReply) => void
): Promise<boolean> {
	if (typeof caches === 'undefined') return false;
	try {
		const cache = await caches.open(LANG_CACHE);
		await cache.put(LANG_KEY, new Response(lang));
	} catch {
		// Storage blocked: the service worker falls back to the browser's language.
	}
	const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
	if (!worker) return false;
	const channel = new MessageChannel();
	channel.port1.onmessage = (e: MessageEvent<LangReply>) => onReply?.(e.data);
	const message: LangMessage = { type: 'HORNBOOK_LANG', lang };
	worker.postMessage(message, [channel.port2]);
	return true;
}

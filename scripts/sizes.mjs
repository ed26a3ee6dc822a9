// Sizes of the built app, read from build/ (so the same build always gives the same figures): a
// file's gzip size, and the offline download the service worker precaches, as served. Used by the
// size budgets (tests/e2e/budgets.e2e.ts) and printed by `npm run bench` (scripts/bench-size.mjs).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGES_DIR } from './page-bundles.mjs';
import { LANG_LIST } from './lang-chunks.mjs';

export const BUILD = 'build';

/**
 * The budgets the size test holds the build to (figure at the time it was set, plus headroom):
 * per page, the JavaScript (KiB gzip) and the requests (the document included) before the app has
 * started; the offline download (KB as served), and the QR reader kept after it (KB as served).
 * @type {{ pages: Record<string, { path: string, jsKiB: number, requests: number }>, precacheKB: number, readerKB: number, taps: { quick: number, fullBids: number, scorer: number, uuTurn: number, uuLogEntries: number } }}
 */
export const BUDGETS = JSON.parse(
	readFileSync(new URL('../tests/budgets.json', import.meta.url), 'utf8')
);

/**
 * The gzip size (level 9) of a file of the build, by its URL path.
 * @param {string} url
 */
export function gzipOf(url) {
	return gzipSync(readFileSync(join(BUILD, url.replace(/^\//, ''))), { level: 9 }).length;
}

/**
 * The modules a built module imports statically (`import{…}from"./x.js"`, `import"./x.js"`; not
 * a dynamic `import()`), by URL path.
 * @param {string} url
 * @returns {string[]}
 */
export function importsOf(url) {
	const code = readFileSync(join(BUILD, url.replace(/^\//, '')), 'utf8');
	return [
		...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+\.js)["']/g)
	].map((m) => new URL(m[1] ?? '', `http://x${url}`).pathname);
}

/**
 * What a file costs as sirv serves it to a browser that accepts Brotli (every service worker
 * does): the precompressed .br copy when adapter-static wrote one, else the file.
 * @param {string} file
 */
const served = (file) =>
	existsSync(file + '.br') ? statSync(file + '.br').size : statSync(file).size;

/**
 * The offline download for a player of one language: every entry of the precache manifest inside
 * sw.js (the shared code and English), sw.js itself, and what the service worker keeps of the
 * player's language: its code (the chunks scripts/lang-chunks.mjs lists) and the file of its pages
 * (scripts/page-bundles.mjs). The language that weighs most is counted. In bytes as served and
 * uncompressed. Apart: the QR reader (`reader`, as served), which the worker keeps once the app is
 * offline-ready.
 */
export function precache() {
	const sw = readFileSync(join(BUILD, 'sw.js'), 'utf8');
	const listed = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
	// The QR reader's .wasm is listed beside the precache, and kept after it in the background
	// (src/service-worker.ts): counted on its own, after the app is offline-ready.
	const isReader = (/** @type {string} */ url) => url.endsWith('.wasm');
	const urls = listed.filter((url) => !isReader(url));
	const readerUrls = listed.filter(isReader);
	/** @param {string} url */
	const fileOf = (url) =>
		[join(BUILD, url), join(BUILD, url + '.html')].find(
			(c) => existsSync(c) && statSync(c).isFile()
		);
	/** @type {string[]} */
	const missing = [];
	/** @param {string[]} list */
	const sum = (list) => {
		let bytes = 0;
		let servedBytes = 0;
		for (const url of list) {
			const file = fileOf(url);
			if (!file) {
				missing.push(url);
				continue;
			}
			bytes += statSync(file).size;
			servedBytes += served(file);
		}
		return { bytes, served: servedBytes };
	};
	const shared = sum(urls);
	if (!urls.includes(LANG_LIST)) missing.push(LANG_LIST);
	/** @type {Record<string, string[]>} */
	const code = existsSync(join(BUILD, LANG_LIST))
		? JSON.parse(readFileSync(join(BUILD, LANG_LIST), 'utf8'))
		: {};
	let lang = { served: 0, bytes: 0, pages: 0, code: 0, name: 'en' };
	const bundles = existsSync(join(BUILD, PAGES_DIR)) ? readdirSync(join(BUILD, PAGES_DIR)) : [];
	if (!bundles.some((f) => f.endsWith('.json'))) missing.push(`${PAGES_DIR}/<lang>.json`);
	for (const name of bundles.filter((f) => f.endsWith('.json'))) {
		const file = join(BUILD, PAGES_DIR, name);
		const id = name.slice(0, -'.json'.length);
		const files = sum(code[id] ?? []);
		const total = served(file) + files.served;
		if (total > lang.served)
			lang = {
				served: total,
				bytes: statSync(file).size + files.bytes,
				pages: served(file),
				code: files.served,
				name: id
			};
	}
	const worker = served(join(BUILD, 'sw.js'));
	const reader = sum(readerUrls);
	return {
		readerFiles: readerUrls.length,
		reader: reader.served,
		entries: urls.length,
		served: shared.served + lang.served + worker,
		uncompressed: shared.bytes + lang.bytes,
		shared: shared.served + worker,
		pages: lang.pages,
		code: lang.code,
		lang: lang.name,
		missing
	};
}

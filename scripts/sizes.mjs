// Sizes of the built app, read from build/ (so the same build always gives the same figures): a
// file's gzip size, and the offline download the service worker precaches, as served. Used by the
// size budgets (tests/e2e/budgets.e2e.ts) and printed by `npm run bench` (scripts/bench-size.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUILD = 'build';

/**
 * The budgets the size test holds the build to (figure at the time it was set, plus headroom):
 * per page, the JavaScript (KiB gzip) and the requests (the document included) before the app has
 * started; the offline download (KB as served).
 * @type {{ pages: Record<string, { path: string, jsKiB: number, requests: number }>, precacheKB: number }}
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
 * What a file costs as sirv serves it to a browser that accepts Brotli (every service worker
 * does): the precompressed .br copy when adapter-static wrote one, else the file.
 * @param {string} file
 */
const served = (file) =>
	existsSync(file + '.br') ? statSync(file + '.br').size : statSync(file).size;

/**
 * The offline download for a player of one language: every entry of the precache manifest inside
 * sw.js, plus sw.js; a page entry (a clean address, src/sw.ts) counts as its copy in the player's
 * language, and the language whose pages weigh most is counted. In bytes as served and
 * uncompressed.
 */
export function precache() {
	const sw = readFileSync(join(BUILD, 'sw.js'), 'utf8');
	const urls = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
	/** @param {string} url @param {string} lang */
	const fileOf = (url, lang) => {
		const path = url.replace(/^\//, '');
		const page = path === '' || !/\.\w+$/.test(path);
		const local = page && lang !== 'en' ? (path === '' ? lang : `${lang}/${path}`) : path;
		return local === ''
			? join(BUILD, 'index.html')
			: [join(BUILD, local), join(BUILD, local + '.html'), join(BUILD, local, 'index.html')].find(
					(c) => existsSync(c) && statSync(c).isFile()
				);
	};
	let best = { bytes: 0, served: 0, lang: 'en' };
	/** @type {string[]} */
	let missing = [];
	// The languages are the locale folders (src/lib/vocab.ts declares them; a script cannot import it).
	for (const lang of readdirSync('locales')) {
		let bytes = 0;
		let servedBytes = 0;
		/** @type {string[]} */
		const gone = [];
		for (const url of urls) {
			const file = fileOf(url, lang);
			if (!file) {
				gone.push(`${url} (${lang})`);
				continue;
			}
			bytes += statSync(file).size;
			servedBytes += served(file);
		}
		missing = [...missing, ...gone];
		if (servedBytes > best.served) best = { bytes, served: servedBytes, lang };
	}
	const worker = served(join(BUILD, 'sw.js'));
	return {
		entries: urls.length,
		served: best.served + worker,
		uncompressed: best.bytes,
		lang: best.lang,
		missing
	};
}

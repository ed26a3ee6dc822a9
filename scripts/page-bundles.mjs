// Every prerendered page of a language in one file (`_app/pages/<lang>.json`, path → HTML), which
// the service worker downloads whole and keeps page by page (src/service-worker.ts): every page of
// the player's language then paints offline from its own HTML.
// Why one file: a page's HTML is mostly what every page repeats (head, styles, navigation).
// Compressed alone, the 97 pages of a language weigh ~480 KB as served (Brotli), about the whole
// offline budget; compressed together, ~55 KB (measured 2026-11-27 on the build that brought in
// this file).
// A Vite plugin: it writes into SvelteKit's client output after prerendering and before the
// adapter copies (and compresses) that output into build/ (scripts/after-prerender.mjs).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterPrerender, htmlFiles } from './after-prerender.mjs';

/** Where the bundles are published, relative to the site's root. */
export const PAGES_DIR = '_app/pages';

/**
 * The address a prerendered file answers, and its language: `es/rules/ktu/ties.html` →
 * `/es/rules/ktu/ties` (es), `index.html` → `/` (en), `es.html` → `/es` (es).
 * @param {string} file relative to the prerendered pages, with `/` separators
 * @param {readonly string[]} langs the app's languages, English first (src/lib/vocab.ts)
 */
export function addressOf(file, langs) {
	const bare = file.replace(/\.html$/, '');
	const path = bare === 'index' ? '/' : `/${bare.replace(/\/index$/, '')}`;
	const first = path.split('/')[1] ?? '';
	return { path, lang: first !== 'en' && langs.includes(first) ? first : 'en' };
}

/**
 * The bundles: for each language, every prerendered page's address and HTML.
 * @param {string} pagesDir SvelteKit's prerendered pages
 * @param {readonly string[]} langs
 * @returns {Record<string, Record<string, string>>}
 */
export function bundlesOf(pagesDir, langs) {
	/** @type {Record<string, Record<string, string>>} */
	const bundles = Object.fromEntries(langs.map((l) => [l, {}]));
	for (const file of htmlFiles(pagesDir).sort()) {
		const { path, lang } = addressOf(relative(pagesDir, file).split(sep).join('/'), langs);
		const bundle = bundles[lang];
		if (bundle) bundle[path] = readFileSync(file, 'utf8');
	}
	return bundles;
}

/**
 * The bundles are made for the languages the app has strings in (a folder each in locales/, as
 * src/lib/vocab.ts lists them), English first.
 * @returns {import('vite').Plugin}
 */
export const pageBundles = () =>
	afterPrerender('hornbook:page-bundles', ({ root, output }) => {
		const others = readdirSync(join(root, 'locales')).filter((l) => l !== 'en');
		const langs = ['en', ...others.sort()];
		const out = join(output, 'client', PAGES_DIR);
		mkdirSync(out, { recursive: true });
		for (const [lang, pages] of Object.entries(bundlesOf(join(output, 'prerendered/pages'), langs)))
			writeFileSync(join(out, `${lang}.json`), JSON.stringify(pages));
	});

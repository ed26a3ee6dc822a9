// The code of one language (its UI strings, its rulebook, its search words) in a folder of its own,
// `_app/immutable/langs/<lang>/`, and a list of those files (`_app/langs.json`): the service worker
// precaches the shared code and English, and downloads the player's language whole
// (src/service-worker.ts), so the offline download is one language, not four.
// A Vite plugin for SvelteKit's client build: it names the chunks, as SvelteKit's own file names
// (`_app/immutable/chunks/[hash].js`) cannot say which language a chunk holds.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where a language's chunks are published, relative to the site's root. */
export const LANG_CHUNKS_DIR = '_app/immutable/langs';
/** The list of each language's chunks (every language but English, which is precached). */
export const LANG_LIST = '_app/langs.json';

/**
 * The language a module's text is in: the UI strings (locales/<lang>/), the rulebook
 * (src/content/rulebook/<lang>/) and the term lists (src/content/terms/<lang>.*.json); else null.
 * @param {string} id a module id (an absolute path)
 * @param {readonly string[]} langs
 */
export function langOfModule(id, langs) {
	const m =
		/\/(?:locales|src\/content\/rulebook)\/([a-z]{2})\/[^/]+\.json$/.exec(id) ??
		/\/src\/content\/terms\/([a-z]{2})(?:\.[a-z]+)?\.json$/.exec(id);
	return m && langs.includes(m[1] ?? '') ? (m[1] ?? null) : null;
}

/**
 * The language of a chunk: the one every module in it is written in; null for shared code (a
 * chunk mixing languages, or holding any code, is shared and precached).
 * @param {readonly string[]} moduleIds
 * @param {readonly string[]} langs
 */
export function langOfChunk(moduleIds, langs) {
	const found = new Set(moduleIds.map((id) => langOfModule(id, langs)));
	if (found.size !== 1) return null;
	const [lang] = found;
	return lang ?? null;
}

/** @returns {import('vite').Plugin} */
export function langChunks() {
	/** @type {import('vite').ResolvedConfig} */
	let config;
	/** @type {string[]} */
	let langs = [];
	return {
		name: 'hornbook:lang-chunks',
		apply: 'build',
		configResolved(resolved) {
			config = resolved;
			langs = readdirSync(join(resolved.root, 'locales'));
		},
		outputOptions(options) {
			if (config.build.ssr) return null;
			const named = options.chunkFileNames;
			if (typeof named !== 'string' || !named.includes('/chunks/')) {
				throw new Error(`lang-chunks: unexpected chunk file names ${String(named)}`);
			}
			return {
				...options,
				chunkFileNames: (chunk) => {
					const lang = langOfChunk(chunk.moduleIds, langs);
					return lang ? named.replace('/chunks/', `/langs/${lang}/`) : named;
				}
			};
		},
		generateBundle(_options, bundle) {
			if (config.build.ssr) return;
			/** @type {Record<string, string[]>} */
			const lists = Object.fromEntries(langs.filter((l) => l !== 'en').map((l) => [l, []]));
			for (const file of Object.keys(bundle).sort()) {
				const lang = file.startsWith(`${LANG_CHUNKS_DIR}/`) ? file.split('/')[3] : undefined;
				if (lang && lists[lang]) lists[lang].push(`/${file}`);
			}
			this.emitFile({ type: 'asset', fileName: LANG_LIST, source: JSON.stringify(lists) });
		}
	};
}

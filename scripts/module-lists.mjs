// Completes each prerendered page's list of the modules it starts with (the `<meta>` that
// src/hooks.server.ts writes from SvelteKit's list, and the start-up asks for at once:
// src/lib/boot/preload.ts).
//
// SvelteKit's list follows a page's imports and its dynamic imports with one record of what it has
// seen, so a module that it first meets behind a dynamic import is left out even when the page
// imports it statically too: the game screen's database, drafts and settings modules were asked for
// only once the modules importing them had arrived, a second wave at about 2.1–2.4 s of a saved
// game's cold open at CPU 4× (scripts/bench-paint.mjs). Here each listed module's static imports
// are added, read from the client build's manifest (Vite's `build.manifest`, which SvelteKit turns
// on), so the page asks for all of them at once.
// A Vite plugin: it rewrites the prerendered pages after prerendering, before they are bundled
// per language (scripts/page-bundles.mjs, after it in the plugin list) and copied into build/.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterPrerender, htmlFiles } from './after-prerender.mjs';

/**
 * Each chunk's static imports by its address (`/_app/immutable/…js`), from Vite's manifest.
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @returns {Map<string, string[]>}
 */
export function staticImports(manifest) {
	const address = (/** @type {string} */ key) => '/' + (manifest[key]?.file ?? key);
	return new Map(
		Object.values(manifest).map((chunk) => ['/' + chunk.file, (chunk.imports ?? []).map(address)])
	);
}

/**
 * The modules listed, then every module they import statically, directly or not, once each.
 * @param {readonly string[]} listed
 * @param {Map<string, string[]>} imports
 */
export function withStaticImports(listed, imports) {
	const all = new Set();
	const queue = [...listed];
	while (queue.length) {
		const file = /** @type {string} */ (queue.shift());
		if (all.has(file)) continue;
		all.add(file);
		queue.push(...(imports.get(file) ?? []));
	}
	return [...all];
}

/**
 * @param {string} meta the `<meta>`'s name (src/lib/boot/preload.ts)
 * @returns {import('vite').Plugin}
 */
export function moduleLists(meta) {
	const META = new RegExp(`(<meta name="${meta}" content=")([^"]*)(")`);
	return afterPrerender('hornbook:module-lists', ({ output }) => {
		const imports = staticImports(
			JSON.parse(readFileSync(join(output, 'client/.vite/manifest.json'), 'utf8'))
		);
		for (const file of htmlFiles(join(output, 'prerendered/pages'))) {
			const html = readFileSync(file, 'utf8');
			const done = html.replace(
				META,
				(_, open, list, close) =>
					open + withStaticImports(list.split(' ').filter(Boolean), imports).join(' ') + close
			);
			if (done !== html) writeFileSync(file, done);
		}
	});
}

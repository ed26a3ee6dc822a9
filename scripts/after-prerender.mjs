// What the build's own plugins share that work on the prerendered pages: the moment after
// prerendering, before adapter-static copies SvelteKit's output into build/ (the server build's
// end), and the pages' files.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every .html file under `dir`, at any depth.
 * @param {string} dir
 * @returns {string[]}
 */
export const htmlFiles = (dir) =>
	readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory()
			? htmlFiles(join(dir, e.name))
			: e.name.endsWith('.html')
				? [join(dir, e.name)]
				: []
	);

/**
 * A Vite plugin that runs `work` once the pages are prerendered, before they are copied. Plugins
 * made by it run in their order in the plugin list.
 * @param {string} name
 * @param {(where: { root: string, output: string }) => void} work `output`: SvelteKit's output folder
 * @returns {import('vite').Plugin}
 */
export function afterPrerender(name, work) {
	/** @type {import('vite').ResolvedConfig} */
	let config;
	return {
		name,
		apply: 'build',
		enforce: 'pre',
		configResolved(resolved) {
			config = resolved;
		},
		closeBundle: {
			sequential: true,
			order: 'pre',
			handler() {
				// The server build's end comes after prerendering and before the adapter.
				if (!config.build.ssr) return;
				work({ root: config.root, output: join(config.root, '.svelte-kit/output') });
			}
		}
	};
}

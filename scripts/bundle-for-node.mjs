// A TypeScript entry of the app's code bundled for Node with Vite (`$lib` resolved, every import
// inlined), so a plain `node` run can use the app's own modules: the handover figures and the
// search profile run the bundle it writes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/**
 * Bundles `entry` into a fresh temporary folder as `file`; resolves the folder.
 * @param {string} entry the TypeScript entry, relative to the project root
 * @param {string} file the bundle's file name (`figures.mjs`)
 * @returns {Promise<string>}
 */
export async function bundleForNode(entry, file) {
	const out = mkdtempSync(join(tmpdir(), 'hornbook-bundle-'));
	await build({
		configFile: false,
		logLevel: 'warn',
		resolve: { alias: { $lib: resolve('src/lib') } },
		build: {
			ssr: entry,
			outDir: out,
			emptyOutDir: true,
			minify: false,
			rollupOptions: { output: { entryFileNames: file } }
		},
		ssr: { noExternal: true }
	});
	return out;
}

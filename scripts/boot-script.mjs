// The start-up (src/lib/boot/) as the inline script of every page: one TypeScript module, bundled
// and minified here at build time, put into each page by src/hooks.server.ts (it reads the virtual
// module below), and allowed by the Content-Security-Policy by its hash (svelte.config.js reads
// bootScript). Nothing about it is written by hand in src/app.html, which holds only its place.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/lib/boot/inline.ts', import.meta.url));
const VIRTUAL = 'virtual:hornbook-boot';

/** @type {Promise<{ code: string, hash: string, files: string[] }> | undefined} */
let built;

/**
 * The start-up bundled (an immediately run function, no imports left) with the files it was made
 * from, and its hash as the policy names it. Made once a process: the config and the plugin share it.
 */
export function bootScript() {
	built ??= (async () => {
		const result = await build({
			configFile: false,
			logLevel: 'silent',
			// Plain TypeScript, made JavaScript by Rolldown itself: no tsconfig is read (the project's
			// extends SvelteKit's generated one, which does not exist before \`svelte-kit sync\`, and
			// this runs while the config is read).
			oxc: false,
			build: {
				write: false,
				minify: true,
				// Runs before anything else of the page, in the browsers the app's modules run in.
				target: 'es2020',
				lib: { entry: ENTRY, formats: ['iife'], name: 'hornbookBoot' },
				rolldownOptions: { tsconfig: false }
			}
		});
		const chunk = [result]
			.flat()
			.flatMap((out) => ('output' in out ? out.output : []))
			.find((o) => o.type === 'chunk');
		if (!chunk) throw new Error('The start-up built to nothing');
		const code = chunk.code.trim();
		return {
			code,
			hash: `sha256-${createHash('sha256').update(code).digest('base64')}`,
			files: chunk.moduleIds.filter((id) => !id.includes('\0'))
		};
	})();
	return built;
}

/**
 * The Vite plugin: `virtual:hornbook-boot` exports the start-up's code (`script`) for the server
 * hook to put into each page. In `vite dev` the files it is made from are watched.
 * @returns {import('vite').Plugin}
 */
export function bootPlugin() {
	return {
		name: 'hornbook:boot',
		resolveId(id) {
			return id === VIRTUAL ? `\0${VIRTUAL}` : null;
		},
		async load(id) {
			if (id !== `\0${VIRTUAL}`) return null;
			const { code, files } = await bootScript();
			for (const file of files) this.addWatchFile(file);
			return `export const script = ${JSON.stringify(code)};`;
		}
	};
}

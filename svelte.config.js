import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildName } from './scripts/build-name.mjs';
import { shipped } from './src/lib/inline-script.js';

/**
 * The hashes of the inline scripts of src/app.html as shipped (src/lib/inline-script.js), so the policy allows them
 * and nothing else: SvelteKit hashes only the scripts it writes itself.
 */
function appHtmlScriptHashes() {
	const html = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
	return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
		([, body]) => `sha256-${createHash('sha256').update(shipped(body)).digest('base64')}`
	);
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: {
		// Runes everywhere in our code; third-party components keep their own mode.
		runes: ({ filename }) => (filename.split(/[/\\]/).includes('node_modules') ? undefined : true)
	},
	kit: {
		adapter: adapter({ fallback: '200.html', precompress: true, strict: true }),
		// One name for the whole build, from its content (scripts/build-name.mjs): SvelteKit's default,
		// the time its config is read, differs between the processes of one build (`svelte-kit sync`
		// beside it), and a commit name is shared by two builds of different code.
		version: { name: buildName(import.meta.dirname) },
		// vite-plugin-pwa builds the service worker from src/service-worker.ts (injectManifest) and
		// the app registers it through the plugin, so SvelteKit's own registration stays off.
		serviceWorker: { register: false },
		// Inline the (small) CSS: no render-blocking stylesheet request on a slow phone network.
		inlineStyleThreshold: 20_000,
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail' },
		// The Playwright config is TypeScript too: type-checked and linted with the rest.
		typescript: {
			config: (tsconfig) => {
				tsconfig.include.push('../playwright.config.ts');
			}
		},
		// No inline script runs unless it is hashed (SvelteKit's own, app.html's theme script).
		// Styles stay 'unsafe-inline': SvelteKit inlines the CSS and Svelte sets style attributes.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				// 'wasm-unsafe-eval' lets the Receive page compile its QR reader (WebAssembly served
				// by the app itself); it allows no JavaScript eval.
				'script-src': ['self', 'wasm-unsafe-eval', ...appHtmlScriptHashes()],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				'connect-src': ['self'],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;

import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { bootScript } from './scripts/boot-script.mjs';
import { buildName } from './scripts/build-name.mjs';

/**
 * The start-up's hash (src/lib/boot/, bundled by scripts/boot-script.mjs), so the policy allows it
 * and no other inline script: SvelteKit hashes only the scripts it writes itself.
 */
const boot = await bootScript();

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
		// No inline script runs unless it is hashed (SvelteKit's own, the start-up).
		// Styles stay 'unsafe-inline': SvelteKit inlines the CSS and Svelte sets style attributes.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				// 'wasm-unsafe-eval' lets the Receive page compile its QR reader (WebAssembly served
				// by the app itself); it allows no JavaScript eval.
				'script-src': ['self', 'wasm-unsafe-eval', boot.hash],
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

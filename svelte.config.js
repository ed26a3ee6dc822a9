import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: {
		// Runes everywhere in our code; third-party components keep their own mode.
		runes: ({ filename }) => (filename.split(/[/\\]/).includes('node_modules') ? undefined : true)
	},
	kit: {
		adapter: adapter({ fallback: '200.html', precompress: true, strict: true }),
		// vite-plugin-pwa (generateSW) owns the service worker.
		serviceWorker: { register: false },
		// Inline the (small) CSS: no render-blocking stylesheet request on a slow phone network.
		inlineStyleThreshold: 20_000,
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail' }
	}
};

export default config;

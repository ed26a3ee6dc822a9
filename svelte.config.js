import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

/**
 * The hashes of the inline scripts of src/app.html (the theme script), so the policy allows them
 * and nothing else: SvelteKit hashes only the scripts it writes itself.
 */
function appHtmlScriptHashes() {
	const html = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
	return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
		([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`
	);
}

/**
 * One name for the whole build, the same in every process that reads this file. SvelteKit's default
 * is the time its config is read: `svelte-kit sync` (run by `check`, `lint` or the unit tests' Vite
 * beside a build) then rewrites the generated files mid-build with another name, the prerendered pages
 * hand the client a name it does not know, and no page starts. The commit names the build; a tree
 * with no git names it by the package version.
 */
function buildName() {
	try {
		return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
			.toString()
			.trim();
	} catch {
		return JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
	}
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
		version: { name: buildName() },
		// vite-plugin-pwa (generateSW) owns the service worker.
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
				'script-src': ['self', ...appHtmlScriptHashes()],
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

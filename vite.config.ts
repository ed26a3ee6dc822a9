import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { rulesFingerprints } from './scripts/rules-fingerprint.mjs';
import { pageBundles } from './scripts/page-bundles.mjs';
import { LANG_CHUNKS_DIR, langChunks } from './scripts/lang-chunks.mjs';
import { readdirSync } from 'node:fs';
import { bootPlugin } from './scripts/boot-script.mjs';
import { startGroup } from './scripts/start-group.mjs';
import { moduleLists } from './scripts/module-lists.mjs';
import { MODULES_META } from './src/lib/boot/preload';

export default defineConfig({
	define: {
		// Each game's rules fingerprint (src/lib/tracker/rules.ts), from the rules' sources of this build.
		__RULES_FINGERPRINTS__: JSON.stringify(
			rulesFingerprints(fileURLToPath(new URL('.', import.meta.url)))
		)
	},
	resolve: {
		// Dexie's package entry wraps its ES5 UMD build (≈ 100 KB, slow to evaluate on a phone);
		// its modern ES module build is the same library, smaller and faster. One copy either way.
		alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }]
	},
	plugins: [
		sveltekit(),
		// The start-up (src/lib/boot/) bundled for the inline script of every page (src/hooks.server.ts).
		bootPlugin(),
		// What every page starts with, in one file (scripts/start-group.mjs).
		startGroup(),
		// Each language's strings and rulebook in a folder of its own (_app/immutable/langs/<lang>/),
		// listed in _app/langs.json: the service worker downloads the player's language whole.
		langChunks(),
		// Every page of a language in one file, which the service worker keeps whole (before SvelteKitPWA:
		// both write into the output at the server build's end, and the adapter copies it after).
		// Each page's list of the modules it starts with made whole (before pageBundles, which copies the pages).
		moduleLists(MODULES_META),
		pageBundles(),
		SvelteKitPWA({
			// Absolute: SvelteKit's relative base would register /rules/sw.js on nested pages.
			base: '/',
			scope: '/',
			registerType: 'prompt',
			injectRegister: false,
			// Our own service worker (src/service-worker.ts, built by SvelteKit, published as /sw.js): Workbox's precaching and routing, and pages per language.
			strategies: 'injectManifest',
			srcDir: 'src',
			// Published as /sw.js (SvelteKit builds src/service-worker.ts; the plugin renames it).
			filename: 'sw.js',
			manifest: {
				name: 'Hornbook — unicorn card games companion',
				short_name: 'Hornbook',
				description:
					'Rules, hunt calculator, tracker and scorer for Kill the Unicorns and Unstable Unicorns, offline.',
				lang: 'en',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				orientation: 'portrait',
				background_color: '#17131f',
				theme_color: '#6b3fa0',
				icons: [
					{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
					{
						src: '/icons/maskable-512.png',
						sizes: '512x512',
						type: 'image/png',
						purpose: 'maskable'
					}
				]
			},
			kit: { adapterFallback: '200.html', spa: true },
			injectManifest: {
				globPatterns: [
					// The QR reader's .wasm is listed, not precached: the service worker keeps it in the
					// background once the app is offline-ready (src/service-worker.ts, `keepReader`).
					'client/**/*.{js,css,ico,png,svg,webp,woff2,webmanifest,json,wasm}',
					'prerendered/**/*.{html,json}'
				],
				// No page is precached: the service worker keeps every page of the player's language,
				// downloaded as one file (scripts/page-bundles.mjs, _app/pages/<lang>.json), and another
				// language's when it is chosen.
				// The manifest's PNG icons are read by the system when the app is installed (online);
				// no page shows them, so they are not part of the offline download.
				globIgnores: [
					'**/node_modules/**',
					'prerendered/pages/**',
					'client/_app/pages/**',
					// Every language but English: the service worker downloads the player's whole, at
					// install and when another is chosen (scripts/lang-chunks.mjs).
					...readdirSync('locales')
						.filter((lang) => lang !== 'en')
						.map((lang) => `client/${LANG_CHUNKS_DIR}/${lang}/**`),
					'client/icons/*.png'
				],
				// The QR reader's WebAssembly (≈ 1.1 MB) is listed here so the worker knows its address.
				maximumFileSizeToCacheInBytes: 5 * 1024 * 1024
			}
		})
	],
	build: {
		// No <link rel=modulepreload> added by script for a dynamic import's dependencies: each one
		// is a DOM insertion while the page starts (SvelteKit already lists the page's own modules in
		// its HTML, and the service worker serves the rest from the device). CSS still loads.
		modulePreload: false
	},
	test: {
		// A verdict must not depend on how busy the machine is: no test fails on time.
		// The limits are there only to end a test that hangs (a lint run over the whole tree took
		// 38 s on a loaded 2-core machine, where it takes 3 s idle).
		testTimeout: 600_000,
		hookTimeout: 600_000,
		environment: 'node',
		// Worker threads, not child processes: the same isolation per file for ~20 % less CPU
		// (69 → 54 CPU-s here), which the end-to-end tests running beside it get back.
		pool: 'threads',
		projects: [
			{
				// Engines, tracker, search and content are pure functions of their input: they share
				// their workers' loaded modules instead of loading them again for each file (a third
				// less CPU).
				extends: true,
				test: {
					name: 'pure',
					include: ['src/**/*.test.ts', 'tests/content/**/*.test.ts'],
					exclude: ['src/lib/{db,state,i18n}/**', 'src/routes/**', 'src/**/*.svelte.test.ts'],
					isolate: false,
					// `npm run bench`: the benchmarks run once, here.
					benchmark: { include: ['tests/bench/**/*.bench.ts'] }
				}
			},
			{
				// The database, app state (and the route-only state beside its page) and the loaded UI
				// strings keep state in their modules, stub globals (IndexedDB, localStorage) or mock
				// modules: each file in a fresh module graph.
				extends: true,
				test: {
					name: 'storage and state',
					include: ['src/lib/{db,state,i18n}/**/*.test.ts', 'src/routes/**/*.test.ts'],
					exclude: ['src/**/*.svelte.test.ts'],
					benchmark: { include: [] }
				}
			},
			{
				// A rune view watched as a screen watches it: compiled for the browser, with Svelte's
				// client runtime (where effects run and state notifies), in Node.
				extends: true,
				resolve: { conditions: ['browser'] },
				test: {
					name: 'runes',
					include: ['src/**/*.svelte.test.ts'],
					environment: './tests/runes-environment.ts',
					benchmark: { include: [] }
				}
			}
		]
	}
});

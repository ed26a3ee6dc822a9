import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** Packages a pure layer does without: UI frameworks, i18n and storage. */
const NO_UI_NO_IO = [
	'svelte',
	'svelte/*',
	'$app/*',
	'@sveltejs/*',
	'i18next',
	'i18next/*',
	'dexie'
];
const NO_UI = NO_UI_NO_IO.filter((p) => p !== 'dexie');

/**
 * One layer's fence: `files` may not import the `$lib` folders (or files) in `lib`, nor the
 * `packages`; `['*']` forbids every `$lib` import (the vocabulary). Imports across folders are
 * written `$lib/…`; the code-shape test also resolves relative and dynamic imports, which this
 * rule does not see.
 */
function layer(files, message, { lib, packages }) {
	const below = lib[0] === '*' ? '[^/]+' : `(?:${lib.join('|')})`;
	const patterns = [
		{ regex: `^\\$lib/${below}(?:[./]|$)`, message },
		{ regex: '^(?:\\.\\./)+routes/', message: 'Lib code imports no routes.' },
		packages[0] === '*' ? { regex: '^[^.]', message } : { group: packages, message }
	];
	return [
		{
			files: Array.isArray(files) ? files : [files],
			ignores: ['**/*.test.ts'],
			rules: { 'no-restricted-imports': ['error', { patterns }] }
		}
	];
}

export default ts.config(
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			'lighthouse/',
			'dev-dist/',
			'.svelte-check/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommendedTypeChecked,
	...svelte.configs.recommended,
	{
		languageOptions: {
			globals: { ...globals.browser, ...globals.node },
			parserOptions: {
				// One program from the project's tsconfig (which SvelteKit's config extends with the
				// Playwright config): with typed rules on .svelte files, 14 % less CPU than the
				// project service, for the same types.
				project: ['./tsconfig.json', './tsconfig.sw.json'],
				extraFileExtensions: ['.svelte'],
				tsconfigRootDir: import.meta.dirname
			}
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: { parser: ts.parser, svelteConfig }
		}
	},
	{
		files: ['**/*.js', '**/*.mjs'],
		...ts.configs.disableTypeChecked
	},
	{
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			],
			// The app is served at the root with no `paths.base`: plain hrefs are already resolved.
			'svelte/no-navigation-without-resolve': 'off',
			// Runes only: the app has no Svelte store to read without `$` (8 % of the lint's time).
			'svelte/require-store-reactive-access': 'off'
		}
	},
	// Layers point one way: vocab.ts under all, then games → tracker → db → state → components →
	// routes (rulebook and i18n sit beside the tracker: they import only the vocabulary). Each layer
	// imports only the layers below it, and the database is reached only through state. Unit tests
	// beside the code may reach further (they check one layer against another). The same table is
	// checked on every import by tests/content/code-shape.test.ts.
	...layer('src/lib/vocab.ts', 'The vocabulary is under every layer: it imports no app code.', {
		lib: ['*'],
		packages: ['*']
	}),
	...layer('src/lib/games/**', 'Engines are pure TypeScript: codes, no UI, storage or app code.', {
		lib: ['tracker', 'db', 'rulebook', 'i18n', 'state', 'components', 'early-input'],
		packages: NO_UI_NO_IO
	}),
	...layer(
		'src/lib/tracker/**',
		'The tracker is pure: it folds events into codes, no UI or URLs.',
		{
			lib: ['db', 'rulebook', 'i18n', 'state', 'components', 'early-input'],
			packages: NO_UI_NO_IO
		}
	),
	...layer('src/lib/db/**', 'The db stores codes: no UI, no URLs, no tracker code.', {
		lib: ['games', 'tracker', 'rulebook', 'i18n', 'state', 'components', 'early-input'],
		packages: NO_UI
	}),
	...layer(
		['src/lib/rulebook/**', 'src/lib/i18n/**'],
		'The rulebook and i18n modules sit on the vocabulary only.',
		{ lib: ['games', 'tracker', 'db', 'state', 'components', 'early-input'], packages: ['dexie'] }
	),
	...layer('src/lib/state/**', 'State classes hold state, not markup: no components or routes.', {
		lib: ['components'],
		packages: ['dexie']
	}),
	...layer(
		'src/lib/components/**',
		'Components reach the database through state, never directly.',
		{
			lib: ['db'],
			packages: ['dexie']
		}
	),
	...layer(
		'src/lib/components/{ui,explain,ktu,uu,rulebook}/**',
		'Display components take the settings as props and reach the database through state.',
		{ lib: ['db', 'state/settings.svelte'], packages: ['dexie'] }
	),
	...layer('src/routes/**', 'Pages reach the database through state, never directly.', {
		lib: ['db'],
		packages: ['dexie']
	})
);

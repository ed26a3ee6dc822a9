import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			'lighthouse/',
			'dev-dist/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommendedTypeChecked,
	...svelte.configs.recommended,
	{
		languageOptions: {
			globals: { ...globals.browser, ...globals.node },
			parserOptions: {
				projectService: { allowDefaultProject: ['playwright.config.ts'] },
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
			'svelte/no-navigation-without-resolve': 'off'
		}
	},
	{
		// The rules engines stay pure: no UI, framework, storage or i18n code.
		files: ['src/lib/games/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ group: ['svelte', 'svelte/*'], message: 'Engines are pure TypeScript: no Svelte.' },
						{
							group: ['$app/*', '@sveltejs/*'],
							message: 'Engines are pure TypeScript: no SvelteKit.'
						},
						{ group: ['dexie', 'dexie/*'], message: 'Engines do no I/O: no Dexie.' },
						{
							group: ['i18next', 'i18next/*'],
							message: 'Engines return codes; the UI translates.'
						},
						{
							group: ['$lib/db/*', '$lib/i18n/*', '$lib/state/*', '$lib/components/*'],
							message: 'Engines import no app code.'
						}
					]
				}
			]
		}
	}
);

// The layers of the app's code and what each may import: the one table that the lint
// (eslint.config.js, on every import written `$lib/…`) and tests/content/code-shape.test.ts (on
// every import, relative and dynamic ones too) both read.
//
// Layers point one way: vocab.ts under all, then games → tracker → db → state → components →
// routes. The rulebook and i18n sit beside the tracker on the vocabulary alone (the rulebook also
// reads each engine's list of section ids, a file with no imports), and the database is reached
// only through state. Unit tests beside the code may reach further: they check one layer against
// another.

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
 * @typedef {object} Layer
 * @property {string[]} files the layer's sources (globs from the project root)
 * @property {string[]} may the layers it may import besides its own and the vocabulary; `games/*\/sections` allows only those files of a layer
 * @property {string[]} packages the packages it may not import (`*`: every one)
 * @property {string} message what the lint says of an import the layer refuses
 */

/** @type {Record<string, Layer>} */
export const LAYERS = {
	vocab: {
		files: ['src/lib/vocab.ts'],
		may: [],
		packages: ['*'],
		message: 'The vocabulary is under every layer: it imports no app code.'
	},
	games: {
		files: ['src/lib/games/**'],
		may: [],
		packages: NO_UI_NO_IO,
		message: 'Engines are pure TypeScript: codes, no UI, storage or app code.'
	},
	tracker: {
		files: ['src/lib/tracker/**'],
		may: ['games'],
		packages: NO_UI_NO_IO,
		message: 'The tracker is pure: it folds events into codes, no UI or URLs.'
	},
	db: {
		files: ['src/lib/db/**'],
		may: [],
		packages: NO_UI,
		message: 'The db stores codes: no UI, no URLs, no tracker code.'
	},
	rulebook: {
		files: ['src/lib/rulebook/**'],
		may: ['games/*/sections'],
		packages: ['dexie'],
		message: "The rulebook sits on the vocabulary and the engines' section ids only."
	},
	i18n: {
		files: ['src/lib/i18n/**'],
		may: [],
		packages: ['dexie'],
		message: 'The i18n modules sit on the vocabulary only.'
	},
	boot: {
		files: ['src/lib/boot/**'],
		may: ['i18n/page-lang'],
		packages: NO_UI_NO_IO,
		message:
			"The start-up runs before the app, inlined in every page: no UI, i18n or storage library; the vocabulary, the pages' languages and its own files."
	},
	state: {
		files: ['src/lib/state/**'],
		may: ['games', 'tracker', 'db', 'rulebook', 'i18n', 'boot/copy'],
		packages: ['dexie'],
		message: 'State classes hold state, not markup: no components or routes.'
	},
	components: {
		files: ['src/lib/components/**'],
		may: ['games', 'tracker', 'rulebook', 'i18n', 'state'],
		packages: ['dexie'],
		message: 'Components reach the database through state, never directly.'
	},
	routes: {
		files: ['src/routes/**'],
		may: ['games', 'tracker', 'rulebook', 'i18n', 'state', 'components', 'boot/early-input'],
		packages: ['dexie'],
		message: 'Pages reach the database through state, never directly.'
	}
};

/**
 * Display components (every folder of components/ but the screens both games share, games/) take
 * the settings as props: they may not read the settings' singleton.
 */
export const DISPLAY = {
	files: ['src/lib/components/*/**'],
	ignores: ['src/lib/components/games/**'],
	refuses: 'state/settings.svelte',
	message: 'Display components take the settings as props and reach the database through state.'
};

/** @param {string} glob a path under src/lib with `*` for one folder @returns {string} */
const globSource = (glob) => glob.split('*').map(escapeRe).join('[^/]+');
/** @param {string} text */
const escapeRe = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a module of `layer` may import the module at `target` (a path under src/lib without its
 * extension, `games/kill-the-unicorns/sections`): its own layer, the vocabulary, or one it may
 * (the vocabulary itself imports nothing).
 * @param {string} layer
 * @param {string} target
 */
export function mayImport(layer, target) {
	if (layer === 'vocab') return false;
	const top = target.split('/')[0];
	if (top === layer || top === 'vocab') return true;
	return (LAYERS[layer]?.may ?? []).some((allowed) =>
		new RegExp(`^${globSource(allowed)}(?:/|$)`).test(target)
	);
}

/**
 * The `no-restricted-imports` patterns of a layer: every other layer of src/lib it may not
 * import (all but the files it may, for a layer it may import in part), routes, and packages.
 * @param {string} name the layer
 * @param {string[]} [refuses] more modules under src/lib to refuse
 * @param {string} [message]
 */
export function restrictedImports(name, refuses = [], message) {
	const layer = LAYERS[name];
	if (!layer) throw new Error(`No layer ${name}`);
	const says = message ?? layer.message;
	const below =
		name === 'vocab'
			? ['[^/]+']
			: Object.keys(LAYERS)
					.filter((other) => other !== name && other !== 'vocab' && other !== 'routes')
					.filter((other) => !layer.may.includes(other))
					.map((other) => {
						const part = layer.may
							.filter((allowed) => allowed.startsWith(`${other}/`))
							.map((allowed) => globSource(allowed.slice(other.length + 1)));
						return part.length === 0
							? escapeRe(other)
							: `${escapeRe(other)}(?!/(?:${part.join('|')})$)`;
					});
	const patterns = [
		{
			regex: `^\\$lib/(?:${[...below, ...refuses.map(escapeRe)].join('|')})(?:[./]|$)`,
			message: says
		},
		{ regex: '^(?:\\.\\./)+routes/', message: 'Lib code imports no routes.' },
		layer.packages[0] === '*'
			? { regex: '^[^.]', message: says }
			: { group: layer.packages, message: says }
	];
	return patterns;
}

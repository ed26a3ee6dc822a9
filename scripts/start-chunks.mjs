// How the client's code is cut into files, for what a page loads before it starts (the home
// page's JavaScript budget, tests/budgets.json). A Vite plugin for SvelteKit's client build: two
// groups of Rolldown's code splitting.
//
// - `svelte-late`: the parts of the Svelte runtime that only some pages use (form bindings: inputs,
//   selects and bound props; {#key}; attachments; class directives; $state.snapshot). Every
//   component imports the runtime through one module (svelte/internal/client), which reaches all
//   of it, so Rolldown would put the whole runtime in the one chunk every page loads.
// - `shell`: what every page loads before it starts, in one file instead of a dozen (each file is
//   compressed on its own and names what it imports from the others): SvelteKit's client, the
//   error page, the UI strings (i18next and English `common`), the early-input player and what
//   the bar uses, with all they import (the Svelte runtime but `svelte-late`).

/** The runtime modules the home page never calls. */
const LATE =
	/node_modules[\\/]svelte[\\/]src[\\/]internal[\\/](?:client[\\/]dom[\\/](?:elements[\\/](?:bindings[\\/](?:input|select|props)|attachments|class)|blocks[\\/]key)|shared[\\/]clone)\.js$/;

/**
 * The shell's modules (their imports come with them). Not the root layout, nor its bar (AppNav):
 * they have styles, which would then come before app.css; and SvelteKit gathers a page's
 * stylesheets along its chunks' imports, dynamic ones first, so the layout's dynamic import of the
 * storage banner would hide the banner's styles from the game screen, which imports it statically.
 */
const SHELL =
	/@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]client\.js$|src[\\/](?:routes[\\/]\+error\.svelte|lib[\\/](?:i18n[\\/]locale\.svelte\.ts|early-input\.ts|components[\\/]Icon\.svelte|state[\\/](?:last-game\.svelte|game-ui)\.ts))$/;

/** @returns {import('vite').Plugin} */
export function startChunks() {
	/** @type {import('vite').ResolvedConfig} */
	let config;
	return {
		name: 'hornbook:start-chunks',
		apply: 'build',
		configResolved(resolved) {
			config = resolved;
		},
		options(options) {
			if (config.build.ssr) return null;
			// The late group takes only the modules named, not what they import (the rest of the
			// runtime): Rolldown then needs leave to add exports to an entry chunk.
			return { ...options, preserveEntrySignatures: 'allow-extension' };
		},
		// Svelte's package does not say its modules are free of side effects, so the shell would
		// import the late chunk for its (empty) side effects, and every page would load it again.
		// These modules only declare functions and constants.
		transform: {
			filter: { id: LATE },
			handler(code) {
				return { code, moduleSideEffects: false };
			}
		},
		outputOptions(options) {
			if (config.build.ssr) return null;
			return {
				...options,
				codeSplitting: {
					groups: [
						// First: the shell takes what its modules import, but not these.
						{ name: 'svelte-late', test: LATE, includeDependenciesRecursively: false, priority: 2 },
						{ name: 'shell', test: SHELL, priority: 1 }
					]
				}
			};
		}
	};
}

// The parts of the Svelte runtime that only some pages use (form bindings: inputs, selects and
// bound props; {#key}; attachments; class directives; $state.snapshot), in a chunk of their own,
// so the home page does not load them. Every component imports the runtime through one module
// (svelte/internal/client), which reaches all of it, so Rolldown's automatic chunking puts the whole
// runtime in one chunk that every page loads. A Vite plugin for SvelteKit's client build.

/** The runtime modules the home page never calls. */
const LATE =
	/node_modules[\\/]svelte[\\/]src[\\/]internal[\\/](?:client[\\/]dom[\\/](?:elements[\\/](?:bindings[\\/](?:input|select|props)|attachments|class)|blocks[\\/]key)|shared[\\/]clone)\.js$/;

/** @returns {import('vite').Plugin} */
export function runtimeSplit() {
	/** @type {import('vite').ResolvedConfig} */
	let config;
	return {
		name: 'hornbook:runtime-split',
		apply: 'build',
		configResolved(resolved) {
			config = resolved;
		},
		options(options) {
			if (config.build.ssr) return null;
			// The group takes only the modules named, not what they import (the rest of the runtime):
			// Rolldown then needs leave to add exports to an entry chunk.
			return { ...options, preserveEntrySignatures: 'allow-extension' };
		},
		// Svelte's package does not say its modules are free of side effects, so a chunk of the runtime
		// would import this one for its (empty) side effects, and every page would load it again.
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
					groups: [{ name: 'svelte-late', test: LATE, includeDependenciesRecursively: false }]
				}
			};
		}
	};
}

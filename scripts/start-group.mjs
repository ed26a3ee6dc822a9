// One file for the code every page starts with.
//
// Left to itself, the bundler puts the modules shared by each distinct set of pages in a file of
// its own: the home page started with 18 files, many under 1 KiB, and each file is compressed
// alone (60.2 KiB gzip, against 56.7 KiB for the same code compressed whole). What every page
// loads before it starts goes in one file instead: no page loads a byte more than before.
//
// Every page loads: what the app's start imports (the entries nothing imports dynamically), and
// the root layout and the error page with what they import, statically.
/** The route files every page loads, by their place in src/routes. */
const ALWAYS = /[\\/]src[\\/]routes[\\/]\+(layout|error)\.(svelte|ts)$/;

/** @returns {import('vite').Plugin} */
export function startGroup() {
	/** @type {Map<string, boolean>} */
	const memo = new Map();
	/**
	 * Whether every page loads `id` before it starts: a static importer, directly or not, is a root.
	 * @param {string} id
	 * @param {import('rolldown').ChunkingContext} ctx
	 */
	const always = (id, ctx) => {
		const known = memo.get(id);
		if (known !== undefined) return known;
		const seen = new Set([id]);
		const queue = [id];
		let found = false;
		while (queue.length && !found) {
			const info = ctx.getModuleInfo(/** @type {string} */ (queue.pop()));
			if (!info) continue;
			if (ALWAYS.test(info.id) || (info.isEntry && info.dynamicImporters.length === 0))
				found = true;
			for (const importer of info.importers)
				if (!seen.has(importer)) {
					seen.add(importer);
					queue.push(importer);
				}
		}
		memo.set(id, found);
		return found;
	};
	/**
	 * Left in a file of their own: the entries, and what is imported dynamically somewhere or
	 * imports code dynamically (SvelteKit lists a page's modules and styles by following imports,
	 * and one reached first through a dynamic import is left out of the list).
	 * @param {string} id
	 * @param {import('rolldown').ChunkingContext} ctx
	 */
	const own = (id, ctx) => {
		const info = ctx.getModuleInfo(id);
		return (
			!info ||
			info.isEntry ||
			info.dynamicImporters.length > 0 ||
			info.dynamicallyImportedIds.some((d) => !d.endsWith('.json'))
		);
	};
	return {
		name: 'hornbook:start-group',
		apply: 'build',
		config(_, env) {
			if (env.isSsrBuild) return;
			memo.clear();
			return {
				build: {
					rolldownOptions: {
						output: {
							codeSplitting: {
								groups: [
									{
										name: (
											/** @type {string} */ id,
											/** @type {import('rolldown').ChunkingContext} */ ctx
										) => (!own(id, ctx) && always(id, ctx) ? 'start' : null)
									}
								]
							}
						}
					}
				}
			};
		}
	};
}

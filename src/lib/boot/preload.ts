// Every module a page starts with, asked for at once after its first paint.
//
// Without it the page's JavaScript comes as a chain: the start script names two files, which name
// the ones they import, and so on, each level only once the one before has arrived and been read,
// six levels deep for a saved game's screen; at CPU 4× the live screen came at 5–6× the static
// page's first paint (scripts/bench-paint.mjs). Asked for before the first frame (the
// `<link rel="modulepreload">` SvelteKit writes), the modules were compiled before the page was
// drawn offline, where the service worker hands them over at once (the offline cold start at 1.57×
// the static page against 1.19× without, scripts/bench-coldstart.mjs). Asked for after it, both.
// After the paint as the browser times it (frame.ts, afterFirstPaint), not only the frame: asked
// for between the two, the modules were counted by Lighthouse as held before the first paint (its
// estimate for a saved game's screen: first paint 150–190 ms and largest 300–370 ms, against
// about 110 and 150–220 once after it; the live screen and the copy as soon either way).

/** The `<meta>` that lists a page's modules (src/hooks.server.ts writes it), space-separated. */
export const MODULES_META = 'hornbook:modules';

/** Adds a `<link rel="modulepreload">` for each module the page lists. */
export function preloadModules(doc: Document): void {
	const list = doc.querySelector(`meta[name="${MODULES_META}"]`)?.getAttribute('content') ?? '';
	for (const href of list.split(' ')) {
		if (!href) continue;
		const link = doc.createElement('link');
		link.rel = 'modulepreload';
		link.href = href;
		doc.head.append(link);
	}
}

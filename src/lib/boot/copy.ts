// A saved game's screen drawn at the first paint from the copy kept the last time it was on screen
// (state/screen-copy.ts keeps it, components/games/screen-copy-html.ts takes it), before the app
// has started and read the game; the live screen takes its place once the game is open.
//
// Kept for its figure: at CPU 4× (scripts/bench-paint.mjs, a loaded machine), the game shows with
// the first paint (1.15× the static page's online, 1.58× offline) where the live screen comes at
// 5.9–10.6× (7.2× and 6.9× before the start-up asked for the page's modules at once). A tap on
// the copy is played on the live screen's control with the same stable id (early-input.ts).

/** The copy of a game's screen, as kept in localStorage (`STORAGE_KEYS.screenCopy`). */
export interface ScreenCopy {
	/** The game's id (`?id=`). */
	id: string;
	/** The page's path, language prefix included: the copy is drawn on that page alone. */
	path: string;
	/** The page's language when the copy was taken (a page follows a language chosen in place). */
	lang: string;
	/** The page's stylesheets as it was served: a copy from another build is never drawn. */
	css: string;
	/** The screen's markup. */
	html: string;
}

/** Where the game screen puts its copy (GameScreen.svelte), and what it hides once it is drawn. */
export const COPY_SLOT = '[data-copy-slot]';
const COPY_LOADING = '[data-copy-loading]';

/** The page's stylesheets as served, read before the app adds any: the build a copy belongs to. */
export const pageStyles = (doc: Document): string =>
	Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => l.href).join(
		' '
	);

/** The copy kept, when it was taken of this very page: the same address, language and build. */
export function copyFor(
	kept: string | null,
	page: { path: string; id: string | null; lang: string; css: string }
): ScreenCopy | null {
	let copy: Partial<ScreenCopy> | null;
	try {
		copy = JSON.parse(kept ?? 'null') as Partial<ScreenCopy> | null;
	} catch {
		return null;
	}
	if (
		!copy ||
		typeof copy.html !== 'string' ||
		copy.path !== page.path ||
		copy.id !== page.id ||
		copy.lang !== page.lang ||
		copy.css !== page.css
	)
		return null;
	return copy as ScreenCopy;
}

/** Puts `copy` in the screen's slot as soon as the parser has it, before the first frame. */
export function drawCopy(doc: Document, copy: ScreenCopy): void {
	const watch = new MutationObserver(() => {
		const slot = doc.querySelector(COPY_SLOT);
		if (!slot) return;
		watch.disconnect();
		slot.innerHTML = copy.html;
		const loading = doc.querySelector<HTMLElement>(COPY_LOADING);
		if (loading) loading.hidden = true;
	});
	watch.observe(doc, { childList: true, subtree: true });
	doc.addEventListener('DOMContentLoaded', () => watch.disconnect());
}

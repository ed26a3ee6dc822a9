// A tool's own bar (`.page-bar`, app.css: the undo bar, the hunt's and the scorer's verdicts) stays
// at the bottom of the screen, over what scrolls under it. What Tab reaches and whatever the app
// brings into view stops above it: the page's scroll padding adds the bar's height, measured here
// whenever it changes (a notice in the undo bar, a verdict on three lines), on the root
// (`--page-bar-height`). A fixed room (6rem) left a bar grown by a notice over a log entry Tab had
// just reached. Nothing here scrolls the page: only where a scroll the player asked for stops.

/** The bar's measured height on the root while the bar is on the page (an attachment). */
export function pageBarHeight(bar: HTMLElement): () => void {
	const root = document.documentElement;
	let set = '';
	const measure = () => {
		set = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
		root.style.setProperty('--page-bar-height', set);
	};
	const observer = new ResizeObserver(measure);
	observer.observe(bar);
	measure();
	return () => {
		observer.disconnect();
		// Another page's bar may have set its own since.
		if (root.style.getPropertyValue('--page-bar-height') === set)
			root.style.removeProperty('--page-bar-height');
	};
}

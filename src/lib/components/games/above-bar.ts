// What the table taps next must not sit under the bar that stays at the bottom of a game's screen
// (Undo, Redo): a control that appears there is scrolled up just enough to clear the bar.

/** Scrolls the page the least that shows `node` whole above the page's bar (or the screen's end). */
export function bringAboveBar(node: Element): void {
	const box = node.getBoundingClientRect();
	// Stuck at the bottom, the bar (and the app's bar under it, if any) covers the screen from its
	// top down; anywhere else in the page's flow it covers nothing.
	const bar = document.querySelector('[data-page-bar]');
	let limit = window.innerHeight;
	if (bar) {
		const rect = bar.getBoundingClientRect();
		const stuckAt = window.innerHeight - (parseFloat(getComputedStyle(bar).bottom) || 0);
		if (rect.bottom >= stuckAt - 1) limit = rect.top;
	}
	// A little room between the control and the bar, so its edge is seen to end there.
	const bottom = limit - 8;
	if (box.top >= 0 && box.bottom <= bottom) return;
	// Up by what is hidden, never so far that its top leaves the screen.
	const by = box.top < 0 ? box.top : Math.min(box.bottom - bottom, box.top);
	window.scrollBy({ top: by, behavior: 'instant' });
}

/** An action: the element, once drawn, is brought above the bar. */
export function aboveBar(node: HTMLElement): void {
	requestAnimationFrame(() => {
		if (node.isConnected) bringAboveBar(node);
	});
}

// The moment after the page's first frame: what would hold that frame back waits for it.

/**
 * Calls `then` once the next frame has been drawn (in the task after it). In a hidden tab, where
 * frames are not drawn, after a tenth of a second at most.
 */
export function afterFirstFrame(win: Window, then: () => void): void {
	let done = false;
	const once = () => {
		if (done) return;
		done = true;
		then();
	};
	win.requestAnimationFrame(() => win.setTimeout(once, 0));
	win.setTimeout(once, 100);
}

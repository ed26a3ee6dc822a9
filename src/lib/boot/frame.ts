// The moment after the page's first frame: what would hold that frame back waits for it.

/**
 * Calls `then` once the next frame has been drawn (in the task after it). The start-up calls it
 * while the head is parsed: frames are held until the page's main part is read (app.html's
 * rel=expect), so a clock would fire before the first frame on a long page at CPU 4×; only a
 * hidden tab, where no frame is drawn, goes on after a tenth of a second instead.
 */
export function afterFirstFrame(win: Window, then: () => void): void {
	let done = false;
	const once = () => {
		if (done) return;
		done = true;
		win.removeEventListener('visibilitychange', whenHidden);
		then();
	};
	const whenHidden = () => {
		if (win.document.visibilityState === 'hidden') win.setTimeout(once, 100);
	};
	win.requestAnimationFrame(() => win.setTimeout(once, 0));
	win.addEventListener('visibilitychange', whenHidden);
	whenHidden();
}

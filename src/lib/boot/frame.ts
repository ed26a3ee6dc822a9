// The moment after the page's first frame: what would hold that frame back waits for it.

/**
 * Calls `then` once the next frame has been drawn (in the task after it). The start-up calls it
 * while the head is parsed: frames are held until the page's main part is read (app.html's
 * rel=expect), so a clock would fire before the first frame on a long page at CPU 4×; only a
 * hidden tab, where no frame is drawn, goes on after a tenth of a second instead.
 *
 * A page whose first frame is already drawn (its paint timing is there) goes on at once: the app,
 * started after it (hooks.client.ts), would otherwise wait for one more frame and the task after
 * it for nothing, which at CPU 4× on a busy phone held a saved game's live screen back by a frame
 * and a queue of tasks (scripts/bench-paint.mjs).
 */
export function afterFirstFrame(win: Window, then: () => void): void {
	if (painted(win)) {
		then();
		return;
	}
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

/** Whether the page has drawn its first frame: the browser's paint timing says so. */
function painted(win: Window): boolean {
	try {
		return (win.performance?.getEntriesByType?.('paint').length ?? 0) > 0;
	} catch {
		return false;
	}
}

/**
 * Calls `then` once the first frame is on the screen as the browser times it: its paint entry.
 * Where the browser reports no paints, after the first frame (afterFirstFrame).
 */
export function afterFirstPaint(win: Window, then: () => void): void {
	const Observer = paintObserver(win);
	if (!Observer || painted(win)) {
		afterFirstFrame(win, then);
		return;
	}
	let done = false;
	const once = () => {
		if (done) return;
		done = true;
		watch.disconnect();
		then();
	};
	const watch = new Observer(() => win.setTimeout(once, 0));
	watch.observe({ type: 'paint' });
	// A hidden tab draws no frame: it goes on as afterFirstFrame does.
	afterFirstFrame(win, () => {
		if (win.document.visibilityState === 'hidden') once();
	});
}

/** The window's performance observer where it reports paints (not every browser does), or null. */
function paintObserver(win: Window): typeof PerformanceObserver | null {
	const Observer = (win as Window & Partial<Pick<typeof globalThis, 'PerformanceObserver'>>)
		.PerformanceObserver;
	try {
		return Observer?.supportedEntryTypes?.includes('paint') ? Observer : null;
	} catch {
		return null;
	}
}

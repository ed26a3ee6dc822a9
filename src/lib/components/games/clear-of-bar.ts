// The undo bar stays stuck to the bottom of the game screen, over whatever the page has scrolled
// under it. The page reserves its room at the end (the bar sits in the flow there, so the last
// control always scrolls clear of it), but a tap can make the next thing to tap appear under it:
// choosing who plays opens that player's cards below, a disclosure opens its buttons. The control
// that follows the one just used is then brought clear of the bar, the used one kept on screen.

/** What a player can tap or type in, in document order. */
const CONTROLS =
	'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Room left between the control brought up and the bar's top edge (px). */
const MARGIN = 8;

/**
 * How far to scroll down (px, 0 for none) so that a control ending at `next.bottom` clears the bar
 * starting at `barTop`, without taking the control just used (`used`, its top) off the screen's
 * top: the player still sees what they tapped.
 */
export function clearance(next: { bottom: number }, barTop: number, used: { top: number }): number {
	const need = next.bottom + MARGIN - barTop;
	if (need <= 0) return 0;
	return Math.max(0, Math.min(need, used.top - MARGIN));
}

/**
 * The control after `used` in `root`, as the player goes down the page: not inside `used`, nor in
 * `skip` (the bar), nor a radio button of `used`'s own group (the choice after a choice is what it
 * opened), and drawn.
 */
export function nextControl(used: Element, root: ParentNode, skip: Element | null): Element | null {
	const group = used instanceof HTMLInputElement && used.type === 'radio' ? used.name : null;
	for (const el of root.querySelectorAll(CONTROLS)) {
		if (!(used.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
		if (used.contains(el) || skip?.contains(el)) continue;
		if (group && el instanceof HTMLInputElement && el.type === 'radio' && el.name === group)
			continue;
		if (el.checkVisibility()) return el;
	}
	return null;
}

/**
 * Keeps the control after the one used clear of the bar (`[data-page-bar]` in `root`): checked
 * after each tap or change in `root`, and again as the screen redraws (a move is drawn once it is
 * saved), until the page scrolls otherwise or another control is used. Returns the cleanup.
 */
export function keepClearOfBar(root: HTMLElement): () => void {
	let used: Element | null = null;
	let frame = 0;
	/** Where the page was scrolled when last left where it is (a use, or a scroll of ours). */
	let at = 0;

	const check = () => {
		frame = 0;
		const bar = root.querySelector('[data-page-bar]');
		if (!used?.isConnected || !bar) return;
		const next = nextControl(used, root, bar);
		if (!next) return;
		const by = clearance(
			next.getBoundingClientRect(),
			bar.getBoundingClientRect().top,
			used.getBoundingClientRect()
		);
		if (by <= 0) return;
		window.scrollBy({ top: by, behavior: 'instant' });
		at = window.scrollY;
	};
	const soon = () => {
		if (used && frame === 0) frame = requestAnimationFrame(check);
	};
	const onUse = (e: Event) => {
		const target = e.target instanceof Element ? e.target.closest(CONTROLS) : null;
		// The bar's own buttons and a dialog's bring nothing up on the page.
		used = target && !target.closest('[data-page-bar], dialog') ? target : null;
		at = window.scrollY;
		soon();
	};
	// The page scrolls (the player, or the screen bringing something into view itself): where it
	// is is left alone from then on. A scroll event can come after the tap for a scroll made
	// before it, or be the one of our own scroll: those leave the page where it was then.
	const onScroll = () => {
		if (Math.abs(window.scrollY - at) >= 1) used = null;
	};

	const redrawn = new MutationObserver(soon);
	redrawn.observe(root, { childList: true, subtree: true });
	root.addEventListener('click', onUse);
	root.addEventListener('change', onUse);
	window.addEventListener('scroll', onScroll, { passive: true });
	return () => {
		redrawn.disconnect();
		cancelAnimationFrame(frame);
		root.removeEventListener('click', onUse);
		root.removeEventListener('change', onUse);
		window.removeEventListener('scroll', onScroll);
	};
}

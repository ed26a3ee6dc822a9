// The undo bar stays stuck to the bottom of the game screen, over whatever the page has scrolled
// under it. The page reserves its room at the end (the bar sits in the flow there, so the last
// control always scrolls clear of it), but a tap can make the next thing to tap appear under it:
// choosing who plays opens that player's cards below, a disclosure opens its buttons. A control a
// tap makes appear right after the tapped one is then brought clear of the bar, once, the tapped
// one kept on screen; a control that was there already, a key, or a page scrolled meanwhile leave
// the page where it is (a fast finger's next tap lands where it aims).

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
 * Brings a control that a tap in `root` made appear after the tapped one clear of the bar
 * (`[data-page-bar]` in `root`): checked after the tap, and again as the screen redraws (a move is
 * drawn once it is saved), once, and not after the page has scrolled otherwise or another control
 * is used. Returns the cleanup.
 */
export function keepClearOfBar(root: HTMLElement): () => void {
	let used: Element | null = null;
	/** The control that followed `used` when it was tapped. */
	let before: Element | null = null;
	let frame = 0;
	/** Where the page was scrolled when the control was tapped. */
	let at = 0;

	const check = () => {
		frame = 0;
		const bar = root.querySelector('[data-page-bar]');
		if (!used?.isConnected || !bar) return;
		const next = nextControl(used, root, bar);
		// The one that followed already when the tap came: the player saw it or scrolled past it.
		if (!next || next === before) return;
		const by = clearance(
			next.getBoundingClientRect(),
			bar.getBoundingClientRect().top,
			used.getBoundingClientRect()
		);
		if (by <= 0) return;
		window.scrollBy({ top: by, behavior: 'instant' });
		// Once a tap: the page then stays where it is under the next one.
		used = null;
	};
	const soon = () => {
		if (used && frame === 0) frame = requestAnimationFrame(check);
	};
	const onUse = (e: MouseEvent) => {
		const el = e.target instanceof Element ? e.target : null;
		// A radio or box tapped by its words: the control is the label's.
		const control = el?.closest('label')?.control ?? el?.closest(CONTROLS) ?? null;
		// A click no finger made: the label passing the tap on to its control (kept), or a key
		// (the keyboard's own moves keep the page where they leave it).
		if (e.detail === 0) {
			if (control !== used) used = null;
			return;
		}
		// The bar's own buttons and a dialog's bring nothing up on the page.
		used = control && !control.closest('[data-page-bar], dialog') ? control : null;
		// The screen draws the tap's effect after this: what follows now is what was there before.
		before = used ? nextControl(used, root, root.querySelector('[data-page-bar]')) : null;
		at = window.scrollY;
		soon();
	};
	// The page scrolls (the player, or the screen bringing something into view itself): where it
	// is is left alone from then on. A scroll event can come after the tap for a scroll made
	// before it: that one leaves the page where it was then.
	const onScroll = () => {
		if (Math.abs(window.scrollY - at) >= 1) used = null;
	};

	const redrawn = new MutationObserver(soon);
	redrawn.observe(root, { childList: true, subtree: true });
	root.addEventListener('click', onUse);
	window.addEventListener('scroll', onScroll, { passive: true });
	return () => {
		redrawn.disconnect();
		cancelAnimationFrame(frame);
		root.removeEventListener('click', onUse);
		window.removeEventListener('scroll', onScroll);
	};
}

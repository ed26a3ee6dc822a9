/**
 * Input made on the prerendered page before the app started. The page is drawn, and can be
 * tapped, before its scripts have run: src/app.html's inline script holds every tap on a button,
 * file chosen, box ticked, text typed and form sent until then, and the app plays them back here,
 * in order, once it has started. Nothing a player did in that moment is lost.
 *
 * Kept (issue 26 item 6) for the window the bench shows it covers: with the CPU slowed 4×
 * (scripts/bench-paint.mjs, an idle machine), the app starts 655–916 ms after a page's content
 * shows online and 931–1174 ms offline (home, a rule section, a game screen). Without it, a tap,
 * a typed name or a chosen file in that time was lost (tracker.e2e.ts and uu.e2e.ts failed so).
 */
export type HeldInput = {
	type: string;
	el: Element;
	/** A field's value and checked state when it was typed in or ticked (not for files). */
	value?: string;
	checked?: boolean;
};

declare global {
	interface Window {
		hornbookEarly?: {
			started: boolean;
			events: HeldInput[];
			/** The page's stylesheets as served (`ScreenCopy` in state/screen-copy.ts). */
			css?: string;
			/** Set once the app has started: the game screen calls it once live (playCopyInput). */
			playCopy?: (live: Element) => number;
		};
	}
}

/**
 * Which held events to play back: those whose element is still on the page, and, of a run of
 * `input` or `change` events on one element, only the last (its value is already in the field).
 */
export function toPlayBack(events: readonly HeldInput[]): HeldInput[] {
	return events.filter(
		({ type, el }, i) =>
			el.isConnected &&
			(type === 'click' ||
				type === 'submit' ||
				!events.slice(i + 1).some((later) => later.type === type && later.el === el))
	);
}

/** A saved game's copy, drawn before the app started (src/app.html, `ScreenCopy`). */
const COPY = '[data-copy-slot]';

/** Marks the app as started (nothing more is held) and plays back what was, in order. */
export function playEarlyInput(): number {
	const early = window.hornbookEarly;
	if (!early || early.started) return 0;
	early.started = true;
	// The game screen reaches it here, so that it is part of no page's code but the layout's.
	early.playCopy = playCopyInput;
	// When the app started, for the bench (scripts/bench-paint.mjs): the window this file covers.
	performance.mark('hornbook:started');
	// What was done on a game's copy waits for the live screen (playCopyInput); the page's own
	// controls are the app's now.
	const page = early.events.filter(({ el }) => !el.closest(COPY));
	early.events = early.events.filter(({ el }) => el.closest(COPY));
	return play(toPlayBack(page));
}

/**
 * The live game screen (`live`) has taken the place of its copy: what was tapped or typed on the
 * copy (held until now, even once the app had started) is played on the same control of the live
 * screen (sameOnLive). A control the live screen no longer has as the copy had it (the game moved
 * on in another tab since the copy) is not guessed at.
 */
export function playCopyInput(live: Element): number {
	const early = window.hornbookEarly;
	if (!early) return 0;
	const onCopy = early.events.filter(({ el }) => el.closest(COPY));
	early.events = early.events.filter(({ el }) => !el.closest(COPY));
	const mapped = onCopy.flatMap((held) => {
		const el = sameOnLive(held.el, live);
		return el ? [{ ...held, el }] : [];
	});
	return play(toPlayBack(mapped));
}

/**
 * The control of `live` that `el` is a copy of: of the elements that read the same (tag, words,
 * label), the one at the same rank, when the copy and the live screen have as many of them. A
 * notice that came in meanwhile moves nothing; a control the live screen does not have as the copy
 * had it is not guessed at.
 */
export function sameOnLive(el: Element, live: Element): Element | null {
	const copy = el.closest(COPY);
	if (!copy) return null;
	const same = (other: Element) =>
		other.textContent === el.textContent &&
		other.getAttribute('aria-label') === el.getAttribute('aria-label');
	const inCopy = Array.from(copy.querySelectorAll(el.tagName)).filter(same);
	const onLive = Array.from(live.querySelectorAll(el.tagName)).filter(same);
	if (inCopy.length !== onLive.length) return null;
	return onLive[inCopy.indexOf(el)] ?? null;
}

function play(events: HeldInput[]): number {
	for (const held of events) {
		const { type, el } = held;
		if (type === 'click') (el as HTMLElement).click();
		else if (type === 'submit') (el as HTMLFormElement).requestSubmit();
		else {
			// Starting has set the field to the app's own value: put back what the player entered.
			const field = el as HTMLInputElement;
			if (held.value !== undefined) field.value = held.value;
			if (held.checked !== undefined) field.checked = held.checked;
			el.dispatchEvent(new Event(type, { bubbles: true }));
		}
	}
	return events.length;
}

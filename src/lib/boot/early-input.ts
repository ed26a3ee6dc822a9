// Input made on the prerendered page before the app has started. The page is drawn, and can be
// tapped, before its scripts have run: the start-up (page.ts) holds every tap on a button, file
// chosen, box ticked, text typed and form sent until then, and the app plays them back
// (playEarlyInput, from the root layout), in order, once it has started. Nothing a player did in
// that moment is lost.
//
// Kept for the window the bench shows it covers: with the CPU slowed 4× (scripts/bench-paint.mjs,
// "the app starts N ms after its content shows"), the app starts 655–916 ms after a page's content
// shows online and 931–1,174 ms offline (home, a rule section, a game screen). Without it, a tap, a
// typed name or a chosen file in that time is lost (early-input.e2e.ts fails so).

export type HeldInput = {
	type: string;
	el: Element;
	/** A field's value and checked state when it was typed in or ticked (not for files). */
	value?: string;
	checked?: boolean;
};

export interface Early {
	started: boolean;
	events: HeldInput[];
}

declare global {
	interface Window {
		hornbookEarly?: Early;
	}
}

const HELD = ['click', 'input', 'change', 'submit'] as const;

/** Holds the page's input on `win` until the app has started (`hornbookEarly.started`). */
export function holdEarlyInput(win: Window): Early {
	const held: Early = (win.hornbookEarly = { started: false, events: [] });
	const hold = (e: Event) => {
		if (held.started || !(e.target instanceof Element)) return;
		let el: Element | null = e.target;
		if (e.type === 'click') {
			el = el.closest('button, [role="button"]');
			if (!el || (el as HTMLButtonElement).disabled) return;
			e.preventDefault();
			e.stopImmediatePropagation();
		} else if (e.type === 'submit') {
			e.preventDefault();
		}
		// Starting sets each field to the app's value: what was typed or ticked is kept here.
		const field = el as HTMLInputElement;
		const kept = e.type !== 'click' && e.type !== 'submit' && field.type !== 'file';
		held.events.push({
			type: e.type,
			el,
			value: kept ? field.value : undefined,
			checked: kept ? field.checked : undefined
		});
	};
	for (const type of HELD) win.addEventListener(type, hold, true);
	return held;
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

/** Marks the app as started (nothing more is held) and plays back what was, in order. */
export function playEarlyInput(): number {
	const early = window.hornbookEarly;
	if (!early || early.started) return 0;
	early.started = true;
	// When the app started, for the bench (scripts/bench-paint.mjs): the window this file covers.
	performance.mark('hornbook:started');
	const events = toPlayBack(early.events);
	early.events = [];
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

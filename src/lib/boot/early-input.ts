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
//
// A saved game's copy (copy.ts) has no app behind it, even once the app has started: what is done
// on it waits for the live screen, and is played on the live control with the same stable id
// (`data-tap`). A control without one, or one the live screen does not have exactly once (the game
// moved on in another tab), is not guessed at: never by its words or its rank among its like. Such a
// tap is not played, and the screen says so (`missed`), so that none is dropped unseen.
import { COPY_SLOT } from './copy';

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
	/** The page's stylesheets as served (copy.ts, `pageStyles`): the build a copy is taken with. */
	css?: string;
	/** Set once the app has started: the game screen calls it once live (playCopyInput). */
	playCopy?: (live: Element) => CopyPlayed;
}

/** What became of the input held on a game's copy: played on the live screen, or not (no match). */
export type CopyPlayed = { played: number; missed: number };

/** The attribute that names a control the same way on a game's copy and on its live screen. */
export const TAP_ID = 'data-tap';

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
		if (!(e.target instanceof Element)) return;
		if (held.started && !e.target.closest(COPY_SLOT)) return;
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
	// The game screen reaches it here, so that it is part of no page's code but the layout's.
	early.playCopy = playCopyInput;
	// When the app started, for the bench (scripts/bench-paint.mjs): the window this file covers.
	performance.mark('hornbook:started');
	// What was done on a game's copy waits for the live screen; the page's own controls are the
	// app's now.
	const page = early.events.filter(({ el }) => !el.closest(COPY_SLOT));
	early.events = early.events.filter(({ el }) => el.closest(COPY_SLOT));
	return play(toPlayBack(page));
}

/**
 * The live game screen (`live`) has taken the place of its copy: what was tapped or typed on the
 * copy (held until now) is played on the live control with the same stable id (sameOnLive).
 */
export function playCopyInput(live: Element): CopyPlayed {
	const early = window.hornbookEarly;
	if (!early) return { played: 0, missed: 0 };
	const onCopy = early.events.filter(({ el }) => el.closest(COPY_SLOT));
	early.events = early.events.filter(({ el }) => !el.closest(COPY_SLOT));
	const mapped = onCopy.flatMap((held) => {
		const el = sameOnLive(held.el, live);
		return el ? [{ ...held, el }] : [];
	});
	// A tap or an entry with no live control to take it (the copy has left the page by now): each
	// tap counts, a run of typing in one field once.
	const lost = onCopy.filter((held) => !sameOnLive(held.el, live));
	const missed = lost.filter(
		({ type, el }, i) =>
			type === 'click' ||
			type === 'submit' ||
			!lost.slice(i + 1).some((later) => later.type === type && later.el === el)
	).length;
	return { played: play(toPlayBack(mapped)), missed };
}

/**
 * The control of `live` that `el` (on the copy) stands for: the one with its stable id, when the
 * live screen has exactly one. None without an id: a control is never matched by what it reads.
 */
export function sameOnLive(el: Element, live: Element): Element | null {
	const id = el.getAttribute(TAP_ID);
	if (!id) return null;
	const found = live.querySelectorAll(`[${TAP_ID}="${CSS.escape(id)}"]`);
	return found.length === 1 ? (found[0] ?? null) : null;
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

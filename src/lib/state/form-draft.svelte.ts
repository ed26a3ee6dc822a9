// How a form on a game's screen keeps its draft (form-drafts.ts): the screen provides the open
// game's drafts; a form reads back what it held, then keeps what it holds as it changes. Outside a
// game's screen (a unit test, a tool) nothing is kept and every form starts fresh.
import { getContext, setContext, untrack } from 'svelte';
import type * as v from 'valibot';
import type { FormDrafts } from './form-drafts';

const KEY = Symbol('form-drafts');

/** Called by the game's screen: the drafts of the game it shows (null until it is open). */
export function provideFormDrafts(current: () => FormDrafts | null): void {
	setContext(KEY, current);
}

export interface KeptForm<T> {
	/** What the form held when last kept for this key (null: nothing, or not usable). */
	readonly initial: T | null;
	/**
	 * Keeps the form as it changes: `snapshot` is read in an effect, null when there is nothing
	 * worth keeping (the form fresh, saved or closed). Call once, in the component's script.
	 */
	follow(snapshot: () => T | null): void;
	/**
	 * The form is saved or cancelled: its draft is forgotten at once, and what it holds now is not
	 * kept again (a later change is).
	 */
	clear(): void;
}

/**
 * The draft of `form` (a name unique on the screen) for what it is about now (`key`: the hunt,
 * the entry…), read through `schema`. Call in a component's script.
 */
export function formDraft<T>(
	form: string,
	key: () => string,
	schema: v.GenericSchema<unknown, T>
): KeptForm<T> {
	const current = getContext<(() => FormDrafts | null) | undefined>(KEY);
	const drafts = () => current?.() ?? null;
	const initial = drafts()?.take(form, key(), schema) ?? null;
	let read: () => T | null = () => null;
	/**
	 * What the form held when it was saved or cancelled: not kept again (a form on its way off
	 * the screen, or one left as the save left it), until it changes.
	 */
	let cleared: string | null = null;
	return {
		initial,
		follow(snapshot) {
			read = snapshot;
			$effect(() => {
				const value = $state.snapshot(snapshot());
				const at = key();
				untrack(() => {
					if (cleared !== null && JSON.stringify(value) === cleared) return;
					cleared = null;
					drafts()?.keep(form, at, value);
				});
			});
		},
		clear() {
			cleared = JSON.stringify($state.snapshot(untrack(read)));
			drafts()?.keep(form, key(), null);
		}
	};
}

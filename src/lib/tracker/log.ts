// The tracker's model: a game is an ordered log of table actions (events); its state is a pure
// fold of those events by a game's reducer. Nothing here knows a particular game.

/** A reason an event was refused, in the engines' form: a message code, params, a rulebook id. */
export interface Refusal {
	code: string;
	params?: Record<string, unknown>;
	rule: string;
}

export type Applied<S> = { ok: true; state: S } | { ok: false; error: Refusal };

export interface Reducer<E, S> {
	/** The state before the first event. */
	initial(): S;
	/** Applies one event, or refuses it with a reason. Must be pure: no clock, no I/O, no mutation. */
	apply(state: S, event: E): Applied<S>;
}

export interface Replayed<S> {
	state: S;
	/** Events that were refused while replaying a log (a corrupted or foreign log): index + reason. */
	refused: Array<{ index: number; error: Refusal }>;
}

/** Folds a whole log. A refused event is skipped and reported; the fold goes on. */
export function replay<E, S>(reducer: Reducer<E, S>, events: readonly E[]): Replayed<S> {
	let state = reducer.initial();
	const refused: Replayed<S>['refused'] = [];
	events.forEach((event, index) => {
		const r = reducer.apply(state, event);
		if (r.ok) state = r.state;
		else refused.push({ index, error: r.error });
	});
	return { state, refused };
}

/** Undo/redo over a log: undo moves the last event to the redo stack; a new event clears it. */
export interface History<E> {
	events: readonly E[];
	/** Undone events, the next one to redo last. */
	redo: readonly E[];
}

export const emptyHistory = <E>(): History<E> => ({ events: [], redo: [] });

export function record<E>(h: History<E>, event: E): History<E> {
	return { events: [...h.events, event], redo: [] };
}

export function undo<E>(h: History<E>): History<E> {
	const last = h.events.at(-1);
	if (last === undefined) return h;
	return { events: h.events.slice(0, -1), redo: [...h.redo, last] };
}

export function redo<E>(h: History<E>): History<E> {
	const next = h.redo.at(-1);
	if (next === undefined) return h;
	return { events: [...h.events, next], redo: h.redo.slice(0, -1) };
}

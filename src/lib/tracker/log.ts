// Long: the log's one model (fold, corrections, what they changed, undo): split, each part would
// need the others' types and the same reading of a correction's place.
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
	/**
	 * What live entry asks beyond the rules, checked only when the table records a new event (never
	 * on a replay): the order the table plays in. History recorded in another order stays as it was.
	 */
	guide?(state: S, event: E): Refusal | null;
	/**
	 * The order the table played a corrected log in. Live entry (the guide) records a log in that
	 * order; a correction may change who starts a later stretch of it (who leads a hunt), and the
	 * entries recorded then would read in an order the table never played. Returns the events'
	 * indices in the order the table played them, or null when they already stand so. Asked after
	 * each correction, so a later correction's place counts the events as the table reads them.
	 */
	arrange?: Arrange<E>;
	/**
	 * The rule `arrange` follows for the corrections this build records, stamped on each of them
	 * (`Correction.arrange`). A log is read after each correction by the rule it was recorded
	 * under, so a later build's rule never moves an entry a correction recorded before it names.
	 */
	arrangement?: number;
}

/**
 * How a game puts a corrected log back in the order the table played it (`Reducer.arrange`), by
 * the rule the correction just carried out was recorded under (1 for one without a stamp).
 */
export type Arrange<E> = (events: readonly E[], rule: number) => readonly number[] | null;

/** The rule of the game's arrangement a correction was recorded under: 1 before stamps. */
const ruleOf = (correction: { arrange?: number }): number => correction.arrange ?? 1;

/** The items in the order `arrange` gives for their events (the same items when it gives none). */
function arranged<T, E>(
	items: T[],
	eventOf: (item: T) => E,
	arrange: Arrange<E> | undefined,
	rule: number
): T[] {
	const order = arrange?.(items.map(eventOf), rule);
	return order ? order.map((i) => items[i] as T) : items;
}

/** A correction as this build records it: stamped with the rule of the game's arrangement. */
export function stamped<E, S>(reducer: Reducer<E, S>, correction: Correction<E>): Correction<E> {
	return reducer.arrangement === undefined
		? correction
		: { ...correction, arrange: reducer.arrangement };
}

/**
 * A correction of the log, recorded like any other entry so it survives a reload and undoes like
 * one: `edit` replaces the event at `at`, `insert` puts a missed one before it (`at` may be the
 * length: at the end), `delete` drops it. `at` counts the game events as they stand just before
 * the correction (the corrected log), not the raw entries.
 */
export type Correction<E> = (
	| { correction: 'edit'; at: number; event: E }
	| {
			correction: 'insert';
			at: number;
			event: E;
			/**
			 * The raw index of the delete this insert takes back: the entry comes back where it stood,
			 * and the log no longer shows it as deleted. A build that does not know it reads a plain
			 * insert of the same event, at the same place.
			 */
			restores?: number;
	  }
	| { correction: 'delete'; at: number }
) & {
	/**
	 * The rule of the game's arrangement (`Reducer.arrangement`) the log is read by once this
	 * correction is carried out; none: the first rule, as the builds before stamps read it.
	 */
	arrange?: number;
};

/** What a log stores: the game's own events and corrections of them. */
export type LogEntry<E> = E | Correction<E>;

const CORRECTIONS = ['edit', 'insert', 'delete'] as const;

export function isCorrection<E>(entry: unknown): entry is Correction<E> {
	if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
	const { correction, at } = entry as Record<string, unknown>;
	return (
		(CORRECTIONS as readonly unknown[]).includes(correction) &&
		typeof at === 'number' &&
		Number.isInteger(at) &&
		at >= 0 &&
		(correction === 'delete' || 'event' in entry)
	);
}

/** A game event of the corrected log and the raw entry that wrote it (its own or an edit's). */
export interface Placed<E> {
	event: E;
	/** Index of the raw entry that put this event here. */
	entry: number;
}

/**
 * The log once every correction is carried out; corrections that point nowhere are reported. With
 * the game's `arrange`, the log after each correction stands in the order the table played it.
 */
export function corrected<E>(
	entries: readonly LogEntry<E>[],
	arrange?: Arrange<E>,
	visit?: (index: number, events: readonly Placed<E>[]) => void
): {
	events: Placed<E>[];
	broken: number[];
} {
	let events: Placed<E>[] = [];
	const broken: number[] = [];
	entries.forEach((entry, index) => {
		// The log as it stands before this entry (`stepsBefore`).
		visit?.(index, events);
		if (!isCorrection<E>(entry)) {
			events.push({ event: entry, entry: index });
			return;
		}
		const { at } = entry;
		const limit = entry.correction === 'insert' ? events.length : events.length - 1;
		if (at > limit) {
			broken.push(index);
			return;
		}
		const head = events.slice(0, at);
		if (entry.correction === 'delete') events = [...head, ...events.slice(at + 1)];
		else {
			const placed = { event: entry.event, entry: index };
			const rest = events.slice(entry.correction === 'edit' ? at + 1 : at);
			events = [...head, placed, ...rest];
		}
		events = arranged(events, (p) => p.event, arrange, ruleOf(entry));
	});
	return { events, broken };
}

/** What corrections did to an entry of the corrected log, kept in view so a table sees what changed. */
export interface EntryMarks<E> {
	/** The entry as it stood before each edit, oldest first; empty when never edited. */
	was: E[];
	/** Added later, as a missed entry. */
	inserted: boolean;
}

/** An entry a correction deleted, kept where it stood: struck through, a tap from coming back. */
export interface DeletedEntry<E> {
	event: E;
	/** Where it comes back: the place (in the corrected log) of the entry now after it. */
	at: number;
	/** The raw index of the delete (what a restore names). */
	deletedBy: number;
	/** The raw entry that wrote it (its own, or the edit or insert that put it there). */
	entry: number;
}

/**
 * The corrections of a log, seen from the corrected log: each entry's earlier versions and whether
 * it was added later (by its place), and the deleted entries where they stood, oldest first. The
 * places agree with `corrected`: a deleted entry is skipped when counting them.
 */
export function correctionMarks<E>(
	entries: readonly LogEntry<E>[],
	arrange?: Arrange<E>
): {
	marks: Map<number, EntryMarks<E>>;
	deleted: DeletedEntry<E>[];
} {
	interface Item {
		event: E;
		was: E[];
		inserted: boolean;
		deletedBy: number | null;
		entry: number;
	}
	const items: Item[] = [];
	const live = () => items.filter((i) => i.deletedBy === null);
	entries.forEach((entry, index) => {
		if (!isCorrection<E>(entry)) {
			items.push({ event: entry, was: [], inserted: false, deletedBy: null, entry: index });
			return;
		}
		const alive = live();
		const limit = entry.correction === 'insert' ? alive.length : alive.length - 1;
		if (entry.at > limit) return;
		const target = alive[entry.at];
		if (entry.correction === 'edit' && target) {
			target.was = [...target.was, target.event];
			target.event = entry.event;
			target.entry = index;
		} else if (entry.correction === 'delete' && target) {
			target.deletedBy = index;
		} else if (entry.correction === 'insert') {
			// Where the entry goes: before the live entry now at `at`, or at the end.
			const place = target ? items.indexOf(target) : items.length;
			const previous = alive[entry.at - 1];
			const from = previous ? items.indexOf(previous) + 1 : 0;
			const restored = items
				.slice(from, place)
				.find((i) => i.deletedBy !== null && i.deletedBy === entry.restores);
			if (restored) {
				restored.deletedBy = null;
				restored.event = entry.event;
				restored.entry = index;
			} else
				items.splice(place, 0, {
					event: entry.event,
					was: [],
					inserted: true,
					deletedBy: null,
					entry: index
				});
		}
		// The live entries in the order the table played them, each in a live entry's slot: the
		// deleted ones stay where they stood.
		const before = live();
		const after = arranged(before, (i) => i.event, arrange, ruleOf(entry));
		if (after !== before) {
			const slots = before.map((i) => items.indexOf(i));
			slots.forEach((slot, k) => (items[slot] = after[k] as Item));
		}
	});
	const marks = new Map<number, EntryMarks<E>>();
	const deleted: DeletedEntry<E>[] = [];
	let at = 0;
	for (const item of items) {
		if (item.deletedBy !== null) {
			deleted.push({ event: item.event, at, deletedBy: item.deletedBy, entry: item.entry });
			continue;
		}
		if (item.was.length > 0 || item.inserted) {
			marks.set(at, { was: item.was, inserted: item.inserted });
		}
		at++;
	}
	return { marks, deleted };
}

export interface RefusedEntry {
	/** Index of the raw entry (for a corrected log: the entry that wrote the refused event). */
	index: number;
	/** Position in the corrected log; -1 for a correction that points nowhere. */
	at: number;
	error: Refusal;
	/**
	 * The event was accepted when it was recorded and is refused only since a later correction:
	 * the table has to fix or drop it. Without this mark the log itself is damaged or foreign.
	 */
	sinceCorrection: boolean;
}

export interface Replayed<S> {
	state: S;
	/** Events refused while replaying, in game order (broken corrections first), skipped by the fold. */
	refused: RefusedEntry[];
}

const BROKEN: Refusal = { code: 'log.correctionNowhere', rule: 'tracker.log' };

/**
 * Folds a whole log, corrections carried out first. A refused event is skipped and reported; the
 * fold goes on, so nothing after it is lost.
 */
export function replay<E, S>(reducer: Reducer<E, S>, entries: readonly LogEntry<E>[]): Replayed<S> {
	return replaySteps(reducer, entries, () => undefined);
}

/** One step of a replay: the event, where it stands, the state before it and its refusal. */
export interface ReplayStep<E, S> extends Placed<E> {
	at: number;
	before: S;
	error: Refusal | null;
}

/** A replay with every step kept. */
export interface ReplayedSteps<E, S> extends Replayed<S> {
	steps: ReplayStep<E, S>[];
}

/** The replay with every step kept, for a readable history of the game. */
export function history<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[]
): ReplayedSteps<E, S> {
	const steps: ReplayStep<E, S>[] = [];
	const { state, refused } = replaySteps(reducer, entries, (s) => steps.push(s));
	return { state, steps, refused };
}

function replaySteps<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[],
	onStep: (step: ReplayStep<E, S>) => void
): Replayed<S> {
	const { events, broken } = corrected(entries, reducer.arrange);
	let lastCorrection = -1;
	entries.forEach((entry, index) => {
		if (isCorrection(entry)) lastCorrection = index;
	});
	let state = reducer.initial();
	const refused: RefusedEntry[] = broken.map((index) => ({
		index,
		at: -1,
		error: BROKEN,
		sinceCorrection: false
	}));
	events.forEach((placed, at) => {
		const r = reducer.apply(state, placed.event);
		onStep({ ...placed, at, before: state, error: r.ok ? null : r.error });
		if (r.ok) state = r.state;
		else
			refused.push({
				index: placed.entry,
				at,
				error: r.error,
				sinceCorrection: placed.entry < lastCorrection
			});
	});
	refused.sort((a, b) => a.at - b.at);
	return { state, refused };
}

/**
 * The replay of the log as it stood just before each raw entry in `before` (the corrections a
 * reader wants the log before), each the steps `history(reducer, entries.slice(0, c))` gives,
 * worked out in one walk over the log: the corrections are carried out once, in order, and each
 * log is replayed only from the first place where it differs from the one before it. Replaying
 * each of them whole, corrections and all, cost the square of their number.
 */
export function stepsBefore<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[],
	before: ReadonlySet<number>
): Map<number, ReplayStep<E, S>[]> {
	const out = new Map<number, ReplayStep<E, S>[]>();
	let last: { events: readonly Placed<E>[]; steps: ReplayStep<E, S>[]; after: S[] } = {
		events: [],
		steps: [],
		after: []
	};
	const replayed = (events: readonly Placed<E>[]): ReplayStep<E, S>[] => {
		// The same events in the same order up to `same`: the same steps (the fold is pure).
		let same = 0;
		while (same < events.length && events[same] === last.events[same]) same++;
		const steps = last.steps.slice(0, same);
		const after = last.after.slice(0, same);
		let state = same === 0 ? reducer.initial() : (after[same - 1] as S);
		for (let at = same; at < events.length; at++) {
			const placed = events[at] as Placed<E>;
			const r = reducer.apply(state, placed.event);
			steps.push({ ...placed, at, before: state, error: r.ok ? null : r.error });
			if (r.ok) state = r.state;
			after.push(state);
		}
		last = { events, steps, after };
		return steps;
	};
	corrected(entries, reducer.arrange, (index, events) => {
		if (before.has(index)) out.set(index, replayed([...events]));
	});
	for (const c of before)
		if (c >= entries.length) out.set(c, replayed(corrected(entries, reducer.arrange).events));
	return out;
}

/**
 * The game's set-up, missing or refused: a log whose first event (after corrections) is not a
 * set-up the rules accept is a game with no players, in which every other event is refused.
 */
export interface SetupFault {
	/** The raw entry that wrote the first event of the corrected log; -1 when there is none. */
	index: number;
	/** Why the rules refuse the set-up; null when the first event is not a set-up at all. */
	error: Refusal | null;
	/** The correction (raw index) that took the set-up away, when the game had one before it. */
	correction: number | null;
}

function firstEventFault<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[],
	isSetup: (event: E) => boolean
): Omit<SetupFault, 'correction'> | null {
	const [first] = corrected(entries).events;
	if (!first || !isSetup(first.event)) return { index: first?.entry ?? -1, error: null };
	const r = reducer.apply(reducer.initial(), first.event);
	return r.ok ? null : { index: first.entry, error: r.error };
}

/**
 * Whether the log starts from a set-up the rules accept; if not, where and why, and which
 * correction took it away (the last one before which the game still had its set-up).
 */
export function setupFault<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[],
	isSetup: (event: E) => boolean
): SetupFault | null {
	const fault = firstEventFault(reducer, entries, isSetup);
	if (!fault) return null;
	let correction: number | null = null;
	entries.forEach((entry, i) => {
		if (isCorrection(entry) && !firstEventFault(reducer, entries.slice(0, i), isSetup))
			correction = i;
	});
	return { ...fault, correction };
}

/** How a game's set-up is told (a correction may change it, never take it away). */
export interface SetupCheck<E> {
	isSetup: (event: E) => boolean;
	/** The rulebook section of the set-up, cited when a correction would take it away. */
	rule: string;
}

/**
 * Checks a correction before it is recorded: refused when the new or inserted event itself breaks
 * a rule at its place (the table fixes what it enters); later events it makes impossible are
 * returned to be listed, never dropped silently. With `setup`, a correction that leaves the game
 * without its set-up is refused.
 */
export function checkCorrection<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[],
	correction: Correction<E>,
	setup?: SetupCheck<E>
): { ok: true; state: S; later: RefusedEntry[] } | { ok: false; error: Refusal } {
	const next = [...entries, correction];
	// A game never loses its set-up to a correction: it would have no players.
	if (
		setup &&
		setupFault(reducer, next, setup.isSetup) &&
		!setupFault(reducer, entries, setup.isSetup)
	)
		return { ok: false, error: { code: 'log.noSetup', rule: setup.rule } };
	const { state, refused } = replay(reducer, next);
	const before = new Set(replay(reducer, entries).refused.map((r) => r.index));
	const own = refused.find((r) => r.index === entries.length);
	if (own) return { ok: false, error: own.error };
	return { ok: true, state, later: refused.filter((r) => !before.has(r.index)) };
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

/** A deleted entry with the table as it stood when it was written: what it names was there then. */
export interface StruckEntry<E, S> extends DeletedEntry<E> {
	/** The state its event met when written; null when that replay no longer reaches it. */
	before: S | null;
}

/**
 * The log's deleted entries, each with the table it was written against, so a struck line names
 * the unicorns and players as they stood then (the corrected log no longer holds them).
 */
export function struckEntries<E, S>(
	reducer: Reducer<E, S>,
	entries: readonly LogEntry<E>[]
): StruckEntry<E, S>[] {
	return correctionMarks(entries, reducer.arrange).deleted.map((d) => {
		const then = history(reducer, entries.slice(0, d.entry + 1)).steps;
		return { ...d, before: then.find((s) => s.entry === d.entry)?.before ?? null };
	});
}

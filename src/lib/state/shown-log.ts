// The log a tab shows and what it gives, worked out as little as possible: the game as the last
// write left it comes from the snapshot stored with the game (drawn at once when it opens) or
// from the one event folded onto the state before it; the whole log is replayed only when
// something reads what that lacks (the game log's steps), and once per log. The history itself
// and the fold are the tracker's (log.ts); the write store (game-store.ts) says when the log changes.
import { version } from '$app/environment';
import type { GameSummary, RecordedResult } from '$lib/vocab';
import type { StoredGame } from '$lib/db/games';
import { checkRecorded, type RulesCheck } from '$lib/tracker/rules';
import {
	emptyHistory,
	history,
	setupFault,
	type History,
	type LogEntry,
	type Reducer,
	type Replayed,
	type ReplayedSteps,
	type RefusedEntry,
	type ReplayStep,
	type SetupFault
} from '$lib/tracker/log';

/** Who wrote each event of the log (the tab's id; null where unknown: rows from before authors). */
export type Authors = readonly (string | null)[];

/** A log's end state, refusals and length, with its steps when they were worked out. */
export interface Known<E, S> extends Replayed<S> {
	events: readonly LogEntry<E>[];
	length: number;
	steps: readonly ReplayStep<E, S>[] | null;
}

/** One value worked out from a key, kept while the key (by identity) is the same. */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
	let last: { key: K; value: V } | null = null;
	return (key) => {
		if (last?.key !== key) last = { key, value: compute(key) };
		return last.value;
	};
}

/** What the game's rules give the shown log: its fold, its summary, what a set-up is. */
export interface LogRules<E, S> {
	reducer: Reducer<E, S>;
	summary(state: S): GameSummary;
	isSetup(event: E): boolean;
}

/** The log a tab shows: its history, authors and revision, and the game it gives. */
export class ShownLog<E, S> {
	readonly #rules: LogRules<E, S>;
	#history: History<LogEntry<E>> = emptyHistory();
	/** Who wrote each event of `#history.events`. */
	#authors: Authors = [];
	/** The revision of the stored log that `#history` is. */
	#rev = 0;
	/** The result kept with the game when it finished (under whichever rules), or null. */
	#recorded: RecordedResult | null = null;
	/** What is known of a log without replaying it; only used while it is of the shown log. */
	#known: Known<E, S> | null = null;

	readonly #replay = memo((events: readonly LogEntry<E>[]) => history(this.#rules.reducer, events));
	readonly #setupFault = memo((events: readonly LogEntry<E>[]) =>
		setupFault(this.#rules.reducer, events, (e) => this.#rules.isSetup(e))
	);
	readonly #rulesCheck = memo((recorded: RecordedResult) =>
		memo((state: S) => checkRecorded(recorded, this.#rules.summary(state).progress))
	);

	constructor(rules: LogRules<E, S>, stored: StoredGame) {
		this.#rules = rules;
		this.adopt(stored);
	}

	get history(): History<LogEntry<E>> {
		return this.#history;
	}
	get authors(): Authors {
		return this.#authors;
	}
	get rev(): number {
		return this.#rev;
	}
	get recorded(): RecordedResult | null {
		return this.#recorded;
	}

	/** `#known` when it is of the shown log. */
	get known(): Known<E, S> | null {
		const known = this.#known;
		return known?.events === this.#history.events ? known : null;
	}
	get state(): S {
		return this.known?.state ?? this.#replay(this.#history.events).state;
	}
	get steps(): readonly ReplayStep<E, S>[] {
		return this.known?.steps ?? this.#replay(this.#history.events).steps;
	}
	get logLength(): number {
		return this.known?.length ?? this.#replay(this.#history.events).steps.length;
	}
	get refused(): Replayed<S>['refused'] {
		return this.known?.refused ?? this.#replay(this.#history.events).refused;
	}
	get setupFault(): SetupFault | null {
		return this.#setupFault(this.#history.events);
	}
	get rulesCheck(): RulesCheck | null {
		const recorded = this.#recorded;
		return recorded && this.#rulesCheck(recorded)(this.state);
	}

	/** The game a log gives, worked out by a whole replay (steps kept). */
	replayed(events: readonly LogEntry<E>[]): Known<E, S> {
		const r: ReplayedSteps<E, S> = history(this.#rules.reducer, events);
		return { events, state: r.state, refused: r.refused, length: r.steps.length, steps: r.steps };
	}

	/**
	 * The game after one accepted event at the end of the shown log (`events` holds it last): the
	 * event folded onto the state before it, the same as a whole replay (game-store.test.ts), not
	 * the whole log replayed on a tap.
	 */
	appended(events: readonly LogEntry<E>[], event: E, before: S, after: S): Known<E, S> {
		const known = this.known;
		return {
			events,
			state: after,
			refused: known?.refused ?? this.refused,
			length: (known?.length ?? this.logLength) + 1,
			steps: known?.steps
				? [
						...known.steps,
						{ event, entry: events.length - 1, at: known.length, before, error: null }
					]
				: null
		};
	}

	/** Shows a log this tab wrote, at the revision its write got. */
	take(
		next: History<LogEntry<E>>,
		authors: Authors,
		rev: number,
		recorded: RecordedResult | null,
		folded: Known<E, S>
	): void {
		this.#known = folded;
		this.#history = next;
		this.#authors = authors;
		this.#recorded = recorded;
		this.#rev = rev;
	}

	/**
	 * Shows the stored log `stored`. Events are read as stored: no event's shape has changed yet,
	 * so there is nothing to upgrade; what this build's rules refuse is listed by the replay.
	 */
	adopt(stored: StoredGame): void {
		const events = stored.events as LogEntry<E>[];
		this.#history = { events, redo: stored.redo as LogEntry<E>[] };
		this.#authors = stored.authors;
		this.#recorded = stored.game.result ?? null;
		this.#rev = stored.rev;
		// The game as its last write left it, when this build wrote it at this revision: the screen
		// is drawn from it, and the log is replayed only when its steps are read.
		const snapshot = stored.game.snapshot;
		this.#known =
			snapshot?.rev === stored.rev && snapshot.build === version
				? {
						events,
						state: snapshot.state as S,
						refused: snapshot.refused as RefusedEntry[],
						length: snapshot.length,
						steps: null
					}
				: null;
	}
}

/** What is stored with the game row to draw it at once next time (db.ts, `StoredSnapshot`). */
export const snapshotOf = <E, S>(k: Known<E, S>) => ({
	build: version,
	state: k.state,
	refused: k.refused,
	length: k.length
});

// The open game's session: what the screen shows of a tracked game, and every change to it.
// Long: one class, whose parts share the log's revision and the queue of actions: the reads (the
// snapshot drawn at once, the log replayed when read), the one guarded write, and what another tab
// changed; split, each part would reach into the others' private state.
import { version } from '$app/environment';
import type { GameId, GameSummary, RecordedResult } from '$lib/vocab';
import type { StorageProblem } from '$lib/db/errors';
import type { LogChange, StoredGame } from '$lib/db/games';
import type { TrackedGame } from '$lib/tracker/games';
import { checkRecorded, resultAfter, RULES_FINGERPRINT, type RulesCheck } from '$lib/tracker/rules';
import { tabId, tabShown } from '$lib/db/tab';
// Small and free of the database library (read-game.ts, peek.ts): imported with the page, so a
// saved game's read starts as the page starts, not three module fetches later (issue 29).
import { readGame, warmDb } from '$lib/db/read-game';
import { watchGames, type GameChanged } from '$lib/db/changes';
import {
	checkCorrection,
	emptyHistory,
	history,
	isCorrection,
	record,
	redo,
	setupFault as findSetupFault,
	undo,
	type Correction,
	type History,
	type LogEntry,
	type Reducer,
	type Replayed,
	type ReplayedSteps,
	type Refusal,
	type RefusedEntry,
	type ReplayStep,
	type SetupFault
} from '$lib/tracker/log';
import { storage } from './storage.svelte';
import { whenIdle } from './idle';
import { outdateScreenCopy } from './screen-copy';

type Summarize<S> = (state: S) => GameSummary;

/** Who wrote each event of the log (the tab's id; null where unknown: rows from before authors). */
type Authors = readonly (string | null)[];

/** Runs `warm` once, on the page's first touch or key; returns the cleanup. */
function warmOnFirstInput(warm: () => void): () => void {
	if (typeof addEventListener !== 'function') return () => {};
	const types = ['pointerdown', 'keydown'];
	const once = () => {
		for (const type of types) removeEventListener(type, once, true);
		warm();
	};
	for (const type of types) addEventListener(type, once, { capture: true, passive: true });
	return () => {
		for (const type of types) removeEventListener(type, once, true);
	};
}

/** A log's end state, refusals and length, with its steps when they were worked out. */
interface Known<E, S> extends Replayed<S> {
	events: readonly LogEntry<E>[];
	length: number;
	steps: readonly ReplayStep<E, S>[] | null;
}

const knownOf = <E, S>(events: readonly LogEntry<E>[], r: ReplayedSteps<E, S>): Known<E, S> => ({
	events,
	state: r.state,
	refused: r.refused,
	length: r.steps.length,
	steps: r.steps
});

/** What is stored with the game row to draw it at once next time (db.ts, `StoredSnapshot`). */
const snapshotOf = <E, S>(k: Known<E, S>) => ({
	build: version,
	state: k.state,
	refused: k.refused,
	length: k.length
});

/**
 * What the tab must tell the player about the game it shows, besides the rules' refusals:
 * - `otherTab`: another tab changed the game; this one now shows the game as it is.
 * - `notSaved`: the last action met a change made in another tab: it was NOT recorded, and the
 *   game is shown as it is now (the player can do it again if it still applies).
 * - `deleted`: the game was deleted (in another tab): nothing more can be recorded.
 */
export type SessionNotice = 'otherTab' | 'notSaved' | 'deleted';

/**
 * One open tracked game: the event history in memory, mirrored to IndexedDB. An action is shown
 * as done only after its event is written; a refused action changes nothing and says why. Every
 * write is checked against the revision of the log this tab last saw, so two tabs never overwrite
 * each other: a tab that is behind takes the log as it is and says so.
 */
export class GameSession<E, S> {
	readonly id: string;
	readonly kind: GameId;
	/** When the game was started (its result is dated so). */
	readonly createdAt: number;
	readonly #reducer: Reducer<E, S>;
	readonly #summarize: Summarize<S>;
	/** The version of the events this build writes, stored with each new event. */
	readonly #eventVersion: number;
	readonly #isSetup: (event: E) => boolean;
	readonly #finished: (state: S) => boolean;
	/** The result kept with the game when it finished (under whichever rules), or null. */
	#recorded = $state.raw<RecordedResult | null>(null);
	/** Who wrote each event of `#history.events`. */
	#authors: Authors = [];
	#history = $state.raw<History<LogEntry<E>>>(emptyHistory());
	/** The revision of the stored log that `#history` is. */
	#rev = 0;
	#queue: Promise<unknown> = Promise.resolve();
	#unwatch: () => void = () => {};

	/** The reason the last action was refused by the rules, until the next successful action. */
	refusal = $state<Refusal | null>(null);
	/** A storage failure: the action was NOT recorded (the UI must say so). */
	saveError = $state<StorageProblem | null>(null);
	/** What changed under this tab, until the next successful action (see `SessionNotice`). */
	notice = $state<SessionNotice | null>(null);
	saving = $state(false);
	/**
	 * The last action was recorded in another tab: Undo waits for the player to confirm
	 * (`undo({ theirs: true })`) instead of taking back another tab's action (issue 33).
	 */
	undoAsk = $state(false);

	/**
	 * What is known of the shown log without replaying it: its end state and refusals and the
	 * length of the corrected log, from the snapshot stored with the game (when it opened) or from
	 * the last write (one event folded onto the state before it), with its steps when they were
	 * worked out. Not for another log: `events` says which one it is.
	 */
	#known = $state.raw<Known<E, S> | null>(null);

	/** The whole log replayed, each step kept: only when something reads what `#known` lacks. */
	readonly #replayed = $derived.by((): ReplayedSteps<E, S> =>
		history(this.#reducer, this.#history.events)
	);

	/** `#known` when it is of the shown log. */
	#current(): Known<E, S> | null {
		const known = this.#known;
		return known?.events === this.#history.events ? known : null;
	}

	private constructor(id: string, game: TrackedGame<E, S>, stored: StoredGame) {
		this.id = id;
		this.kind = game.kind;
		this.createdAt = stored.game.createdAt;
		this.#reducer = game.reducer;
		this.#summarize = (state) => game.summary(state);
		this.#eventVersion = game.eventVersion;
		this.#isSetup = (event) => game.isSetup(event);
		this.#finished = (state) => game.finished(state);
		this.#adopt(stored);
	}

	get state(): S {
		return this.#current()?.state ?? this.#replayed.state;
	}
	get events(): readonly LogEntry<E>[] {
		return this.#history.events;
	}
	/**
	 * Each recorded event with the state before it and its refusal, for the game log: worked out
	 * (the whole log replayed) when first read, so only when the log is shown.
	 */
	get steps(): readonly ReplayStep<E, S>[] {
		return this.#current()?.steps ?? this.#replayed.steps;
	}
	/** How many entries the game log has (the corrected log's events), without replaying it. */
	get logLength(): number {
		return this.#current()?.length ?? this.#replayed.steps.length;
	}
	get canUndo(): boolean {
		return this.notice !== 'deleted' && this.#history.events.length > 1;
	}
	get canRedo(): boolean {
		return this.notice !== 'deleted' && this.#history.redo.length > 0;
	}
	/**
	 * Whether Undo would take back a correction of the log, and Redo bring one back: all a
	 * finished game lets them do, since it is read, not played on, and corrected through its log.
	 */
	get correctionMoves(): { undo: boolean; redo: boolean } {
		return {
			undo: this.canUndo && isCorrection(this.#history.events.at(-1)),
			redo: this.canRedo && isCorrection(this.#history.redo.at(-1))
		};
	}
	/**
	 * Recorded events the rules of this version refuse (written under older rules, or by a file):
	 * left out of the game, kept in the log, listed with the reason for the table to fix or drop.
	 */
	get refused(): Replayed<S>['refused'] {
		return this.#current()?.refused ?? this.#replayed.refused;
	}

	/**
	 * The game's set-up, missing or refused (a correction took it away, or the log came so): the
	 * game has no players and every action is refused until the correction is undone.
	 */
	readonly setupFault = $derived.by((): SetupFault | null =>
		findSetupFault(this.#reducer, this.#history.events, this.#isSetup)
	);

	/**
	 * The result recorded when the game finished, checked against today's rules: what the game
	 * shows as its result and whether today's rules would score it otherwise. Null while the game
	 * has no recorded result.
	 */
	readonly rulesCheck = $derived.by((): RulesCheck | null => {
		const recorded = this.#recorded;
		return recorded && checkRecorded(recorded, this.#summarize(this.state).progress);
	});

	/**
	 * Saves a new game from its setup (checked first); resolves its id. Where the device refuses
	 * the write (a browser that refuses every write, a full disk), the game is started in memory
	 * instead, and the storage banner says it is not saved on this device.
	 */
	static async create<E, S>(game: TrackedGame<E, S>, setup: E): Promise<string> {
		const { reducer } = game;
		const first = reducer.apply(reducer.initial(), setup);
		if (!first.ok) throw new Error(`setup refused: ${first.error.code}`);
		const { createGame } = await import('$lib/db/games');
		const save = () =>
			createGame(game.kind, setup, game.summary(first.state), {
				version: game.eventVersion,
				rules: RULES_FINGERPRINT[game.kind],
				snapshot: { build: version, state: first.state, refused: [], length: 1 }
			});
		try {
			const id = await save();
			// Saved in memory where the device's database did not open: the banner says so.
			await storage.checkDb();
			return id;
		} catch (e) {
			const { useMemoryDb } = await import('$lib/db/db');
			// Throws again when even memory fails: the form then says the game was not saved.
			storage.set(await useMemoryDb(storage.report(e)));
			return save();
		}
	}

	/**
	 * The saved game `id`, or null when there is none of this kind. The session follows changes
	 * other tabs make to it until `close()`.
	 */
	static async open<E, S>(id: string, game: TrackedGame<E, S>): Promise<GameSession<E, S> | null> {
		// Read without the database library (see peek.ts); it loads for the first action, and a
		// first touch or key starts loading it.
		const stored = await readGame(id);
		if (!stored || stored.game.kind !== game.kind) return null;
		const session = new GameSession(id, game, stored);
		session.#unwatch = watchGames((change) => session.#heard(change));
		warmOnFirstInput(warmDb);
		return session;
	}

	/**
	 * Loads and opens the database once the page is idle (starting a game will need it): loaded on
	 * the page's first touch instead, its code ran right after that tap, before the tap's frame.
	 */
	static warmWhenIdle(): void {
		void whenIdle().then(warmDb);
	}

	/** Stops following other tabs' changes (the page is left). */
	close(): void {
		this.#unwatch();
		this.#unwatch = () => {};
	}

	/** Checks an action against the rules without recording it. */
	check(event: E): Refusal | null {
		const r = this.#reducer.apply(this.state, event);
		return r.ok ? null : r.error;
	}

	/** Records an action. Resolves true once it is saved; false when refused or not saved. */
	dispatch(event: E): Promise<boolean> {
		return this.#serial(async () => {
			const before = this.state;
			const r = this.#reducer.apply(before, event);
			if (!r.ok) {
				this.refusal = r.error;
				return false;
			}
			// An accepted event at the end: the game after it is the one event folded onto the state
			// before it (the same as a whole replay: game-session.test.ts), not the whole log replayed on a tap.
			const known = this.#current();
			const next = record(this.#history, event);
			return this.#write({ op: 'append', event }, next, [...this.#authors, tabId()], {
				events: next.events,
				state: r.state,
				refused: known?.refused ?? this.refused,
				length: (known?.length ?? this.logLength) + 1,
				steps: known?.steps
					? [
							...known.steps,
							{ event, entry: next.events.length - 1, at: known.length, before, error: null }
						]
					: null
			});
		});
	}

	/**
	 * Records a correction of a past entry (edit, insert, delete); the game replays from there.
	 * Refused when the corrected event itself breaks a rule at its place; later events it makes
	 * impossible stay in the log, listed by the replay for the table to fix or drop.
	 */
	correct(correction: Correction<E>): Promise<boolean> {
		return this.#serial(async () => {
			const r = checkCorrection(this.#reducer, this.#history.events, correction, {
				isSetup: this.#isSetup,
				rule: `${this.kind}.setup`
			});
			if (!r.ok) {
				this.refusal = r.error;
				return false;
			}
			const entry = correction as LogEntry<E>;
			return this.#write({ op: 'append', event: entry }, record(this.#history, entry), [
				...this.#authors,
				tabId()
			]);
		});
	}

	/**
	 * Takes back the last action when this tab recorded it (or nobody knows who did), or a tab that
	 * is no longer shown (the app closed and opened again). One recorded in another tab still open
	 * is taken back only with `theirs`: until then `undoAsk` asks the player.
	 */
	undo({ theirs = false }: { theirs?: boolean } = {}): Promise<boolean> {
		return this.#serial(async () => {
			this.undoAsk = false;
			if (!this.canUndo) return false;
			const author = this.#authors.at(-1) ?? null;
			if (!theirs && author !== null && author !== tabId() && (await tabShown(author)) !== false) {
				this.undoAsk = true;
				return false;
			}
			return this.#write({ op: 'undo' }, undo(this.#history), this.#authors.slice(0, -1));
		});
	}

	/** The player does not take back the other tab's action after all. */
	keepTheirs(): void {
		this.undoAsk = false;
	}

	redo(): Promise<boolean> {
		return this.#serial(async () => {
			if (!this.canRedo) return false;
			return this.#write({ op: 'redo' }, redo(this.#history), [...this.#authors, tabId()]);
		});
	}

	/**
	 * Writes `change`, which turns the log this tab shows into `next`, and shows `next` only once
	 * it is saved. When the log moved on in another tab, nothing is written and the tab shows the
	 * log as it is now.
	 */
	async #write(
		change: LogChange,
		next: History<LogEntry<E>>,
		authors: Authors,
		folded: Known<E, S> = knownOf(next.events, history(this.#reducer, next.events))
	): Promise<boolean> {
		if (this.notice === 'deleted') return false;
		this.saving = true;
		this.undoAsk = false;
		// The copy of the screen kept for the next cold open shows the log before this change: it
		// goes now, before the write; the screen keeps a fresh one once the table pauses. A tab that
		// dies in a burst of moves then reopens on the game as stored, not on an older screen.
		outdateScreenCopy(this.id);
		try {
			const games = await import('$lib/db/games');
			const summary = this.#summarize(folded.state);
			const recorded = resultAfter(
				this.kind,
				this.#finished(folded.state),
				summary.progress,
				this.#recorded
			);
			const result = await games.changeLog(this.id, this.#rev, change, summary, {
				version: this.#eventVersion,
				rules: RULES_FINGERPRINT[this.kind],
				result: recorded,
				snapshot: snapshotOf(folded)
			});
			if (result.ok) {
				this.#known = folded;
				this.#history = next;
				this.#authors = authors;
				this.#recorded = recorded;
				this.#rev = result.rev;
				this.refusal = null;
				this.saveError = null;
				this.notice = null;
				storage.saved();
				return true;
			}
			switch (result.reason) {
				case 'stale':
					this.#adopt(result.current);
					this.notice = 'notSaved';
					break;
				case 'missing':
					this.notice = 'deleted';
					break;
				case 'invalid':
					// This tab's view did not fit its own log: take the log as stored.
					await this.#refresh('notSaved');
					break;
				case 'storage':
					this.saveError = storage.report(result.error);
					break;
			}
			return false;
		} catch (e) {
			this.saveError = storage.report(e);
			return false;
		} finally {
			this.saving = false;
		}
	}

	/** Another tab (or session) changed a game: this one catches up if it is behind. */
	#heard(change: GameChanged): void {
		if (change.id !== this.id || change.rev === this.#rev) return;
		void this.#serial(() => this.#refresh('otherTab'));
	}

	/** Reads the stored log and shows it if it is not the one shown; `notice` says so. */
	async #refresh(notice: SessionNotice): Promise<void> {
		try {
			const { loadGame } = await import('$lib/db/games');
			const stored = await loadGame(this.id);
			if (!stored || stored.game.kind !== this.kind) {
				this.notice = 'deleted';
				return;
			}
			if (stored.rev === this.#rev && notice === 'otherTab') return;
			this.#adopt(stored);
			this.notice = notice;
		} catch (e) {
			this.saveError = storage.report(e, 'read');
		}
	}

	/** Drops the recorded event at `index` (one the rules refuse); undo and redo start afresh. */
	drop(index: number): Promise<boolean> {
		return this.#serial(async () => {
			const events = this.#history.events;
			if (!Number.isInteger(index) || index < 1 || index >= events.length) return false;
			return this.#write(
				{ op: 'splice', at: index, remove: 1, insert: [] },
				{ events: events.filter((_, i) => i !== index), redo: [] },
				this.#authors.filter((_, i) => i !== index)
			);
		});
	}

	/**
	 * Takes back the correction at raw entry `index` (the one `setupFault` names): undone when it
	 * is the last entry (redo brings it back), dropped from the log otherwise.
	 */
	undoCorrection(index: number): Promise<boolean> {
		return index === this.#history.events.length - 1 ? this.undo() : this.drop(index);
	}

	/**
	 * Shows the stored log `stored`. Events are read as stored: no event's shape has changed yet,
	 * so there is nothing to upgrade; what this build's rules refuse is listed by the replay.
	 */
	#adopt(stored: StoredGame): void {
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
		this.refusal = null;
		this.undoAsk = false;
	}

	/** Actions run one after another, so two quick taps can never race for the same index. */
	#serial<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task, task);
		this.#queue = run.catch(() => undefined);
		return run;
	}
}

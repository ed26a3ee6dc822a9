// The open game's write store: the log as stored, and every change to it. Plain TypeScript (no
// runes), so its rules are tested without a page: an action is written to the database before
// anyone is told of it; writes run one at a time, each against the revision of the log this tab
// last saw; what another tab changed is taken in and said; an undo of another tab's action waits
// for the player. What the log gives (the game, drawn from its snapshot) is shown-log.ts; the
// screen reads all of it through the rune view (game-session.svelte.ts), told of each change.
// Long: every action (record, correct, undo, redo, drop) and other tabs' news go through the one
// queue and revision check here; split, each part would reach into the others' private state.
import { version } from '$app/environment';
import type { GameId, GameSummary, RecordedResult } from '$lib/vocab';
import type { StorageProblem } from '$lib/db/errors';
import type { LogChange, StoredGame } from '$lib/db/games';
import type { TrackedGame } from '$lib/tracker/games';
import { resultAfter, RULES_FINGERPRINT, type RulesCheck } from '$lib/tracker/rules';
import { tabId, tabShown } from '$lib/db/tab';
// Small and free of the database library (read-game.ts, peek.ts): imported with the page, so a
// saved game's read starts as the page starts, not three module fetches later.
import { readGame, warmDb } from '$lib/db/read-game';
import { watchGames, type GameChanged } from '$lib/db/changes';
import {
	checkCorrection,
	corrected,
	record,
	stamped,
	redo,
	undo,
	type Correction,
	type History,
	type LogEntry,
	type Reducer,
	type Replayed,
	type Refusal,
	type ReplayStep,
	type SetupFault
} from '$lib/tracker/log';
import { storage } from './storage.svelte';
import { whenIdle } from './idle';
import { outdateScreenCopy } from './screen-copy';
import { ShownLog, snapshotOf, type Authors, type Known } from './shown-log';

/**
 * What the tab must tell the player about the game it shows, besides the rules' refusals:
 * - `otherTab`: another tab changed the game; this one now shows the game as it is.
 * - `notSaved`: the last action met a change made in another tab: it was NOT recorded, and the
 *   game is shown as it is now (the player can do it again if it still applies).
 * - `deleted`: the game was deleted (in another tab): nothing more can be recorded.
 */
export type SessionNotice = 'otherTab' | 'notSaved' | 'deleted';

/** What the store says of its last action, besides the log: replaced whole on each change. */
export interface StoreStatus {
	/** The reason the last action was refused by the rules, until the next successful action. */
	refusal: Refusal | null;
	/** A storage failure: the action was NOT recorded (the UI must say so). */
	saveError: StorageProblem | null;
	/** What changed under this tab, until the next successful action (see `SessionNotice`). */
	notice: SessionNotice | null;
	/** A write is under way. */
	saving: boolean;
	/**
	 * The last action was recorded in another tab: Undo waits for the player to confirm
	 * (`undo({ theirs: true })`) instead of taking back another tab's action.
	 */
	undoAsk: boolean;
}

/** Nothing to say: no refusal, no failure, no notice, no write under way. */
const CALM: StoreStatus = {
	refusal: null,
	saveError: null,
	notice: null,
	saving: false,
	undoAsk: false
};

/**
 * One open tracked game as stored: the event history in memory, mirrored to IndexedDB. An action
 * is taken in only after its event is written; a refused action changes nothing and says why.
 * Every write is checked against the revision of the log this tab last saw, so two tabs never
 * overwrite each other: a tab that is behind takes the log as it is and says so. `onChange`
 * listeners hear every change of the log or of the status, after it is made.
 */
export class GameStore<E, S> {
	readonly id: string;
	readonly kind: GameId;
	/** When the game was started (its result is dated so). */
	readonly createdAt: number;
	readonly #reducer: Reducer<E, S>;
	readonly #summarize: (state: S) => GameSummary;
	/** The version of the events this build writes, stored with each new event. */
	readonly #eventVersion: number;
	readonly #isSetup: (event: E) => boolean;
	readonly #finished: (state: S) => boolean;
	/** The log shown and the game it gives. */
	readonly #log: ShownLog<E, S>;
	#status: StoreStatus = CALM;
	#queue: Promise<unknown> = Promise.resolve();
	#unwatch: () => void = () => {};
	readonly #listeners = new Set<() => void>();

	private constructor(id: string, game: TrackedGame<E, S>, stored: StoredGame) {
		this.id = id;
		this.kind = game.kind;
		this.createdAt = stored.game.createdAt;
		this.#reducer = game.reducer;
		this.#summarize = (state) => game.summary(state);
		this.#eventVersion = game.eventVersion;
		this.#isSetup = (event) => game.isSetup(event);
		this.#finished = (state) => game.finished(state);
		this.#log = new ShownLog(game, stored);
	}

	/** Hears every change after it is made; returns the way to stop hearing. */
	onChange(listener: () => void): () => void {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	}

	get status(): StoreStatus {
		return this.#status;
	}
	get state(): S {
		return this.#log.state;
	}
	/** The raw log: the game's events and corrections, as stored. */
	get events(): readonly LogEntry<E>[] {
		return this.#log.history.events;
	}
	/** Undone entries redo can bring back. */
	get redoable(): readonly LogEntry<E>[] {
		return this.#log.history.redo;
	}
	/** The result kept with the game, or null. */
	/** The revision of the stored log this tab shows (what a form's draft is stamped with). */
	get rev(): number {
		return this.#log.rev;
	}
	get recorded(): RecordedResult | null {
		return this.#log.recorded;
	}
	/**
	 * Each recorded event with the state before it and its refusal, for the game log: worked out
	 * (the whole log replayed) when first read, so only when the log is shown.
	 */
	get steps(): readonly ReplayStep<E, S>[] {
		return this.#log.steps;
	}
	/** How many entries the game log has (the corrected log's events), without replaying it. */
	get logLength(): number {
		return this.#log.logLength;
	}
	get canUndo(): boolean {
		return this.#status.notice !== 'deleted' && this.events.length > 1;
	}
	get canRedo(): boolean {
		return this.#status.notice !== 'deleted' && this.redoable.length > 0;
	}
	/**
	 * Recorded events the rules of this version refuse (written under older rules, or by a file):
	 * left out of the game, kept in the log, listed with the reason for the table to fix or drop.
	 */
	get refused(): Replayed<S>['refused'] {
		return this.#log.refused;
	}
	/**
	 * The game's set-up, missing or refused (a correction took it away, or the log came so): the
	 * game has no players and every action is refused until the correction is undone.
	 */
	get setupFault(): SetupFault | null {
		return this.#log.setupFault;
	}
	/**
	 * The result recorded when the game finished, checked against today's rules: what the game
	 * shows as its result and whether today's rules would score it otherwise. Null while the game
	 * has no recorded result.
	 */
	get rulesCheck(): RulesCheck | null {
		return this.#log.rulesCheck;
	}

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
	 * The saved game `id`, or null when there is none of this kind. The store follows changes
	 * other tabs make to it until `close()`.
	 */
	static async open<E, S>(id: string, game: TrackedGame<E, S>): Promise<GameStore<E, S> | null> {
		// Read without the database library (see peek.ts); it loads for the first action.
		const stored = await readGame(id);
		if (!stored || stored.game.kind !== game.kind) return null;
		const store = new GameStore(id, game, stored);
		store.#unwatch = watchGames((change) => store.#heard(change));
		return store;
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
		return r.ok ? (this.#reducer.guide?.(this.state, event) ?? null) : r.error;
	}

	/** Records an action. Resolves true once it is saved; false when refused or not saved. */
	dispatch(event: E): Promise<boolean> {
		return this.#serial(async () => {
			const before = this.state;
			const r = this.#reducer.apply(before, event);
			// The rules first, then the order live entry asks for (never asked again on a replay).
			const refused = r.ok ? (this.#reducer.guide?.(before, event) ?? null) : r.error;
			if (!r.ok || refused) {
				this.#tell({ refusal: refused });
				return false;
			}
			const next = record(this.#log.history, event);
			return this.#write(
				{ op: 'append', event },
				next,
				[...this.#log.authors, tabId()],
				this.#log.appended(next.events, event, before, r.state)
			);
		});
	}

	/**
	 * Records a correction of a past entry (edit, insert, delete); the game replays from there.
	 * Refused when the corrected event itself breaks a rule at its place; later events it makes
	 * impossible stay in the log, listed by the replay for the table to fix or drop.
	 */
	correct(asked: Correction<E>): Promise<boolean> {
		return this.#serial(async () => {
			const correction = stamped(this.#reducer, asked);
			const r = checkCorrection(this.#reducer, this.#log.history.events, correction, {
				isSetup: this.#isSetup,
				rule: `${this.kind}.setup`
			});
			if (!r.ok) {
				this.#tell({ refusal: r.error });
				return false;
			}
			const entry = correction as LogEntry<E>;
			return this.#write({ op: 'append', event: entry }, record(this.#log.history, entry), [
				...this.#log.authors,
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
			this.#tell({ undoAsk: false });
			if (!this.canUndo) return false;
			const author = this.#log.authors.at(-1) ?? null;
			if (!theirs && author !== null && author !== tabId() && (await tabShown(author)) !== false) {
				this.#tell({ undoAsk: true });
				return false;
			}
			return this.#write({ op: 'undo' }, undo(this.#log.history), this.#log.authors.slice(0, -1));
		});
	}

	/** The player does not take back the other tab's action after all. */
	keepTheirs(): void {
		this.#tell({ undoAsk: false });
	}

	redo(): Promise<boolean> {
		return this.#serial(async () => {
			if (!this.canRedo) return false;
			return this.#write({ op: 'redo' }, redo(this.#log.history), [...this.#log.authors, tabId()]);
		});
	}

	/**
	 * Drops the recorded event at raw entry `index` (one the rules refuse) as a correction that
	 * deletes it: nothing is lost, Undo brings it back and Redo drops it again. An entry that is no
	 * event of the game (a correction pointing nowhere) is taken out of the log as before.
	 */
	drop(index: number): Promise<boolean> {
		return this.#serial(async () => {
			const events = this.#log.history.events;
			if (!Number.isInteger(index) || index < 1 || index >= events.length) return false;
			const at = corrected(events, this.#reducer.arrange).events.findIndex(
				(placed) => placed.entry === index
			);
			if (at > 0) {
				const entry: LogEntry<E> = stamped(this.#reducer, { correction: 'delete', at });
				return this.#write({ op: 'append', event: entry }, record(this.#log.history, entry), [
					...this.#log.authors,
					tabId()
				]);
			}
			return this.#write(
				{ op: 'splice', at: index, remove: 1, insert: [] },
				{ events: events.filter((_, i) => i !== index), redo: [] },
				this.#log.authors.filter((_, i) => i !== index)
			);
		});
	}

	/**
	 * Takes back the correction at raw entry `index` (the one `setupFault` names): undone when it
	 * is the last entry (redo brings it back), dropped from the log otherwise.
	 */
	undoCorrection(index: number): Promise<boolean> {
		return index === this.#log.history.events.length - 1 ? this.undo() : this.drop(index);
	}

	/**
	 * Writes `change`, which turns the log this tab shows into `next`, and takes `next` in only
	 * once it is saved. When the log moved on in another tab, nothing is written and the store
	 * takes the log as it is now.
	 */
	async #write(
		change: LogChange,
		next: History<LogEntry<E>>,
		authors: Authors,
		folded: Known<E, S> = this.#log.replayed(next.events)
	): Promise<boolean> {
		if (this.#status.notice === 'deleted') return false;
		this.#tell({ saving: true, undoAsk: false });
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
				this.#log.recorded
			);
			const result = await games.changeLog(this.id, this.#log.rev, change, summary, {
				version: this.#eventVersion,
				rules: RULES_FINGERPRINT[this.kind],
				result: recorded,
				snapshot: snapshotOf(folded)
			});
			if (result.ok) {
				this.#log.take(next, authors, result.rev, recorded, folded);
				this.#tell({ refusal: null, saveError: null, notice: null, saving: false });
				storage.saved();
				return true;
			}
			switch (result.reason) {
				case 'stale':
					this.#adopt(result.current);
					this.#tell({ notice: 'notSaved', saving: false });
					break;
				case 'missing':
					this.#tell({ notice: 'deleted', saving: false });
					break;
				case 'invalid':
					// This tab's view did not fit its own log: take the log as stored.
					await this.#refresh('notSaved');
					break;
				case 'storage':
					this.#tell({ saveError: storage.report(result.error), saving: false });
					break;
			}
			return false;
		} catch (e) {
			this.#tell({ saveError: storage.report(e) });
			return false;
		} finally {
			if (this.#status.saving) this.#tell({ saving: false });
		}
	}

	/** Another tab (or session) changed a game: this one catches up if it is behind. */
	#heard(change: GameChanged): void {
		if (change.id !== this.id || change.rev === this.#log.rev) return;
		void this.#serial(() => this.#refresh('otherTab'));
	}

	/** Reads the stored log and takes it if it is not the one shown; `notice` says so. */
	async #refresh(notice: SessionNotice): Promise<void> {
		try {
			const { loadGame } = await import('$lib/db/games');
			const stored = await loadGame(this.id);
			if (!stored || stored.game.kind !== this.kind) {
				this.#tell({ notice: 'deleted' });
				return;
			}
			if (stored.rev === this.#log.rev && notice === 'otherTab') return;
			this.#adopt(stored);
			this.#tell({ notice });
		} catch (e) {
			this.#tell({ saveError: storage.report(e, 'read') });
		}
	}

	/** Takes the stored log `stored` (another tab's, or the one stored after a refused write). */
	#adopt(stored: StoredGame): void {
		this.#log.adopt(stored);
		this.#tell({ refusal: null, undoAsk: false });
	}

	/** Changes the status and tells the listeners (a change of the log is told with it). */
	#tell(change: Partial<StoreStatus>): void {
		this.#status = { ...this.#status, ...change };
		for (const listener of this.#listeners) listener();
	}

	/** Actions run one after another, so two quick taps can never race for the same index. */
	#serial<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task, task);
		this.#queue = run.catch(() => undefined);
		return run;
	}
}

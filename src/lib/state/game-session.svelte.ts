// The open game as the screen reads it: a thin rune view over its write store (game-store.ts),
// which keeps the log, writes each change before it is shown, and follows other tabs. The view
// holds what the store last told it as reactive values, so a screen redraws what changed and
// nothing else; every action goes to the store.
import type { GameId, RecordedResult } from '$lib/vocab';
import type { StorageProblem } from '$lib/db/errors';
import { warmDb } from '$lib/db/read-game';
import type { TrackedGame } from '$lib/tracker/games';
import type { RulesCheck } from '$lib/tracker/rules';
import type {
	Correction,
	LogEntry,
	Replayed,
	Refusal,
	ReplayStep,
	SetupFault
} from '$lib/tracker/log';
import { isCorrection } from '$lib/tracker/log';
import { GameStore, type StoreStatus } from './game-store';
import { FormDrafts } from './form-drafts';

export type { SessionNotice } from './game-store';

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

/** One open tracked game, as the screen shows it (what it does: `GameStore`). */
export class GameSession<E, S> {
	readonly #store: GameStore<E, S>;
	readonly #unlisten: () => void;
	// What the store last told, each its own reactive value: a value that did not change (the same
	// log, the same status) wakes nothing up.
	#events = $state.raw<readonly LogEntry<E>[]>([]);
	#redoable = $state.raw<readonly LogEntry<E>[]>([]);
	#recorded = $state.raw<RecordedResult | null>(null);
	#refusal = $state.raw<StoreStatus['refusal']>(null);
	#saveError = $state.raw<StoreStatus['saveError']>(null);
	#notice = $state.raw<StoreStatus['notice']>(null);
	#saving = $state.raw(false);
	#undoAsk = $state.raw(false);

	/** The forms half filled on the game's screen, kept beside the game (never in its log). */
	readonly drafts: FormDrafts;

	private constructor(store: GameStore<E, S>, drafts: FormDrafts) {
		this.#store = store;
		this.drafts = drafts;
		this.#take();
		this.#unlisten = store.onChange(() => this.#take());
	}

	/** What the store holds now. */
	#take(): void {
		const store = this.#store;
		this.#events = store.events;
		this.#redoable = store.redoable;
		this.#recorded = store.recorded;
		const status = store.status;
		this.#refusal = status.refusal;
		this.#saveError = status.saveError;
		this.#notice = status.notice;
		this.#saving = status.saving;
		this.#undoAsk = status.undoAsk;
		this.drafts.follow(store.rev);
	}

	get id(): string {
		return this.#store.id;
	}
	get kind(): GameId {
		return this.#store.kind;
	}
	/** When the game was started (its result is dated so). */
	get createdAt(): number {
		return this.#store.createdAt;
	}

	// What the log gives is read from the store (which works each out once per log) after the log
	// itself, so a reader follows the log.
	get state(): S {
		void this.#events;
		return this.#store.state;
	}
	get events(): readonly LogEntry<E>[] {
		return this.#events;
	}
	/** Each recorded event with the state before it and its refusal, for the game log. */
	get steps(): readonly ReplayStep<E, S>[] {
		void this.#events;
		return this.#store.steps;
	}
	/** How many entries the game log has (the corrected log's events), without replaying it. */
	get logLength(): number {
		void this.#events;
		return this.#store.logLength;
	}
	/** Recorded events the rules of this version refuse, for the table to fix or drop. */
	get refused(): Replayed<S>['refused'] {
		void this.#events;
		return this.#store.refused;
	}
	/** The game's set-up, missing or refused: every action is refused until it is given back. */
	get setupFault(): SetupFault | null {
		void this.#events;
		return this.#store.setupFault;
	}
	/** The recorded result checked against today's rules; null while the game has none. */
	get rulesCheck(): RulesCheck | null {
		void this.#events;
		void this.#recorded;
		return this.#store.rulesCheck;
	}
	get canUndo(): boolean {
		return this.#notice !== 'deleted' && this.#events.length > 1;
	}
	get canRedo(): boolean {
		return this.#notice !== 'deleted' && this.#redoable.length > 0;
	}
	/**
	 * Whether Undo would take back a correction of the log, and Redo bring one back: all a
	 * finished game lets them do, since it is read, not played on, and corrected through its log.
	 */
	get correctionMoves(): { undo: boolean; redo: boolean } {
		return {
			undo: this.canUndo && isCorrection(this.#events.at(-1)),
			redo: this.canRedo && isCorrection(this.#redoable.at(-1))
		};
	}

	/** The reason the last action was refused by the rules, until the next successful action. */
	get refusal(): Refusal | null {
		return this.#refusal;
	}
	/** A storage failure: the action was NOT recorded (the screen must say so). */
	get saveError(): StorageProblem | null {
		return this.#saveError;
	}
	/** What changed under this tab, until the next successful action. */
	get notice(): StoreStatus['notice'] {
		return this.#notice;
	}
	get saving(): boolean {
		return this.#saving;
	}
	/** Undo waits for the player: the last action was recorded in another tab still open. */
	get undoAsk(): boolean {
		return this.#undoAsk;
	}

	/** Saves a new game from its setup; resolves its id (see `GameStore.create`). */
	static create<E, S>(game: TrackedGame<E, S>, setup: E): Promise<string> {
		return GameStore.create(game, setup);
	}

	/**
	 * The saved game `id`, or null when there is none of this kind. The session follows changes
	 * other tabs make to it until `close()`.
	 */
	static async open<E, S>(id: string, game: TrackedGame<E, S>): Promise<GameSession<E, S> | null> {
		const store = await GameStore.open(id, game);
		if (!store) return null;
		// Read as the game was: the forms kept at the revision it is at, else none.
		const drafts = await FormDrafts.open(id, store.rev);
		// The database library loads for the first action: a first touch or key starts loading it.
		warmOnFirstInput(warmDb);
		return new GameSession(store, drafts);
	}

	/** Loads and opens the database once the page is idle (starting a game will need it). */
	static warmWhenIdle(): void {
		GameStore.warmWhenIdle();
	}

	/** Stops following other tabs' changes (the page is left). */
	close(): void {
		this.#unlisten();
		this.#store.close();
		void this.drafts.flush();
	}

	/** Checks an action against the rules without recording it. */
	check(event: E): Refusal | null {
		void this.#events;
		return this.#store.check(event);
	}
	/** Records an action. Resolves true once it is saved; false when refused or not saved. */
	dispatch(event: E): Promise<boolean> {
		return this.#store.dispatch(event);
	}
	/** Records a correction of a past entry (edit, insert, delete). */
	correct(correction: Correction<E>): Promise<boolean> {
		return this.#store.correct(correction);
	}
	/** Takes back the last action; one of another tab still open only with `theirs`. */
	undo(options?: { theirs?: boolean }): Promise<boolean> {
		return this.#store.undo(options);
	}
	/** The player does not take back the other tab's action after all. */
	keepTheirs(): void {
		this.#store.keepTheirs();
	}
	redo(): Promise<boolean> {
		return this.#store.redo();
	}
	/** Drops the recorded event at `index` (one the rules refuse). */
	drop(index: number): Promise<boolean> {
		return this.#store.drop(index);
	}
	/** Takes back the correction at raw entry `index` (the one `setupFault` names). */
	undoCorrection(index: number): Promise<boolean> {
		return this.#store.undoCorrection(index);
	}
}

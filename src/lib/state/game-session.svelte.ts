import type { StorageProblem } from '$lib/db/errors';
import type { GameKind } from '$lib/tracker/file';
import type { GameSummary, TrackedGame } from '$lib/tracker/games';
import {
	emptyHistory,
	record,
	redo,
	replay,
	undo,
	type History,
	type Reducer,
	type Refusal
} from '$lib/tracker/log';
import { storage } from './storage.svelte';

type Summarize<S> = (state: S) => GameSummary;

/**
 * One open tracked game: the event history in memory, mirrored to IndexedDB. An action is shown
 * as done only after its event is written; a refused action changes nothing and says why.
 */
export class GameSession<E, S> {
	readonly id: string;
	readonly kind: GameKind;
	readonly #reducer: Reducer<E, S>;
	readonly #summarize: Summarize<S>;
	#history = $state.raw<History<E>>(emptyHistory());
	#queue: Promise<unknown> = Promise.resolve();

	/** The reason the last action was refused by the rules, until the next successful action. */
	refusal = $state<Refusal | null>(null);
	/** A storage failure: the action was NOT recorded (the UI must say so). */
	saveError = $state<StorageProblem | null>(null);
	saving = $state(false);

	readonly replayed = $derived.by(() => replay(this.#reducer, this.#history.events));

	private constructor(id: string, game: TrackedGame<E, S>, history: History<E>) {
		this.id = id;
		this.kind = game.kind;
		this.#reducer = game.reducer;
		this.#summarize = (state) => game.summary(state);
		this.#history = history;
	}

	get state(): S {
		return this.replayed.state;
	}
	get events(): readonly E[] {
		return this.#history.events;
	}
	get canUndo(): boolean {
		return this.#history.events.length > 1;
	}
	get canRedo(): boolean {
		return this.#history.redo.length > 0;
	}

	/** Saves a new game from its setup (checked first); resolves its id. */
	static async create<E, S>(game: TrackedGame<E, S>, setup: E): Promise<string> {
		const { reducer } = game;
		const first = reducer.apply(reducer.initial(), setup);
		if (!first.ok) throw new Error(`setup refused: ${first.error.code}`);
		const { createGame } = await import('$lib/db/games');
		return createGame(game.kind, setup, game.summary(first.state));
	}

	/** The saved game `id`, or null when there is none of this kind. */
	static async open<E, S>(id: string, game: TrackedGame<E, S>): Promise<GameSession<E, S> | null> {
		const { loadGame } = await import('$lib/db/games');
		const stored = await loadGame(id);
		if (!stored || stored.game.kind !== game.kind) return null;
		return new GameSession(id, game, {
			events: stored.events as E[],
			redo: stored.redo as E[]
		});
	}

	/** Checks an action against the rules without recording it. */
	check(event: E): Refusal | null {
		const r = this.#reducer.apply(this.state, event);
		return r.ok ? null : r.error;
	}

	/** Records an action. Resolves true once it is saved; false when refused or not saved. */
	dispatch(event: E): Promise<boolean> {
		return this.#serial(async () => {
			const r = this.#reducer.apply(this.state, event);
			if (!r.ok) {
				this.refusal = r.error;
				return false;
			}
			const next = record(this.#history, event);
			return this.#save(next, async (games) => {
				await games.appendEvent(
					this.id,
					this.#history.events.length,
					event,
					this.#summarize(r.state)
				);
			});
		});
	}

	undo(): Promise<boolean> {
		return this.#serial(async () => {
			if (!this.canUndo) return false;
			const next = undo(this.#history);
			return this.#save(next, (games) =>
				games.undoEvent(this.id, this.#summarize(replay(this.#reducer, next.events).state))
			);
		});
	}

	redo(): Promise<boolean> {
		return this.#serial(async () => {
			if (!this.canRedo) return false;
			const next = redo(this.#history);
			return this.#save(next, (games) =>
				games.redoEvent(this.id, this.#summarize(replay(this.#reducer, next.events).state))
			);
		});
	}

	async #save(
		next: History<E>,
		write: (games: typeof import('$lib/db/games')) => Promise<void>
	): Promise<boolean> {
		this.saving = true;
		try {
			await write(await import('$lib/db/games'));
			this.#history = next;
			this.refusal = null;
			this.saveError = null;
			storage.saved();
			return true;
		} catch (e) {
			this.saveError = storage.report(e);
			return false;
		} finally {
			this.saving = false;
		}
	}

	/** Actions run one after another, so two quick taps can never race for the same index. */
	#serial<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task, task);
		this.#queue = run.catch(() => undefined);
		return run;
	}
}

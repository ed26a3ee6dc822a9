import type { StorageProblem } from '$lib/db/errors';
import type { GameSummary } from '$lib/db/games';
import type { GameKind } from '$lib/tracker/file';
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

type Summarize<E, S> = (state: S, events: readonly E[]) => GameSummary;

/**
 * One open tracked game: the event history in memory, mirrored to IndexedDB. An action is shown
 * as done only after its event is written; a refused action changes nothing and says why.
 */
export class GameSession<E, S> {
	readonly id: string;
	readonly kind: GameKind;
	readonly #reducer: Reducer<E, S>;
	readonly #summarize: Summarize<E, S>;
	#history = $state.raw<History<E>>(emptyHistory());
	#queue: Promise<unknown> = Promise.resolve();

	/** The reason the last action was refused by the rules, until the next successful action. */
	refusal = $state<Refusal | null>(null);
	/** A storage failure: the action was NOT recorded (the UI must say so). */
	saveError = $state<StorageProblem | null>(null);
	saving = $state(false);

	readonly replayed = $derived.by(() => replay(this.#reducer, this.#history.events));

	private constructor(
		id: string,
		kind: GameKind,
		reducer: Reducer<E, S>,
		summarize: Summarize<E, S>,
		history: History<E>
	) {
		this.id = id;
		this.kind = kind;
		this.#reducer = reducer;
		this.#summarize = summarize;
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

	static async create<E, S>(
		kind: GameKind,
		reducer: Reducer<E, S>,
		setup: E,
		summarize: Summarize<E, S>
	): Promise<string> {
		const first = reducer.apply(reducer.initial(), setup);
		if (!first.ok) throw new Error(`setup refused: ${first.error.code}`);
		const { createGame } = await import('$lib/db/games');
		return createGame(kind, setup, summarize(first.state, [setup]));
	}

	static async open<E, S>(
		id: string,
		reducer: Reducer<E, S>,
		summarize: Summarize<E, S>
	): Promise<GameSession<E, S> | null> {
		const { loadGame } = await import('$lib/db/games');
		const stored = await loadGame(id);
		if (!stored) return null;
		return new GameSession(id, stored.game.kind, reducer, summarize, {
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
					this.#summarize(r.state, next.events)
				);
			});
		});
	}

	undo(): Promise<boolean> {
		return this.#serial(async () => {
			if (!this.canUndo) return false;
			const next = undo(this.#history);
			return this.#save(next, (games) =>
				games.undoEvent(
					this.id,
					this.#summarize(replay(this.#reducer, next.events).state, next.events)
				)
			);
		});
	}

	redo(): Promise<boolean> {
		return this.#serial(async () => {
			if (!this.canRedo) return false;
			const next = redo(this.#history);
			return this.#save(next, (games) =>
				games.redoEvent(
					this.id,
					this.#summarize(replay(this.#reducer, next.events).state, next.events)
				)
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

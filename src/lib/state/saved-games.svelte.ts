// The saved games of one tracked game (KtU or UU), as its descriptor describes it: listed by
// replaying them, deleted, exported, imported from a file. Messages are translated in the game's
// own i18n namespace.
import { downloadJson, exportFileName } from '$lib/components/games/download';
import { t } from '$lib/i18n/locale.svelte';
import { parseGameFile, toGameFile, type FileError, type GameKind } from '$lib/tracker/file';
import { checkFileEvents, trackedGame, type Progress, type TrackedGame } from '$lib/tracker/games';
import { replay } from '$lib/tracker/log';

/** A saved game as the games list shows it. */
export interface SavedGame {
	id: string;
	players: readonly string[];
	updatedAt: number;
	/** Already translated: where the game stands (its summary's progress). */
	progress: string;
}

/** The i18n namespace of a tracked game's screens. */
export type GameNamespace = TrackedGame<unknown, unknown>['ns'];

/** A summary's progress in the current language, in the game's namespace. */
export const progressText = (ns: GameNamespace, progress: Progress): string =>
	t(`${ns}:${progress.code}`, progress.params);

/** Downloads a saved game as its export file; throws when there is no such game or it cannot. */
export async function downloadGame(id: string): Promise<void> {
	const { loadGame } = await import('$lib/db/games');
	const stored = await loadGame(id);
	if (!stored) throw new Error('missing');
	const { game, events } = stored;
	const file = toGameFile(
		game.kind,
		{ id: game.id, createdAt: game.createdAt, title: game.title },
		events
	);
	downloadJson(exportFileName(game.kind, file.game.id, file.game.createdAt), file);
}

export class SavedGames<E, S> {
	readonly #game: TrackedGame<E, S>;

	/** The saved games, newest first; null until first listed. */
	games = $state<SavedGame[] | null>(null);
	listError = $state(false);
	/** Translated reason the last file was refused, if it was. */
	importError = $state<string | null>(null);
	/** Translated confirmation of the last import, if any. */
	imported = $state<string | null>(null);
	exportError = $state(false);

	constructor(game: TrackedGame<E, S>) {
		this.#game = game;
	}

	get kind(): GameKind {
		return this.#game.kind;
	}

	/** The i18n namespace of the game's messages. */
	get ns(): GameNamespace {
		return this.#game.ns;
	}

	/** Where a game stands, replayed from its events (the truth), in the current language. */
	#progressOf(events: unknown[]): string {
		const state = replay(this.#game.reducer, events as E[]).state;
		return progressText(this.ns, this.#game.summary(state).progress);
	}

	async refresh(): Promise<void> {
		try {
			const { listGames, loadGame } = await import('$lib/db/games');
			const rows = await listGames(this.kind);
			const loaded = await Promise.all(rows.map((row) => loadGame(row.id)));
			this.games = loaded.flatMap((stored) =>
				stored
					? [
							{
								id: stored.game.id,
								players: stored.game.players,
								updatedAt: stored.game.updatedAt,
								progress: this.#progressOf(stored.events)
							}
						]
					: []
			);
		} catch {
			this.listError = true;
			this.games = [];
		}
	}

	async remove(id: string): Promise<void> {
		const { deleteGame } = await import('$lib/db/games');
		await deleteGame(id);
		await this.refresh();
	}

	async exportIt(id: string): Promise<void> {
		this.exportError = false;
		try {
			await downloadGame(id);
		} catch {
			this.exportError = true;
		}
	}

	#fileErrorText(error: FileError): string {
		const ns = this.ns;
		switch (error.code) {
			case 'file.notJson':
				return t(`${ns}:import.error.notJson`);
			case 'file.notHornbook':
				return t(`${ns}:import.error.notHornbook`);
			case 'file.newerVersion':
				return t(`${ns}:import.error.newerVersion`);
			case 'file.badField':
				return t(`${ns}:import.error.badField`, { field: error.params.field });
			case 'file.badEvents':
				return t(`${ns}:import.error.badEvents`, { position: error.params.index + 1 });
		}
	}

	async importFile(file: File): Promise<void> {
		const ns = this.ns;
		this.importError = null;
		this.imported = null;
		let text: string;
		try {
			text = await file.text();
		} catch {
			this.importError = t(`${ns}:import.error.unreadable`);
			return;
		}
		const parsed = parseGameFile(text, checkFileEvents);
		if (!parsed.ok) {
			this.importError = this.#fileErrorText(parsed.error);
			return;
		}
		if (parsed.file.kind !== this.kind) {
			this.importError = t(`${ns}:import.error.otherGame`);
			return;
		}
		// The file's own game (checked above to be this one) gives its summary.
		const game = trackedGame(parsed.file.kind) as TrackedGame<unknown, unknown>;
		try {
			const { importGame } = await import('$lib/db/games');
			const summary = game.summary(replay(game.reducer, parsed.file.events).state);
			await importGame(parsed.file, summary);
			// The summary's players are the game's own (KtU's names, UU's players), in seat order.
			this.imported = t(`${ns}:import.done`, { players: summary.players });
			await this.refresh();
		} catch (err) {
			this.importError = t(`${ns}:import.error.save`, {
				error: err instanceof Error ? err.message : String(err)
			});
		}
	}
}

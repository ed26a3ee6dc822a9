// The saved games of one tracked game (KtU or UU): listed by replaying them, deleted, exported,
// imported from a file. Messages are translated in the game's own i18n namespace.
import { downloadJson, exportFileName } from '$lib/components/ui/download';
import type { GameSummary } from '$lib/db/games';
import { t } from '$lib/i18n/locale.svelte';
import type { TFn } from '$lib/i18n/i18n';
import { parseGameFile, type FileError, type GameKind } from '$lib/tracker/file';
import { replay, type Reducer } from '$lib/tracker/log';

/** A saved game as the games list shows it. */
export interface SavedGame {
	id: string;
	players: readonly string[];
	updatedAt: number;
	/** Already translated: where the game stands (its summary's progress). */
	progress: string;
}

/** The i18n namespace of a game's screens ('tracker' is KtU's). */
export type GameNamespace = 'tracker' | 'uu';

export interface SavedGamesOptions<E, S> {
	kind: GameKind;
	reducer: Reducer<E, S>;
	/** Validates an imported file's events with the game's own reducer (see parseGameFile). */
	checkEvents: Parameters<typeof parseGameFile>[1];
	/** The saved-games row of a state, in the current language. */
	summaryOf: (state: S, t: TFn) => GameSummary;
	ns: GameNamespace;
}

/** Downloads a saved game as its export file; throws when there is no such game or it cannot. */
export async function downloadGame(kind: GameKind, id: string): Promise<void> {
	const { exportGame } = await import('$lib/db/games');
	const file = await exportGame(id);
	if (!file) throw new Error('missing');
	downloadJson(exportFileName(kind, file.game.id, file.game.createdAt), file);
}

export class SavedGames<E, S> {
	readonly #o: SavedGamesOptions<E, S>;

	/** The saved games, newest first; null until first listed. */
	games = $state<SavedGame[] | null>(null);
	listError = $state(false);
	/** Translated reason the last file was refused, if it was. */
	importError = $state<string | null>(null);
	/** Translated confirmation of the last import, if any. */
	imported = $state<string | null>(null);
	exportError = $state(false);

	constructor(options: SavedGamesOptions<E, S>) {
		this.#o = options;
	}

	/** The i18n namespace of the game's messages. */
	get ns(): GameNamespace {
		return this.#o.ns;
	}

	/** Where a game stands, replayed from its events (the truth), in the current language. */
	#progressOf(events: unknown[]): string {
		return this.#o.summaryOf(replay(this.#o.reducer, events as E[]).state, t).progress;
	}

	async refresh(): Promise<void> {
		try {
			const { listGames, loadGame } = await import('$lib/db/games');
			const rows = await listGames(this.#o.kind);
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
			await downloadGame(this.#o.kind, id);
		} catch {
			this.exportError = true;
		}
	}

	#fileErrorText(error: FileError): string {
		const ns = this.#o.ns;
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
		const { kind, reducer, checkEvents, summaryOf, ns } = this.#o;
		this.importError = null;
		this.imported = null;
		let text: string;
		try {
			text = await file.text();
		} catch {
			this.importError = t(`${ns}:import.error.unreadable`);
			return;
		}
		const parsed = parseGameFile(text, checkEvents);
		if (!parsed.ok) {
			this.importError = this.#fileErrorText(parsed.error);
			return;
		}
		if (parsed.file.kind !== kind) {
			this.importError = t(`${ns}:import.error.otherGame`);
			return;
		}
		const state = replay(reducer, parsed.file.events as E[]).state;
		try {
			const { importGame } = await import('$lib/db/games');
			const summary = summaryOf(state, t);
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

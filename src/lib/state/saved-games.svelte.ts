// The saved games of one tracked game (KtU or UU), as its descriptor describes it: listed by
// replaying them, deleted, exported, imported from a file. Messages are translated in the game's
// own i18n namespace, or in `play` where both games say the same.
import type { GameId, Progress, RecordedResult } from '$lib/vocab';
import { downloadJson, exportFileName } from './download';
import { t } from '$lib/i18n/locale.svelte';
import { toGameFile, type GameFile } from '$lib/tracker/file';
import type { FileIssue } from '$lib/tracker/file-issues';
import type { SummaryOptions, TrackedGame } from '$lib/tracker/games';
import { replay } from '$lib/tracker/log';
import { checkRecorded, resultAfter } from '$lib/tracker/rules';
import { GAME_UI, progressKey, type GameNamespace } from './game-ui';
import { issueText, ruleOf } from './import-messages';
import { FILE_LIMITS } from '$lib/tracker/schema-parts';
import { storage } from './storage.svelte';
import { forgetScreenCopy } from './screen-copy';
import { compareCopies, type Duplicate } from './copies';

/** A saved game as the games list shows it. */
export interface SavedGame {
	id: string;
	players: readonly string[];
	updatedAt: number;
	/** Already translated: where the game stands (its summary's progress). */
	progress: string;
	/** The game has ended: the list offers its result, not to continue it. */
	finished: boolean;
	/**
	 * Where today's rules leave the game, translated, when they would score it otherwise than the
	 * result it ended with (`progress` is then that recorded result); null when they agree.
	 */
	today: string | null;
	/** Recorded actions today's rules refuse (the game page lists them). */
	refused: number;
}

/** A summary's progress in the current language, in the game's namespace. */
export const progressText = (ns: GameNamespace, progress: Progress): string =>
	t(progressKey(ns, progress.code), progress.params);

/** A saved game's export file (what a download or a handover carries), or null when it is gone. */
export async function gameFileOf(
	id: string
): Promise<{ file: GameFile; players: readonly string[] } | null> {
	const { loadGame } = await import('$lib/db/games');
	const stored = await loadGame(id);
	if (!stored) return null;
	const { game, events, versions, fingerprints } = stored;
	// Each event keeps the version and the rules it was written under, and the game its recorded
	// result: one that newer rules refuse or score otherwise imports back as it was, listed and
	// flagged for the table, not refused with the whole file.
	const file = toGameFile(
		game.kind,
		{ id: game.id, createdAt: game.createdAt, title: game.title },
		events,
		versions,
		{ fingerprints, result: game.result }
	);
	return { file, players: game.players };
}

/** Downloads a saved game as its export file; throws when there is no such game or it cannot. */
export async function downloadGame(id: string): Promise<void> {
	const saved = await gameFileOf(id);
	if (!saved) throw new Error('missing');
	const { file } = saved;
	downloadJson(exportFileName(file.kind, file.game.id, file.game.createdAt), file);
}

export class SavedGames<E, S> {
	readonly #game: TrackedGame<E, S>;
	readonly #options: () => SummaryOptions;

	/** The saved games, newest first; null until first listed. */
	games = $state<SavedGame[] | null>(null);
	listError = $state(false);
	/**
	 * The number of saved games this device had last time when none is found now (the browser
	 * cleared them, or a crash lost them): the list says so instead of "no saved game yet".
	 */
	lost = $state(0);
	/** Translated reason the last file was refused, if it was. */
	importError = $state<string | null>(null);
	/** The rulebook section that refused the last file, when a rule did (its set-up). */
	importErrorRule = $state<string | null>(null);
	/** Translated confirmation of the last import, if any. */
	imported = $state<string | null>(null);
	/** The id the last imported game was saved under (a second copy gets a new one). */
	importedId = $state<string | null>(null);
	exportError = $state(false);
	/**
	 * The last file is a game already saved here (the same game id): nothing is stored until the
	 * player opens the saved one, replaces it with the file (`replace`) or keeps both (`keepBoth`).
	 */
	duplicate = $state<Duplicate | null>(null);
	#pending: (() => Promise<void>) | null = null;
	#replacing: (() => Promise<void>) | null = null;

	/** `options`: the player's choices that change a summary (KtU's reading of more than 5). */
	constructor(game: TrackedGame<E, S>, options: () => SummaryOptions = () => ({})) {
		this.#game = game;
		this.#options = options;
	}

	get kind(): GameId {
		return this.#game.kind;
	}

	/** The i18n namespace of the game's messages. */
	get ns(): GameNamespace {
		return GAME_UI[this.#game.kind].ns;
	}

	/**
	 * Where a game stands, replayed from its events (the truth), in the current language; a finished
	 * game that today's rules would score otherwise shows the result it ended with, flagged.
	 */
	#progressOf(
		events: unknown[],
		recorded: RecordedResult | undefined
	): Pick<SavedGame, 'progress' | 'finished' | 'today' | 'refused'> {
		const { state, refused } = replay(this.#game.reducer, events as E[]);
		const { progress } = this.#game.summary(state, this.#options());
		const finished = this.#game.finished(state);
		const check = recorded && checkRecorded(recorded, this.#game.summary(state).progress);
		return check?.differs
			? {
					progress: progressText(this.ns, check.recorded),
					finished: true,
					today: progressText(this.ns, progress),
					refused: refused.length
				}
			: {
					progress: progressText(this.ns, progress),
					finished,
					today: null,
					refused: refused.length
				};
	}

	async refresh(): Promise<void> {
		try {
			const { listGames, loadGame, missingGames, keepResult } = await import('$lib/db/games');
			const rows = await listGames(this.kind);
			// A list read from memory (the device's database did not open) says so above it.
			await storage.checkDb();
			const loaded = await Promise.all(rows.map((row) => loadGame(row.id)));
			this.games = loaded.flatMap((stored) =>
				stored
					? [
							{
								id: stored.game.id,
								players: stored.game.players,
								updatedAt: stored.game.updatedAt,
								...this.#progressOf(stored.events, stored.game.result)
							}
						]
					: []
			);
			this.lost = this.games.length === 0 ? await missingGames(this.kind) : 0;
			// A game finished before results were kept records the result it has today, once.
			for (const stored of loaded) {
				if (!stored || stored.game.result) continue;
				const state = replay(this.#game.reducer, stored.events as E[]).state;
				const progress = this.#game.summary(state).progress;
				const result = resultAfter(this.kind, this.#game.finished(state), progress, null);
				if (result) void keepResult(stored.game.id, result).catch(() => undefined);
			}
		} catch (e) {
			storage.report(e, 'read');
			this.listError = true;
			this.games = [];
		}
	}

	async remove(id: string): Promise<void> {
		try {
			const { deleteGame } = await import('$lib/db/games');
			await deleteGame(id);
			forgetScreenCopy(id);
		} catch (e) {
			storage.report(e);
		}
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

	/** Why a file was refused, in plain words: the first problem, where it is, and how many more. */
	#fileErrorText(errors: readonly FileIssue[]): string {
		const ns = this.ns;
		const [first] = errors;
		if (!first) return t(`${ns}:import.error.notHornbook`);
		const more = errors.length > 1 ? ` ${t('file.more', { count: errors.length - 1 })}` : '';
		return issueText(first, this.kind) + more;
	}

	async importFile(file: File): Promise<void> {
		const ns = this.ns;
		this.importError = null;
		this.importErrorRule = null;
		this.imported = null;
		this.importedId = null;
		this.duplicate = null;
		this.#pending = null;
		this.#replacing = null;
		// Not even read when it is far too big to be a game.
		if (file.size > FILE_LIMITS.bytes) {
			this.importError = this.#fileErrorText([
				{ code: 'file.tooBig', path: [], params: { max: FILE_LIMITS.bytes } }
			]);
			return;
		}
		let text: string;
		try {
			text = await file.text();
		} catch {
			this.importError = t(`${ns}:import.error.unreadable`);
			return;
		}
		// This game's schema: a file of the other game is refused as such.
		const parsed = this.#game.parseFile(text);
		if (!parsed.ok) {
			this.importError = this.#fileErrorText(parsed.errors);
			this.importErrorRule = ruleOf(parsed.errors[0], this.kind);
			return;
		}
		const game = this.#game;
		const checked = parsed.file;
		try {
			const { importGame, loadGame, replaceGame } = await import('$lib/db/games');
			const state = replay(game.reducer, checked.events).state;
			const summary = game.summary(state);
			// The file's recorded result stands (the game ended with it, under the rules it names);
			// a file without one that today's rules finish records today's.
			const result =
				checked.result ?? resultAfter(this.kind, game.finished(state), summary.progress, null);
			// The summary's players are the game's own (KtU's names, UU's players), in seat order.
			const file = { ...checked, ...(result ? { result } : {}) };
			const store = async (done: 'play:import.doneCopy' | `${GameNamespace}:import.done`) => {
				this.importedId = await importGame(file, summary);
				this.imported = t(done, { players: summary.players });
				await this.refresh();
			};
			const saved = await loadGame(checked.game.id);
			if (saved && saved.game.kind === this.kind) {
				// Stored again only as the player chooses, told what differs: a copy, or in its place.
				const describe = (state: S) =>
					progressText(ns, game.summary(state, this.#options()).progress);
				this.duplicate = {
					id: checked.game.id,
					players: summary.players,
					...compareCopies(game.reducer, saved.events as E[], checked.events, describe)
				};
				this.#pending = () => store('play:import.doneCopy');
				this.#replacing = async () => {
					if (!(await replaceGame(file, summary))) throw new Error('missing');
					this.importedId = checked.game.id;
					forgetScreenCopy(checked.game.id);
					this.imported = t('play:received.replaced', { players: summary.players });
					await this.refresh();
				};
				return;
			}
			await store(`${ns}:import.done`);
		} catch (err) {
			this.importError = await storage.notSaved(err);
		}
	}

	/** Stores the file found to be a saved game as a second copy. */
	keepBoth(): Promise<void> {
		return this.#settle(this.#pending);
	}

	/** Puts the file found to be a saved game in the saved game's place (the same id). */
	replace(): Promise<void> {
		return this.#settle(this.#replacing);
	}

	/** Runs the player's choice for a file found to be a saved game; the other is forgotten. */
	async #settle(choice: (() => Promise<void>) | null): Promise<void> {
		this.#pending = null;
		this.#replacing = null;
		this.duplicate = null;
		if (!choice) return;
		try {
			await choice();
		} catch (err) {
			this.importError = await storage.notSaved(err);
		}
	}
}

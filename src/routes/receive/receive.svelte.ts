// Receiving a handed-over game: the codes read so far (any order, from the camera or pictures),
// then the joined file through the one import path of saved games (the game's file schema, the
// duplicate check). Nothing is saved until a whole set is read and its file is accepted.
import { goto } from '$app/navigation';
import { isGameId, type GameId } from '$lib/vocab';
import { useNamespaces } from '$lib/i18n/namespaces';
import { FIRST_GAME, GAME_UI, gameHref } from '$lib/state/game-ui';
import { SavedGames } from '$lib/state/saved-games.svelte';
import { trackedGame, type TrackedGame } from '$lib/tracker/games';
import { joinHandover, readHandoverCode, type HandoverPart } from '$lib/tracker/handover';

/** What the page says about the last thing read (keys of `results:receive`). */
export type ReceiveNote = 'noCode' | 'notOurs' | 'otherSet' | 'damaged' | 'mixed';

/** The game kind a file says it is, to pick its schema (anything else: the first game's, which refuses it). */
function kindOf(text: string): GameId {
	try {
		const kind = (JSON.parse(text) as { kind?: unknown } | null)?.kind;
		return isGameId(kind) ? kind : FIRST_GAME;
	} catch {
		return FIRST_GAME;
	}
}

export class Receiver {
	/** The parts of the set being read, one per place, in the order read. */
	parts = $state.raw<readonly HandoverPart[]>([]);
	note = $state<ReceiveNote | null>(null);
	/** The import of the joined file, once a set is complete (its messages, the duplicate choice). */
	saved = $state.raw<SavedGames<unknown, unknown> | null>(null);
	busy = $state(false);

	get count(): number {
		return this.parts[0]?.count ?? 0;
	}

	/** The places still to read, counted from 1. */
	get missing(): number[] {
		return Array.from({ length: this.count }, (_, i) => i + 1).filter(
			(i) => !this.parts.some((p) => p.index === i)
		);
	}

	/**
	 * Takes the texts of the codes found in one pick of pictures (all of them at once) or one
	 * camera frame. Codes of more than one game in it are said, and none of them is taken: a game
	 * is never opened with another's code silently dropped.
	 */
	async read(texts: readonly string[]): Promise<void> {
		if (texts.length === 0) {
			this.note = 'noCode';
			return;
		}
		const sets = texts.flatMap((text) => {
			const part = readHandoverCode(text);
			return part ? [`${part.set}/${part.count}`] : [];
		});
		if (sets.some((set) => set !== sets[0])) {
			this.note = 'mixed';
			return;
		}
		let parts = [...this.parts];
		let note: ReceiveNote | null = null;
		for (const text of texts) {
			const part = readHandoverCode(text);
			if (!part) {
				note = 'notOurs';
				continue;
			}
			const current = parts[0];
			if (current && (current.set !== part.set || current.count !== part.count)) {
				parts = [];
				note = 'otherSet';
			}
			// A code read twice (a camera sees it in many frames) counts once.
			parts = [...parts.filter((p) => p.index !== part.index), part];
		}
		this.parts = parts;
		this.note = note;
		if (parts.length > 0 && parts.length === parts[0]?.count) await this.#complete(parts);
	}

	async #complete(parts: HandoverPart[]): Promise<void> {
		const joined = joinHandover(parts);
		this.parts = [];
		if (!joined.ok) {
			this.note = 'damaged';
			return;
		}
		await this.importText(joined.text);
	}

	/** Imports a game file's text (joined codes, or a picked file) as the saved games do. */
	async importText(text: string): Promise<void> {
		const kind = kindOf(text);
		this.busy = true;
		try {
			await useNamespaces([GAME_UI[kind].ns, `steps-${kind}`]);
			const saved = new SavedGames(trackedGame(kind) as TrackedGame<unknown, unknown>);
			this.saved = saved;
			await saved.importFile(new File([text], 'handover.json', { type: 'application/json' }));
			if (saved.importedId) await this.open(kind, saved.importedId);
		} finally {
			this.busy = false;
		}
	}

	/** Keeps a game received twice as a second copy, and opens it. */
	async keepBoth(): Promise<void> {
		const saved = this.saved;
		if (!saved) return;
		await saved.keepBoth();
		if (saved.importedId) await this.open(saved.kind, saved.importedId);
	}

	/** Puts a game received again in the saved copy's place, and opens it. */
	async replace(): Promise<void> {
		const saved = this.saved;
		if (!saved) return;
		await saved.replace();
		if (saved.importedId) await this.open(saved.kind, saved.importedId);
	}

	open(kind: GameId, id: string): Promise<void> {
		return goto(gameHref(kind, id));
	}
}

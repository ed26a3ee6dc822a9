// The records page's state: every saved game read through the database layer, the finished ones
// replayed by their engines (results.ts), and the player's renames and merges (a setting).
import type { GameId } from '$lib/vocab';
import {
	filterGames,
	playerRecords,
	renamed,
	type FinishedGame,
	type PlayerRecord
} from './records';
import { resultOfLog } from './results';
import { settings } from './settings.svelte';
import { storage } from './storage.svelte';

export class RecordsState {
	/** The finished games, newest first; null until read. */
	games = $state.raw<FinishedGame[] | null>(null);
	loadError = $state(false);
	game = $state<GameId | null>(null);
	/** A player's key (records.ts `playerKey`), or null for everyone. */
	player = $state<string | null>(null);

	get aliases() {
		return settings.values.playerAliases;
	}

	/** The finished games the filters keep, newest first. */
	readonly shown = $derived(
		filterGames(this.games ?? [], { game: this.game, player: this.player }, this.aliases)
	);

	/** Each player's records per game (points do not mix: a KtU total is not a UU Stable). */
	recordsOf(kind: GameId): PlayerRecord[] {
		const games = filterGames(this.games ?? [], { game: kind, player: null }, this.aliases);
		const all = playerRecords(games, this.aliases);
		return this.player === null ? all : all.filter((r) => r.key === this.player);
	}

	/** Every player in the records (for the player filter and merges), by name. */
	readonly players = $derived(
		playerRecords(this.games ?? [], this.aliases).sort((a, b) => a.name.localeCompare(b.name))
	);

	async load(): Promise<void> {
		try {
			const { listGames, loadGame } = await import('$lib/db/games');
			const rows = await listGames();
			const stored = await Promise.all(rows.map((row) => loadGame(row.id)));
			const beyondFive = settings.values.beyondFive;
			this.games = stored.flatMap((s) => {
				const result = s && resultOfLog(s.game.kind, s.events, beyondFive);
				return s && result
					? [{ id: s.game.id, kind: s.game.kind, createdAt: s.game.createdAt, result }]
					: [];
			});
		} catch (e) {
			storage.report(e, 'read');
			this.loadError = true;
			this.games = [];
		}
	}

	/** Shows the player `key` as `name` from now on (a name already taken merges the two). */
	async rename(key: string, name: string): Promise<void> {
		const next = renamed(this.players, this.aliases, key, name);
		await settings.set('playerAliases', next);
		if (this.player === key) this.player = null;
	}
}

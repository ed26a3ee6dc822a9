// The table's records, counted from the finished games' results (results.ts, the engines' reading
// of each saved log): nothing here is stored, so a corrected log changes them at once.
// Players are matched by name as typed at the table, without case, accents or invisible
// characters; a rename or a merge is a list of aliases the player keeps in the settings.
import type { GameId } from '$lib/vocab';
import { nameKey } from '$lib/games/shared/names';
import type { GameResult, ResultTotal } from './results';

/** A saved game that is over, with its result. */
export interface FinishedGame {
	id: string;
	kind: GameId;
	createdAt: number;
	result: GameResult;
}

/** Typed name's key → the name that player goes by (a rename, or a merge into another player). */
export type PlayerAliases = Readonly<Record<string, string>>;

/** The key names are matched by: "Zoé", "zoe" and "ZOE " are one player. */
export function playerKey(name: string): string {
	return nameKey(name).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The player a typed name counts for, after the aliases: their key and the name shown. */
export function playerOf(typed: string, aliases: PlayerAliases): { key: string; name: string } {
	const name = aliases[playerKey(typed)] ?? typed;
	return { key: playerKey(name), name };
}

export interface PlayerRecord {
	key: string;
	name: string;
	/** Every spelling counted here, as typed at the table. */
	typed: string[];
	played: number;
	wins: number;
	averagePoints: number;
	bestPoints: number;
	longestStreak: number;
	/**
	 * What each game's results count (each tracked game's `totals`: KtU's hunts won and the unicorns
	 * that hunts, Schemes and the Butcher Shop moved, UU's unicorns at the end and Neighs played),
	 * added up over the player's games; a total is missing without a game that counts it.
	 */
	totals: Partial<Record<ResultTotal, number>>;
	/** In a game whose result counts turns (Unstable Unicorns): the fewest a game they won took (null without such a win). */
	fewestTurnsToWin: number | null;
}

/** The player keys that took part in a game. */
export function playersIn(game: FinishedGame, aliases: PlayerAliases): string[] {
	return game.result.names.map((name) => playerOf(name, aliases).key);
}

/** Games of one game, or with one player, newest first. */
export function filterGames(
	games: readonly FinishedGame[],
	filter: { game: GameId | null; player: string | null },
	aliases: PlayerAliases
): FinishedGame[] {
	return games
		.filter((g) => filter.game === null || g.kind === filter.game)
		.filter((g) => filter.player === null || playersIn(g, aliases).includes(filter.player))
		.sort((a, b) => b.createdAt - a.createdAt);
}

interface Tally {
	key: string;
	name: string;
	typed: Set<string>;
	played: number;
	wins: number;
	points: number;
	bestPoints: number;
	streak: number;
	longestStreak: number;
	totals: Partial<Record<ResultTotal, number>>;
	fewestTurnsToWin: number | null;
}

/** Each player's records over `games`, most wins first. */
export function playerRecords(
	games: readonly FinishedGame[],
	aliases: PlayerAliases
): PlayerRecord[] {
	const tallies = new Map<string, Tally>();
	const oldestFirst = [...games].sort((a, b) => a.createdAt - b.createdAt);
	for (const game of oldestFirst) {
		const { result } = game;
		const seen = new Set<string>();
		for (const placing of result.placings) {
			const { key, name } = playerOf(placing.name, aliases);
			// Two seats merged into one player in the same game count once: the better placed.
			if (seen.has(key)) continue;
			seen.add(key);
			const tally: Tally = tallies.get(key) ?? {
				key,
				name,
				typed: new Set(),
				played: 0,
				wins: 0,
				points: 0,
				bestPoints: -Infinity,
				streak: 0,
				longestStreak: 0,
				totals: {},
				fewestTurnsToWin: null
			};
			// The newest spelling is the one shown (unless an alias names the player).
			tally.name = name;
			tally.typed.add(placing.name);
			tally.played++;
			tally.points += placing.points;
			tally.bestPoints = Math.max(tally.bestPoints, placing.points);
			const won = result.winner === placing.seat;
			if (won) tally.wins++;
			tally.streak = won ? tally.streak + 1 : 0;
			tally.longestStreak = Math.max(tally.longestStreak, tally.streak);
			const totals = Object.entries(result.totals) as [ResultTotal, readonly number[]][];
			for (const [total, bySeat] of totals)
				tally.totals[total] = (tally.totals[total] ?? 0) + (bySeat[placing.seat] ?? 0);
			if (won && result.turns !== undefined)
				tally.fewestTurnsToWin = Math.min(tally.fewestTurnsToWin ?? Infinity, result.turns);
			tallies.set(key, tally);
		}
	}
	return [...tallies.values()]
		.map((t): PlayerRecord => ({
			key: t.key,
			name: t.name,
			typed: [...t.typed],
			played: t.played,
			wins: t.wins,
			averagePoints: t.points / t.played,
			bestPoints: t.bestPoints,
			longestStreak: t.longestStreak,
			totals: { ...t.totals },
			fewestTurnsToWin: t.fewestTurnsToWin
		}))
		.sort((a, b) => b.wins - a.wins || b.played - a.played || a.name.localeCompare(b.name));
}

/**
 * The aliases after renaming the player `key` (every spelling counted for them) to `name`. A name
 * that is already another player's merges the two.
 */
export function renamed(
	records: readonly PlayerRecord[],
	aliases: PlayerAliases,
	key: string,
	name: string
): Record<string, string> {
	const next: Record<string, string> = { ...aliases };
	const player = records.find((r) => r.key === key);
	const shown = name.trim();
	if (!player || shown === '') return next;
	for (const typed of player.typed) next[playerKey(typed)] = shown;
	// Spellings already pointing at this player follow it.
	for (const [from, to] of Object.entries(aliases)) if (playerKey(to) === key) next[from] = shown;
	return next;
}

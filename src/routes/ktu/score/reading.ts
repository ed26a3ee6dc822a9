// How the scorer compares the two readings of "more than 5 of a colour" (ktu.scoring), and which
// of the engine's errors belong to a unicorn or to the player: pure functions of the results.
import type { BeyondFive, KtuStep, ScoreResult } from '$lib/games/kill-the-unicorns';
import type { ScorePlayer } from './players';

/** How one player's total changes under the other reading of "more than 5 of a colour". */
export interface ReadingChange {
	/** The player's id. */
	player: number;
	total: number;
	otherTotal: number;
}

export interface ReadingDifference {
	other: BeyondFive;
	changes: ReadingChange[];
	/** Ids of the winner under each reading; null when nobody wins. */
	winner: number | null;
	otherWinner: number | null;
}

/** What changes under the other reading, by seat id; null when nothing does. */
export function compareReadings(input: {
	players: readonly ScorePlayer[];
	results: readonly ScoreResult[];
	otherResults: readonly ScoreResult[];
	other: BeyondFive;
	winner: number | null;
	otherWinner: number | null;
}): ReadingDifference | null {
	const { players, results, otherResults, other, winner, otherWinner } = input;
	const changes: ReadingChange[] = [];
	players.forEach((p, i) => {
		const total = results[i]?.total ?? 0;
		const otherTotal = otherResults[i]?.total ?? 0;
		if (total !== otherTotal) changes.push({ player: p.id, total, otherTotal });
	});
	if (changes.length === 0 && winner === otherWinner) return null;
	return { other, changes, winner, otherWinner };
}

/** A player's engine errors that belong to one unicorn (by its index). */
export const unicornErrors = (result: ScoreResult | undefined, index: number): KtuStep[] =>
	(result?.errors ?? []).filter((e) => e.params?.index === index && e.params.field !== 'pate');

/** A player's engine errors that belong to no unicorn. */
export const playerErrors = (result: ScoreResult | undefined): KtuStep[] =>
	(result?.errors ?? []).filter(
		(e) => typeof e.params?.index !== 'number' || e.params.field === 'pate'
	);

// How many saved games of each kind the device had when they were last counted, kept in
// localStorage beside the database: a start that finds the database empty where the last session
// had games says so instead of showing an empty list. Best effort: where localStorage is
// refused there is nothing to compare with, and nothing is said.
import * as v from 'valibot';
import { GAMES, STORAGE_KEYS, type GameId } from '$lib/vocab';
import { parseJson } from './settings-schema';

const KEY = STORAGE_KEYS.gameCount;

/** A count as kept: a whole number of games above zero. */
const COUNT = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The counts kept, each game's on its own: a damaged one is left out, not the others. */
function read(): Partial<Record<GameId, number>> {
	let kept: unknown;
	try {
		kept = parseJson(localStorage.getItem(KEY));
	} catch {
		return {};
	}
	if (typeof kept !== 'object' || kept === null) return {};
	const counts: Partial<Record<GameId, number>> = {};
	for (const kind of GAMES) {
		const count = (kept as Record<string, unknown>)[kind];
		if (v.is(COUNT, count)) counts[kind] = count;
	}
	return counts;
}

/** Records that the device now holds `count` saved games of `kind`. */
export function noteGameCount(kind: GameId, count: number): void {
	try {
		localStorage.setItem(KEY, JSON.stringify({ ...read(), [kind]: count }));
	} catch {
		// No localStorage: nothing to compare with next time.
	}
}

/** The number of saved games of `kind` last counted (0 when unknown). */
export const lastGameCount = (kind: GameId): number => read()[kind] ?? 0;

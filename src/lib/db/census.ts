// How many saved games of each kind the device had when they were last counted, kept in
// localStorage beside the database: a start that finds the database empty where the last session
// had games says so instead of showing an empty list (issue 33). Best effort: where localStorage
// is refused there is nothing to compare with, and nothing is said.
import { STORAGE_KEYS, isGameId, type GameId } from '$lib/vocab';

const KEY = STORAGE_KEYS.gameCount;

function read(): Partial<Record<GameId, number>> {
	try {
		const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
		if (typeof parsed !== 'object' || parsed === null) return {};
		return Object.fromEntries(
			Object.entries(parsed).filter(
				([kind, n]) => isGameId(kind) && typeof n === 'number' && Number.isInteger(n) && n > 0
			)
		);
	} catch {
		return {};
	}
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

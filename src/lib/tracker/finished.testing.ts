// Each game's finished games, one for each way it ends: its folder's `finished.testing.ts`, found
// as the tables of games are, so a new game brings its own to every test that reads them.
import type { GameId } from '$lib/vocab';

export const FINISHED_FILES = import.meta.glob<readonly (readonly unknown[])[]>(
	'./*/finished.testing.ts',
	{ eager: true, import: 'default' }
);

/** The finished games of `kind`'s folder (an error names the file a game lacks). */
export function finishedOf(kind: GameId): readonly (readonly unknown[])[] {
	const games = FINISHED_FILES[`./${kind}/finished.testing.ts`];
	if (!games) throw new Error(`src/lib/tracker/${kind}/finished.testing.ts: no finished games`);
	return games;
}

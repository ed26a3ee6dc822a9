// A layer's table of games is what the games' folders declare: the type check says which piece
// is missing. Built over GAMES, whatever games it lists.
import { describe, expect, test } from 'vitest';
import { GAMES, gameTable, type GameId } from './vocab';

/** Every game's entry, as each declares its own id. */
type All = { [G in GameId]: { kind: G } };
/** What a glob over every game's entry file finds, by file. */
const FOUND: Record<string, { kind: string }> = Object.fromEntries(
	GAMES.map((game) => [`./${game}/entry.ts`, { kind: game }])
);
/** The first game: left out, or filed wrong, below. */
type First = (typeof GAMES)[0];

describe('a table of games', () => {
	test('keys each entry by the id it declares', () => {
		const table = gameTable<All>()(FOUND, 'kind', 'an entry', true);
		for (const game of GAMES) expect(table[game]).toBe(FOUND[`./${game}/entry.ts`]);
		expect(Object.keys(table).sort()).toEqual([...GAMES].sort());
	});

	test('is a type error naming the missing piece when the interface does not cover GAMES', () => {
		const missing = () =>
			gameTable<Omit<All, First>>()(
				FOUND,
				'kind',
				'e',
				// @ts-expect-error: "e: no entry for '<the first game>', which GAMES lists"
				true
			);
		const unknown = () =>
			gameTable<All & { 'toy!': { kind: 'toy!' } }>()(
				FOUND,
				'kind',
				'e',
				// @ts-expect-error: "e: 'toy!' is no id of GAMES (src/lib/vocab.ts)"
				true
			);
		const misfiled = () =>
			gameTable<Omit<All, First> & { [G in First]: { kind: 'another' } }>()(
				FOUND,
				'kind',
				'e',
				// @ts-expect-error: "e: the entry of '<the first game>' declares another kind"
				true
			);
		// At run time, the table is what the glob found (the tables' own tests check it covers GAMES).
		expect(Object.keys(missing()).sort()).toEqual([...GAMES].sort());
		expect(Object.keys(unknown()).sort()).toEqual([...GAMES].sort());
		expect(Object.keys(misfiled()).sort()).toEqual([...GAMES].sort());
	});
});

// A layer's table of games is what the games' folders declare: the type check and the first load
// both say which piece is missing.
import { describe, expect, test } from 'vitest';
import { gameTable } from './vocab';

/** What a glob over two games' entry files finds, by file. */
const FOUND = {
	'./ktu/entry.ts': { kind: 'ktu' },
	'./uu/entry.ts': { kind: 'uu' }
} as const;

interface Both {
	ktu: { kind: 'ktu' };
	uu: { kind: 'uu' };
}

describe('a table of games', () => {
	test('keys each entry by the id it declares', () => {
		const table = gameTable<Both>()(FOUND, 'kind', 'an entry', true);
		expect(table.uu).toBe(FOUND['./uu/entry.ts']);
		expect(Object.keys(table).sort()).toEqual(Object.values(FOUND).map((e) => e.kind));
	});

	test('throws, naming the id, when a game of GAMES has no entry file', () => {
		expect(() =>
			gameTable<Both>()(
				{ './ktu/entry.ts': FOUND['./ktu/entry.ts'] },
				'kind',
				'x/<id>/entry.ts',
				true
			)
		).toThrow("x/<id>/entry.ts: no entry for 'uu', which GAMES lists");
	});

	test('throws on an entry of no game and on two entries of one', () => {
		const found = { ...FOUND, './toy/entry.ts': { kind: 'toy' }, './uu2/entry.ts': { kind: 'uu' } };
		expect(() => gameTable<Both>()(found, 'kind', 'e', true)).toThrow(
			"e: 'toy' is no id of GAMES; two entries for 'uu'"
		);
	});

	test('is a type error naming the missing piece when the interface does not cover GAMES', () => {
		const only = { './ktu/entry.ts': FOUND['./ktu/entry.ts'] };
		const missing = () =>
			gameTable<{ ktu: { kind: 'ktu' } }>()(
				only,
				'kind',
				'e',
				// @ts-expect-error: "e: no entry for 'uu', which GAMES lists"
				true
			);
		const unknown = () =>
			gameTable<Both & { toy: { kind: 'toy' } }>()(
				FOUND,
				'kind',
				'e',
				// @ts-expect-error: "e: 'toy' is no id of GAMES (src/lib/vocab.ts)"
				true
			);
		const misfiled = () =>
			gameTable<{ ktu: { kind: 'ktu' }; uu: { kind: 'ktu' } }>()(
				FOUND,
				'kind',
				'e',
				// @ts-expect-error: "e: the entry of 'uu' declares another kind"
				true
			);
		// At run time, only what the glob found counts: the first lacks a file.
		expect(missing).toThrow();
		expect(unknown).not.toThrow();
		expect(misfiled).not.toThrow();
	});
});

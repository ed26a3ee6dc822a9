import { seatKey } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { ScorerState } from './scorer.svelte';

/** A fresh four-player count, nothing stored; each player holds one unicorn of `stars[i]`. */
function count(stars: number[], names: string[] = []): { scorer: ScorerState; ids: number[] } {
	const scorer = new ScorerState({ enabled: false });
	const ids = scorer.players.map((p) => p.id);
	ids.forEach((id, i) => {
		if (names[i] !== undefined) scorer.setName(id, names[i]);
		scorer.addUnicorn(id, { stars: stars[i] ?? 0, color: null, siamese: false });
	});
	return { scorer, ids };
}

describe('the scorer knows players by id, never by name', () => {
	test('two players with the same name are still two players, and the right one wins', () => {
		const { scorer, ids } = count([5, 8, 3, 1], ['Ana', 'Ana', 'Ana', 'Ana']);
		expect(scorer.winner?.errors).toEqual([]);
		expect(scorer.winnerId).toBe(ids[1]);
	});

	test('a name that reads like another seat ("Player 2") does not take its win', () => {
		// Player 2 is left blank, so the view shows "Player 2" for it as well.
		const { scorer, ids } = count([9, 4, 3, 1], ['Player 2', '', 'Player 2', 's2']);
		expect(scorer.winnerId).toBe(ids[0]);
		expect(scorer.winner?.winner).toBe(seatKey(ids[0]!));
	});

	test('renaming a player after the count changes no result', () => {
		const { scorer, ids } = count([5, 8, 8, 1]);
		const before = structuredClone(scorer.winner);
		scorer.setName(ids[0]!, 'Bo');
		scorer.setName(ids[3]!, 'Bo');
		expect(scorer.winner).toEqual(before);
		// ktu.faq.final-tie: the two 8s cancel; the steps name them by seat key.
		expect(scorer.winnerId).toBe(ids[0]);
		const tie = scorer.winner?.steps.find((s) => Array.isArray(s.params?.players));
		expect(tie?.params?.players).toEqual([seatKey(ids[1]!), seatKey(ids[2]!)]);
	});

	test('the double rainbow and the reading notice name players by id', () => {
		const { scorer, ids } = count([0, 1, 0, 0], ['Cy', 'Cy', '', '']);
		const colors = ['pink', 'blue', 'green', 'yellow'] as const;
		for (const color of colors) {
			scorer.addUnicorn(ids[2]!, { stars: 0, color, siamese: false }, 2);
		}
		expect(scorer.doubleRainbow).toEqual([ids[2]]);
		expect(scorer.winnerId).toBe(ids[2]);

		const other = new ScorerState({ enabled: false });
		const [first, second, third, fourth] = other.players.map((p) => p.id);
		other.removeSeat(third!);
		other.removeSeat(fourth!);
		other.setName(first!, 'Di');
		other.setName(second!, 'Di');
		other.addUnicorn(first!, { stars: 1, color: 'pink', siamese: false }, 7);
		// 13 stars in two cards (one card holds at most 10 in Hornbook's bounds).
		other.addUnicorn(second!, { stars: 10, color: 'blue', siamese: false });
		other.addUnicorn(second!, { stars: 3, color: 'green', siamese: false });
		const diff = other.readingDifference;
		expect(diff?.changes.map((c) => c.player)).toEqual([first]);
		expect([diff?.winner, diff?.otherWinner]).toContain(first);
	});
});

describe('a removed player can come back, and an empty one holds the winner back', () => {
	test('the ✕ removes a player with their unicorns; undo puts them back in their place', () => {
		const { scorer, ids } = count([5, 8, 3, 1], ['Ana', 'Bo', 'Cy', 'Di']);
		scorer.removeSeat(ids[1]!);
		expect(scorer.players.map((p) => p.name)).toEqual(['Ana', 'Cy', 'Di']);
		expect(scorer.removed?.player.name).toBe('Bo');
		expect(scorer.winnerId).toBe(ids[0]);
		scorer.undo();
		expect(scorer.players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
		expect(scorer.players[1]?.unicorns).toHaveLength(1);
		expect(scorer.removed).toBeNull();
		// Ids given out after an undo never take one that Redo may bring back.
		scorer.redo();
		scorer.undo();
		scorer.addPlayer();
		expect(
			new Set(scorer.players.flatMap((p) => [p.id, ...p.unicorns.map((u) => u.id)])).size
		).toBe(9);
	});

	test('Undo takes back the last change, not a removal made long before; Redo puts it back', () => {
		const { scorer, ids } = count([5, 8, 3, 1], ['Ana', 'Bo', 'Cy', 'Di']);
		scorer.removeSeat(ids[3]!);
		for (let i = 0; i < 5; i++)
			scorer.addUnicorn(ids[0]!, { stars: 1, color: 'pink', siamese: false });
		scorer.addUnicorn(ids[1]!, { stars: 2, color: 'blue', siamese: false });
		scorer.undo();
		expect(scorer.players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy']);
		expect(scorer.players[1]?.unicorns).toHaveLength(1);
		expect(scorer.players[0]?.unicorns).toHaveLength(6);
		expect(scorer.canRedo).toBe(true);
		scorer.redo();
		expect(scorer.players[1]?.unicorns).toHaveLength(2);
		expect(scorer.canRedo).toBe(false);
		// A new change forgets what was undone.
		scorer.undo();
		scorer.setSchemePoints(ids[2]!, 4);
		expect(scorer.canRedo).toBe(false);
	});

	test('a name typed letter by letter is one change to undo', () => {
		const scorer = new ScorerState({ enabled: false });
		const [first] = scorer.players.map((p) => p.id);
		scorer.addUnicorn(first!, { stars: 1, color: 'pink', siamese: false });
		for (const name of ['A', 'An', 'Ana']) scorer.setName(first!, name);
		scorer.undo();
		expect(scorer.players[0]?.name).toBe('');
		expect(scorer.players[0]?.unicorns).toHaveLength(1);
		scorer.undo();
		expect(scorer.players[0]?.unicorns).toHaveLength(0);
		expect(scorer.canUndo).toBe(false);
	});

	test('no winner is named while a player has nothing entered; who is empty is known', () => {
		const scorer = new ScorerState({ enabled: false });
		const ids = scorer.players.map((p) => p.id);
		scorer.addUnicorn(ids[0]!, { stars: 3, color: 'pink', siamese: false });
		expect(scorer.empty).toEqual(ids.slice(1));
		expect(scorer.decided).toBe(false);
		expect(scorer.winnerId).toBeNull();
		scorer.addPate(ids[1]!, 2);
		scorer.setSchemePoints(ids[2]!, 0);
		scorer.addUnicorn(ids[3]!, { stars: 0, color: 'blue', siamese: false });
		expect(scorer.empty).toEqual([]);
		expect(scorer.winnerId).toBe(ids[0]);
	});

	test('a double rainbow wins at once, even with players still empty', () => {
		const scorer = new ScorerState({ enabled: false });
		const [ana] = scorer.players.map((p) => p.id);
		for (const color of ['pink', 'blue', 'green', 'yellow'] as const) {
			scorer.addUnicorn(ana!, { stars: 0, color, siamese: false }, 2);
		}
		expect(scorer.decided).toBe(true);
		expect(scorer.winnerId).toBe(ana);
	});
});

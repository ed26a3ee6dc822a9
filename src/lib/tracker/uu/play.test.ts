// Cards played, Neighs, and the Stable changes a table records by tap (uu.phase.action,
// uu.cards.instant, uu.terms.actions).
import { describe, expect, test } from 'vitest';
import { uuReducer } from './reducer';
import type { UuEvent } from './events';
import type { UuState } from './state';
import { foldAll } from '../test-helpers';
import { PHASE_MOVES } from './phases';
import { likelyChange } from './state';
import { STABLE_CHANGES } from './follow-up';

const setup: UuEvent = {
	type: 'setup',
	players: ['Ana', 'Ben', 'Cy'],
	edition: 'standard-2e',
	babies: ['Baby Unicorn', 'Baby Narwhal', 'Baby Unicorn']
};
const fold = (events: UuEvent[]): UuState => foldAll(uuReducer, [setup, ...events]);
function refused(events: UuEvent[]) {
	const r = uuReducer.apply(fold(events.slice(0, -1)), events.at(-1)!);
	return r.ok ? null : r.error;
}
const unicorn = (player: number, name = 'Basic Unicorn'): UuEvent => ({
	type: 'played',
	player,
	card: 'unicorn',
	name
});
const names = (s: UuState, seat: number) => s.stables[seat]?.map((u) => u.name);

describe('a card played', () => {
	test('a unicorn played from the Beginning phase brings the turn to its action and the Stable', () => {
		const s = fold([unicorn(0, 'Rhinocorn')]);
		expect(s.turn.phase).toBe('action');
		expect(s.action).toBe('play-unicorn');
		expect(names(s, 0)).toEqual(['Baby Unicorn', 'Rhinocorn']);
	});

	test('a Magic card names its action and changes no Stable', () => {
		const s = fold([{ type: 'played', player: 0, card: 'magic', name: 'Unicorn Poison' }]);
		expect(s.action).toBe('play-magic');
		expect(s.stables.map((st) => st.length)).toEqual([1, 1, 1]);
	});

	test('a unicorn card is named', () => {
		expect(refused([{ type: 'played', player: 0, card: 'unicorn' }])?.code).toBe(
			'refusal.malformed'
		);
	});
});

describe('Neigh and Super Neigh (uu.cards.instant)', () => {
	test('a Neigh stops a unicorn: it never stays in the Stable', () => {
		const s = fold([unicorn(0, 'Rhinocorn'), { type: 'neigh', player: 1 }]);
		expect(names(s, 0)).toEqual(['Baby Unicorn']);
		expect(s.lastPlay?.neighs).toEqual([{ seat: 1, super: false }]);
	});

	test('a Neigh on the Neigh lets the unicorn through again', () => {
		const s = fold([
			unicorn(0, 'Rhinocorn'),
			{ type: 'neigh', player: 1 },
			{ type: 'neigh', player: 2 }
		]);
		expect(names(s, 0)).toEqual(['Baby Unicorn', 'Rhinocorn']);
	});

	test("each seat's Neighs are counted, a Super Neigh too; a refused one is not", () => {
		const s = fold([
			unicorn(0, 'Rhinocorn'),
			{ type: 'neigh', player: 1 },
			{ type: 'neigh', player: 2, super: true },
			{ type: 'neigh', player: 1 }
		]);
		expect(s.neighsPlayed).toEqual([0, 2, 1]);
		expect(fold([]).neighsPlayed).toEqual([0, 0, 0]);
		const own = uuReducer.apply(s, { type: 'neigh', player: 1 });
		expect(own.ok).toBe(false);
	});

	test('nobody Neighs their own card, nor a card when none was just played', () => {
		expect(refused([unicorn(0), { type: 'neigh', player: 0 }])?.code).toBe('refusal.neighOwn');
		expect(refused([{ type: 'neigh', player: 1 }])?.code).toBe('refusal.nothingToNeigh');
		// Anything else recorded after the card closes it to Neighs.
		expect(
			refused([
				unicorn(0),
				{ type: 'unicorn-removed', player: 1, index: 0, how: 'destroy' },
				{ type: 'neigh', player: 1 }
			])?.code
		).toBe('refusal.nothingToNeigh');
	});

	test('the winning unicorn Neighed: the game goes on', () => {
		const five = Array.from({ length: 5 }, () => ({
			type: 'unicorn-added' as const,
			player: 0,
			name: 'Basic Unicorn',
			how: 'other' as const
		}));
		const won = fold([...five, unicorn(0)]);
		expect(won.status).toBe('won');
		const stopped = fold([...five, unicorn(0), { type: 'neigh', player: 2, super: true }]);
		expect(stopped.status).toBe('playing');
		expect(stopped.winner).toBeNull();
		expect(PHASE_MOVES.over).toEqual(['neigh']);
	});

	test('a stopped card leaves the action to the table: another card is accepted', () => {
		const s = fold([
			{ type: 'played', player: 0, card: 'magic' },
			{ type: 'neigh', player: 1 },
			unicorn(0, 'Llamacorn')
		]);
		expect(names(s, 0)).toEqual(['Baby Unicorn', 'Llamacorn']);
	});
});

describe('Stable changes (uu.terms.actions)', () => {
	test('steal, destroy, sacrifice, return, swap, a baby from the Nursery, a count changed', () => {
		const s = fold([
			unicorn(0, 'Llamacorn'),
			{ type: 'unicorn-moved', from: 1, index: 0, to: 0, how: 'steal' },
			{ type: 'unicorn-removed', player: 2, index: 0, how: 'destroy' },
			{ type: 'unicorn-added', player: 2, name: 'Baby Unicorn', how: 'baby' },
			{ type: 'unicorns-swapped', a: 0, aIndex: 1, b: 2, bIndex: 0 },
			{ type: 'unicorn-removed', player: 0, index: 0, how: 'sacrifice' },
			{ type: 'unicorn-counted', player: 0, index: 1, countsAs: 0 }
		]);
		expect(names(s, 0)).toEqual(['Baby Unicorn', 'Baby Narwhal']);
		expect(s.stables[0]?.[1]?.countsAs).toBe(0);
		expect(names(s, 2)).toEqual(['Llamacorn']);
	});

	test('a card the deck holds once sits in one Stable at a time', () => {
		const e = refused([{ type: 'unicorn-added', player: 0, name: 'Baby Narwhal', how: 'baby' }]);
		expect(e).toMatchObject({
			code: 'refusal.onlyCopies',
			rule: 'uu.components',
			params: { unicorn: 'Baby Narwhal', count: 1, player: 's1' }
		});
		expect(refused([unicorn(0, 'Rhinocorn'), unicorn(2, 'rhinocorn')])?.code).toBe(
			'refusal.onlyCopies'
		);
		// A name the deck does not print is the table's own.
		expect(fold([unicorn(0, 'Sparkle'), unicorn(2, 'Sparkle')]).stables[2]).toHaveLength(2);
	});

	test('a swap inside one Stable is refused', () => {
		expect(refused([{ type: 'unicorns-swapped', a: 0, aIndex: 0, b: 0, bIndex: 0 }])?.code).toBe(
			'refusal.samePlayer'
		);
	});
});

describe('a correction that moves a unicorn', () => {
	test('a Stable change finds its unicorn by name, and is refused when it is gone', () => {
		// Ben steals Rhinocorn (index 1 then); a Neigh put in before it means it never came in.
		const steal: UuEvent = {
			type: 'unicorn-moved',
			from: 0,
			index: 1,
			name: 'Rhinocorn',
			to: 1,
			how: 'steal'
		};
		const base: UuEvent[] = [
			unicorn(0, 'Llamacorn'),
			{ type: 'turn-ended' },
			unicorn(0, 'Rhinocorn')
		];
		expect(names(fold([...base, steal]), 1)).toEqual(['Baby Narwhal', 'Rhinocorn']);
		// The Llamacorn destroyed first: Rhinocorn is now at index 1 still found by its name.
		const moved = fold([
			unicorn(0, 'Llamacorn'),
			{ type: 'unicorn-removed', player: 0, index: 1, name: 'Llamacorn', how: 'destroy' },
			{ type: 'turn-ended' },
			unicorn(0, 'Rhinocorn'),
			{ ...steal, index: 2 }
		]);
		expect(names(moved, 1)).toEqual(['Baby Narwhal', 'Rhinocorn']);
		expect(refused([unicorn(0, 'Rhinocorn'), { type: 'neigh', player: 2 }, steal])?.code).toBe(
			'refusal.unknownUnicorn'
		);
	});

	test('the log counts the set-up and each turn with something recorded', async () => {
		const { logEntries } = await import('./state');
		expect(logEntries(fold([]))).toBe(1);
		expect(logEntries(fold([{ type: 'turn-ended' }, { type: 'turn-ended' }]))).toBe(3);
		expect(logEntries(fold([{ type: 'turn-ended' }, unicorn(1)]))).toBe(3);
	});
});

describe("the turn's card", () => {
	const backKick: UuEvent = { type: 'played', player: 0, card: 'magic', name: 'Back Kick' };
	const kicked: UuEvent = { type: 'unicorn-removed', player: 1, index: 0, how: 'return' };

	test('stays for the whole turn once a Stable changed, when a Neigh can no longer stop it', () => {
		const s = fold([backKick, kicked]);
		expect(s.lastPlay).toBeNull();
		expect(s.turnPlay).toMatchObject({ seat: 0, card: 'magic', name: 'Back Kick', neighs: [] });
	});

	test('keeps the Neighs played on it, and is gone with the turn', () => {
		const stopped = fold([backKick, { type: 'neigh', player: 2 }]);
		expect(stopped.turnPlay?.neighs).toEqual([{ seat: 2, super: false }]);
		expect(fold([backKick, kicked, { type: 'turn-ended' }]).turnPlay).toBeNull();
	});
});

describe("a card's likely effect", () => {
	const poison = (player: number): UuEvent => ({
		type: 'played',
		player,
		card: 'magic',
		name: 'Unicorn Poison'
	});
	const next: UuEvent = { type: 'turn-ended' };

	test('is what the table recorded right after the same card the last time it stood', () => {
		const first = fold([poison(0)]);
		expect(likelyChange(first)).toBeNull();
		const again = fold([
			poison(0),
			{ type: 'unicorn-removed', player: 1, index: 0, how: 'destroy' },
			next,
			poison(1)
		]);
		expect(likelyChange(again)).toBe('destroy');
	});

	test('is not learnt from a stopped card, nor from a change after another one', () => {
		const stopped = fold([
			poison(0),
			{ type: 'neigh', player: 1 },
			{ type: 'unicorn-removed', player: 1, index: 0, how: 'sacrifice' },
			next,
			poison(1)
		]);
		expect(likelyChange(stopped)).toBeNull();
		const later = fold([
			poison(0),
			{ type: 'unicorn-added', player: 0, name: 'Baby Unicorn', how: 'baby' },
			{ type: 'unicorn-removed', player: 1, index: 0, how: 'return' },
			next,
			poison(1)
		]);
		expect(likelyChange(later)).toBe('baby');
	});
	test('a unicorn a card brought in (Rainbow Unicorn: a Basic Unicorn from the hand) is one of them', () => {
		const brought = fold([
			unicorn(0, 'Rainbow Unicorn'),
			{ type: 'unicorn-added', player: 0, name: 'Basic Unicorn', how: 'other' }
		]);
		expect(names(brought, 0)).toEqual(['Baby Unicorn', 'Rainbow Unicorn', 'Basic Unicorn']);
		expect(STABLE_CHANGES).toContain('bring');
		expect(brought.followUps).toEqual([['Rainbow Unicorn', 'bring']]);
	});
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { replay } from '$lib/tracker/log';
import type { KtuEvent } from '../events';
import { ktuReducer } from '../reducer';
import { sampleEvents } from '../sample-game';
import type { KtuState, OwnedUnicorn } from '../state';

// Properties of the free table moves over a whole real game (the sample game), at any moment of it.
const EVENTS = sampleEvents();
/** The state before each event of the sample game, and after the last one. */
const STATES: KtuState[] = (() => {
	const states: KtuState[] = [ktuReducer.initial()];
	for (const event of EVENTS) {
		const r = ktuReducer.apply(states.at(-1) as KtuState, event);
		if (!r.ok) throw new Error(`sample game refused: ${r.error.code}`);
		states.push(r.state);
	}
	return states;
})();
/** Moments of a round (after the setup, before the game is over). */
const moments = STATES.map((s, i) => [s, i] as const).filter(
	([s]) => s.phase === 'trap' || s.phase === 'hunt' || s.phase === 'market'
);

const apply = (state: KtuState, event: KtuEvent): KtuState => {
	const r = ktuReducer.apply(state, event);
	if (!r.ok) throw new Error(`refused: ${r.error.code}`);
	return r.state;
};

/** The seat `x` picks and what it owns; a run where that seat owns nothing is skipped. */
function owner(state: KtuState, x: number): { seat: number; owned: readonly OwnedUnicorn[] } {
	const seat = x % state.players.length;
	const owned = state.collections[seat] ?? [];
	fc.pre(owned.length > 0);
	return { seat, owned };
}

/** Every unicorn on the table, in a stable order, to compare as a multiset. */
const table = (s: KtuState): string[] =>
	s.collections.flatMap((owned) => owned.map((u) => JSON.stringify(u))).sort();

const moment = fc.nat().map((n) => moments[n % moments.length]!);

describe('free table moves, at any moment of a game', () => {
	test('Trojan Unicorn: the two unicorns change hands whole; exchanging back restores the table', () => {
		fc.assert(
			fc.property(moment, fc.nat(), fc.nat(), fc.nat(), ([state], x, y, k) => {
				const n = state.players.length;
				const a = x % n;
				const b = (a + 1 + (y % (n - 1))) % n;
				const ownedA = state.collections[a] ?? [];
				const ownedB = state.collections[b] ?? [];
				fc.pre(ownedA.length > 0 && ownedB.length > 0);
				const ua = k % ownedA.length;
				const ub = (k >> 3) % ownedB.length;
				const event: KtuEvent = {
					type: 'exchange',
					a: { player: a, unicorn: ua },
					b: { player: b, unicorn: ub }
				};
				const after = apply(state, event);
				// Schemes, tokens, pinned points and where it was caught travel with the unicorn.
				expect(after.collections[a]?.[ua]).toEqual(ownedB[ub]);
				expect(after.collections[b]?.[ub]).toEqual(ownedA[ua]);
				expect(table(after)).toEqual(table(state));
				expect(after.pate).toEqual(state.pate);
				expect(after.schemePoints).toEqual(state.schemePoints);
				expect(apply(after, event).collections).toEqual(state.collections);
			}),
			{ numRuns: 80 }
		);
	});

	test('Zombie Unicorn: exactly the discarded unicorn leaves, with all it carries', () => {
		fc.assert(
			fc.property(moment, fc.nat(), fc.nat(), ([state], x, k) => {
				const { seat, owned } = owner(state, x);
				const index = k % owned.length;
				const after = apply(state, { type: 'discard', player: seat, unicorn: index });
				const gone = owned[index] as OwnedUnicorn;
				const expected = table(state);
				expected.splice(expected.indexOf(JSON.stringify(gone)), 1);
				expect(table(after)).toEqual(expected);
				expect(after.collections[seat]).toEqual(owned.filter((_, i) => i !== index));
				// The player's own points and Paté are not the unicorn's: they stay.
				expect(after.pate).toEqual(state.pate);
				expect(after.schemePoints).toEqual(state.schemePoints);
			}),
			{ numRuns: 80 }
		);
	});

	test('a power works once a round: the second use in the same round is refused, in any phase', () => {
		fc.assert(
			fc.property(moment, fc.nat(), fc.nat(), ([state, i], x, later) => {
				const seat = x % state.players.length;
				const character = state.players[seat]?.character ?? 'knight';
				const power: KtuEvent = { type: 'power', player: seat, character };
				let s = apply(state, power);
				// Play on through the same round, then try the power again.
				const end = EVENTS.findIndex((e, j) => j >= i && e.type === 'round-end');
				const stop = i + (later % Math.max(1, end - i + 1));
				for (const event of EVENTS.slice(i, stop)) s = apply(s, event);
				const again = ktuReducer.apply(s, power);
				expect(again.ok).toBe(false);
				if (!again.ok) {
					expect(again.error).toMatchObject({
						code: 'power.error.usedThisRound',
						rule: 'ktu.characters'
					});
				}
				// After the round ends the power is back.
				if (end >= 0 && end + 1 < EVENTS.length) {
					for (const event of EVENTS.slice(stop, end + 1)) s = apply(s, event);
					if (s.phase !== 'over') expect(ktuReducer.apply(s, power).ok).toBe(true);
				}
			}),
			{ numRuns: 80 }
		);
	});

	test('a free move changes nothing else than the collections it names, and is kept for the records', () => {
		fc.assert(
			fc.property(moment, fc.nat(), fc.nat(), ([state], x, k) => {
				const { seat, owned } = owner(state, x);
				const to = (seat + 1) % state.players.length;
				const after = apply(state, { type: 'give', player: seat, unicorn: k % owned.length, to });
				const { collections: _a, doubleRainbow: _b, end: _c, schemeMoves, ...rest } = after;
				const { collections: _d, doubleRainbow: _e, end: _f, schemeMoves: before, ...was } = state;
				expect(rest).toEqual(was);
				expect(schemeMoves).toEqual([...before, { round: state.round, from: seat, to }]);
				expect(after.collections.filter((_, i) => i !== seat && i !== to)).toEqual(
					state.collections.filter((_, i) => i !== seat && i !== to)
				);
			}),
			{ numRuns: 60 }
		);
	});
});

test('the sample game replays with no refusal (the properties above start from it)', () => {
	expect(replay(ktuReducer, EVENTS).refused).toEqual([]);
});

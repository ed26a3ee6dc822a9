import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ACTIONS } from '$lib/games/unstable-unicorns';
import {
	checkCorrection,
	history,
	record,
	redo,
	replay,
	undo,
	type Correction,
	type History,
	type LogEntry
} from '$lib/tracker/log';
import type { UuEvent } from './events';
import { uuReducer } from './reducer';

const setup: UuEvent = {
	type: 'setup',
	players: ['Ana', 'Ben', 'Cy'],
	edition: 'standard-2e',
	babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
};
const NAMES = ['Narwhal', 'Rhinocorn', 'Llamacorn', 'Americorn'];

/** A table's taps, any of them possibly refused: the replay skips those. */
const tap = fc.oneof(
	fc.constant<UuEvent>({ type: 'phase' }),
	fc.constant<UuEvent>({ type: 'turn-ended' }),
	fc.constantFrom(...ACTIONS).map((action): UuEvent => ({ type: 'action', action })),
	fc
		.record({ player: fc.nat(2), name: fc.constantFrom(...NAMES) })
		.map((e): UuEvent => ({ type: 'unicorn-added', ...e })),
	fc
		.record({ player: fc.nat(2), index: fc.nat(3) })
		.map((e): UuEvent => ({ type: 'unicorn-removed', ...e })),
	fc
		.record({ from: fc.nat(2), index: fc.nat(3), to: fc.nat(2) })
		.map((e): UuEvent => ({ type: 'unicorn-moved', ...e }))
);

describe('the UU game log corrected', () => {
	test('an edit or a delete replays to the state of a log written with the change', () => {
		fc.assert(
			fc.property(
				fc.array(tap, { minLength: 1, maxLength: 25 }),
				fc.nat(),
				tap,
				fc.boolean(),
				(taps, pick, replacement, remove) => {
					const events = [setup, ...taps];
					const at = 1 + (pick % taps.length);
					const direct = remove
						? events.filter((_, i) => i !== at)
						: events.map((e, i) => (i === at ? replacement : e));
					const log: LogEntry<UuEvent>[] = [
						...events,
						remove ? { correction: 'delete', at } : { correction: 'edit', at, event: replacement }
					];
					expect(replay(uuReducer, log).state).toEqual(replay(uuReducer, direct).state);
				}
			)
		);
	});

	test('a unicorn named wrong is renamed where it came in; later entries stay', () => {
		const events: UuEvent[] = [
			setup,
			{ type: 'phase', to: 'action' },
			{ type: 'unicorn-added', player: 0, name: 'Rhinocorn' },
			{ type: 'unicorn-added', player: 1, name: 'Narwhal' }
		];
		const r = checkCorrection(uuReducer, events, {
			correction: 'edit',
			at: 2,
			event: { type: 'unicorn-added', player: 0, name: 'Llamacorn' }
		});
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.later).toEqual([]);
		expect(r.state.stables[0]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Llamacorn']);
		expect(r.state.stables[1]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Narwhal']);
		// Played in the Action phase, it is still the turn's action.
		expect(r.state.action).toBe('play-unicorn');
	});

	test('an End phase put before the action lists the action it leaves outside it, with its rule', () => {
		const events: UuEvent[] = [setup, { type: 'action', action: 'play-magic' }];
		const r = checkCorrection(uuReducer, events, {
			correction: 'insert',
			at: 1,
			event: { type: 'phase', to: 'end' }
		});
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.later).toHaveLength(1);
		expect(r.later[0]?.at).toBe(2);
		expect(r.later[0]?.error.rule).toMatch(/^uu\./);
		expect(r.later[0]?.sinceCorrection).toBe(true);
	});
});

describe('a player corrected on an earlier turn', () => {
	/** Three turns: Ana plays a unicorn, Ben a Magic card and Cy Neighs it, Cy steals Ana's unicorn. */
	const turns: UuEvent[] = [
		setup,
		{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' },
		{ type: 'turn-ended' },
		{ type: 'played', player: 1, card: 'magic', name: 'Unicorn Poison' },
		{ type: 'neigh', player: 2 },
		{ type: 'turn-ended' },
		{ type: 'played', player: 2, card: 'unicorn', name: 'Narwhal' },
		{ type: 'unicorn-moved', from: 0, index: 1, name: 'Rhinocorn', to: 2, how: 'steal' },
		{ type: 'turn-ended' },
		{ type: 'played', player: 0, card: 'upgrade', name: 'Rainbow Aura' }
	];
	/** Each entry's turn and the seat whose turn it was, as the replay reads them. */
	const turnsOf = (entries: readonly LogEntry<UuEvent>[]) =>
		history(uuReducer, entries).steps.map((s) => [s.before.turn.turn, s.before.turn.seat]);

	test('the Neigh said of Ana, not Cy: later turns keep their entries, in their turns', () => {
		const fix: Correction<UuEvent> = {
			correction: 'edit',
			at: 4,
			event: { type: 'neigh', player: 0 }
		};
		const checked = checkCorrection(uuReducer, turns, fix);
		expect(checked.ok && checked.later).toEqual([]);
		const after: LogEntry<UuEvent>[] = [...turns, fix];
		expect(replay(uuReducer, after).refused).toEqual([]);
		expect(turnsOf(after)).toEqual(turnsOf(turns));
		// Cy still steals Ana's Rhinocorn on the third turn, and Ana's Upgrade is the fourth's.
		const { state } = replay(uuReducer, after);
		expect(state.stables[2]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Narwhal', 'Rhinocorn']);
		expect(state.turn).toMatchObject({ turn: 4, seat: 0 });
		expect(state.neighsPlayed).toEqual([1, 0, 0]);
	});

	test("who played the turn's unicorn corrected: nothing shifts; what no longer fits is listed, Undo restores it", () => {
		// The first turn's unicorn was Ben's, played on Ana's turn (an instant of his own).
		const fix: Correction<UuEvent> = {
			correction: 'edit',
			at: 1,
			event: { type: 'played', player: 1, card: 'unicorn', name: 'Rhinocorn' }
		};
		const checked = checkCorrection(uuReducer, turns, fix);
		if (!checked.ok) throw new Error('refused');
		const after: LogEntry<UuEvent>[] = [...turns, fix];
		// The turns stay where they were: the same entries, the same player's turn each.
		expect(turnsOf(after)).toEqual(turnsOf(turns));
		// Cy's steal named Ana's Rhinocorn: listed for the table to fix, never given another unicorn.
		expect(checked.later.map((r) => r.at)).toEqual([7]);
		const { state } = replay(uuReducer, after);
		expect(state.stables[1]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Rhinocorn']);
		expect(state.stables[2]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Narwhal']);
		// Undo gives back the log before the correction and its game, Redo the corrected one.
		let h: History<LogEntry<UuEvent>> = record<LogEntry<UuEvent>>({ events: turns, redo: [] }, fix);
		h = undo(h);
		expect(h.events).toEqual(turns);
		expect(replay(uuReducer, h.events)).toEqual(replay(uuReducer, turns));
		h = redo(h);
		expect(h.events).toEqual(after);
		expect(replay(uuReducer, h.events)).toEqual(replay(uuReducer, after));
	});
});

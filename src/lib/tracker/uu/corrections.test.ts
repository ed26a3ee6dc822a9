import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ACTIONS } from '$lib/games/unstable-unicorns';
import { checkCorrection, replay, type LogEntry } from '$lib/tracker/log';
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

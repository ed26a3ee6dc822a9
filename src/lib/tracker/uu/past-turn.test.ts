import { describe, expect, test } from 'vitest';
import { checkCorrection, history, type LogEntry } from '$lib/tracker/log';
import { DRAW_ACTION, type UuEvent } from './events';
import { addToTurn, drawOnly, turnEnd } from './past-turn';
import { uuReducer } from './reducer';

const setup: UuEvent = {
	type: 'setup',
	players: ['Mateo', 'Lucía', 'Sofía'],
	edition: 'standard-2e',
	babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
};

// Turn 1 Mateo, 2 Lucía (her Classy Narwhal comes in), 3 Sofía, 4 Mateo plays Unicorn Poison (the
// destroy it made was missed), 5 Lucía moves the Classy Narwhal to Sofía's Stable and gets a Narwhal.
const log: LogEntry<UuEvent>[] = [
	setup,
	{ type: 'turn-ended' },
	{ type: 'unicorn-added', player: 1, name: 'Classy Narwhal', how: 'other' },
	{ type: 'turn-ended' },
	{ type: 'unicorn-added', player: 2, name: 'Rhinocorn', how: 'other' },
	{ type: 'turn-ended' },
	{ type: 'played', player: 0, card: 'magic', name: 'Unicorn Poison' },
	{ type: 'turn-ended' },
	{ type: 'unicorn-moved', from: 1, index: 1, name: 'Classy Narwhal', to: 2, how: 'move' },
	{ type: 'unicorn-added', player: 1, name: 'Narwhal', how: 'other' }
];
const destroy: UuEvent = {
	type: 'unicorn-removed',
	player: 1,
	index: 1,
	name: 'Classy Narwhal',
	how: 'destroy'
};

describe('a past turn set right whole', () => {
	test("an event added to turn 4 goes in before it passed on, as that turn's player's doing", () => {
		const { steps } = history(uuReducer, log);
		const correction = addToTurn(steps, 4, destroy);
		expect(correction).toEqual({ correction: 'insert', at: 7, event: destroy });
		if (!correction) return;
		const fixed = history(uuReducer, [...log, correction]);
		const added = fixed.steps.find((s) => s.at === 7);
		expect(added?.event).toEqual(destroy);
		expect(added?.error).toBeNull();
		// Mateo's turn: the destroy is his (the log's sentence names the turn's player).
		expect(added?.before.turn).toMatchObject({ turn: 4, seat: 0 });
		expect(fixed.state.stables[1]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Narwhal']);
	});

	test('later turns stay as they were; what no longer fits is listed, not dropped', () => {
		const { steps, state } = history(uuReducer, log);
		const correction = addToTurn(steps, 4, destroy);
		if (!correction) throw new Error('turn 4 has passed on');
		const checked = checkCorrection(uuReducer, log, correction);
		expect(checked.ok).toBe(true);
		if (!checked.ok) return;
		// The move of the destroyed Classy Narwhal in turn 5 is refused and listed.
		expect(checked.later.map((r) => r.index)).toEqual([8]);
		expect(checked.later[0]?.sinceCorrection).toBe(true);
		// The turn and everything else in turn 5 are kept.
		expect(checked.state.turn).toEqual(state.turn);
		expect(checked.state.stables[2]?.map((u) => u.name)).toEqual(['Baby Unicorn', 'Rhinocorn']);
	});

	test('the turn being played, or one never played, takes no event added later', () => {
		const { steps } = history(uuReducer, log);
		expect(turnEnd(steps, 5)).toBeNull();
		expect(turnEnd(steps, 9)).toBeNull();
		expect(addToTurn(steps, 5, destroy)).toBeNull();
		expect(turnEnd(steps, 1)?.before.turn).toMatchObject({ turn: 1, seat: 0 });
	});
});

describe('a turn set right to a draw, nothing played (uu.phase.action)', () => {
	test('the card that took the action becomes the draw, as a live turn records it', () => {
		const { steps } = history(uuReducer, log);
		const correction = drawOnly(steps, 4);
		expect(correction).toEqual({ correction: 'edit', at: 6, event: DRAW_ACTION });
		if (!correction) return;
		const fixed = history(uuReducer, [...log, correction]);
		const turn4 = fixed.steps.filter((s) => s.before.turn.turn === 4 && s.at > 0);
		expect(turn4.map((s) => s.event)).toEqual([DRAW_ACTION, { type: 'turn-ended' }]);
		expect(turn4.every((s) => s.error === null)).toBe(true);
		// Now a draw, it is not offered again.
		expect(drawOnly(fixed.steps, 4)).toBeNull();
	});

	test('a passed turn with no action recorded gets the draw; a unicorn come in as the action becomes it', () => {
		const { steps } = history(uuReducer, log);
		expect(drawOnly(steps, 1)).toEqual({ correction: 'insert', at: 1, event: DRAW_ACTION });
		const played: LogEntry<UuEvent>[] = [
			setup,
			{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' },
			{ type: 'turn-ended' }
		];
		const correction = drawOnly(history(uuReducer, played).steps, 1);
		expect(correction).toEqual({ correction: 'edit', at: 1, event: DRAW_ACTION });
		if (!correction) return;
		const fixed = history(uuReducer, [...played, correction]);
		expect(fixed.state.stables[0]?.map((u) => u.name)).toEqual(['Baby Unicorn']);
		expect(drawOnly(steps, 9)).toBeNull();
	});
});

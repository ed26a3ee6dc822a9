import { bench, describe } from 'vitest';
import { replay } from '../../src/lib/tracker/log';
import { uuReducer, type UuEvent } from '../../src/lib/tracker/uu';

// A long evening: 8 players, 60 turns, a unicorn in and out every turn — replayed on every open.
const players = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo', 'Gus', 'Hal'];
const events: UuEvent[] = [
	{ type: 'setup', players, edition: 'standard-2e', babies: players.map(() => 'Baby Unicorn') }
];
for (let turn = 0; turn < 60; turn++) {
	const seat = turn % players.length;
	events.push(
		{ type: 'phase' },
		{ type: 'phase' },
		{ type: 'action', action: 'play-unicorn' },
		{ type: 'unicorn-added', player: seat, name: 'Ginormous Unicorn' },
		{ type: 'unicorn-removed', player: seat, index: 1 },
		{ type: 'phase' },
		{ type: 'turn-ended' }
	);
}

describe('unstable unicorns tracker', () => {
	bench(`replay ${events.length} events`, () => {
		replay(uuReducer, events);
	});
});

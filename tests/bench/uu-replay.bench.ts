import { bench, describe } from 'vitest';
import { replay } from '../../src/lib/tracker/log';
import { uuReducer } from '../../src/lib/tracker/uu';
import { UU_TURN_EVENTS, uuEvening } from '../../scripts/uu-evening.mjs';

// A long evening: 8 players, 60 turns, a unicorn in and out every turn — replayed on every open.
const events = uuEvening(1 + 60 * UU_TURN_EVENTS);

describe('unstable unicorns tracker', () => {
	bench(`replay ${events.length} events`, () => {
		replay(uuReducer, events);
	});
});

import { bench, describe } from 'vitest';
import { replay } from '../../src/lib/tracker/log';
import { finalCount, ktuReducer } from '../../src/lib/tracker/ktu';
import { KTU_GAME } from '../../src/lib/tracker/ktu/game';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

// Goal: replaying a whole four-round game (what opening a saved game or an undo costs) ≤ 2 ms.

const events = sampleEvents();

describe(`Kill the Unicorns tracker, a full game (${events.length} events)`, () => {
	bench('replay every event', () => {
		replay(ktuReducer, events);
	});
	bench('replay + final count + summary', () => {
		const { state } = replay(ktuReducer, events);
		finalCount(state, 'cap');
		KTU_GAME.summary(state);
	});
});

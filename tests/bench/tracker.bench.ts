import { bench, describe } from 'vitest';
import { replay } from '../../src/lib/tracker/log';
import { finalCount, ktuReducer, summaryOf } from '../../src/lib/tracker/ktu';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

// Goal: replaying a whole four-round game (what opening a saved game or an undo costs) ≤ 2 ms.

const events = sampleEvents();
const t = (key: string) => key;

describe(`Kill the Unicorns tracker, a full game (${events.length} events)`, () => {
	bench('replay every event', () => {
		replay(ktuReducer, events);
	});
	bench('replay + final count + summary', () => {
		const { state } = replay(ktuReducer, events);
		finalCount(state, 'cap');
		summaryOf(state, t);
	});
});

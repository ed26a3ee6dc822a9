import { bench, describe } from 'vitest';
import { history, replay, type LogEntry, type ReplayStep } from '../../src/lib/tracker/log';
import { finalCount, ktuReducer, type KtuEvent, type KtuState } from '../../src/lib/tracker/ktu';
import { KTU_GAME } from '../../src/lib/tracker/ktu/game';
import { sampleCorrected, sampleEvents } from '../../src/lib/tracker/ktu/sample-game';
import { translator } from '../../src/lib/i18n/translator.testing';
import { logLine } from '../../src/lib/components/ktu/log-text';
import { linesBefore } from '../../src/lib/components/ktu/log-was';

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

// The game log open on a long game with ten corrections: what each line read before them (every
// log before a correction, replayed in one walk over the entries), beside the replay of the log.
const correctedLog = sampleCorrected() as LogEntry<KtuEvent>[];
const t = translator('en', ['ktu-games', 'ktu-score', 'steps-ktu', 'play']);
const say = (list: readonly ReplayStep<KtuEvent, KtuState>[], k: number) =>
	list[k] ? logLine(t, list[k], { next: list[k + 1] }) : '';

describe(`Kill the Unicorns game log, the sample game with 10 corrections (${correctedLog.length} entries)`, () => {
	bench('replay with its steps (the yardstick)', () => {
		history(ktuReducer, correctedLog);
	});
	bench('replay + what each line read before the corrections', () => {
		const { steps } = history(ktuReducer, correctedLog);
		linesBefore(ktuReducer, correctedLog, steps, say);
	});
});

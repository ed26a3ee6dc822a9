// An Unstable Unicorns export file: the events' own schema (events.ts) in the shared envelope,
// every player name through the one name check, then a strict replay.
import { checkSetupNames, parseFileWith, type FileParse } from '$lib/tracker/file-schema';
import {
	UU_EVENT_VERSION,
	isUuSetup,
	uuEntrySchema,
	type UuSetupEvent,
	type UuEvent
} from './events';
import { UU_RESULTS } from './codes';
import { uuReducer } from './reducer';

/** A setup's player names, through the name check, kept trimmed. */
const refine = checkSetupNames<UuEvent>(
	(setup) => (setup as UuSetupEvent).players,
	(setup, players) => ({ ...(setup as UuSetupEvent), players }),
	(event, player) => ['events', event, 'players', player]
);

/** Parses a UU export file into a fresh, checked game, or the reasons it is refused. */
export function parseUuFile(raw: string): FileParse<UuEvent> {
	return parseFileWith<UuEvent>(raw, {
		kind: 'uu',
		results: UU_RESULTS,
		event: uuEntrySchema,
		refine,
		eventVersion: UU_EVENT_VERSION,
		// The first event the rules refuse is the file's fault, except one written under older
		// rules (fileFault): the game's own export imports back with it listed for the table.
		reducer: uuReducer,
		isSetup: isUuSetup
	});
}

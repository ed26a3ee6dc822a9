// A Kill the Unicorns export file: the events' own schema (events.ts) in the shared envelope, every
// setup name through the one name check, then a strict replay.
import * as file from '$lib/tracker/file-schema';
import {
	KTU_EVENT_VERSION,
	isKtuSetup,
	ktuEntrySchema,
	type KtuEvent,
	type KtuSetupEvent
} from './events';
import { KTU_RESULTS } from './codes';
import { ktuReducer } from './reducer';

/** A setup's player names, through the name check, kept trimmed. */
const refine = file.checkSetupNames<KtuEvent>(
	(setup) => (setup as KtuSetupEvent).players.map((p) => p.name),
	(setup, names) => {
		const { players } = setup as KtuSetupEvent;
		return {
			...(setup as KtuSetupEvent),
			players: players.map((p, i) => ({ ...p, name: names[i]! }))
		};
	},
	(event, player) => ['events', event, 'players', player, 'name']
);

/** Parses a KtU export file into a fresh, checked game, or the reasons it is refused. */
export function parseKtuFile(raw: string): file.FileParse<KtuEvent> {
	return file.parseFileWith<KtuEvent>(raw, {
		kind: 'ktu',
		results: KTU_RESULTS,
		event: ktuEntrySchema,
		refine,
		eventVersion: KTU_EVENT_VERSION,
		// The first event the rules refuse is the file's fault, and the whole file is refused for
		// it; except an event refused only since a later correction, or written under older rules
		// (file.fileFault): the game's own export keeps it and imports back with it listed.
		reducer: ktuReducer,
		isSetup: isKtuSetup
	});
}

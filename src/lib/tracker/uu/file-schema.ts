// The schema of an Unstable Unicorns export file: each event with only its known fields, every
// number within bounds, every player name through the one name check.
import * as v from 'valibot';
import { CARD_LANGUAGES, MAX_PLAYERS, TURN_PHASES } from '$lib/games/unstable-unicorns';
import { COUNTS_AS_BOUNDS } from '$lib/games/shared/bounds';
import {
	FILE_LIMITS,
	checkSetupNames,
	entrySchema,
	list,
	parseFileWith,
	seat,
	text,
	whole,
	type FileParse
} from '$lib/tracker/file-schema';
import { UU_EVENT_VERSION, type UuSetupEvent, type UuEvent } from './events';
import { uuReducer } from './reducer';

/** Unicorns in one Stable: far more than any game reaches before someone wins. */
const MAX_STABLE = 200;
/** The longest edition or action code the engine knows is short; the engine checks the value. */
const CODE_LENGTH = 40;

const player = seat(MAX_PLAYERS);
const cardName = text(FILE_LIMITS.cardNameLength);

export const uuEventSchema = v.variant('type', [
	v.object({
		type: v.literal('setup'),
		players: list(text(FILE_LIMITS.rawNameLength), MAX_PLAYERS),
		// The reducer checks the edition and the babies against the engine's lists, citing the rule.
		edition: text(CODE_LENGTH),
		babies: list(cardName, MAX_PLAYERS),
		language: v.optional(v.picklist(CARD_LANGUAGES))
	}),
	v.object({ type: v.literal('phase'), to: v.optional(v.picklist(TURN_PHASES)) }),
	v.object({ type: v.literal('action'), action: text(CODE_LENGTH) }),
	v.object({
		type: v.literal('unicorn-added'),
		player,
		name: cardName,
		countsAs: v.optional(whole(COUNTS_AS_BOUNDS.min, COUNTS_AS_BOUNDS.max))
	}),
	v.object({ type: v.literal('unicorn-removed'), player, index: whole(0, MAX_STABLE - 1) }),
	v.object({
		type: v.literal('unicorn-moved'),
		from: player,
		index: whole(0, MAX_STABLE - 1),
		to: player
	}),
	v.object({ type: v.literal('turn-ended') }),
	v.object({ type: v.literal('deck-out') })
]);

/** What a saved log holds: the game's events and corrections of them. */
export const uuEntrySchema = entrySchema(uuEventSchema);

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
		event: uuEntrySchema,
		refine,
		eventVersion: UU_EVENT_VERSION,
		// The first event the rules refuse is the file's fault, except one written under older
		// rules (fileFault): the game's own export imports back with it listed for the table.
		reducer: uuReducer,
		isSetup: (event) => event.type === 'setup'
	});
}

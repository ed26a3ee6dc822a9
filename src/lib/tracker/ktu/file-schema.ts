// The schema of a Kill the Unicorns export file: each event with only its known fields, every
// number within the table's bounds, every name through the one name check.
import * as v from 'valibot';
import { COLORS, MARKET_ITEMS, MAX_PLAYERS } from '$lib/games/kill-the-unicorns';
import {
	HUNT_CARD_BOUNDS,
	PATE_BOUNDS,
	SCHEME_POINT_BOUNDS,
	STAR_BOUNDS
} from '$lib/games/shared/bounds';
import * as file from '$lib/tracker/file-schema';
import { KTU_EVENT_VERSION, type KtuEvent, type KtuSetupEvent } from './events';
import { replay } from '$lib/tracker/log';
import { ktuReducer } from './reducer';
import { CHARACTERS, SCHEME_EFFECTS, VARIANTS } from './vocab';

/** Hunt cards in a hand (each player holds 8). */
const HAND_SIZE = 8;
/** ktu.round: 4 unicorns a round. */
const SLOTS = 4;
/** Unicorns one player can own: every unicorn and starter in the box. */
const MAX_OWNED = 34;
/** A bid's total: a full hand of the best cards, with room for a character power. */
const MAX_BID_TOTAL = 2 * HAND_SIZE * HUNT_CARD_BOUNDS.max;

const player = file.seat(MAX_PLAYERS);
const slot = file.whole(0, SLOTS - 1);
const owned = file.whole(0, MAX_OWNED - 1);
const stars = file.whole(STAR_BOUNDS.min, STAR_BOUNDS.max);
const cardValue = file.whole(HUNT_CARD_BOUNDS.min, HUNT_CARD_BOUNDS.max);
const color = v.picklist(COLORS);
const bare = <T extends string>(type: T) => v.object({ type: v.literal(type) });

const setupPlayer = v.object({
	name: file.text(file.FILE_LIMITS.rawNameLength),
	character: v.nullish(v.picklist(CHARACTERS)),
	starter: v.object({ color, stars }),
	hand: v.nullish(file.list(cardValue, HAND_SIZE))
});

export const ktuEventSchema = v.variant('type', [
	v.object({
		type: v.literal('setup'),
		variant: v.picklist(VARIANTS),
		powers: v.optional(v.boolean()),
		players: file.list(setupPlayer, MAX_PLAYERS),
		firstPlayer: player
	}),
	v.object({ type: v.literal('unicorn'), slot, color: v.nullable(color), stars }),
	v.object({ type: v.literal('scheme'), player, slot }),
	bare('hunts-start'),
	v.object({
		type: v.literal('bid'),
		player,
		cards: file.whole(0, HAND_SIZE),
		total: file.whole(0, MAX_BID_TOTAL),
		values: v.optional(file.list(cardValue, HAND_SIZE)),
		knight: v.optional(v.boolean())
	}),
	v.object({ type: v.literal('pass'), player }),
	bare('resolve'),
	v.object({
		type: v.literal('scheme-applied'),
		effect: v.picklist(SCHEME_EFFECTS),
		taker: v.optional(player)
	}),
	v.object({
		type: v.literal('purchase'),
		player,
		item: v.picklist(MARKET_ITEMS),
		color: v.optional(color),
		unicorn: owned,
		pate: v.optional(file.whole(PATE_BOUNDS.min, PATE_BOUNDS.max)),
		confirmed: v.optional(v.boolean())
	}),
	v.object({ type: v.literal('market-pass'), player }),
	bare('round-end'),
	v.object({ type: v.literal('siamese'), player, unicorn: owned, siamese: v.boolean() }),
	v.object({
		type: v.literal('scheme-points'),
		player,
		points: file.whole(SCHEME_POINT_BOUNDS.min, SCHEME_POINT_BOUNDS.max)
	}),
	v.object({
		type: v.literal('caught'),
		player: v.nullable(player),
		effect: v.optional(v.picklist(SCHEME_EFFECTS)),
		taker: v.optional(player)
	}),
	v.object({
		type: v.literal('unicorn-points'),
		player,
		unicorn: owned,
		points: file.whole(SCHEME_POINT_BOUNDS.min, SCHEME_POINT_BOUNDS.max)
	}),
	v.object({
		type: v.literal('add-points'),
		player,
		points: file.whole(SCHEME_POINT_BOUNDS.min, SCHEME_POINT_BOUNDS.max),
		unicorn: v.optional(owned)
	}),
	v.object({ type: v.literal('give'), player, unicorn: owned, to: player }),
	v.object({
		type: v.literal('exchange'),
		a: v.object({ player, unicorn: owned }),
		b: v.object({ player, unicorn: owned })
	}),
	v.object({ type: v.literal('discard'), player, unicorn: owned }),
	v.object({
		type: v.literal('edit-unicorn'),
		player,
		unicorn: owned,
		color: v.nullable(color),
		stars,
		siamese: v.boolean()
	}),
	v.object({ type: v.literal('power'), player, character: v.picklist(CHARACTERS) })
]);

/** A correction of an earlier entry (issue 11's game log): edit, insert or delete at a place. */
const at = file.whole(0, 100_000);
const ktuCorrectionSchema = v.variant('correction', [
	v.object({ correction: v.literal('edit'), at, event: ktuEventSchema }),
	v.object({ correction: v.literal('insert'), at, event: ktuEventSchema }),
	v.object({ correction: v.literal('delete'), at })
]);

/** What a saved log holds: the game's events and corrections of them. */
export const ktuEntrySchema = v.lazy((input) =>
	typeof input === 'object' && input !== null && 'correction' in input
		? ktuCorrectionSchema
		: ktuEventSchema
);

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
		event: ktuEntrySchema,
		refine,
		eventVersion: KTU_EVENT_VERSION,
		// The first event the rules refuse is the file's fault, and the whole file is refused for
		// it; except an event refused only since a later correction, or written under older rules
		// (file.fileFault): the game's own export keeps it and imports back with it listed.
		replay: (events) => replay(ktuReducer, events).refused
	});
}

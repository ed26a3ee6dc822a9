// The table actions of an Unstable Unicorns game, as stored in the log and in export files: the
// valibot schema is their one definition (the types are inferred from it), read the same way by
// the fold, storage and import. Each event keeps only its known fields, every number within
// bounds. Players are named by seat (0…players−1, clockwise from the first player). Whether the
// rules allow an event is the fold's business, not the schema's.
import * as v from 'valibot';
import { CARD_LANGUAGES, MAX_PLAYERS, TURN_PHASES } from '$lib/games/unstable-unicorns';
import { COUNTS_AS_BOUNDS } from '$lib/games/shared/bounds';
import { FILE_LIMITS, entrySchema, index, list, seat, text, whole } from '../schema-parts';

/**
 * The version of the events this build writes, stored with each one (db/log-rows.ts). Raise it
 * with any change to an event's shape or to what the rules accept. v2: bounds on stars, Scheme
 * points and "counts as", and every setup name through the one name check. v3: a card played
 * (`played`), the Neigh that stops it, how a unicorn came, left or moved (`how`) and its name, a
 * swap, a unicorn counted anew; a card the deck holds N times is in at most N Stables.
 */
export const UU_EVENT_VERSION = 3;

/** Unicorns in one Stable: far more than any game reaches before someone wins. */
const MAX_STABLE = 200;
/** The longest edition or action code the engine knows is short; the engine checks the value. */
const CODE_LENGTH = 40;

const player = seat(MAX_PLAYERS);
const cardName = text(FILE_LIMITS.cardNameLength);
const stableIndex = index(MAX_STABLE - 1);
const countsAs = whole(COUNTS_AS_BOUNDS.min, COUNTS_AS_BOUNDS.max);

/** The card types a player plays from hand as the turn's action (uu.phase.action). */
export const PLAYED_CARDS = ['unicorn', 'magic', 'upgrade', 'downgrade'] as const;
export type PlayedCard = (typeof PLAYED_CARDS)[number];
/** How a unicorn came into a Stable when it was not played: a baby from the Nursery, or other. */
export const ADDED_HOW = ['baby', 'other'] as const;
/** How a unicorn left (uu.terms.actions): destroyed, sacrificed, back to a hand, or otherwise. */
export const REMOVED_HOW = ['destroy', 'sacrifice', 'return', 'other'] as const;
/** How a unicorn went to another Stable: stolen by the player whose turn it is, or moved. */
export const MOVED_HOW = ['steal', 'move'] as const;
export type RemovedHow = (typeof REMOVED_HOW)[number];
export type MovedHow = (typeof MOVED_HOW)[number];

export const uuEventSchema = v.variant('type', [
	v.object({
		type: v.literal('setup'),
		/** Names in seat order, clockwise, the first player first. */
		players: list(text(FILE_LIMITS.rawNameLength), MAX_PLAYERS),
		// The reducer checks the edition and the babies against the engine's lists, citing the rule.
		edition: text(CODE_LENGTH),
		/** Each player's baby unicorn, in seat order. */
		babies: list(cardName, MAX_PLAYERS),
		/** The language of the cards on the table (pick lists, letter counts). */
		language: v.optional(v.picklist(CARD_LANGUAGES))
	}),
	/** The next phase of the turn (beginning → draw → action → end), or straight to a later one. */
	v.object({ type: v.literal('phase'), to: v.optional(v.picklist(TURN_PHASES)) }),
	// An unknown action name is the reducer's to refuse, with the engine's code.
	v.object({ type: v.literal('action'), action: text(CODE_LENGTH) }),
	/**
	 * A card played from hand: a unicorn comes into the player's Stable (unless a Neigh stops it);
	 * the others only name the card, whose effects are recorded as they happen.
	 */
	v.object({
		type: v.literal('played'),
		player,
		card: v.picklist(PLAYED_CARDS),
		name: v.optional(cardName),
		countsAs: v.optional(countsAs)
	}),
	/** A Neigh (or a Super Neigh) on the card just played, or on the Neigh just played on it. */
	v.object({ type: v.literal('neigh'), player, super: v.optional(v.boolean()) }),
	v.object({
		type: v.literal('unicorn-added'),
		player,
		name: cardName,
		countsAs: v.optional(countsAs),
		how: v.optional(v.picklist(ADDED_HOW))
	}),
	// A unicorn in a Stable is placed by its index there and, since v3, named: a correction that
	// moved it finds it by its name; one no longer there is refused, never another one taken.
	v.object({
		type: v.literal('unicorn-removed'),
		player,
		index: stableIndex,
		name: v.optional(cardName),
		how: v.optional(v.picklist(REMOVED_HOW))
	}),
	/** A unicorn leaves one Stable for another (stolen, moved by a card). */
	v.object({
		type: v.literal('unicorn-moved'),
		from: player,
		index: stableIndex,
		name: v.optional(cardName),
		to: player,
		how: v.optional(v.picklist(MOVED_HOW))
	}),
	/** Two unicorns of two Stables change places (Unicorn Swap and its kin). */
	v.object({
		type: v.literal('unicorns-swapped'),
		a: player,
		aIndex: stableIndex,
		aName: v.optional(cardName),
		b: player,
		bIndex: stableIndex,
		bName: v.optional(cardName)
	}),
	/** A unicorn in a Stable now counts as another number of unicorns (a card says so). */
	v.object({
		type: v.literal('unicorn-counted'),
		player,
		index: stableIndex,
		name: v.optional(cardName),
		countsAs
	}),
	/** The end phase is over: the turn passes clockwise. */
	v.object({ type: v.literal('turn-ended') }),
	/** The draw pile ran out: the game ends on the unicorns and letters in each Stable. */
	v.object({ type: v.literal('deck-out') })
]);

/**
 * A card drawn as the turn's action (uu.phase.action): the one event a live turn records it by
 * and a correction sets a turn to.
 */
export const DRAW_ACTION = { type: 'action', action: 'draw' } as const satisfies UuEvent;

/** What a saved log holds: the game's events and corrections of them. */
export const uuEntrySchema = entrySchema(uuEventSchema);

export type UuEvent = v.InferOutput<typeof uuEventSchema>;
export type UuEventType = UuEvent['type'];
export type UuSetupEvent = Extract<UuEvent, { type: 'setup' }>;

/** The event every game starts from. */
export const isUuSetup = (event: UuEvent): event is UuSetupEvent => event.type === 'setup';

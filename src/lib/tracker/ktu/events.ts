// The table actions of a Kill the Unicorns game, as stored in the log and in export files: the
// valibot schema is their one definition (the types are inferred from it), read the same way by
// the fold, storage and import. Each event keeps only its known fields, every number within the
// table's bounds. Players are named by seat: 0…players−1, clockwise, in the order the setup lists
// them. Whether the rules allow an event is the fold's business, not the schema's.
import * as v from 'valibot';
import {
	COLORS,
	HAND_SIZE,
	MARKET_ITEMS,
	MAX_OWNED,
	MAX_PLAYERS,
	UNICORNS_PER_ROUND as SLOTS
} from '$lib/games/kill-the-unicorns';
import {
	HUNT_CARD_BOUNDS,
	PATE_BOUNDS,
	SCHEME_POINT_BOUNDS,
	STAR_BOUNDS
} from '$lib/games/shared/bounds';
import { FILE_LIMITS, entrySchema, index, list, seat, text, whole } from '../schema-parts';
import { CHARACTERS, FLED_WHYS, SCHEME_EFFECTS, VARIANTS } from './vocab';

/**
 * The version of the events this build writes, stored with each one (db/log-rows.ts). Raise it
 * with any change to an event's shape or to what the rules accept. v2: bounds on stars, Scheme
 * points and "counts as", and every setup name through the one name check. v3: Scheme points
 * recorded as additions (`add-points`); the older `scheme-points` and `unicorn-points` keep
 * their meaning (they set a total). v4: an entry naming a held unicorn keeps its identity (`ref`,
 * see refs.ts); entries without one go by the unicorn's place, as before. v5: `resolve` may carry
 * what the revealed Scheme does (`effect`, `taker`), entered with the bids. v6: a quick hunt's Size
 * Does Not Matter names who takes the unicorn (somebody always does), and a power is its
 * character's, in a game that plays it (the Princess before the hunt's first bid). v7: an entry of
 * a hunt names the hunt it was recorded in (`hunt`, see refs.ts), and who leads a hunt is read from
 * the seats, whatever order its bids and passes were entered in.
 */
export const KTU_EVENT_VERSION = 7;

/** A bid's total: a full hand of the best cards, with room for a character power. */
const MAX_BID_TOTAL = 2 * HAND_SIZE * HUNT_CARD_BOUNDS.max;

const player = seat(MAX_PLAYERS);
const slot = index(SLOTS - 1);
const owned = index(MAX_OWNED - 1);
const stars = whole(STAR_BOUNDS.min, STAR_BOUNDS.max);
const cardValue = whole(HUNT_CARD_BOUNDS.min, HUNT_CARD_BOUNDS.max);
const points = whole(SCHEME_POINT_BOUNDS.min, SCHEME_POINT_BOUNDS.max);
const color = v.picklist(COLORS);
/** A held unicorn's identity (refs.ts): `s<seat>` a Starting Unicorn, `r<round>u<slot>` a caught one. */
const ref = v.optional(v.pipe(v.string(), v.regex(/^(?:s\d|r\du\d)$/)));
/**
 * The hunt an entry was recorded in, by its unicorn (`r<round>u<slot>`, as refs.ts names it): a
 * replay never reads it as another hunt's entry. Entries written before it go by their place.
 */
const hunt = v.optional(v.pipe(v.string(), v.regex(/^r\du\d$/)));
const bare = <T extends string>(type: T) => v.object({ type: v.literal(type) });

const setupPlayer = v.object({
	name: text(FILE_LIMITS.rawNameLength),
	character: v.nullish(v.picklist(CHARACTERS), null),
	/** The Starting Unicorn dealt at setup (ktu.starters): always coloured. */
	starter: v.object({ color, stars }),
	/** The values of the 8 Hunt cards in hand, when the player gives them. */
	hand: v.nullish(list(cardValue, HAND_SIZE), null)
});

/** A unicorn in front of a player: seat and index in their collection. */
const held = v.object({ player, unicorn: owned, ref });

export const ktuEventSchema = v.variant('type', [
	v.object({
		type: v.literal('setup'),
		variant: v.picklist(VARIANTS),
		/** Character powers in play (only the Initiation variant may leave them out). */
		powers: v.optional(v.boolean(), true),
		players: list(setupPlayer, MAX_PLAYERS),
		/** Seat of the player holding the first player token. */
		firstPlayer: player
	}),
	/** A unicorn of this round's row turned face up (slot 0–3, hunted left to right). */
	v.object({ type: v.literal('unicorn'), slot, color: v.nullable(color), stars }),
	/** ktu.phase.trap: a player slides a Scheme onto a unicorn of the row. */
	v.object({ type: v.literal('scheme'), player, slot }),
	/** Every Scheme is placed: the hunts begin. */
	bare('hunts-start'),
	v.object({
		type: v.literal('bid'),
		player,
		cards: whole(0, HAND_SIZE),
		total: whole(0, MAX_BID_TOTAL),
		/** The value of each card played, when entered card by card. */
		values: v.optional(list(cardValue, HAND_SIZE)),
		knight: v.optional(v.boolean()),
		hunt
	}),
	v.object({ type: v.literal('pass'), player, hunt }),
	/**
	 * Every player has bid or passed: the cards are revealed and the hunt is settled. `effect` (and
	 * `taker`) is what the winner's revealed Scheme does, when the table said it with the bids;
	 * without it, the Scheme waits for `scheme-applied`.
	 */
	v.object({
		type: v.literal('resolve'),
		effect: v.optional(v.picklist(SCHEME_EFFECTS)),
		taker: v.optional(player),
		hunt
	}),
	/** The winner's revealed Scheme and what it does. */
	v.object({
		type: v.literal('scheme-applied'),
		effect: v.picklist(SCHEME_EFFECTS),
		taker: v.optional(player),
		hunt
	}),
	v.object({
		type: v.literal('purchase'),
		player,
		item: v.picklist(MARKET_ITEMS),
		color: v.optional(color),
		/** Index of the buyer's unicorn the token goes on (or that the Butcher Shop takes). */
		unicorn: owned,
		ref,
		/** The value of the Paté token taken at the Butcher Shop. */
		pate: v.optional(whole(PATE_BOUNDS.min, PATE_BOUNDS.max)),
		/** The table checked that the buyer can pay (when their hand is not known). */
		confirmed: v.optional(v.boolean())
	}),
	v.object({ type: v.literal('market-pass'), player }),
	bare('round-end'),
	/** ktu.scheme.siamese: a Siamese Unicorn counts as 2 of its colour. */
	v.object({ type: v.literal('siamese'), player, unicorn: owned, ref, siamese: v.boolean() }),
	/** Scheme bonuses and penalties of a player, for the final count. */
	v.object({ type: v.literal('scheme-points'), player, points }),
	/**
	 * Quick entry: the hunt's result without the bids. `player` won the hunt (null: the unicorn
	 * fled); `effect` is what their revealed Scheme did (none: no effect) and `taker` who took the
	 * unicorn after it, for the `taker` and `size` effects; `why` why a unicorn fled, when the
	 * table said it.
	 */
	v.object({
		type: v.literal('caught'),
		player: v.nullable(player),
		effect: v.optional(v.picklist(SCHEME_EFFECTS)),
		taker: v.optional(player),
		why: v.optional(v.picklist(FLED_WHYS)),
		hunt
	}),
	/** Scheme points pinned to one unicorn: they move and leave with it. */
	v.object({ type: v.literal('unicorn-points'), player, unicorn: owned, ref, points }),
	/**
	 * Scheme points added (below zero: a penalty), on one of the player's unicorns (they move and
	 * leave with it) or, without `unicorn`, on the player. Replaces the two above, which set a total.
	 */
	v.object({
		type: v.literal('add-points'),
		player,
		points,
		unicorn: v.optional(owned),
		ref
	}),
	/** A held unicorn handed to another player, its schemes and tokens with it. */
	v.object({ type: v.literal('give'), player, unicorn: owned, ref, to: player }),
	/** ktu.scheme.trojan: two players exchange a unicorn each, schemes and tokens staying on them. */
	v.object({ type: v.literal('exchange'), a: held, b: held }),
	/** ktu.scheme.zombie: a held unicorn is discarded with its schemes and tokens. */
	v.object({ type: v.literal('discard'), player, unicorn: owned, ref }),
	/** A held or starting unicorn entered wrong, set right: colour (null: legendary), stars, Siamese. */
	v.object({
		type: v.literal('edit-unicorn'),
		player,
		unicorn: owned,
		ref,
		color: v.nullable(color),
		stars,
		siamese: v.boolean()
	}),
	/** ktu.characters: a character power used (once a round); its effect is entered as the table plays it. */
	v.object({ type: v.literal('power'), player, character: v.picklist(CHARACTERS) })
]);

/** What a saved log holds: the game's events and corrections of them. */
export const ktuEntrySchema = entrySchema(ktuEventSchema);

export type KtuEvent = v.InferOutput<typeof ktuEventSchema>;
export type KtuEventType = KtuEvent['type'];
export type KtuSetupEvent = Extract<KtuEvent, { type: 'setup' }>;
export type SetupPlayer = KtuSetupEvent['players'][number];
export type BidEvent = Extract<KtuEvent, { type: 'bid' }>;
export type PurchaseEvent = Extract<KtuEvent, { type: 'purchase' }>;
export type CaughtEvent = Extract<KtuEvent, { type: 'caught' }>;
export type AddPointsEvent = Extract<KtuEvent, { type: 'add-points' }>;
export type HeldRef = v.InferOutput<typeof held>;

/** The event every game starts from. */
export const isKtuSetup = (event: KtuEvent): event is KtuSetupEvent => event.type === 'setup';

// The table actions of a Kill the Unicorns game, as stored in the log and in export files.
// Players are named by seat: 0…players−1, clockwise, in the order the setup lists them.
import { isColor, isMarketItem, type Color, type MarketItem } from '$lib/games/kill-the-unicorns';
import {
	CHARACTERS,
	SCHEME_EFFECTS,
	VARIANTS,
	isOneOf,
	type Character,
	type SchemeEffect,
	type Variant
} from './vocab';

/**
 * The version of the events this build writes, stored with each one (../versions.ts). Raise it
 * with any change to an event's shape or to what the rules accept. v2: bounds on stars, Scheme
 * points and "counts as", and every setup name through the one name check. v3: Scheme points
 * recorded as additions (`add-points`); the older `scheme-points` and `unicorn-points` keep
 * their meaning (they set a total).
 */
export const KTU_EVENT_VERSION = 3;

export interface SetupPlayer {
	name: string;
	character: Character | null;
	/** The Starting Unicorn dealt at setup (ktu.starters): always coloured. */
	starter: { color: Color; stars: number };
	/** The values of the 8 Hunt cards in hand, when the player gives them. */
	hand: number[] | null;
}

export interface KtuSetupEvent {
	type: 'setup';
	variant: Variant;
	/** Character powers in play (only the Initiation variant may leave them out). */
	powers: boolean;
	players: SetupPlayer[];
	/** Seat of the player holding the first player token. */
	firstPlayer: number;
}

export interface BidEvent {
	type: 'bid';
	player: number;
	cards: number;
	total: number;
	/** The value of each card played, when entered card by card. */
	values?: number[];
	knight?: boolean;
}

export interface PurchaseEvent {
	type: 'purchase';
	player: number;
	item: MarketItem;
	color?: Color;
	/** Index of the buyer's unicorn the token goes on (or that the Butcher Shop takes). */
	unicorn: number;
	/** The value of the Paté token taken at the Butcher Shop. */
	pate?: number;
	/** The table checked that the buyer can pay (when their hand is not known). */
	confirmed?: boolean;
}

export interface CaughtEvent {
	type: 'caught';
	player: number | null;
	effect?: SchemeEffect;
	taker?: number;
}

export type KtuEvent =
	| KtuSetupEvent
	/** A unicorn of this round's row turned face up (slot 0–3, hunted left to right). */
	| { type: 'unicorn'; slot: number; color: Color | null; stars: number }
	/** ktu.phase.trap: a player slides a Scheme onto a unicorn of the row. */
	| { type: 'scheme'; player: number; slot: number }
	/** Every Scheme is placed: the hunts begin. */
	| { type: 'hunts-start' }
	| BidEvent
	| { type: 'pass'; player: number }
	/** Every player has bid or passed: the cards are revealed and the hunt is settled. */
	| { type: 'resolve' }
	/**
	 * Quick entry: the hunt's result without the bids. `player` won the hunt (null: the unicorn
	 * fled); `effect` is what their revealed Scheme did (none: no effect) and `taker` who took the
	 * unicorn after it, for the `taker` and `size` effects.
	 */
	| CaughtEvent
	/** The winner's revealed Scheme and what it does. */
	| { type: 'scheme-applied'; effect: SchemeEffect; taker?: number }
	| PurchaseEvent
	| { type: 'market-pass'; player: number }
	| { type: 'round-end' }
	/** ktu.scheme.siamese: a Siamese Unicorn counts as 2 of its colour. */
	| { type: 'siamese'; player: number; unicorn: number; siamese: boolean }
	/** Scheme bonuses and penalties of a player, for the final count. */
	| { type: 'scheme-points'; player: number; points: number }
	/** Scheme points pinned to one unicorn: they move and leave with it. */
	| { type: 'unicorn-points'; player: number; unicorn: number; points: number }
	/**
	 * Scheme points added (below zero: a penalty), on one of the player's unicorns (they move and
	 * leave with it) or, without `unicorn`, on the player. Replaces the two above, which set a total.
	 */
	| AddPointsEvent
	/** A held unicorn handed to another player, its schemes and tokens with it. */
	| { type: 'give'; player: number; unicorn: number; to: number }
	/** ktu.scheme.trojan: two players exchange a unicorn each, schemes and tokens staying on them. */
	| { type: 'exchange'; a: HeldRef; b: HeldRef }
	/** ktu.scheme.zombie: a held unicorn is discarded with its schemes and tokens. */
	| { type: 'discard'; player: number; unicorn: number }
	/** A held or starting unicorn entered wrong, set right: colour (null: legendary), stars, Siamese. */
	| {
			type: 'edit-unicorn';
			player: number;
			unicorn: number;
			color: Color | null;
			stars: number;
			siamese: boolean;
	  }
	/** ktu.characters: a character power used (once a round); its effect is entered as the table plays it. */
	| { type: 'power'; player: number; character: Character };

export interface AddPointsEvent {
	type: 'add-points';
	player: number;
	points: number;
	unicorn?: number;
}

/** A unicorn in front of a player: seat and index in their collection. */
export interface HeldRef {
	player: number;
	unicorn: number;
}

export type KtuEventType = KtuEvent['type'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
	typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);

function parseHeld(value: unknown): HeldRef | null {
	return isRecord(value) && isIndex(value.player) && isIndex(value.unicorn)
		? { player: value.player, unicorn: value.unicorn }
		: null;
}

function parsePlayer(value: unknown): SetupPlayer | null {
	if (!isRecord(value)) return null;
	const { name, character, starter, hand } = value;
	if (typeof name !== 'string') return null;
	if (character !== null && character !== undefined && !isOneOf(CHARACTERS, character)) return null;
	if (!isRecord(starter) || !isColor(starter.color) || !isNumber(starter.stars)) return null;
	if (hand !== null && hand !== undefined && !isNumbers(hand)) return null;
	return {
		name,
		character: character ?? null,
		starter: { color: starter.color, stars: starter.stars },
		hand: hand ? [...hand] : null
	};
}

function parseSetup(value: Record<string, unknown>): KtuSetupEvent | null {
	const { variant, powers, players, firstPlayer } = value;
	if (!isOneOf(VARIANTS, variant) || !Array.isArray(players) || !isIndex(firstPlayer)) return null;
	if (powers !== undefined && typeof powers !== 'boolean') return null;
	const parsed = players.map(parsePlayer);
	if (parsed.some((p) => p === null)) return null;
	return {
		type: 'setup',
		variant,
		powers: powers ?? true,
		players: parsed as SetupPlayer[],
		firstPlayer
	};
}

function parseBid(value: Record<string, unknown>): BidEvent | null {
	const { player, cards, total, values, knight } = value;
	if (!isIndex(player) || !isNumber(cards) || !isNumber(total)) return null;
	if (values !== undefined && !isNumbers(values)) return null;
	if (knight !== undefined && typeof knight !== 'boolean') return null;
	return {
		type: 'bid',
		player,
		cards,
		total,
		...(values === undefined ? {} : { values: [...values] }),
		...(knight ? { knight } : {})
	};
}

function parsePurchase(value: Record<string, unknown>): PurchaseEvent | null {
	const { player, item, color, unicorn, pate, confirmed } = value;
	if (!isIndex(player) || !isMarketItem(item) || !isIndex(unicorn)) return null;
	if (color !== undefined && !isColor(color)) return null;
	if (pate !== undefined && !isNumber(pate)) return null;
	if (confirmed !== undefined && typeof confirmed !== 'boolean') return null;
	return {
		type: 'purchase',
		player,
		item,
		unicorn,
		...(color === undefined ? {} : { color }),
		...(pate === undefined ? {} : { pate }),
		...(confirmed ? { confirmed } : {})
	};
}

function parseCaught(value: Record<string, unknown>): CaughtEvent | null {
	const { player, effect, taker } = value;
	if (player !== null && !isIndex(player)) return null;
	if (effect !== undefined && !isOneOf(SCHEME_EFFECTS, effect)) return null;
	if (taker !== undefined && !isIndex(taker)) return null;
	return {
		type: 'caught',
		player,
		...(effect === undefined ? {} : { effect }),
		...(taker === undefined ? {} : { taker })
	};
}

/**
 * The event in a stored or imported value, or null when its shape is wrong (a foreign or
 * damaged log). Whether the rules allow it is the reducer's business, not this one's. The result
 * is a fresh object: the state never shares arrays with the log.
 */
export function parseEvent(value: unknown): KtuEvent | null {
	if (!isRecord(value)) return null;
	switch (value.type) {
		case 'setup':
			return parseSetup(value);
		case 'unicorn': {
			const { slot, color, stars } = value;
			if (!isIndex(slot) || !isNumber(stars) || (color !== null && !isColor(color))) return null;
			return { type: 'unicorn', slot, color, stars };
		}
		case 'scheme':
			return isIndex(value.player) && isIndex(value.slot)
				? { type: 'scheme', player: value.player, slot: value.slot }
				: null;
		case 'hunts-start':
		case 'resolve':
		case 'round-end':
			return { type: value.type };
		case 'bid':
			return parseBid(value);
		case 'pass':
		case 'market-pass':
			return isIndex(value.player) ? { type: value.type, player: value.player } : null;
		case 'scheme-applied': {
			const { effect, taker } = value;
			if (!isOneOf(SCHEME_EFFECTS, effect)) return null;
			if (taker !== undefined && !isIndex(taker)) return null;
			return { type: 'scheme-applied', effect, ...(taker === undefined ? {} : { taker }) };
		}
		case 'caught':
			return parseCaught(value);
		case 'purchase':
			return parsePurchase(value);
		case 'siamese': {
			const { player, unicorn, siamese } = value;
			return isIndex(player) && isIndex(unicorn) && typeof siamese === 'boolean'
				? { type: 'siamese', player, unicorn, siamese }
				: null;
		}
		case 'unicorn-points': {
			const { player, unicorn, points } = value;
			return isIndex(player) && isIndex(unicorn) && isNumber(points)
				? { type: 'unicorn-points', player, unicorn, points }
				: null;
		}
		case 'add-points': {
			const { player, unicorn, points } = value;
			if (!isIndex(player) || !isNumber(points)) return null;
			if (unicorn !== undefined && !isIndex(unicorn)) return null;
			return { type: 'add-points', player, points, ...(unicorn === undefined ? {} : { unicorn }) };
		}
		case 'give': {
			const { player, unicorn, to } = value;
			return isIndex(player) && isIndex(unicorn) && isIndex(to)
				? { type: 'give', player, unicorn, to }
				: null;
		}
		case 'exchange': {
			const a = parseHeld(value.a);
			const b = parseHeld(value.b);
			return a && b ? { type: 'exchange', a, b } : null;
		}
		case 'discard':
			return isIndex(value.player) && isIndex(value.unicorn)
				? { type: 'discard', player: value.player, unicorn: value.unicorn }
				: null;
		case 'edit-unicorn': {
			const { player, unicorn, color, stars, siamese } = value;
			if (!isIndex(player) || !isIndex(unicorn) || !isNumber(stars)) return null;
			if ((color !== null && !isColor(color)) || typeof siamese !== 'boolean') return null;
			return { type: 'edit-unicorn', player, unicorn, color, stars, siamese };
		}
		case 'power':
			return isIndex(value.player) && isOneOf(CHARACTERS, value.character)
				? { type: 'power', player: value.player, character: value.character }
				: null;
		case 'scheme-points':
			return isIndex(value.player) && isNumber(value.points)
				? { type: 'scheme-points', player: value.player, points: value.points }
				: null;
		default:
			return null;
	}
}

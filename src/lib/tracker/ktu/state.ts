// The table state of a Kill the Unicorns game: what the fold of its events gives.
import type {
	Color,
	HuntResult,
	MarketItem,
	MarketStock,
	Step,
	Token
} from '$lib/games/kill-the-unicorns';
import type { Character, Phase, SchemeEffect, Variant } from './vocab';

/** A "why" line of the table: codes and params; the view picks the namespace that translates it. */
export type TrackerStep = Step;

/** A unicorn as printed: colour (null for a legendary one) and stars. */
export interface RowUnicorn {
	color: Color | null;
	stars: number;
}

/** A unicorn in front of a player, with the Black Market tokens placed on it, in order. */
export interface OwnedUnicorn extends RowUnicorn {
	tokens: readonly Token[];
	siamese: boolean;
	/** Scheme bonuses and penalties pinned to it (they move and leave with it); 0 when none. */
	schemePoints?: number;
	/** Its identity for the log's later entries (refs.ts): stays the same wherever it goes. */
	ref: string;
	/** Where it was caught; null for the Starting Unicorn. */
	origin: { round: number; slot: number } | null;
}

/** One of the round's four unicorns and the Schemes under it (seats of who placed them). */
export interface Slot {
	unicorn: RowUnicorn | null;
	schemes: readonly number[];
	hunted: boolean;
}

export type Entry =
	| { kind: 'pass' }
	| {
			kind: 'bid';
			total: number;
			cards: number;
			values: readonly number[] | null;
			knight: boolean;
	  };

/** The hunt of the current unicorn. */
export interface CurrentHunt {
	/** The first player when the hunt began: players act clockwise from there. */
	start: number;
	/** Who opened the bidding (the first player at that moment), once someone bid. */
	lead: number | null;
	/** Each seat's bid or pass, null while not entered. */
	entries: readonly (Entry | null)[];
	/** The token handed on by first players who passed (ktu.pass). */
	tokenSteps: readonly TrackerStep[];
	/** The first resolution, while the winner's Scheme is still to be applied. */
	first: HuntResult | null;
}

export type RecordOutcome = 'captured' | 'fled' | 'discarded';

/** A settled hunt, kept for the results so far. */
export interface HuntRecord {
	round: number;
	slot: number;
	unicorn: RowUnicorn;
	schemes: number;
	/** Bids in table order from the lead. */
	bids: readonly { player: number; total: number; cards: number; knight: boolean }[];
	passed: readonly number[];
	/** Who won before any Scheme, and the totals tie cancellation removed. */
	winner: number | null;
	cancelled: readonly number[];
	scheme: SchemeEffect | null;
	outcome: RecordOutcome;
	/** Who took the unicorn in the end. */
	taker: number | null;
	firstPlayer: { before: number; after: number };
	steps: readonly TrackerStep[];
	/** Entered as "who caught it", without the bids (quick entry). */
	quick?: boolean;
	/** What the revealed Scheme did in front of the players, recorded right after (aftermath.ts). */
	acts?: SchemeActs;
	/** A power was used right after the hunt, before any act of its Scheme: what follows is the power's. */
	powerFirst?: true;
}

/** A revealed Scheme's act on the players' unicorns or points, by seat. */
export type SchemeActs =
	| { kind: 'exchange'; a: number; b: number }
	| { kind: 'discard'; holder: number }
	| { kind: 'siamese'; holder: number; target: RowUnicorn }
	| { kind: 'points'; holder: number; points: number };

export interface PurchaseRecord {
	round: number;
	player: number;
	item: MarketItem;
	color: Color | null;
	/** The unicorn the token went on, or the one the Butcher Shop took. */
	unicorn: RowUnicorn;
	pate: number | null;
	cost: number;
	/** Bought on the table's word (hand not known), not checked against the hand. */
	confirmed: boolean;
}

/**
 * A held unicorn a Scheme moved after its hunt, kept for the records: handed to another player, a
 * Trojan Unicorn's swap (one each way), or discarded by a Zombie Unicorn.
 */
export interface SchemeMoveRecord {
	round: number;
	/** The seat it left. */
	from: number;
	/** The seat it went to; null when it was discarded. */
	to: number | null;
}

export type MarketDecision = 'bought' | 'passed' | null;

export interface PlayerInfo {
	name: string;
	character: Character | null;
	/** The 8 Hunt card values, when given at setup. */
	hand: readonly number[] | null;
}

export interface KtuState {
	phase: Phase;
	/** Why the game is over: four rounds played, or a double rainbow. */
	end: 'rounds' | 'double-rainbow' | null;
	variant: Variant;
	powers: boolean;
	players: readonly PlayerInfo[];
	/** Player names in seat order, for the views only: engines and params take seat keys. */
	names: readonly string[];
	/** 1–4 (ktu.round). */
	round: number;
	/** The unicorn being hunted, 0–3 (shown 1–4). */
	slot: number;
	slots: readonly Slot[];
	/** Seat holding the first player token. */
	firstPlayer: number;
	hunt: CurrentHunt;
	/** Hunt card values still in hand this round, when known. */
	handLeft: readonly (readonly number[] | null)[];
	/** Hunt cards each seat played this round (a hand holds 8, known or not). */
	cardsPlayed: readonly number[];
	/** How each seat's character power was used this round (powers work once a round). */
	powerUsed: readonly PowerUse[];
	collections: readonly (readonly OwnedUnicorn[])[];
	pate: readonly (readonly number[])[];
	schemePoints: readonly number[];
	stock: MarketStock;
	/** This round's Black Market: who bought or passed. */
	decisions: readonly MarketDecision[];
	hunts: readonly HuntRecord[];
	purchases: readonly PurchaseRecord[];
	schemeMoves: readonly SchemeMoveRecord[];
	/** Who holds a double rainbow (ktu.scoring.rainbow), by seat. */
	doubleRainbow: readonly boolean[];
}

/**
 * A seat's character power this round: not used yet, entered as a table move (`'move'`), or
 * played with a Knight's bid (`'bid'`).
 */
export type PowerUse = false | 'move' | 'bid';

/**
 * ktu.characters: has this seat's Knight spent his power on a bid this round? A power entered as a
 * table move before his cards is the same use announced (the table said it, then he bids): his
 * bid with it is taken; a second bid with it in the round is not.
 */
export const knightPowerSpent = (state: Pick<KtuState, 'powerUsed'>, seat: number): boolean =>
	state.powerUsed[seat] === 'bid';

// The table an Unstable Unicorns game's fold keeps: who sits where, each Stable, whose turn and
// which phase, the card the next Neigh would stop, the Neighs each seat played, and how the game
// ended.
import {
	firstTurn,
	type Action,
	type CardLanguage,
	type DeckOutResult,
	type Edition,
	type TurnPhase,
	type TurnState,
	type UuUnicorn,
	type WinCheck
} from '$lib/games/unstable-unicorns';
import type { PlayedCard } from './events';
import type { StableChange } from './follow-up';

export type UuStatus = 'new' | 'playing' | 'won' | 'deck-out';

/** Where the game stands for the table of moves (phases.ts): set-up, a phase of a turn, or over. */
export type UuPhase = 'setup' | TurnPhase | 'over';

/**
 * A unicorn in a Stable: the card, and the turn it came into this Stable (0: the setup), which
 * tells it apart from another of the same name there as the table remembers it ("turn 4").
 */
export interface InStable extends UuUnicorn {
	came: number;
}

/** A Neigh in the chain on the last card played. */
export interface NeighPlayed {
	seat: number;
	super: boolean;
}

/**
 * The card a Neigh would stop now: the last one played, while nothing but Neighs (and phase
 * taps) has been recorded since. A unicorn sits last in its player's Stable while it stands.
 */
export interface LastPlay {
	seat: number;
	card: PlayedCard;
	name: string | null;
	/** The unicorn the card is, when it is one (it leaves the Stable while stopped). */
	unicorn: UuUnicorn | null;
	/** The Neighs played on it, in order: an odd number stops it (uu.cards.instant). */
	neighs: readonly NeighPlayed[];
	/**
	 * The unicorns seen this game before it was played: a unicorn a Neigh stops never came into a
	 * Stable, so it is not one the pick lists offer as seen.
	 */
	seenBefore: readonly string[];
}

export interface UuState {
	status: UuStatus;
	/** Names in seat order, for the views only: engines, results and params name seats by key. */
	players: readonly string[];
	edition: Edition;
	language: CardLanguage;
	/** Unicorns needed to win at this table (0 before the setup). */
	goal: number;
	/** Each seat's Stable, in the order the unicorns came in. */
	stables: readonly (readonly InStable[])[];
	turn: TurnState;
	/** The action taken this turn, if any (uu.phase.action: one per turn). */
	action: Action | null;
	/** The card a Neigh would stop now, if any. */
	lastPlay: LastPlay | null;
	/**
	 * The last card played this turn, with its Neighs, kept for the whole turn (the screen keeps
	 * it in view and offers its effect on the Stables), where `lastPlay` ends at the next change.
	 */
	turnPlay: LastPlay | null;
	/** Each seat's Neighs played this game, a Super Neigh one too, whatever they stopped. */
	neighsPlayed: readonly number[];
	/**
	 * What the table recorded right after each card this game (by its name, the first Stable
	 * change once it stood): the change offered first the next time it is played.
	 */
	followUps: readonly (readonly [string, StableChange])[];
	/** Events recorded in the current turn (the log has an entry for it once there is one). */
	turnEvents: number;
	/** Unicorn names that came into a Stable this game, newest last (the pick list's likely ones). */
	seen: readonly string[];
	/** Seat of the winner: by reaching the goal, or by the deck-out tie-breaks. */
	winner: number | null;
	/** The winning check, when someone reached the goal. */
	win: WinCheck | null;
	/** The deck-out ruling, when the draw pile ran out. */
	deckOut: DeckOutResult | null;
}

export const initialState = (): UuState => ({
	status: 'new',
	players: [],
	edition: 'standard-2e',
	language: 'en',
	goal: 0,
	stables: [],
	turn: firstTurn(),
	action: null,
	lastPlay: null,
	turnPlay: null,
	turnEvents: 0,
	followUps: [],
	neighsPlayed: [],
	seen: [],
	winner: null,
	win: null,
	deckOut: null
});

export function phaseOf(state: UuState): UuPhase {
	if (state.status === 'new') return 'setup';
	if (state.status === 'playing') return state.turn.phase;
	return 'over';
}

/** A card played and not (or no longer) stopped by the Neighs on it. */
export const stands = (play: LastPlay): boolean => play.neighs.length % 2 === 0;

/** The change the table recorded after the turn's card the last time it was played, if any. */
export function likelyChange(state: UuState): StableChange | null {
	const name = state.turnPlay?.name;
	if (!name) return null;
	return state.followUps.find(([card]) => card === name)?.[1] ?? null;
}

/** Entries of the game log: the setup's and one a turn that has something recorded. */
export const logEntries = (state: UuState): number =>
	state.status === 'new' ? 0 : state.turn.turn + (state.turnEvents > 0 ? 1 : 0);

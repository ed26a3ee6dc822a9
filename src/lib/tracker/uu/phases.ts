// Which table actions each phase of a turn accepts, as Kill the Unicorns' tracker does
// (boardgame.io's `phases`): one table, so an action out of its phase is refused in one place,
// with the rule that orders the turn.
import { refusal, type UuRefusalCode } from './codes';
import type { UuEvent, UuEventType } from './events';
import { changeOf } from './follow-up';
import { phaseOf, stands, type UuPhase, type UuState } from './state';
import { no, type UuMoved } from './moves/common';
import { setUp } from './moves/setup';
import { neigh, play } from './moves/play';
import { addUnicorn, countUnicorn, moveUnicorn, removeUnicorn, swapUnicorns } from './moves/stable';
import { deckOut, endTurn, phase, takeAction } from './moves/turn';
import type { UuRule } from '$lib/games/unstable-unicorns';

/**
 * What can happen in any phase of a turn: a card's effect changes a Stable at any time, a card
 * may be played and Neighed, the turn passes on, the draw pile runs out.
 */
export const ANY_TIME = [
	'played',
	'neigh',
	'unicorn-added',
	'unicorn-removed',
	'unicorn-moved',
	'unicorns-swapped',
	'unicorn-counted',
	'phase',
	'turn-ended',
	'deck-out'
] as const satisfies readonly UuEventType[];

export const PHASE_MOVES = {
	setup: ['setup'],
	// The action may be recorded before its phase is tapped: the phases between were played.
	beginning: [...ANY_TIME, 'action'],
	draw: [...ANY_TIME, 'action'],
	action: [...ANY_TIME, 'action'],
	end: [...ANY_TIME],
	// A Neigh on the unicorn that just won stops it, and the game goes on (neigh: no lastPlay
	// otherwise, so nothing else changes a finished game).
	over: ['neigh']
} as const satisfies Record<UuPhase, readonly UuEventType[]>;

type Of<T extends UuEventType> = Extract<UuEvent, { type: T }>;

interface Move<T extends UuEventType> {
	/** The section a refusal out of phase cites. */
	rule: UuRule;
	apply: (state: UuState, event: Of<T>) => UuMoved;
	/** Whether the card a Neigh would stop stays so after this move (only Neighs and phases). */
	keepsPlay?: true;
}

/** Every move of the fold, by the event that records it. */
export const MOVES: { [T in UuEventType]: Move<T> } = {
	setup: { rule: 'uu.setup', apply: setUp },
	phase: { rule: 'uu.turn', apply: phase, keepsPlay: true },
	action: { rule: 'uu.phase.action', apply: takeAction },
	played: { rule: 'uu.phase.action', apply: play, keepsPlay: true },
	neigh: { rule: 'uu.cards.instant', apply: neigh, keepsPlay: true },
	'unicorn-added': { rule: 'uu.terms.places', apply: addUnicorn },
	'unicorn-removed': { rule: 'uu.terms.actions', apply: removeUnicorn },
	'unicorn-moved': { rule: 'uu.terms.actions', apply: moveUnicorn },
	'unicorns-swapped': { rule: 'uu.terms.actions', apply: swapUnicorns },
	'unicorn-counted': { rule: 'uu.end', apply: countUnicorn },
	'turn-ended': { rule: 'uu.turn', apply: endTurn },
	'deck-out': { rule: 'uu.end', apply: deckOut }
};

export const accepts = (phase: UuPhase, type: UuEventType): boolean =>
	(PHASE_MOVES[phase] as readonly UuEventType[]).includes(type);

/** Why an action is refused where the game stands. */
function outOfPhase(state: UuState, type: UuEventType): UuMoved {
	const code = (c: UuRefusalCode, rule: UuRule) => no(refusal(c, rule));
	if (type === 'setup') return code('refusal.alreadySetUp', 'uu.setup');
	if (state.status === 'new') return code('refusal.notSetUp', 'uu.setup');
	if (state.status !== 'playing') return code('refusal.gameOver', 'uu.end');
	// Only the action is bound to a phase: after the Action phase, the engine says why.
	return no({
		code: 'error.action.wrongPhase',
		rule: 'uu.phase.action',
		params: { field: 'phase', phase: state.turn.phase }
	});
}

/**
 * The first Stable change recorded right after a card that stands (nothing but Neighs and
 * phases between them) is what that card did: remembered by the card's name.
 */
function followUps(state: UuState, event: UuEvent): UuState['followUps'] {
	const change = changeOf(event);
	const play = state.lastPlay;
	if (change === null || !play?.name || !stands(play)) return state.followUps;
	const name = play.name;
	return [...state.followUps.filter(([card]) => card !== name), [name, change]];
}

/** Applies one parsed event: the phase table first, then the move's own checks. */
export function applyMove(state: UuState, event: UuEvent): UuMoved {
	const type = event.type;
	if (!accepts(phaseOf(state), type)) return outOfPhase(state, type);
	const move = MOVES[type] as Move<UuEventType>;
	const result = move.apply(state, event);
	if (!result.ok) return result;
	// The turn's count of entries: a new turn starts at none (its turn-ended stays in the last).
	const newTurn = state.status === 'new' || result.state.turn.turn !== state.turn.turn;
	const next = {
		...result.state,
		turnEvents: newTurn ? 0 : state.turnEvents + 1,
		followUps: followUps(state, event)
	};
	return { ok: true, state: move.keepsPlay ? next : { ...next, lastPlay: null } };
}

import { step, type UuCode } from './codes';
import { checkPlayerCount } from './players';
import type { UuRule } from './sections';
import type { Step } from './step';

/** uu.turn: the four phases of every turn, in order. */
export const TURN_PHASES = ['beginning', 'draw', 'action', 'end'] as const;
export type TurnPhase = (typeof TURN_PHASES)[number];

/** Each phase's rulebook section (uu.phase.<phase>) and message code (turn.phase.<phase>). */
export const phaseRule = (phase: TurnPhase) => `uu.phase.${phase}` as const satisfies UuRule;
const phaseCode = (phase: TurnPhase) => `turn.phase.${phase}` as const satisfies UuCode;

/** uu.phase.draw: cards drawn in the draw phase. */
export const CARDS_DRAWN_PER_TURN = 1;

export const isTurnPhase = (value: unknown): value is TurnPhase =>
	(TURN_PHASES as readonly unknown[]).includes(value);

/** The phase after this one; after the end phase comes the next player's beginning phase. */
export function nextPhase(phase: TurnPhase): TurnPhase {
	const index = TURN_PHASES.indexOf(phase);
	if (index < 0) throw new RangeError(`nextPhase: unknown phase ${String(phase)}`);
	return TURN_PHASES[(index + 1) % TURN_PHASES.length] as TurnPhase;
}

function assertTable(players: number, name: string): void {
	if (checkPlayerCount(players).length > 0) {
		throw new RangeError(`${name}: players must be an integer from 2 to 8, got ${String(players)}`);
	}
}

function assertSeat(seat: number, players: number, name: string): void {
	if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
		throw new RangeError(`${name}: seat must be an integer from 0 to ${players - 1}, got ${seat}`);
	}
}

/**
 * uu.turn: turns go clockwise. Seats are numbered 0…players−1 clockwise round the table, so the
 * next player is the next seat, wrapping round.
 */
export function nextPlayer({ seat, players }: { seat: number; players: number }): number {
	assertTable(players, 'nextPlayer');
	assertSeat(seat, players, 'nextPlayer');
	return (seat + 1) % players;
}

/**
 * Whose turn a turn number is (turns counted from 1, the first player's first turn) and which
 * time round the table it is (round, from 1).
 */
export function turnOf({
	turn,
	players,
	firstSeat = 0
}: {
	turn: number;
	players: number;
	firstSeat?: number;
}): { seat: number; round: number } {
	assertTable(players, 'turnOf');
	assertSeat(firstSeat, players, 'turnOf');
	if (!Number.isInteger(turn) || turn < 1) {
		throw new RangeError(`turnOf: turn must be an integer ≥ 1, got ${turn}`);
	}
	return {
		seat: (firstSeat + turn - 1) % players,
		round: Math.floor((turn - 1) / players) + 1
	};
}

/** How many turns a seat has started by the given turn number (turns counted from 1). */
export function turnsTaken({
	seat,
	turn,
	players,
	firstSeat = 0
}: {
	seat: number;
	turn: number;
	players: number;
	firstSeat?: number;
}): number {
	turnOf({ turn, players, firstSeat }); // validates the table, first seat and turn
	assertSeat(seat, players, 'turnsTaken');
	// The seat `offset` places after the first player plays turns offset+1, offset+1+players, …
	const offset = (seat - firstSeat + players) % players;
	return turn > offset ? Math.floor((turn - 1 - offset) / players) + 1 : 0;
}

export interface TurnState {
	/** Turn number, from 1. */
	turn: number;
	/** Seat whose turn it is (0…players−1, clockwise). */
	seat: number;
	phase: TurnPhase;
}

/** The game's first moment: turn 1, the first player's beginning phase. */
export function firstTurn({ firstSeat = 0 }: { firstSeat?: number } = {}): TurnState {
	return { turn: 1, seat: firstSeat, phase: 'beginning' };
}

/**
 * uu.turn: move to the next phase; after the end phase the turn passes clockwise and the turn
 * count goes up. Bad state or table size comes back as errors, with the state unchanged.
 */
export function advanceTurn({ state, players }: { state: TurnState; players: number }): {
	state: TurnState;
	steps: Step[];
	errors: Step[];
} {
	const errors = checkPlayerCount(players);
	if (errors.length === 0) {
		if (!isTurnPhase(state.phase)) {
			errors.push(
				step('error.phase.unknown', 'uu.turn', { field: 'state.phase', value: String(state.phase) })
			);
		} else if (
			!Number.isInteger(state.turn) ||
			state.turn < 1 ||
			!Number.isInteger(state.seat) ||
			state.seat < 0 ||
			state.seat >= players
		) {
			errors.push(step('error.turn.state', 'uu.turn', { field: 'state', players }));
		}
	}
	if (errors.length > 0) return { state, steps: [], errors };

	if (state.phase !== 'end') {
		const phase = nextPhase(state.phase);
		return {
			state: { ...state, phase },
			steps: [step(phaseCode(phase), phaseRule(phase))],
			errors
		};
	}
	const next: TurnState = {
		turn: state.turn + 1,
		seat: nextPlayer({ seat: state.seat, players }),
		phase: 'beginning'
	};
	return {
		state: next,
		steps: [
			step('turn.next', 'uu.turn', { turn: next.turn, seat: next.seat }),
			step(phaseCode('beginning'), phaseRule('beginning'))
		],
		errors
	};
}

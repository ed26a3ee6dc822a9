import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
	phaseRule,
	TURN_PHASES,
	advanceTurn,
	firstTurn,
	nextPhase,
	nextPlayer,
	turnOf,
	turnsTaken,
	type TurnState
} from './turn';

describe('uu.turn: four phases, in order', () => {
	test('the phases are beginning, draw, action, end', () => {
		expect(TURN_PHASES).toEqual(['beginning', 'draw', 'action', 'end']);
	});

	test.each([
		['beginning', 'draw'],
		['draw', 'action'],
		['action', 'end'],
		['end', 'beginning']
	] as const)('after the %s phase comes the %s phase', (phase, next) => {
		expect(nextPhase(phase)).toBe(next);
	});

	test('each phase cites its own rulebook section', () => {
		expect(TURN_PHASES.map(phaseRule)).toEqual([
			'uu.phase.beginning',
			'uu.phase.draw',
			'uu.phase.action',
			'uu.phase.end'
		]);
	});

	test('an unknown phase is a programmer error', () => {
		expect(() => nextPhase('upkeep' as never)).toThrow(RangeError);
	});
});

describe('uu.turn: turns go clockwise', () => {
	test.each([
		[0, 2, 1],
		[1, 2, 0],
		[2, 5, 3],
		[4, 5, 0],
		[7, 8, 0]
	])('after seat %i of %i players comes seat %i', (seat, players, next) => {
		expect(nextPlayer({ seat, players })).toBe(next);
	});

	test.each([
		[{ seat: 2, players: 2 }],
		[{ seat: -1, players: 4 }],
		[{ seat: 0, players: 1 }],
		[{ seat: 0, players: 9 }],
		[{ seat: 0.5, players: 4 }]
	])('a bad seat or table %j throws RangeError', (input) => {
		expect(() => nextPlayer(input)).toThrow(RangeError);
	});

	test.each([
		[1, 4, 0, { seat: 0, round: 1 }],
		[4, 4, 0, { seat: 3, round: 1 }],
		[5, 4, 0, { seat: 0, round: 2 }],
		[3, 4, 2, { seat: 0, round: 1 }],
		[9, 3, 1, { seat: 0, round: 3 }]
	])(
		'turn %i at a table of %i starting from seat %i is %j',
		(turn, players, firstSeat, expected) => {
			expect(turnOf({ turn, players, firstSeat })).toEqual(expected);
		}
	);

	test.each([
		[0, 1, 4, 0, 1],
		[1, 1, 4, 0, 0],
		[3, 4, 4, 0, 1],
		[0, 5, 4, 0, 2],
		[1, 5, 4, 0, 1],
		[0, 5, 4, 1, 1],
		[1, 5, 4, 1, 2]
	])(
		'seat %i has started its turn this many times by turn %i (%i players, first seat %i): %i',
		(seat, turn, players, firstSeat, taken) => {
			expect(turnsTaken({ seat, turn, players, firstSeat })).toBe(taken);
		}
	);

	test('turns taken by all seats add up to the turn number', () => {
		fc.assert(
			fc.property(
				fc
					.integer({ min: 2, max: 8 })
					.chain((players) =>
						fc.tuple(
							fc.constant(players),
							fc.integer({ min: 0, max: players - 1 }),
							fc.integer({ min: 1, max: 200 })
						)
					),
				([players, firstSeat, turn]) => {
					const total = Array.from({ length: players }, (_, seat) =>
						turnsTaken({ seat, turn, players, firstSeat })
					).reduce((a, b) => a + b, 0);
					expect(total).toBe(turn);
				}
			)
		);
	});
});

describe('advancing through a game', () => {
	test('the game starts on turn 1 in the first player’s beginning phase', () => {
		expect(firstTurn({ firstSeat: 2 })).toEqual({ turn: 1, seat: 2, phase: 'beginning' });
	});

	test('phases advance within a turn; after the end the next player clockwise begins', () => {
		let state: TurnState = firstTurn();
		const seen: string[] = [];
		for (let i = 0; i < 8; i++) {
			const result = advanceTurn({ state, players: 3 });
			expect(result.errors).toEqual([]);
			state = result.state;
			seen.push(`${state.turn}:${state.seat}:${state.phase}`);
		}
		expect(seen).toEqual([
			'1:0:draw',
			'1:0:action',
			'1:0:end',
			'2:1:beginning',
			'2:1:draw',
			'2:1:action',
			'2:1:end',
			'3:2:beginning'
		]);
	});

	test('a new turn is explained with the turn number and its beginning phase', () => {
		const { steps } = advanceTurn({ state: { turn: 4, seat: 1, phase: 'end' }, players: 2 });
		expect(steps).toEqual([
			{ code: 'turn.next', rule: 'uu.turn', params: { turn: 5, seat: 0 } },
			{ code: 'turn.phase.beginning', rule: 'uu.phase.beginning' }
		]);
	});

	test.each([
		['an unknown phase', { turn: 1, seat: 0, phase: 'upkeep' }, 3, 'error.phase.unknown'],
		['a seat beyond the table', { turn: 1, seat: 3, phase: 'draw' }, 3, 'error.turn.state'],
		['a turn number of 0', { turn: 0, seat: 0, phase: 'draw' }, 3, 'error.turn.state'],
		['a table of one', { turn: 1, seat: 0, phase: 'draw' }, 1, 'error.players.tooFew']
	])(
		'bad state (%s) comes back as an error, the state unchanged',
		(_rule, state, players, code) => {
			const result = advanceTurn({ state: state as TurnState, players });
			expect(result.errors.map((e) => e.code)).toEqual([code]);
			expect(result.state).toBe(state);
			expect(result.steps).toEqual([]);
		}
	);
});

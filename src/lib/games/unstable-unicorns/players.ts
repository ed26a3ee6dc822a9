import { step } from './codes';
import type { Step } from './step';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/** uu.end: unicorns needed to win, by player count (2–5 → 7, 6–8 → 6; two players also need 7). */
export const WIN_GOALS = [
	{ minPlayers: 2, maxPlayers: 5, unicorns: 7 },
	{ minPlayers: 6, maxPlayers: 8, unicorns: 6 }
] as const;

/**
 * A user-entered player count checked against the rules: errors as steps, empty when valid.
 * `field` names the input the error belongs to.
 */
export function checkPlayerCount(players: unknown, field = 'players'): Step[] {
	if (typeof players !== 'number' || !Number.isInteger(players)) {
		return [step('error.players.notInteger', 'uu.end', { field, value: String(players) })];
	}
	if (players < MIN_PLAYERS) {
		return [step('error.players.tooFew', 'uu.end', { field, count: players, min: MIN_PLAYERS })];
	}
	if (players > MAX_PLAYERS) {
		return [step('error.players.tooMany', 'uu.end', { field, count: players, max: MAX_PLAYERS })];
	}
	return [];
}

/** uu.end: 7 unicorns for 2–5 players, 6 for 6–8. Throws RangeError for any other input. */
export function unicornsToWin(players: number): number {
	const goal = WIN_GOALS.find(
		(g) => Number.isInteger(players) && players >= g.minPlayers && players <= g.maxPlayers
	);
	if (!goal) {
		throw new RangeError(
			`unicornsToWin: players must be an integer from ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${String(players)}`
		);
	}
	return goal.unicorns;
}

/** The validating form of unicornsToWin: the goal with its step, or errors. */
export function goalFor({ players }: { players: unknown }): {
	goal: number | null;
	steps: Step[];
	errors: Step[];
} {
	const errors = checkPlayerCount(players);
	if (errors.length > 0) return { goal: null, steps: [], errors };
	const goal = unicornsToWin(players as number);
	return { goal, steps: [step('goal.unicorns', 'uu.end', { players, count: goal })], errors };
}

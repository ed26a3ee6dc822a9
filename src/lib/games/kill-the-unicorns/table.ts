import { isPlayerName, playerKey } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { checkPlayerList } from './players';

/** Checks a seating (players clockwise) and that the first player sits at it. */
export function validateSeats(players: unknown, firstPlayer: unknown): KtuStep[] {
	const seating = checkPlayerList(players, { field: 'players', rule: 'ktu.first-player' });
	if (seating.entries === null || seating.errors.length > 0) return seating.errors;
	const errors = seating.at.flat();
	const seated = new Set(seating.entries.filter(isPlayerName).map(playerKey));
	if (!isPlayerName(firstPlayer) || !seated.has(playerKey(firstPlayer))) {
		errors.push(
			step('table.error.firstPlayerUnknown', 'ktu.first-player', {
				field: 'firstPlayer',
				value: firstPlayer
			})
		);
	}
	return errors;
}

/** The players clockwise starting from `firstPlayer` (seats already validated). */
export function clockwiseFrom(players: readonly string[], firstPlayer: string): string[] {
	const start = players.findIndex((p) => playerKey(p) === playerKey(firstPlayer));
	return [...players.slice(start), ...players.slice(0, start)];
}

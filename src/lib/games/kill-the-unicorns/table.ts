import { isPlayerName, playerKey } from '../shared/checks';
import { step, type KtuStep } from './codes';

/** Checks a seating (players clockwise) and that the first player sits at it. */
export function validateSeats(players: unknown, firstPlayer: unknown): KtuStep[] {
	if (!Array.isArray(players)) {
		return [
			step('table.error.playersNotList', 'ktu.first-player', { field: 'players', value: players })
		];
	}
	if (players.length === 0) {
		return [
			step('table.error.noPlayers', 'ktu.first-player', { field: 'players', value: players })
		];
	}
	const errors: KtuStep[] = [];
	const seen = new Set<string>();
	(players as unknown[]).forEach((player, index) => {
		if (!isPlayerName(player)) {
			errors.push(
				step('table.error.playerMissing', 'ktu.first-player', {
					index,
					number: index + 1,
					field: 'players',
					value: player
				})
			);
		} else if (seen.has(playerKey(player))) {
			errors.push(
				step('table.error.playerTwice', 'ktu.first-player', {
					player,
					index,
					number: index + 1,
					field: 'players',
					value: player
				})
			);
		} else {
			seen.add(playerKey(player));
		}
	});
	if (!isPlayerName(firstPlayer) || !seen.has(playerKey(firstPlayer))) {
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

// The scorer's state knows players by seat id; the names the table reads are made here.
import { seatName, seatNames } from '$lib/components/explain/seat-names';
import type { PlayerNames } from '$lib/components/explain/step-text';
import type { TFn } from '$lib/i18n/i18n';
import type { ScorePlayer } from './scorer.svelte';

const placeholder = (t: TFn) => (n: number) => t('seat.playerN', { n });

/** The typed name, or "Player n" (its place at the table) while the player has none. */
export const playerName = (t: TFn, players: readonly ScorePlayer[], id: number | null): string =>
	seatName(players, id, placeholder(t));

/** The names behind the seat keys the engine's steps carry. */
export const stepNames = (t: TFn, players: readonly ScorePlayer[]): PlayerNames =>
	seatNames(players, placeholder(t));

/** The names of the players nothing is entered for yet, while that holds the winner back. */
export const waitingNames = (
	t: TFn,
	players: readonly ScorePlayer[],
	empty: readonly number[],
	decided: boolean
): string[] => (decided ? [] : empty.map((id) => playerName(t, players, id)));

// The calculator's state knows players by seat id; the names the table reads are made here.
import { seatName as nameOfSeat, seatNames } from '$lib/components/explain/seat-names';
import type { PlayerNames } from '$lib/components/explain/step-text';
import type { TFn } from '$lib/i18n/i18n';
import type { Seat } from './hunt.svelte';

const placeholder = (t: TFn) => (n: number) => t('seat.playerN', { n });

/** The typed name, or "Player n" (its place at the table) while the seat has none. */
export const seatName = (t: TFn, seats: readonly Seat[], id: number | null): string =>
	nameOfSeat(seats, id, placeholder(t));

/** The names behind the seat keys the engine's steps carry. */
export const stepNames = (t: TFn, seats: readonly Seat[]): PlayerNames =>
	seatNames(seats, placeholder(t));

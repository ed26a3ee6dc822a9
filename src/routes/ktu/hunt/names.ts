// The calculator's state knows players by seat id; the names the table reads are made here.
import type { PlayerNames } from '$lib/components/explain/step-text';
import type { TFn } from '$lib/i18n/i18n';
import { seatIdOf, type Seat } from '$lib/state/hunt.svelte';

/** The typed name, or "Player n" (its place at the table) while the seat has none. */
export function seatName(t: TFn, seats: readonly Seat[], id: number | null): string {
	const index = seats.findIndex((s) => s.id === id);
	if (index < 0) return '';
	return seats[index]!.name.trim() || t('ktu-hunt:playerN', { n: index + 1 });
}

/** The names behind the seat keys the engine's steps carry. */
export const stepNames =
	(t: TFn, seats: readonly Seat[]): PlayerNames =>
	(key) => {
		const id = seatIdOf(key);
		return id === null || !seats.some((s) => s.id === id) ? undefined : seatName(t, seats, id);
	};

// The calculator and the scorer know players by seat id; the names the table reads are made here,
// by the view, at render time: a blank name shows as "Player n" in the current language.
import { seatOfKey } from '$lib/vocab';
import type { PlayerNames } from './step-text';

export interface NamedSeat {
	id: number;
	/** As typed; may be blank. */
	name: string;
}

/** The typed name, or `placeholder(n)` (n: the seat's place at the table) while it has none. */
export function seatName(
	seats: readonly NamedSeat[],
	id: number | null,
	placeholder: (n: number) => string
): string {
	const index = seats.findIndex((s) => s.id === id);
	if (index < 0) return '';
	return seats[index]!.name.trim() || placeholder(index + 1);
}

/** The names behind the seat keys an engine's steps carry (`undefined`: the value is no seat). */
export const seatNames =
	(seats: readonly NamedSeat[], placeholder: (n: number) => string): PlayerNames =>
	(key) => {
		const id = seatOfKey(key);
		return id === null || !seats.some((s) => s.id === id)
			? undefined
			: seatName(seats, id, placeholder);
	};

/** The names behind the seat keys of a tracked game's steps and refusals (keys are seat indexes). */
export const tableNames =
	(names: readonly string[]): PlayerNames =>
	(key) => {
		const seat = seatOfKey(key);
		return seat === null ? undefined : names[seat];
	};

// Reading a saved draft back field by field (the hunt calculator's seats, the scorer's players):
// what cannot be read is left out, never guessed.
import * as v from 'valibot';

/** A whole number, as a draft field must be to count as one. */
export const isWhole = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value);

/** What every saved seat has (a whole id, a name); its other fields are each read on their own. */
const SEAT = v.looseObject({ id: v.pipe(v.number(), v.integer()), name: v.string() });

/** A saved seat's fields when it has what every seat has (a whole id, a name); otherwise null. */
export function seatFields(
	raw: unknown
): (Record<string, unknown> & { id: number; name: string }) | null {
	const seat = v.safeParse(SEAT, raw);
	return seat.success ? seat.output : null;
}

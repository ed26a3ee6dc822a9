// Reading a saved draft back field by field (the hunt calculator's seats, the scorer's players):
// what cannot be read is left out, never guessed.

/** A whole number, as a draft field must be to count as one. */
export const isWhole = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value);

/** A saved seat's fields when it has what every seat has (a whole id, a name); otherwise null. */
export function seatFields(
	raw: unknown
): (Record<string, unknown> & { id: number; name: string }) | null {
	if (typeof raw !== 'object' || raw === null) return null;
	const fields = raw as Record<string, unknown>;
	if (!isWhole(fields.id) || typeof fields.name !== 'string') return null;
	return { ...fields, id: fields.id, name: fields.name };
}

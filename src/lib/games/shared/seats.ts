// Engines take players as strings and hand them back in their results and step params. Callers
// give them seat keys, never display names: a name can be blank, repeated, renamed or translated
// ("Player 2"), and none of that may change who won or whose turn it is. The view turns a key
// back into a name when it shows a step.

/** The key an engine is given for a seat (the calculator's seat id, the tracker's seat index). */
export const seatKey = (seat: number): string => `s${seat}`;

/** The seat behind an engine's player key, or null when the value names no seat. */
export function seatOfKey(key: unknown): number | null {
	const match = typeof key === 'string' ? /^s(\d+)$/.exec(key) : null;
	return match ? Number(match[1]) : null;
}

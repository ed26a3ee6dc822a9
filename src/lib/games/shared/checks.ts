// Small guards for user input: engines report bad input as errors, so they check values at runtime
// even where the types already say what is expected.

/** A finite whole number (negative and zero included). */
export function isWholeNumber(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value);
}

/** A player name with at least one visible character. */
export function isPlayerName(value: unknown): value is string {
	return typeof value === 'string' && value.trim() !== '';
}

/** The key two names are compared by: surrounding spaces do not make a second player. */
export function playerKey(name: string): string {
	return name.trim();
}

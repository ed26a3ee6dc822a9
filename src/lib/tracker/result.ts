// What every game's result shares: places best first, the winner's seat, the names as typed.
// Each game's module (ktu/game.ts, uu/game.ts) reads its own from its fold.
import type { Progress } from '$lib/vocab';

/**
 * A finished game's summary: one of the result codes its game declares (its tracked game's
 * `results`), so a summary giving a code the game does not list is a type error.
 */
export type ResultProgress<Codes extends readonly string[]> = Progress & { code: Codes[number] };

export interface Placing {
	seat: number;
	name: string;
	/** 1 for the winner; players the rules cannot tell apart share a place. */
	place: number;
	/** KtU: the final total; UU: the unicorns counted in the Stable. */
	points: number;
}

export interface ResultBase {
	/** The winner's seat, or null (ties cancelled, everyone lost at a deck-out). */
	winner: number | null;
	names: readonly string[];
	/** Best first. */
	placings: Placing[];
	/** The turn the game ended on, in a game that counts turns (the records' fewest to a win). */
	turns?: number;
}

/** Places from a best-first order: those `same` says are level share one. */
export function placed(
	order: readonly number[],
	points: readonly number[],
	names: readonly string[],
	same: (a: number, b: number) => boolean
): Placing[] {
	const out: Placing[] = [];
	order.forEach((seat, i) => {
		const before = out[i - 1];
		const place = before && same(order[i - 1]!, seat) ? before.place : i + 1;
		out.push({ seat, name: names[seat] ?? '', place, points: points[seat] ?? 0 });
	});
	return out;
}

// A seat of the hunt calculator's table and what its player did in this hunt; read back from a
// saved draft field by field (anything unreadable is left out, never guessed).
import { isWhole, seatFields } from '$lib/state/draft-fields';

/**
 * One seat at the table and what its player did in this hunt. Nothing here is ever dropped. The
 * seat's id, not its name, is who the player is: a blank name is shown as "Player n" by the view,
 * so neither the language nor two players sharing a name changes who won.
 */
export interface Seat {
	id: number;
	/** As typed; may be blank. Only the view turns it into a display name. */
	name: string;
	passed: boolean;
	/** Number of hunt cards played; null until chosen. */
	cards: number | null;
	/** Sum of the cards; null until typed or tapped. */
	total: number | null;
	/** Card values tapped one by one (their sum is the total); empty when the total was typed. */
	taps: number[];
	knight: boolean;
}

export const blankBid = (): Omit<Seat, 'id' | 'name'> => ({
	passed: false,
	cards: null,
	total: null,
	taps: [],
	knight: false
});

export function parseSeat(raw: unknown): Seat | null {
	const s = seatFields(raw);
	if (!s) return null;
	const taps = Array.isArray(s.taps) ? s.taps.filter(isWhole) : [];
	return {
		id: s.id,
		name: s.name,
		passed: s.passed === true,
		cards: isWhole(s.cards) ? s.cards : null,
		total: typeof s.total === 'number' && Number.isFinite(s.total) ? s.total : null,
		taps,
		knight: s.knight === true
	};
}

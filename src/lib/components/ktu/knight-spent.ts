// Why a bid form offers no more than the usual count of Hunt cards: the Knight already played his
// power on a bid this round (ktu.characters, once a round). The engine says who may use it and
// which counts it opens; the form only says why those counts are gone.
import { cardCounts, checkKnightPower, type CardCountsInput } from '$lib/games/kill-the-unicorns';
import { knightPowerSpent, type KtuState } from '$lib/tracker/ktu';
import { seatKey } from '$lib/vocab';

/**
 * Whether this seat may use the Knight's power in this game but already played it on a bid this
 * round: the power would be open to them, were it not spent.
 */
export function knightSpent(table: KtuState, seat: number): boolean {
	if (!knightPowerSpent(table, seat)) return false;
	const power = checkKnightPower({
		player: seatKey(seat),
		powers: table.powers,
		character: table.players[seat]?.character ?? null,
		usedThisRound: false
	});
	return power.errors.length === 0;
}

/**
 * Whether the form says the power is spent: it is, and it would have opened more counts than the
 * form now offers (with no card left for them, there is nothing missing to explain).
 */
export function spentNote(input: Omit<CardCountsInput, 'power'> & { spent: boolean }): boolean {
	const { spent, ...counts } = input;
	return spent && cardCounts({ ...counts, power: true }).some((c) => c.knight);
}

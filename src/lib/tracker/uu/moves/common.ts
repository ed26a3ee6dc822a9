// What every move of the Unstable Unicorns fold shares: results, refusals, and the one place a
// changed Stable is weighed against the goal.
import { seatKey, seatOfKey } from '$lib/vocab';
import { checkWin } from '$lib/games/unstable-unicorns';
import type { Applied, Refusal } from '$lib/tracker/log';
import { refusal } from '../codes';
import type { UuState } from '../state';

export type UuMoved = Applied<UuState>;
export const ok = (state: UuState): UuMoved => ({ ok: true, state });
export const no = (error: Refusal): UuMoved => ({ ok: false, error });
/** An engine's error, passed on as the refusal (translated in the steps-uu namespace). */
export const fromStep = (s: { code: string; params?: Record<string, unknown>; rule: string }) =>
	no({ code: s.code, rule: s.rule, ...(s.params === undefined ? {} : { params: s.params }) });

export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
	list.map((item, i) => (i === index ? value : item));

export const isSeat = (state: UuState, seat: number) =>
	Number.isInteger(seat) && seat >= 0 && seat < state.players.length;

export const unknownPlayer = (seat: number): UuMoved =>
	no(refusal('refusal.unknownPlayer', 'uu.terms.places', { position: seat + 1 }));

export const unknownUnicorn = (seat: number): UuMoved =>
	no(refusal('refusal.unknownUnicorn', 'uu.terms.places', { player: seatKey(seat) }));

/** Stables as the engine takes them, listed from `firstSeat` round the table. */
function stablesFrom(state: UuState, stables: UuState['stables'], firstSeat: number) {
	const n = state.players.length;
	return Array.from({ length: n }, (_, k) => {
		const seat = (firstSeat + k) % n;
		return { player: seatKey(seat), unicorns: stables[seat] ?? [] };
	});
}

/**
 * uu.end: the Stables changed; the first player at the goal wins at once, and a win the change
 * undid (a Neigh stopped the winning unicorn) is no longer one. The table is listed from the
 * player whose turn it is, as checkWin asks.
 */
export function withStables(state: UuState, stables: UuState['stables']): UuMoved {
	const win = checkWin({
		players: state.players.length,
		stables: stablesFrom(state, stables, state.turn.seat)
	});
	if (win.errors[0]) return fromStep(win.errors[0]);
	if (win.winner === null)
		return ok({ ...state, stables, status: 'playing', winner: null, win: null });
	return ok({ ...state, stables, status: 'won', winner: seatOfKey(win.winner), win });
}

/**
 * Where a named unicorn sits in `seat`'s Stable: at `index` when its name is there (or none was
 * recorded), else the same name's nearest place (a correction before it moved it), else -1.
 */
export function locate(state: UuState, seat: number, index: number, name?: string): number {
	const stable = state.stables[seat] ?? [];
	if (name === undefined) return index < stable.length ? index : -1;
	if (stable[index]?.name === name) return index;
	const places = stable.flatMap((u, i) => (u.name === name ? [i] : []));
	places.sort((a, b) => Math.abs(a - index) - Math.abs(b - index));
	return places[0] ?? -1;
}

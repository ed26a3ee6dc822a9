// What every move of the Kill the Unicorns fold shares: results, the empty table, small helpers.
import { seatKey, seatOfKey } from '$lib/vocab';
import { UNICORNS_PER_ROUND, scoreHoldings, type MarketStock } from '$lib/games/kill-the-unicorns';
import { refusal } from '../codes';
import type { CurrentHunt, KtuState, Slot } from '../state';
import { no, type Result } from './result';

export { fromStep, no, ok, type Result } from './result';

export const EMPTY_STOCK: MarketStock = {
	butcher: 0,
	'fake-horn': 0,
	'cotton-candy': { pink: 0, blue: 0, green: 0, yellow: 0 },
	'fairy-dust': { pink: 0, blue: 0, green: 0, yellow: 0 }
};

export const emptySlots = (): Slot[] =>
	Array.from({ length: UNICORNS_PER_ROUND }, () => ({ unicorn: null, schemes: [], hunted: false }));

export const freshHunt = (start: number, players: number): CurrentHunt => ({
	start,
	lead: null,
	entries: Array.from({ length: players }, () => null),
	tokenSteps: [],
	first: null
});

export const initialState = (): KtuState => ({
	phase: 'setup',
	end: null,
	variant: 'standard',
	powers: true,
	players: [],
	names: [],
	round: 1,
	slot: 0,
	slots: emptySlots(),
	firstPlayer: 0,
	hunt: freshHunt(0, 0),
	handLeft: [],
	cardsPlayed: [],
	powerUsed: [],
	collections: [],
	pate: [],
	schemePoints: [],
	stock: EMPTY_STOCK,
	decisions: [],
	hunts: [],
	purchases: [],
	schemeMoves: [],
	doubleRainbow: []
});

export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
	list.map((item, i) => (i === index ? value : item));

export const isSeat = (state: KtuState, seat: number) =>
	Number.isInteger(seat) && seat >= 0 && seat < state.players.length;
/** The players as the engines take them, in seat order: seat keys, never names. */
export const seatKeys = (state: KtuState): string[] =>
	state.players.map((_, seat) => seatKey(seat));
/** A seat as the engines and the messages' params name it; the view shows the player's name. */
export const keyOf = (seat: number | null): string | null => (seat === null ? null : seatKey(seat));
/** The seat behind a key an engine returned, or null. */
export const seatOf = (state: KtuState, key: string | null): number | null => {
	const seat = seatOfKey(key);
	return seat !== null && isSeat(state, seat) ? seat : null;
};

/** The players a step still waits for, as a refusal's params; null when nobody. */
export function waitingFor(
	state: KtuState,
	waits: (seat: number) => boolean
): { players: string[]; count: number } | null {
	const players = seatKeys(state).filter((_, seat) => waits(seat));
	return players.length === 0 ? null : { players, count: players.length };
}

export const unknownPlayer = (seat: number): Result =>
	no(refusal('refusal.unknownPlayer', 'ktu.setup', { number: seat + 1 }));

/**
 * ktu.scoring.rainbow: a double rainbow wins at once. Checked with the engine after every change
 * to a player's unicorns; the game ends the moment one exists.
 */
export function checkRainbows(state: KtuState, seat: number): KtuState {
	const has = scoreHoldings({
		unicorns: state.collections[seat] ?? [],
		pate: state.pate[seat] ?? []
	}).instantVictory;
	if (has === state.doubleRainbow[seat]) return state;
	const next = { ...state, doubleRainbow: replaceAt(state.doubleRainbow, seat, has) };
	if (has && next.phase !== 'over') return { ...next, phase: 'over', end: 'double-rainbow' };
	return next;
}

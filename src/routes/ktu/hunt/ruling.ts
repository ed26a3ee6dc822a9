// What the hunt calculator shows of the engine's answers, as pure functions of the table: the
// errors by field, the lead handed on by passes, the first ruling and the one after the Scheme.
// The rules are the engine's (resolveHunt, applyScheme, firstPlayerAfterPass); this only sorts
// their results for the page and turns seat keys back into seat ids.
import { seatKey, seatOfKey } from '$lib/vocab';
import {
	applyScheme,
	firstPlayerAfterPass,
	type Bid,
	type HuntResult,
	type KtuStep,
	type SchemeEffect
} from '$lib/games/kill-the-unicorns';
import type { Seat } from './seats';

export interface Ruling {
	outcome: 'captured' | 'fled' | 'discarded' | 'invalid' | 'waiting';
	/** The winning seat's id. */
	winner: number | null;
	/** Totals removed by tie cancellation. */
	cancelled: number[];
	/** The engine's steps: their player params are seat keys (`seatKey`). */
	steps: KtuStep[];
}

export interface FieldError {
	field: 'player' | 'cards' | 'total' | 'bid';
	step: KtuStep;
}

const waiting = (): Ruling => ({ outcome: 'waiting', winner: null, cancelled: [], steps: [] });

/** A seat's bid as the engine takes it. */
export function bidOf(seat: Seat): Bid {
	// A total not entered yet goes in as null: the engine reports it, and `shownErrors` turns that
	// report into "waiting" instead of an error.
	const bid: Bid = { player: seatKey(seat.id), total: seat.total as number, knight: seat.knight };
	if (seat.cards !== null) bid.cards = seat.cards;
	return bid;
}

/** The engine's errors, minus "no total" for totals simply not entered yet. */
export const shownErrors = (first: HuntResult): KtuStep[] =>
	first.errors.filter((e) => !(e.code === 'hunt.error.totalNotWhole' && e.params?.value === null));

/** Errors by seat id, to show each one next to its field. */
export function errorsBySeat(
	errors: readonly KtuStep[],
	bidders: readonly Seat[]
): Record<number, FieldError[]> {
	const out: Record<number, FieldError[]> = {};
	for (const step of errors) {
		const index = step.params?.index;
		const seat = typeof index === 'number' ? bidders[index] : undefined;
		if (!seat) continue;
		const field = step.params?.field;
		const at: FieldError['field'] =
			field === 'player' || field === 'cards' || field === 'total' ? field : 'bid';
		out[seat.id] = [...(out[seat.id] ?? []), { field: at, step }];
	}
	return out;
}

/**
 * When the first player passes, the token goes to the left at once and that player leads
 * (ktu.pass); the engine says so, once per passing lead.
 */
export function passSteps(seats: readonly Seat[], leadId: number): KtuStep[] {
	if (seats.every((s) => s.passed)) return [];
	const players = seats.map((s) => seatKey(s.id));
	const steps: KtuStep[] = [];
	let lead = seats.find((s) => s.id === leadId);
	while (lead?.passed) {
		const handed = firstPlayerAfterPass({ players, firstPlayer: seatKey(lead.id) });
		if (handed.errors.length > 0) return [];
		steps.push(...handed.steps);
		const next = seatOfKey(handed.firstPlayer);
		lead = seats.find((s) => s.id === next);
	}
	return steps;
}

/** The first resolution, as the page shows it: nothing while a field is wrong or still empty. */
export function firstRuling(
	first: HuntResult,
	errors: readonly KtuStep[],
	stillWaiting: boolean,
	before: readonly KtuStep[]
): Ruling {
	if (errors.length > 0) return { outcome: 'invalid', winner: null, cancelled: [], steps: [] };
	if (stillWaiting) return waiting();
	return {
		outcome: first.outcome,
		winner: seatOfKey(first.winner),
		cancelled: first.cancelled,
		steps: [...before, ...first.steps]
	};
}

/** The ruling after the winner's Scheme (ktu.scheme-reveal), or null while none applies. */
export function schemeRuling(
	ruling: Ruling,
	bidders: readonly Seat[],
	effect: SchemeEffect | 'none',
	taker: Seat | undefined
): Ruling | null {
	if (ruling.outcome !== 'captured' || effect === 'none') return null;
	const result = applyScheme({
		bids: bidders.map(bidOf),
		effect,
		taker: taker ? seatKey(taker.id) : null
	});
	if (result.errors.some((e) => e.code === 'scheme.error.takerRequired')) return waiting();
	if (result.outcome === 'invalid') {
		return { outcome: 'invalid', winner: null, cancelled: [], steps: result.errors };
	}
	return {
		outcome: result.outcome,
		winner: seatOfKey(result.taker),
		cancelled: result.cancelled,
		steps: result.steps
	};
}

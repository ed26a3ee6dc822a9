import { describe, expect, test } from 'vitest';
import type { DraftStore } from '$lib/state/draft.svelte';
import { HuntState, seatIdOf, seatKey } from './hunt.svelte';

/** A fresh four-seat table, nothing stored. */
function table(): { hunt: HuntState; ids: number[] } {
	const hunt = new HuntState();
	return { hunt, ids: hunt.seats.map((s) => s.id) };
}

/** Plays a two-card bid of `total` for each seat, in seat order. */
function bid(hunt: HuntState, totals: number[]): void {
	hunt.seats.forEach((seat, i) => {
		hunt.setCards(seat.id, 2);
		hunt.setTotal(seat.id, totals[i] ?? 0);
	});
}

describe('the hunt calculator knows players by seat', () => {
	test('two players with the same name are still two players, and the right one wins', () => {
		const { hunt, ids } = table();
		for (const id of ids) hunt.setName(id, 'Ana');
		bid(hunt, [4, 8, 6, 5]);
		expect(hunt.ruling.outcome).toBe('captured');
		expect(hunt.ruling.winner).toBe(ids[1]);
	});

	test('the engine gets seat keys, never a display name: blank names win too', () => {
		const { hunt, ids } = table();
		bid(hunt, [7, 7, 5, 3]);
		expect(hunt.ruling.winner).toBe(ids[2]);
		const tie = hunt.ruling.steps.find((s) => Array.isArray(s.params?.players));
		expect(tie?.params?.players).toEqual([seatKey(ids[0]!), seatKey(ids[1]!)]);
	});

	test('renaming a seat after the bids changes no ruling', () => {
		const { hunt, ids } = table();
		bid(hunt, [3, 8, 6, 1]);
		const before = hunt.ruling.winner;
		hunt.setName(ids[1]!, 'Bo');
		hunt.setName(ids[0]!, 'Bo');
		expect(hunt.ruling.winner).toBe(before);
		expect(before).toBe(ids[1]);
	});

	test('a passing lead hands the token to the seat on the left (ktu.pass)', () => {
		const { hunt, ids } = table();
		bid(hunt, [8, 4, 6, 5]);
		hunt.setPassed(ids[0]!, true);
		expect(hunt.bidders[0]?.id).toBe(ids[1]);
		const pass = hunt.ruling.steps.find((s) => s.rule === 'ktu.pass');
		expect(pass?.params?.from).toBe(seatKey(ids[0]!));
		expect(pass?.params?.to).toBe(seatKey(ids[1]!));
	});

	test('seat keys read back to their seat, anything else to none', () => {
		expect(seatIdOf(seatKey(5))).toBe(5);
		expect(seatIdOf('Ana')).toBeNull();
		expect(seatIdOf(null)).toBeNull();
	});
});

describe('the revealed Scheme is the engine’s', () => {
	test('Size Does Not Matter: ties cancel again and the lowest total takes it', () => {
		const { hunt, ids } = table();
		bid(hunt, [7, 7, 5, 3]);
		hunt.setScheme('size');
		expect(hunt.afterScheme?.winner).toBe(ids[3]);
		expect(hunt.afterScheme?.steps[0]?.code).toBe('scheme.size');
		expect(hunt.final).toEqual(hunt.afterScheme);
	});

	test('another player takes it: the chosen seat, waiting while none is chosen', () => {
		const { hunt, ids } = table();
		bid(hunt, [2, 8, 6, 4]);
		hunt.setScheme('taker');
		// The first seat that did not win is offered by default.
		expect(hunt.takerId).toBe(ids[0]);
		hunt.setTaker(ids[3]!);
		expect(hunt.afterScheme?.winner).toBe(ids[3]);
		expect(hunt.afterScheme?.steps[0]?.params).toMatchObject({
			player: seatKey(ids[1]!),
			taker: seatKey(ids[3]!)
		});
		hunt.setTaker(null);
		expect(hunt.afterScheme?.outcome).toBe('waiting');
	});

	test('no effect keeps the winner; discarded leaves nobody; none applies nothing', () => {
		const { hunt, ids } = table();
		bid(hunt, [2, 8, 6, 4]);
		hunt.setScheme('no-effect');
		expect(hunt.afterScheme?.winner).toBe(ids[1]);
		expect(hunt.afterScheme?.steps[0]?.code).toBe('scheme.noEffect');
		hunt.setScheme('discarded');
		expect(hunt.afterScheme?.outcome).toBe('discarded');
		expect(hunt.afterScheme?.winner).toBeNull();
		hunt.setScheme('none');
		expect(hunt.afterScheme).toBeNull();
		expect(hunt.final.winner).toBe(ids[1]);
	});

	test('a fled unicorn reveals no Scheme', () => {
		const { hunt } = table();
		bid(hunt, [5, 5, 4, 4]);
		hunt.setScheme('size');
		expect(hunt.ruling.outcome).toBe('fled');
		expect(hunt.afterScheme).toBeNull();
	});
});

describe('a draft saved before the engine’s words', () => {
	test('`noEffect` comes back as the engine’s `no-effect`', async () => {
		const seats = [1, 2, 3].map((id) => ({ id, name: '', cards: 2, total: id * 2, taps: [] }));
		const store: DraftStore = {
			load: () => Promise.resolve({ seats, leadId: 1, scheme: 'noEffect', takerId: null }),
			save: () => Promise.resolve(),
			names: () => Promise.resolve([])
		};
		const hunt = new HuntState({ store, enabled: true });
		await hunt.init();
		expect(hunt.scheme).toBe('no-effect');
		expect(hunt.afterScheme?.winner).toBe(3);
	});
});

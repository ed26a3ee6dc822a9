// Quick entry: a hunt recorded as "who caught it" is an event the fold checks
// like any other, and it leaves the table as the same hunt entered with its bids would.
import { describe, expect, test } from 'vitest';
import type { KtuEvent, KtuSetupEvent } from './events';
import { ktuReducer } from './reducer';
import { foldAll, refusalOfLast } from '../test-helpers';
import type { KtuState } from './state';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const COLORS = ['pink', 'blue', 'green', 'yellow'] as const;

const setup = (extra: Partial<KtuSetupEvent> = {}): KtuSetupEvent => ({
	type: 'setup',
	variant: 'standard',
	powers: true,
	firstPlayer: 0,
	players: NAMES.map((name, i) => ({
		name,
		character: null,
		starter: { color: COLORS[i] ?? 'pink', stars: 1 },
		hand: null
	})),
	...extra
});

const row: KtuEvent[] = [
	{ type: 'unicorn', slot: 0, color: 'pink', stars: 3 },
	{ type: 'unicorn', slot: 1, color: 'blue', stars: 2 },
	{ type: 'unicorn', slot: 2, color: 'green', stars: 1 },
	{ type: 'unicorn', slot: 3, color: null, stars: 4 }
];
/** Round 1 hunting, with the four Schemes on the unicorns given (none: Initiation-like row). */
const hunting = (schemeSlots: number[] = [1, 1, 2, 3]): KtuEvent[] => [
	setup(),
	...row,
	...schemeSlots.map((slot, player): KtuEvent => ({ type: 'scheme', player, slot })),
	{ type: 'hunts-start' }
];
const caught = (player: number | null, extra: Partial<KtuEvent> = {}): KtuEvent =>
	({ type: 'caught', player, ...extra }) as KtuEvent;

const fold = (events: readonly KtuEvent[]): KtuState => foldAll(ktuReducer, events);
const refusalOf = (events: readonly KtuEvent[]) => refusalOfLast(ktuReducer, events);

describe('a hunt in one tap', () => {
	test('the winner takes a unicorn without Schemes, the token follows, the next hunt opens', () => {
		const s = fold([...hunting(), caught(2)]);
		expect(s.collections[2]?.map((u) => [u.color, u.stars])).toEqual([
			['green', 1],
			['pink', 3]
		]);
		expect(s.firstPlayer).toBe(2);
		expect(s.slot).toBe(1);
		expect(s.cardsPlayed).toEqual([0, 0, 1, 0]);
		expect(s.hunts[0]).toMatchObject({ outcome: 'captured', taker: 2, quick: true, bids: [] });
	});

	test('same table as the hunt entered with bids', () => {
		const quick = fold([...hunting(), caught(1)]);
		const bids = fold([
			...hunting(),
			{ type: 'bid', player: 0, cards: 1, total: 2 },
			{ type: 'bid', player: 1, cards: 1, total: 3 },
			{ type: 'pass', player: 2 },
			{ type: 'pass', player: 3 },
			{ type: 'resolve' }
		]);
		expect(quick.collections).toEqual(bids.collections);
		expect(quick.firstPlayer).toBe(bids.firstPlayer);
		expect(quick.phase).toBe(bids.phase);
	});

	test('a revealed Scheme with no effect needs nothing more', () => {
		const s = fold([...hunting(), caught(null), caught(3)]);
		expect(s.hunts[1]).toMatchObject({ scheme: 'no-effect', taker: 3, outcome: 'captured' });
		expect(s.hunt.first).toBeNull();
	});

	test('the Scheme gives the unicorn to another player, or discards it', () => {
		const given = fold([...hunting(), caught(null), caught(0, { effect: 'taker', taker: 3 })]);
		expect(given.collections[3]).toHaveLength(2);
		expect(given.firstPlayer).toBe(3);
		const gone = fold([...hunting(), caught(null), caught(0, { effect: 'discarded' })]);
		expect(gone.hunts[1]?.outcome).toBe('discarded');
		expect(gone.collections.every((c) => c.length === 1)).toBe(true);
	});

	test('Size Does Not Matter: the table names who took it; nobody is no answer', () => {
		const s = fold([...hunting(), caught(null), caught(0, { effect: 'size', taker: 2 })]);
		expect(s.hunts[1]).toMatchObject({ scheme: 'size', taker: 2, winner: 0 });
		// Ties cancel, then the lowest remaining total takes it: the revealer's own total was
		// untied, so somebody always does (ktu.scheme.size).
		const before = fold([...hunting(), caught(null)]);
		const r = ktuReducer.apply(before, caught(0, { effect: 'size' }));
		expect(r.ok ? null : r.error).toMatchObject({
			code: 'refusal.sizeTakerMissing',
			rule: 'ktu.scheme.size'
		});
	});

	test('a fled unicorn: nobody takes it and the token stays', () => {
		const s = fold([...hunting(), caught(null)]);
		expect(s.hunts[0]).toMatchObject({ outcome: 'fled', taker: null });
		expect(s.firstPlayer).toBe(0);
	});

	test('the first player passed: the token moves left before the result', () => {
		const s = fold([...hunting(), { type: 'pass', player: 0 }, caught(null)]);
		expect(s.firstPlayer).toBe(1);
		expect(s.hunts[0]?.passed).toEqual([0]);
	});
});

describe('refused like any other entry', () => {
	test('a player who passed cannot have won (ktu.pass)', () => {
		expect(refusalOf([...hunting(), { type: 'pass', player: 0 }, caught(0)])).toMatchObject({
			code: 'refusal.alreadyPassed',
			rule: 'ktu.pass'
		});
	});

	test('a player with no Hunt card left this round cannot win', () => {
		const alone = (cards: number): KtuEvent[] => [
			{ type: 'bid', player: 0, cards, total: cards },
			{ type: 'pass', player: 1 },
			{ type: 'pass', player: 2 },
			{ type: 'pass', player: 3 },
			{ type: 'resolve' }
		];
		// 3 + 3 + 2 cards: Ana's hand of 8 is spent before the fourth unicorn.
		const played = [
			...hunting([2, 2, 3, 3]),
			...alone(3),
			...alone(3),
			...alone(2),
			{ type: 'scheme-applied', effect: 'no-effect' }
		] as KtuEvent[];
		// The engine's count of a hand's 8 cards a round refuses it, with its rule.
		expect(refusalOf([...played, caught(0)])?.rule).toBe('ktu.round-end');
		expect(refusalOf([...played, caught(1)])).toBeNull();
		// With one card left, the quick win is accepted.
		const seven = [...hunting([2, 2, 3, 3]), ...alone(3), ...alone(3), caught(1), caught(0)];
		expect(fold(seven).cardsPlayed[0]).toBe(7);
	});

	test("a quick win leaves the winner's hand unknown, the others as they were", () => {
		const hand = [0, 0, 0, 0, 0, 0, 0, 0];
		const s = setup();
		const withHand: KtuSetupEvent = {
			...s,
			players: s.players.map((p) => ({ ...p, hand }))
		};
		const events: KtuEvent[] = [withHand, ...hunting().slice(1), caught(1)];
		const state = fold(events);
		// Once a quick result counts a card of unknown value, the hand is no longer known.
		expect(state.handLeft[1]).toBeNull();
		expect(state.handLeft[0]).toEqual(hand);
	});

	test('no quick result once bids are entered: finish with the bids', () => {
		const events = [...hunting(), { type: 'bid', player: 0, cards: 1, total: 2 }, caught(0)];
		expect(refusalOf(events as KtuEvent[])?.code).toBe('refusal.bidsEntered');
	});

	test('a Scheme effect on a unicorn without Schemes, or on a fled one, is refused', () => {
		expect(refusalOf([...hunting(), caught(0, { effect: 'discarded' })])?.code).toBe(
			'refusal.noSchemeToReveal'
		);
		expect(
			refusalOf([...hunting(), caught(null), caught(null, { effect: 'discarded' })])?.code
		).toBe('refusal.noSchemeToReveal');
	});

	test('"another player takes it" needs that player', () => {
		expect(refusalOf([...hunting(), caught(null), caught(0, { effect: 'taker' })])?.code).toBe(
			'refusal.takerMissing'
		);
	});

	test('unknown seats and a quick result outside the hunts are refused', () => {
		expect(refusalOf([...hunting(), caught(7)])?.code).toBe('refusal.unknownPlayer');
		expect(refusalOf([setup(), caught(0)])?.code).toBe('refusal.wrongPhase');
	});

	test('a damaged quick event is malformed', () => {
		expect(refusalOf([...hunting(), caught(-1)])?.code).toBe('refusal.malformed');
		expect(
			refusalOf([...hunting(), caught(0, { effect: 'maybe' } as unknown as Partial<KtuEvent>)])
				?.code
		).toBe('refusal.malformed');
	});
});

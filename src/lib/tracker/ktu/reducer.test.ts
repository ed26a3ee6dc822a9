import { seatKey } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import type { KtuEvent, KtuSetupEvent, SetupPlayer } from './events';
import { revealsScheme } from './moves/hunt';
import { ktuReducer, nextBuyer } from './reducer';
import { foldAll, refusalOfLast } from '../test-helpers';
import {
	SAMPLE_RESULT,
	SAMPLE_ROUNDS,
	SAMPLE_SETUP,
	huntEvents,
	roundEvents,
	sampleEvents
} from './sample-game';
import type { KtuState } from './state';
import { finalCount, marketQueue, nextToAct, purchaseCheck, shelves, stageOf } from './view';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

function player(name: string, extra: Partial<SetupPlayer> = {}): SetupPlayer {
	const colors = ['pink', 'blue', 'green', 'yellow'] as const;
	const color = colors[NAMES.indexOf(name) % 4] ?? 'pink';
	return { name, character: null, starter: { color, stars: 1 }, hand: null, ...extra };
}

function setup(extra: Partial<KtuSetupEvent> = {}, names = NAMES): KtuSetupEvent {
	return {
		type: 'setup',
		variant: 'standard',
		powers: true,
		firstPlayer: 0,
		players: names.map((n) => player(n)),
		...extra
	};
}

const fold = (events: readonly KtuEvent[]): KtuState => foldAll(ktuReducer, events);

/** The refusal of the last event (null when accepted), every event before it being accepted. */
const refusalOf = (events: readonly KtuEvent[]) => refusalOfLast(ktuReducer, events);
const codeOf = (events: readonly KtuEvent[]) => refusalOf(events)?.code ?? null;

const row: KtuEvent[] = [
	{ type: 'unicorn', slot: 0, color: 'pink', stars: 3 },
	{ type: 'unicorn', slot: 1, color: 'blue', stars: 2 },
	{ type: 'unicorn', slot: 2, color: 'green', stars: 1 },
	{ type: 'unicorn', slot: 3, color: null, stars: 4 }
];
const schemes = (slots = [0, 1, 2, 3]): KtuEvent[] =>
	slots.map((slot, player) => ({ type: 'scheme', player, slot }));
const start: KtuEvent = { type: 'hunts-start' };
const bid = (p: number, ...cards: number[]): KtuEvent => ({
	type: 'bid',
	player: p,
	cards: cards.length,
	total: cards.reduce((a, b) => a + b, 0),
	values: cards
});
const pass = (p: number): KtuEvent => ({ type: 'pass', player: p });
const resolve: KtuEvent = { type: 'resolve' };
/** Set up and start the hunts of round 1 with one Scheme per unicorn. */
const hunting = (extra: Partial<KtuSetupEvent> = {}): KtuEvent[] => [
	setup(extra),
	...row,
	...schemes(),
	start
];

describe('setup (ktu.setup)', () => {
	test.each([
		[3, 3],
		[4, 4],
		[6, 6]
	])('the Black Market holds one Paté and one Fake Horn per player: %i players', (n, each) => {
		const names = ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, n);
		const s = fold([setup({}, names)]);
		expect(s.stock.butcher).toBe(each);
		expect(s.stock['fake-horn']).toBe(each);
		expect(s.stock['cotton-candy']).toEqual({ pink: 1, blue: 1, green: 1, yellow: 1 });
		expect(s.stock['fairy-dust']).toEqual({ pink: 1, blue: 1, green: 1, yellow: 1 });
	});

	test('each player starts with their Starting Unicorn; round 1 opens on It’s a trap!', () => {
		const s = fold([setup({ firstPlayer: 2 })]);
		expect(s.phase).toBe('trap');
		expect(s.round).toBe(1);
		expect(s.firstPlayer).toBe(2);
		expect(s.collections.map((c) => c.map((u) => u.color))).toEqual([
			['pink'],
			['blue'],
			['green'],
			['yellow']
		]);
		expect(stageOf(s)).toBe('trap');
	});

	test.each([
		['two players', setup({}, ['A', 'B']), 'market.error.playerCount'],
		['seven players', setup({}, ['A', 'B', 'C', 'D', 'E', 'F', 'G']), 'market.error.playerCount'],
		['a name twice', setup({}, ['Ana', 'Bo', 'Ana']), 'refusal.badName'],
		['a blank name', setup({}, ['Ana', ' ', 'Cy']), 'refusal.badName'],
		[
			'a first player not at the table',
			setup({ firstPlayer: 4 }),
			'table.error.firstPlayerUnknown'
		],
		[
			'one character twice',
			setup({
				players: [
					player('Ana', { character: 'bard' }),
					player('Bo', { character: 'bard' }),
					player('Cy')
				]
			}),
			'refusal.characterTwice'
		],
		[
			'the Shaman in Initiation with powers',
			setup({
				variant: 'initiation',
				powers: true,
				players: [player('Ana', { character: 'shaman' }), player('Bo'), player('Cy')]
			}),
			'refusal.characterBarred'
		],
		[
			'a hand of 7 cards',
			setup({
				players: [player('Ana', { hand: [1, 1, 1, 1, 1, 1, 1] }), player('Bo'), player('Cy')]
			}),
			'refusal.handSize'
		],
		[
			'a Hunt card worth 5',
			setup({
				players: [player('Ana', { hand: [0, 1, 2, 3, 4, 5, 1, 1] }), player('Bo'), player('Cy')]
			}),
			'refusal.handValue'
		],
		[
			'a Starting Unicorn with half a star',
			setup({
				players: [
					player('Ana', { starter: { color: 'pink', stars: 1.5 } }),
					player('Bo'),
					player('Cy')
				]
			}),
			'score.error.starsNotWhole'
		]
	])('refuses %s', (_, event, code) => {
		expect(codeOf([event])).toBe(code);
	});

	test('Initiation without powers allows every character', () => {
		const event = setup({
			variant: 'initiation',
			powers: false,
			players: [
				player('Ana', { character: 'shaman' }),
				player('Bo', { character: 'princess' }),
				player('Cy')
			]
		});
		expect(codeOf([event])).toBeNull();
	});

	test.each([
		['an empty name', ['Ana', '  ', 'Cy'], 1, 'empty'],
		['a name of 41 characters', ['Ana', 'B'.repeat(41), 'Cy'], 1, 'tooLong'],
		['a right-to-left override', ['Ana', 'Bo', 'Cy\u202E'], 2, 'forbiddenCharacter'],
		['a look-alike of another name', ['Ana', 'Bo', 'ana\u200B'], 2, 'duplicate']
	])('a setup with %s is refused, naming the seat', (_what, names, seat, reason) => {
		const r = ktuReducer.apply(ktuReducer.initial(), setup({}, names));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.error).toMatchObject({ code: 'refusal.badName', params: { seat, reason } });
	});

	test('stars and Scheme points beyond bounds are refused with a code, never folded', () => {
		expect(
			refusalOf([
				setup({
					players: [
						player('Ana', { starter: { color: 'pink', stars: 1e308 } }),
						player('Bo'),
						player('Cy')
					]
				})
			])
		).toMatchObject({ code: 'score.error.starsOutOfRange' });
		expect(codeOf([setup(), { type: 'unicorn', slot: 0, color: 'pink', stars: 99 }])).toBe(
			'score.error.starsOutOfRange'
		);
		expect(codeOf([setup(), { type: 'unicorn', slot: 0, color: 'pink', stars: -10 }])).toBeNull();
		expect(codeOf([...sampleEvents(), { type: 'scheme-points', player: 0, points: 1e308 }])).toBe(
			'score.error.playerSchemePointsOutOfRange'
		);
		expect(
			codeOf([...sampleEvents(), { type: 'scheme-points', player: 0, points: -30 }])
		).toBeNull();
	});

	test('a second setup, or an action before the setup, is refused', () => {
		expect(codeOf([setup(), setup()])).toBe('refusal.alreadySetUp');
		expect(codeOf([start])).toBe('refusal.notSetUp');
		expect(codeOf([setup(), { type: 'nonsense' } as unknown as KtuEvent])).toBe(
			'refusal.malformed'
		);
	});
});

describe("It's a trap! (ktu.phase.trap)", () => {
	test('a third Scheme on one unicorn is refused and changes nothing', () => {
		const events = [
			setup(),
			...row,
			...schemes([0, 0]),
			{ type: 'scheme', player: 2, slot: 0 } as KtuEvent
		];
		expect(codeOf(events)).toBe('refusal.schemeFull');
		expect(fold(events.slice(0, -1)).slots[0]?.schemes).toEqual([0, 1]);
	});

	test('each player places one Scheme a round', () => {
		expect(
			codeOf([
				setup(),
				{ type: 'scheme', player: 0, slot: 0 },
				{ type: 'scheme', player: 0, slot: 1 }
			])
		).toBe('refusal.schemeAlreadyPlaced');
	});

	test('the hunts start once every player has placed a Scheme', () => {
		expect(refusalOf([setup(), ...row, ...schemes([0, 1, 2]), start])).toMatchObject({
			code: 'refusal.schemesMissing',
			params: { players: [seatKey(3)] }
		});
		expect(fold(hunting()).phase).toBe('hunt');
	});

	test('the Initiation variant has no Schemes', () => {
		const init = setup({ variant: 'initiation', powers: false });
		expect(codeOf([init, { type: 'scheme', player: 0, slot: 0 }])).toBe('refusal.noSchemes');
		expect(fold([init, start]).phase).toBe('hunt');
	});

	test('a unicorn can be entered again until it is hunted', () => {
		const s = fold([
			setup(),
			{ type: 'unicorn', slot: 0, color: 'pink', stars: 1 },
			{ type: 'unicorn', slot: 0, color: 'blue', stars: -1 }
		]);
		expect(s.slots[0]?.unicorn).toEqual({ color: 'blue', stars: -1 });
		expect(codeOf([setup(), { type: 'unicorn', slot: 4, color: 'pink', stars: 1 }])).toBe(
			'refusal.unknownSlot'
		);
		expect(codeOf([setup(), { type: 'unicorn', slot: 0, color: 'pink', stars: 0.5 }])).toBe(
			'score.error.starsNotWhole'
		);
		const hunted = [
			...hunting(),
			bid(0, 1),
			pass(1),
			pass(2),
			pass(3),
			resolve,
			{ type: 'scheme-applied', effect: 'no-effect' } as KtuEvent
		];
		expect(codeOf([...hunted, { type: 'unicorn', slot: 0, color: 'green', stars: 1 }])).toBe(
			'refusal.slotHunted'
		);
	});
});

describe('the hunt (ktu.phase.hunt, ktu.pass, ktu.phase.resolve)', () => {
	test('live entry asks the first player to open the hunt; a replay never refuses the order', () => {
		const table = fold(hunting());
		expect(ktuReducer.guide?.(table, bid(1, 2))).toMatchObject({
			code: 'refusal.leadFirst',
			params: { player: seatKey(0) }
		});
		expect(ktuReducer.guide?.(table, bid(0, 2))).toBeNull();
		// Recorded in another order, the same bids settle the same hunt: who leads is read from
		// the seats, not from the order of entry.
		const settled: KtuEvent[] = [resolve, { type: 'scheme-applied', effect: 'no-effect' }];
		const inOrder = fold([...hunting(), bid(0, 2), bid(1, 3), bid(2, 1), pass(3), ...settled]);
		const entered = fold([...hunting(), bid(1, 3), pass(3), bid(2, 1), bid(0, 2), ...settled]);
		expect(inOrder.hunts[0]).toMatchObject({ winner: 1, taker: 1 });
		expect(entered.hunts).toEqual(inOrder.hunts);
		expect(entered.firstPlayer).toBe(inOrder.firstPlayer);
	});

	test('a first player who passes hands the token to the left, who leads', () => {
		const s = fold([...hunting(), pass(0)]);
		expect(s.firstPlayer).toBe(1);
		expect(s.hunt.tokenSteps.map((x) => x.code)).toEqual(['round.passHandsToken']);
		expect(nextToAct(s)).toBe(1);
		expect(ktuReducer.guide?.(s, bid(2, 1))?.code).toBe('refusal.leadFirst');
		// Once the lead has bid, a pass no longer moves the token.
		const later = fold([...hunting(), pass(0), bid(1, 2), pass(2)]);
		expect(later.firstPlayer).toBe(1);
	});

	test('a bid from a player who passed is refused', () => {
		expect(codeOf([...hunting(), bid(0, 2), pass(1), bid(1, 3)])).toBe('refusal.alreadyPassed');
		expect(codeOf([...hunting(), bid(0, 2), bid(0, 3)])).toBe('refusal.alreadyBid');
	});

	test('every hunter plays as many cards as the lead (the engine decides)', () => {
		expect(codeOf([...hunting(), bid(0, 2, 1), bid(1, 3)])).toBe('hunt.error.cardsMismatch');
		expect(codeOf([...hunting(), bid(0, 1, 1, 1, 1)])).toBe('hunt.error.cardsNeedKnight');
	});

	test("only the Knight plays another number of cards, with the Knight's power", () => {
		const knight = (p: number, ...cards: number[]): KtuEvent => ({
			...(bid(p, ...cards) as Extract<KtuEvent, { type: 'bid' }>),
			knight: true
		});
		const players = [
			player('Ana'),
			player('Bo', { character: 'knight' }),
			player('Cy', { character: 'bard' }),
			player('Di')
		];
		expect(codeOf([...hunting({ players }), bid(0, 1), knight(1, 1, 1)])).toBeNull();
		expect(codeOf([...hunting({ players }), bid(0, 1), bid(1, 1), knight(2, 1, 1)])).toBe(
			'knight.error.notKnight'
		);
		// A player whose character is not entered may claim it.
		expect(
			codeOf([...hunting({ players }), bid(0, 1), bid(1, 1), pass(2), knight(3, 1, 1)])
		).toBeNull();
	});

	test("after the Knight's lead of 5, the others play 5 each or one same count from 1 to 3", () => {
		const knight = (p: number, ...cards: number[]): KtuEvent => ({
			...(bid(p, ...cards) as Extract<KtuEvent, { type: 'bid' }>),
			knight: true
		});
		const players = [
			player('Ana', { character: 'knight' }),
			player('Bo'),
			player('Cy'),
			player('Di')
		];
		const start5 = [...hunting({ players }), knight(0, 1, 1, 1, 1, 1)];
		expect(codeOf([...start5, bid(1, 1, 1, 1, 1, 1)])).toBeNull();
		expect(codeOf([...start5, bid(1, 1, 1, 1, 1, 1), bid(2, 2, 2, 2, 2, 0)])).toBeNull();
		expect(codeOf([...start5, bid(1, 1, 1), bid(2, 2, 2)])).toBeNull();
		// The later bid is the one refused, and the refusal names its player.
		expect(refusalOf([...start5, bid(1, 1, 1), bid(2, 2, 2, 2)])).toMatchObject({
			code: 'hunt.error.knightLeadShared',
			params: { player: seatKey(2) }
		});
		expect(codeOf([...start5, bid(1, 1, 1, 1, 1)])).toBe('hunt.error.knightLeadCount');
		const s = fold([...start5, bid(1, 1, 1, 1, 1, 1), bid(2, 2, 2, 2, 2, 0), pass(3), resolve]);
		// Resolved: Ana's 5 and Bo's 5 tie and cancel, Cy's 8 wins (the Scheme waits to be revealed).
		expect(s.hunt.first?.winner).toBe(seatKey(2));
	});

	test("the Knight following with the power plays from the lead's count up to 8", () => {
		const knight = (p: number, ...cards: number[]): KtuEvent => ({
			...(bid(p, ...cards) as Extract<KtuEvent, { type: 'bid' }>),
			knight: true
		});
		const players = [
			player('Ana'),
			player('Bo', { character: 'knight' }),
			player('Cy'),
			player('Di')
		];
		expect(codeOf([...hunting({ players }), bid(0, 1, 1, 1), knight(1, 4)])).toBe(
			'hunt.error.knightTooFew'
		);
		expect(codeOf([...hunting({ players }), bid(0, 1, 1, 1), knight(1, 1, 1, 1)])).toBeNull();
		expect(
			codeOf([...hunting({ players }), bid(0, 1, 1, 1), knight(1, 1, 1, 1, 1, 1, 1, 1, 1)])
		).toBeNull();
	});

	test('card values must add up to the total', () => {
		const wrong: KtuEvent = { type: 'bid', player: 0, cards: 2, total: 5, values: [1, 1] };
		expect(codeOf([...hunting(), wrong])).toBe('refusal.bidValues');
	});

	test('the hunt is settled once everyone has bid or passed, and its unicorn is known', () => {
		expect(refusalOf([...hunting(), bid(0, 2), resolve])).toMatchObject({
			code: 'refusal.huntIncomplete',
			params: { players: [seatKey(1), seatKey(2), seatKey(3)] }
		});
		const noRow = [setup(), ...schemes(), start, bid(0, 1), pass(1), pass(2), pass(3), resolve];
		expect(codeOf(noRow)).toBe('refusal.unicornMissing');
	});

	test('the highest unique total wins the unicorn and the token after its Scheme', () => {
		const events = [...hunting(), bid(0, 3), bid(1, 3), bid(2, 2), bid(3, 1), resolve];
		const pending = fold(events);
		expect(pending.hunt.first?.winner).toBe(seatKey(2));
		expect(stageOf(pending)).toBe('resolve');
		expect(codeOf([...events, bid(0, 1)])).toBe('refusal.schemePending');
		const s = fold([...events, { type: 'scheme-applied', effect: 'no-effect' }]);
		const record = s.hunts[0];
		expect(record).toMatchObject({ outcome: 'captured', winner: 2, taker: 2, cancelled: [3] });
		expect(record?.steps.map((x) => x.code)).toEqual([
			'hunt.tieCancelled',
			'hunt.highestWins',
			'scheme.noEffect',
			'round.winnerTakesToken'
		]);
		expect(s.collections[2]?.map((u) => u.color)).toEqual(['green', 'pink']);
		expect(s.firstPlayer).toBe(2);
		expect(s.slot).toBe(1);
		expect(s.hunt.start).toBe(2);
	});

	test('all totals tied: the unicorn runs away with its Schemes and the token stays', () => {
		const s = fold([...hunting(), bid(0, 2), bid(1, 2), pass(2), pass(3), resolve]);
		expect(s.hunts[0]).toMatchObject({ outcome: 'fled', taker: null, scheme: null });
		expect(s.hunts[0]?.steps.at(-1)?.code).toBe('round.fledKeepsToken');
		expect(s.firstPlayer).toBe(0);
		expect(s.collections.map((c) => c.length)).toEqual([1, 1, 1, 1]);
	});

	test('a unicorn without Schemes goes straight to its winner', () => {
		const events = [
			setup({ variant: 'initiation', powers: false }),
			...row,
			start,
			bid(0, 1),
			bid(1, 4),
			pass(2),
			pass(3),
			resolve
		];
		const s = fold(events);
		expect(s.hunts[0]).toMatchObject({ outcome: 'captured', taker: 1, scheme: null });
	});

	test.each([
		['size', undefined, 'captured', 3],
		['taker', 1, 'captured', 1],
		['discarded', undefined, 'discarded', null],
		['no-effect', undefined, 'captured', 2]
	] as const)('the revealed Scheme: %s', (effect, taker, outcome, expected) => {
		const events = [...hunting(), bid(0, 3), bid(1, 3), bid(2, 4), bid(3, 1), resolve];
		const s = fold([
			...events,
			{ type: 'scheme-applied', effect, ...(taker === undefined ? {} : { taker }) }
		]);
		expect(s.hunts[0]).toMatchObject({ outcome, taker: expected, scheme: effect, winner: 2 });
		expect(s.firstPlayer).toBe(expected ?? 0);
	});

	test('another taker must be named; no Scheme waits, none can be applied', () => {
		const events = [...hunting(), bid(0, 3), pass(1), pass(2), pass(3), resolve];
		expect(codeOf([...events, { type: 'scheme-applied', effect: 'taker' }])).toBe(
			'scheme.error.takerRequired'
		);
		expect(codeOf([...hunting(), { type: 'scheme-applied', effect: 'size' }])).toBe(
			'refusal.noSchemePending'
		);
	});

	// With the bids, the table says what the Scheme does before the last entry, and the
	// hunt is settled in one entry (nothing more to tap); the same rulings as applying it after.
	test.each([
		['size', undefined],
		['taker', 1],
		['discarded', undefined],
		['no-effect', undefined]
	] as const)('the Scheme said with the bids is applied as it is revealed: %s', (effect, taker) => {
		const bids = [...hunting(), bid(0, 3), bid(1, 3), bid(2, 4), bid(3, 1)];
		const said = { ...(taker === undefined ? {} : { taker }) };
		const once = fold([...bids, { type: 'resolve', effect, ...said }]);
		const after = fold([...bids, resolve, { type: 'scheme-applied', effect, ...said }]);
		expect(once.hunt.first).toBeNull();
		expect(once.hunts).toEqual(after.hunts);
		expect(once.collections).toEqual(after.collections);
		expect(once.firstPlayer).toBe(after.firstPlayer);
	});

	test('a Scheme said with the bids waits when nobody wins or its new taker is not named', () => {
		const tied = [...hunting(), bid(0, 2), bid(1, 2), pass(2), pass(3)];
		expect(refusalOf([...tied, { type: 'resolve', effect: 'no-effect' }])).toMatchObject({
			code: 'refusal.noSchemeToReveal',
			rule: 'ktu.scheme-reveal'
		});
		const noSchemes = [setup({ variant: 'initiation', powers: false }), ...row, start];
		const alone = [bid(0, 1), pass(1), pass(2), pass(3)];
		expect(codeOf([...noSchemes, ...alone, { type: 'resolve', effect: 'size' }])).toBe(
			'refusal.noSchemeToReveal'
		);
		const won = [...hunting(), ...alone];
		// What the bid pad asks before saying what the Scheme does.
		expect([tied, [...noSchemes, ...alone], won].map((e) => revealsScheme(fold(e)))).toEqual([
			false,
			false,
			true
		]);
		const pending = fold([...won, { type: 'resolve', effect: 'taker' }]);
		expect(pending.hunt.first?.winner).toBe(seatKey(0));
		expect(codeOf([...won, { type: 'resolve', effect: 'taker', taker: 9 }])).toBe(
			'refusal.unknownPlayer'
		);
	});

	test('after the fourth unicorn the Black Market opens', () => {
		const s = fold([
			setup(),
			...roundEvents(SAMPLE_ROUNDS[0] as (typeof SAMPLE_ROUNDS)[0]).slice(0, -5)
		]);
		expect(s.phase).toBe('market');
		expect(s.hunts).toHaveLength(4);
		expect(stageOf(s)).toBe('market');
	});
});

describe('known hands (ktu.phase.hunt, ktu.phase.market)', () => {
	const hand = [0, 1, 1, 2, 2, 3, 3, 4];
	const withHand = hunting({
		players: [player('Ana', { hand }), player('Bo'), player('Cy'), player('Di')]
	});

	test('a bid takes its cards from the hand; a card not in hand is refused', () => {
		expect(fold([...withHand, bid(0, 4, 3)]).handLeft[0]).toEqual([0, 1, 1, 2, 2, 3]);
		expect(codeOf([...withHand, bid(0, 4, 4)])).toBe('refusal.cardNotInHand');
	});

	test('a bid entered as a total only makes the hand unknown for the round', () => {
		const total: KtuEvent = { type: 'bid', player: 0, cards: 1, total: 4 };
		expect(fold([...withHand, total]).handLeft[0]).toBeNull();
	});

	test('a player cannot buy what the cards left in hand do not pay', () => {
		// Ana plays 4+3, then 3+2, 1+1, 0: a 2 is left by the market.
		const alone = (...cards: number[]): KtuEvent[] => [
			bid(0, ...cards),
			pass(1),
			pass(2),
			pass(3),
			resolve,
			{ type: 'scheme-applied', effect: 'no-effect' }
		];
		const hunts = [alone(4, 3), alone(3, 2), alone(1, 1), alone(0)];
		const market = [...withHand, ...hunts.flat()];
		const s = fold(market);
		expect(s.handLeft[0]).toEqual([2]);
		expect(purchaseCheck(s, 0, 'butcher', undefined).ok).toBe(true);
		expect(
			codeOf([...market, { type: 'purchase', player: 0, item: 'fake-horn', unicorn: 0 }])
		).toBe('market.error.cannotAfford');
		const after = fold([
			...market,
			{ type: 'purchase', player: 0, item: 'butcher', unicorn: 0, pate: 1 },
			{ type: 'round-end' }
		]);
		expect(after.handLeft[0]).toEqual(hand);
	});
});

describe('the Black Market (ktu.phase.market)', () => {
	const round1 = SAMPLE_ROUNDS[0] as (typeof SAMPLE_ROUNDS)[0];
	const toMarket = [SAMPLE_SETUP, ...roundEvents(round1).slice(0, -5)];

	test('the queue goes from the first player; a later buyer is entered directly (ktu-market-entry-order)', () => {
		const s = fold(toMarket);
		expect(marketQueue(s)).toEqual([0, 1, 2, 3]);
		const later = fold([
			...toMarket,
			{ type: 'purchase', player: 2, item: 'fake-horn', unicorn: 0, confirmed: true }
		]);
		expect(later.decisions).toEqual([null, null, 'bought', null]);
		expect(nextBuyer(later)).toBe(0);
		// Those before still choose afterwards; the stock counts what was entered first.
		const all = fold([
			...toMarket,
			{ type: 'purchase', player: 2, item: 'fake-horn', unicorn: 0, confirmed: true },
			{ type: 'market-pass', player: 0 }
		]);
		expect(all.decisions).toEqual(['passed', null, 'bought', null]);
		expect(all.stock['fake-horn']).toBe(s.stock['fake-horn'] - 1);
	});

	test('a second purchase in a round is refused (the engine decides)', () => {
		const buy: KtuEvent = {
			type: 'purchase',
			player: 0,
			item: 'fake-horn',
			unicorn: 0,
			confirmed: true
		};
		expect(codeOf([...toMarket, buy, buy])).toBe('market.error.alreadyBought');
		expect(codeOf([...toMarket, { type: 'market-pass', player: 0 }, buy])).toBe(
			'refusal.marketDone'
		);
	});

	test('an unknown hand needs the table to confirm the payment', () => {
		const buy: KtuEvent = { type: 'purchase', player: 0, item: 'fake-horn', unicorn: 0 };
		expect(refusalOf([...toMarket, buy])).toMatchObject({
			code: 'refusal.confirmPayment',
			params: { cost: 3 }
		});
	});

	test('an item out of stock is refused', () => {
		const events = fold(toMarket);
		const emptied = { ...events, stock: { ...events.stock, 'fake-horn': 0 } };
		const r = ktuReducer.apply(emptied, {
			type: 'purchase',
			player: 0,
			item: 'fake-horn',
			unicorn: 0,
			confirmed: true
		});
		expect(r.ok ? null : r.error.code).toBe('market.error.outOfStock');
	});

	test('a colour token needs its colour, and a target unicorn the buyer owns', () => {
		expect(
			codeOf([
				...toMarket,
				{ type: 'purchase', player: 0, item: 'fairy-dust', unicorn: 0, confirmed: true }
			])
		).toBe('market.error.colorRequired');
		expect(
			codeOf([
				...toMarket,
				{ type: 'purchase', player: 0, item: 'fake-horn', unicorn: 5, confirmed: true }
			])
		).toBe('refusal.unknownUnicorn');
	});

	test('the Butcher Shop takes a unicorn and gives a Paté worth 1 to 3', () => {
		expect(
			codeOf([
				...toMarket,
				{ type: 'purchase', player: 0, item: 'butcher', unicorn: 0, confirmed: true }
			])
		).toBe('refusal.pateRequired');
		expect(
			codeOf([
				...toMarket,
				{ type: 'purchase', player: 0, item: 'butcher', unicorn: 0, pate: 4, confirmed: true }
			])
		).toBe('score.error.pateValue');
		const s = fold([
			...toMarket,
			{ type: 'purchase', player: 0, item: 'butcher', unicorn: 0, pate: 3, confirmed: true }
		]);
		expect(s.collections[0]?.map((u) => u.stars)).toEqual([4]);
		expect(s.pate[0]).toEqual([3]);
		expect(s.stock.butcher).toBe(3);
	});

	test('tokens go on the buyer’s unicorn; its colour is the last colour token’s', () => {
		const s = fold([
			...toMarket,
			{
				type: 'purchase',
				player: 0,
				item: 'cotton-candy',
				color: 'blue',
				unicorn: 1,
				confirmed: true
			}
		]);
		expect(s.collections[0]?.[1]?.tokens).toEqual([{ kind: 'cotton-candy', color: 'blue' }]);
		expect(shelves(s, 0).map((sh) => sh.color)).toEqual(['pink', 'blue']);
		expect(s.stock['cotton-candy'].blue).toBe(0);
		expect(s.purchases[0]).toMatchObject({
			player: 0,
			item: 'cotton-candy',
			color: 'blue',
			cost: 3,
			confirmed: true
		});
	});

	test('the round ends back on It’s a trap!, the token where it was; after round 4 the game is over', () => {
		const s = fold([...toMarket, { type: 'round-end' }]);
		expect(s).toMatchObject({ round: 2, phase: 'trap', slot: 0, firstPlayer: 0 });
		expect(s.slots.every((x) => x.unicorn === null && x.schemes.length === 0)).toBe(true);
		const end = fold(sampleEvents());
		expect(end).toMatchObject({ phase: 'over', end: 'rounds', round: 4 });
		expect(codeOf([...sampleEvents(), start])).toBe('refusal.gameOver');
		expect(
			codeOf([...sampleEvents(), { type: 'scheme-points', player: 0, points: -3 }])
		).toBeNull();
		expect(codeOf([...sampleEvents(), { type: 'scheme-points', player: 0, points: 1.5 }])).toBe(
			'score.error.playerSchemePointsNotWhole'
		);
	});
});

describe('double rainbow (ktu.scoring.rainbow)', () => {
	/** Ana bids alone on every unicorn of a round (Initiation: no Schemes). */
	const sweep = (colors: ('pink' | 'blue' | 'green' | 'yellow')[]): KtuEvent[] => [
		...colors.map((color, slot): KtuEvent => ({ type: 'unicorn', slot, color, stars: 1 })),
		start,
		...colors.flatMap(() => [bid(0, 1), pass(1), pass(2), pass(3), resolve])
	];

	test('announced the moment a player has one: the game is over', () => {
		const events = [
			setup({ variant: 'initiation', powers: false }),
			...sweep(['blue', 'green', 'yellow', 'pink']),
			{ type: 'round-end' } as KtuEvent,
			...sweep(['blue', 'green', 'pink', 'yellow']).slice(0, -5)
		];
		// 8 unicorns: pink ×3, blue ×2, green ×2, yellow ×1: one rainbow only.
		const before = fold(events);
		expect(before.collections[0]).toHaveLength(8);
		expect(before.doubleRainbow).toEqual([false, false, false, false]);
		const last = [...events, bid(0, 1), pass(1), pass(2), pass(3), resolve];
		const won = fold(last);
		expect(won.doubleRainbow).toEqual([true, false, false, false]);
		expect(won).toMatchObject({ phase: 'over', end: 'double-rainbow' });
		expect(finalCount(won, 'cap').winnerSeat).toBe(0);
		expect(codeOf([...last, { type: 'siamese', player: 0, unicorn: 0, siamese: true }])).toBe(
			'refusal.gameOver'
		);
		expect(codeOf([...last, { type: 'round-end' }])).toBe('refusal.gameOver');
	});

	test('a Siamese Unicorn counts twice towards it', () => {
		const events = [
			setup({ variant: 'initiation', powers: false }),
			...sweep(['blue', 'green', 'yellow', 'pink'])
		];
		const s = fold(events);
		expect(s.doubleRainbow[0]).toBe(false);
		const siamese = (unicorn: number): KtuEvent => ({
			type: 'siamese',
			player: 0,
			unicorn,
			siamese: true
		});
		const won = fold([...events, siamese(0), siamese(1), siamese(2), siamese(3)]);
		expect(won.end).toBe('double-rainbow');
	});
});

describe('the sample game', () => {
	test('16 hunts, four rounds, the expected totals and winner (ties cancel)', () => {
		const s = fold(sampleEvents());
		expect(s.hunts).toHaveLength(16);
		const count = finalCount(s, 'cap');
		expect(count.scores.map((x) => x.total)).toEqual(SAMPLE_RESULT.totals);
		expect(s.names[count.winnerSeat ?? -1]).toBe(SAMPLE_RESULT.winner);
		expect(count.winner.winner).toBe(seatKey(count.winnerSeat ?? -1));
		expect(count.winner.cancelled).toEqual([24]);
	});

	test("players are seats: renamed players (one as another's seat key) change nothing else", () => {
		const events = sampleEvents();
		const [first, ...rest] = events;
		if (first?.type !== 'setup') throw new Error('the sample starts with its setup');
		const renamed = ['s1', 'Player 1', 'Ana ', 's0'];
		const other: KtuEvent = {
			...first,
			players: first.players.map((p, i) => ({ ...p, name: renamed[i] ?? p.name }))
		};
		const a = fold(events);
		const b = fold([other, ...rest]);
		const anonymous = (s: KtuState) => ({
			...s,
			names: [],
			players: s.players.map((p) => ({ ...p, name: '' }))
		});
		expect(anonymous(b)).toEqual(anonymous(a));
		expect(finalCount(b, 'cap')).toEqual(finalCount(a, 'cap'));
		expect(b.names).toEqual(renamed);
	});

	test('the first hunt of each round as the script plays it', () => {
		const r = SAMPLE_ROUNDS[0] as (typeof SAMPLE_ROUNDS)[0];
		expect(huntEvents(r.hunts[0] as (typeof r.hunts)[0]).at(-1)).toEqual({
			type: 'scheme-applied',
			effect: 'no-effect'
		});
	});
});

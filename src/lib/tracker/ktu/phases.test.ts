import { describe, expect, test } from 'vitest';
import type { KtuEvent, KtuEventType, KtuSetupEvent } from './events';
import { prepareSetup, parseHand, type SetupDraft } from './moves/setup';
import { MOVES, accepts } from './phases';
import { ktuReducer } from './reducer';
import { fourPlayerSetup } from './sample-game';
import { foldAll, refusalOfLast } from '../test-helpers';
import type { KtuState } from './state';
import type { Phase } from './vocab';

/** The tests' four players in Initiation with powers, Bo the Knight (the others unnamed). */
const setup = (extra: Partial<KtuSetupEvent> = {}): KtuSetupEvent => {
	const base = fourPlayerSetup(['Ana', 'Bo', 'Cy', 'Di'], 0, { variant: 'initiation' });
	const players = base.players.map((p, i) =>
		i === 1 ? { ...p, character: 'knight' as const } : p
	);
	return { ...base, players, ...extra };
};
const row: KtuEvent[] = [0, 1, 2, 3].map((slot) => ({
	type: 'unicorn',
	slot,
	color: 'pink',
	stars: 1
}));
const start: KtuEvent = { type: 'hunts-start' };
const bid = (player: number, cards: number, total: number, knight = false): KtuEvent => ({
	type: 'bid',
	player,
	cards,
	total,
	...(knight ? { knight } : {})
});
const pass = (player: number): KtuEvent => ({ type: 'pass', player });
const resolve: KtuEvent = { type: 'resolve' };

const fold = (events: readonly KtuEvent[]): KtuState => foldAll(ktuReducer, events);
const codeOf = (events: readonly KtuEvent[]) => refusalOfLast(ktuReducer, events)?.code ?? null;
/** Ana hunts alone with `cards` cards: everyone else passes. */
const alone = (cards: number): KtuEvent[] => [
	bid(0, cards, cards),
	pass(1),
	pass(2),
	pass(3),
	resolve
];

describe('the phase table', () => {
	const EXAMPLES: Record<KtuEventType, KtuEvent> = {
		setup: setup(),
		unicorn: { type: 'unicorn', slot: 0, color: 'pink', stars: 1 },
		scheme: { type: 'scheme', player: 0, slot: 0 },
		'hunts-start': start,
		bid: bid(0, 1, 1),
		pass: pass(0),
		resolve,
		caught: { type: 'caught', player: 0 },
		'scheme-applied': { type: 'scheme-applied', effect: 'no-effect' },
		purchase: { type: 'purchase', player: 0, item: 'fake-horn', unicorn: 0 },
		'market-pass': { type: 'market-pass', player: 0 },
		'round-end': { type: 'round-end' },
		siamese: { type: 'siamese', player: 0, unicorn: 0, siamese: true },
		'scheme-points': { type: 'scheme-points', player: 0, points: 1 },
		'unicorn-points': { type: 'unicorn-points', player: 0, unicorn: 0, points: 1 },
		'add-points': { type: 'add-points', player: 0, unicorn: 0, points: 1 },
		give: { type: 'give', player: 0, unicorn: 0, to: 1 },
		exchange: { type: 'exchange', a: { player: 0, unicorn: 0 }, b: { player: 1, unicorn: 0 } },
		discard: { type: 'discard', player: 0, unicorn: 0 },
		'edit-unicorn': {
			type: 'edit-unicorn',
			player: 0,
			unicorn: 0,
			color: 'blue',
			stars: 2,
			siamese: false
		},
		power: { type: 'power', player: 0, character: 'knight' }
	};
	const trap = [setup({ variant: 'standard' })];
	const hunt = [
		...trap,
		...row,
		...[0, 1, 2, 3].map((p): KtuEvent => ({ type: 'scheme', player: p, slot: p })),
		start
	];
	const market = [setup(), ...row, start, ...alone(1), ...alone(1), ...alone(1), ...alone(1)];
	const STATES: [Phase, KtuEvent[]][] = [
		['setup', []],
		['trap', trap],
		['hunt', hunt],
		['market', market]
	];

	test.each(STATES)(
		'in the %s phase, every action it does not list is refused there',
		(phase, events) => {
			const state = fold(events);
			expect(state.phase).toBe(phase);
			for (const [type, event] of Object.entries(EXAMPLES) as [KtuEventType, KtuEvent][]) {
				if (accepts(phase, type)) continue;
				const r = ktuReducer.apply(state, event);
				expect(r.ok, `${phase} ${type}`).toBe(false);
				if (r.ok) continue;
				const expected =
					type === 'setup'
						? 'refusal.alreadySetUp'
						: phase === 'setup'
							? 'refusal.notSetUp'
							: type === 'scheme' && state.variant === 'initiation'
								? 'refusal.noSchemes' // never possible without Scheme cards
								: 'refusal.wrongPhase';
				expect(r.error.code, `${phase} ${type}`).toBe(expected);
				if (expected === 'refusal.wrongPhase') expect(r.error.rule).toBe(MOVES[type].rule);
			}
		}
	);
});

describe("the Knight's counts in the tracker", () => {
	/** Round 1's first hunt: Bo uses the Knight's power and wins, so Bo leads the next one. */
	const knightHunt: KtuEvent[] = [
		setup(),
		...row,
		start,
		bid(0, 1, 1),
		bid(1, 2, 2, true),
		pass(2),
		pass(3),
		resolve
	];

	test('the power is used once a round, and again the next round', () => {
		const s = fold(knightHunt);
		const round1 = knightHunt;
		expect(s.powerUsed).toEqual([false, 'bid', false, false]);
		// Bo leads the next hunt and tries the power again.
		expect(codeOf([...round1, bid(1, 4, 4, true)])).toBe('power.error.usedThisRound');
		expect(codeOf([...round1, bid(1, 1, 1)])).toBeNull();
	});

	test("a power entered as a table move is the Knight's bid's own use, not a second one", () => {
		const power: KtuEvent = { type: 'power', player: 1, character: 'knight' };
		const announced: KtuEvent[] = [setup(), ...row, start, power, bid(0, 1, 1), bid(1, 2, 2, true)];
		expect(codeOf(announced)).toBeNull();
		expect(fold(announced).powerUsed).toEqual([false, 'bid', false, false]);
		// Spent on that bid: not again this round, by a bid or as a table move.
		const hunted = [...announced, pass(2), pass(3), resolve];
		expect(codeOf([...hunted, bid(1, 4, 4, true)])).toBe('power.error.usedThisRound');
		expect(codeOf([...hunted, power])).toBe('power.error.usedThisRound');
		expect(codeOf([setup(), ...row, start, power, power])).toBe('power.error.usedThisRound');
	});

	test('the power comes back after the round ends', () => {
		const round1: KtuEvent[] = [
			...knightHunt,
			...[1, 2, 3].flatMap(() => [bid(1, 1, 1), pass(2), pass(3), pass(0), resolve]),
			...[1, 2, 3, 0].map((p): KtuEvent => ({ type: 'market-pass', player: p })),
			{ type: 'round-end' }
		];
		const s = fold([...round1, ...row, start]);
		expect(s.powerUsed).toEqual([false, false, false, false]);
		expect(codeOf([...round1, ...row, start, bid(1, 4, 4, true)])).toBeNull();
	});

	test('without hands, nobody plays more than 8 Hunt cards in a round', () => {
		const s = fold([setup(), ...row, start, ...alone(3), ...alone(3)]);
		expect(s.cardsPlayed).toEqual([6, 0, 0, 0]);
		expect(codeOf([setup(), ...row, start, ...alone(3), ...alone(3), bid(0, 3, 3)])).toBe(
			'hunt.error.roundCardsExceeded'
		);
		expect(codeOf([setup(), ...row, start, ...alone(3), ...alone(3), bid(0, 2, 2)])).toBeNull();
	});
});

describe("a new game's form", () => {
	const draft = (over: Partial<SetupDraft> = {}): SetupDraft => ({
		variant: 'standard',
		powers: true,
		firstPlayer: 1,
		players: ['Ana', 'Bo', ' Cy ', 'Di'].map((name) => ({
			name,
			character: null,
			color: 'pink',
			stars: 2,
			hand: ''
		})),
		...over
	});

	test('a complete form gives the setup the fold accepts, names trimmed', () => {
		const r = prepareSetup(draft());
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.event.players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
		expect(r.event.firstPlayer).toBe(1);
		expect(ktuReducer.apply(ktuReducer.initial(), r.event).ok).toBe(true);
	});

	test('missing stars are named by seat, before anything else', () => {
		const players = draft().players.map((p, i) => (i === 2 ? { ...p, stars: null } : p));
		const r = prepareSetup(draft({ players }));
		expect(r).toMatchObject({
			ok: false,
			error: { code: 'refusal.starsMissing', params: { seat: 2, number: 3 } }
		});
	});

	test.each([
		['a repeated name', { name: 'Ana' }, 'refusal.badName'],
		['a hand of 3 cards', { hand: '1 2 3' }, 'refusal.handSize'],
		['stars beyond any card', { stars: 11 }, 'score.error.starsOutOfRange'],
		['stars that are not whole', { stars: 1.5 }, 'score.error.starsNotWhole']
	])('%s is refused with the fold’s own code', (_name, change, code) => {
		const players = draft().players.map((p, i) => (i === 1 ? { ...p, ...change } : p));
		const r = prepareSetup(draft({ players }));
		expect(r.ok ? null : r.error.code).toBe(code);
	});

	test('Powers can be left out only in the Initiation variant', () => {
		const standard = prepareSetup(draft({ powers: false }));
		expect(standard.ok && standard.event.powers).toBe(true);
		const initiation = prepareSetup(draft({ variant: 'initiation', powers: false }));
		expect(initiation.ok && initiation.event.powers).toBe(false);
	});

	test.each([
		['', null],
		['  ', null],
		['0 1 1 2', [0, 1, 1, 2]],
		['4,4;0', [4, 4, 0]],
		['-1 2', [-1, 2]]
	])('the hand "%s" reads as %j', (text, hand) => {
		expect(parseHand(text)).toEqual(hand);
	});
});

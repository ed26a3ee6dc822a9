// A whole four-player game as the table plays it, for the unit tests, the replay benchmark and
// the end-to-end test (which plays it through the screens). Plain data with type-only imports,
// so Playwright can load it without the app's path aliases.
// Long: one game, written out hunt by hunt, reads best whole; the games built from it (corrected,
// Double Rainbow) sit beside it so every test draws on the same table.
import type { Color, MarketItem } from '$lib/games/kill-the-unicorns';
import type { KtuEvent, KtuSetupEvent } from './events';
import type { RowUnicorn } from './state';
import type { SchemeEffect } from './vocab';

export type EntryScript = { player: number; cards: number[] } | { player: number; pass: true };

export interface HuntScript {
	/** In the order they are entered: the first player first (a pass hands the token left). */
	entries: EntryScript[];
	scheme?: { effect: SchemeEffect; taker?: number };
}

export type MarketScript =
	| { player: number; item: MarketItem; color?: Color; unicorn: number; pate?: number }
	| { player: number; pass: true };

export interface RoundScript {
	unicorns: RowUnicorn[];
	/** [player, slot] in the order placed. */
	schemes: [number, number][];
	hunts: HuntScript[];
	market: MarketScript[];
}

export const SAMPLE_SETUP: KtuSetupEvent = {
	type: 'setup',
	variant: 'standard',
	powers: true,
	firstPlayer: 0,
	players: [
		{ name: 'Ana', character: 'knight', starter: { color: 'pink', stars: 1 }, hand: null },
		{ name: 'Bo', character: 'bard', starter: { color: 'blue', stars: 1 }, hand: null },
		{ name: 'Cy', character: 'wizard', starter: { color: 'green', stars: 0 }, hand: null },
		{ name: 'Di', character: 'huntress', starter: { color: 'yellow', stars: 2 }, hand: null }
	]
};

/** A hunt entry of a script: a bid of these cards, or a pass. */
export const bid = (player: number, ...cards: number[]): EntryScript => ({ player, cards });
export const pass = (player: number): EntryScript => ({ player, pass: true });

/** A bid as the log records it: a total of `cards` Hunt cards, with the Knight's power or not. */
export const bidEvent = (player: number, total: number, cards = 1, knight = false): KtuEvent => ({
	type: 'bid',
	player,
	cards,
	total,
	...(knight ? { knight } : {})
});
/** A pass as the log records it. */
export const passEvent = (player: number): KtuEvent => ({ type: 'pass', player });

export const SAMPLE_ROUNDS: RoundScript[] = [
	{
		unicorns: [
			{ color: 'pink', stars: 3 },
			{ color: 'blue', stars: 2 },
			{ color: 'green', stars: 4 },
			{ color: null, stars: 4 }
		],
		schemes: [
			[0, 0],
			[1, 0],
			[2, 2],
			[3, 3]
		],
		hunts: [
			// 3s cancel: Bo wins with 2.
			{ entries: [bid(0, 3), bid(1, 2), bid(2, 3), pass(3)], scheme: { effect: 'no-effect' } },
			// Bo passes as first player: Cy leads; 4s cancel, Di wins with 2.
			{ entries: [pass(1), bid(2, 4, 0), bid(3, 1, 1), bid(0, 2, 2)] },
			// Cy wins, Size Does Not Matter: Bo's 1 is the lowest.
			{ entries: [bid(3, 2), bid(0, 3), bid(1, 1), bid(2, 4)], scheme: { effect: 'size' } },
			// Bo alone with 0; the Scheme gives the legendary unicorn to Ana.
			{
				entries: [bid(1, 0), pass(2), pass(3), pass(0)],
				scheme: { effect: 'taker', taker: 0 }
			}
		],
		market: [
			{ player: 0, item: 'cotton-candy', color: 'yellow', unicorn: 1 },
			{ player: 1, item: 'fake-horn', unicorn: 1 },
			{ player: 2, pass: true },
			{ player: 3, item: 'butcher', unicorn: 0, pate: 2 }
		]
	},
	{
		unicorns: [
			{ color: 'yellow', stars: 1 },
			{ color: 'pink', stars: 2 },
			{ color: 'blue', stars: 3 },
			{ color: 'green', stars: 1 }
		],
		schemes: [
			[0, 1],
			[1, 2],
			[2, 2],
			[3, 0]
		],
		hunts: [
			// 4s cancel, Di wins with 1, but the Scheme discards the unicorn.
			{ entries: [bid(0, 4), bid(1, 4), bid(2, 4), bid(3, 1)], scheme: { effect: 'discarded' } },
			{
				entries: [bid(0, 1, 2), pass(1), bid(2, 2, 2), bid(3, 0, 3)],
				scheme: { effect: 'no-effect' }
			},
			// Everyone tied: the unicorn runs away with its Schemes.
			{ entries: [bid(2, 2), bid(3, 2), bid(0, 2), bid(1, 2)] },
			// Two first players pass in a row: the token goes to Ana, who leads.
			{ entries: [pass(2), pass(3), bid(0, 1), bid(1, 3)] }
		],
		market: [
			{ player: 1, item: 'fairy-dust', color: 'pink', unicorn: 0 },
			{ player: 2, item: 'cotton-candy', color: 'blue', unicorn: 0 },
			{ player: 3, pass: true },
			{ player: 0, item: 'fake-horn', unicorn: 0 }
		]
	},
	{
		unicorns: [
			{ color: 'pink', stars: 1 },
			{ color: 'blue', stars: 1 },
			{ color: 'yellow', stars: 3 },
			{ color: 'green', stars: 2 }
		],
		schemes: [
			[1, 0],
			[2, 1],
			[3, 2],
			[0, 3]
		],
		hunts: [
			{ entries: [bid(1, 3), bid(2, 1), bid(3, 2), pass(0)], scheme: { effect: 'no-effect' } },
			{ entries: [bid(1, 0), bid(2, 2), bid(3, 2), bid(0, 1)], scheme: { effect: 'no-effect' } },
			{
				entries: [bid(0, 4), pass(1), bid(2, 3), bid(3, 1)],
				scheme: { effect: 'taker', taker: 2 }
			},
			{ entries: [bid(2, 2), bid(3, 3), bid(0, 3), bid(1, 1)], scheme: { effect: 'no-effect' } }
		],
		market: [
			{ player: 2, item: 'fairy-dust', color: 'yellow', unicorn: 1 },
			{ player: 3, item: 'fake-horn', unicorn: 0 },
			{ player: 0, pass: true },
			{ player: 1, item: 'cotton-candy', color: 'green', unicorn: 4 }
		]
	},
	{
		unicorns: [
			{ color: 'yellow', stars: 2 },
			{ color: 'blue', stars: 4 },
			{ color: null, stars: 4 },
			{ color: 'pink', stars: 2 }
		],
		schemes: [
			[2, 0],
			[3, 1],
			[0, 1],
			[1, 3]
		],
		hunts: [
			{ entries: [bid(2, 1), bid(3, 2), bid(0, 3), bid(1, 3)], scheme: { effect: 'no-effect' } },
			{
				entries: [bid(3, 4, 4), bid(0, 3, 3), bid(1, 2, 2), pass(2)],
				scheme: { effect: 'size' }
			},
			{ entries: [pass(1), pass(2), bid(3, 1), bid(0, 1)] },
			{ entries: [bid(3, 2), bid(0, 4), pass(1), bid(2, 1)], scheme: { effect: 'discarded' } }
		],
		market: [
			{ player: 3, item: 'cotton-candy', color: 'pink', unicorn: 1 },
			{ player: 0, item: 'butcher', unicorn: 2, pate: 3 },
			{ player: 1, pass: true },
			{ player: 2, item: 'fake-horn', unicorn: 2 }
		]
	}
];

/** Scheme bonuses and penalties entered at the final count, by seat. */
export const SAMPLE_SCHEME_POINTS = [2, -1, 11, 3];

/**
 * The final count the sample game reaches (checked by the unit tests with the engine): Bo and Cy
 * tie on 24 and cancel out, so Ana wins with 12 (ktu.faq.final-tie).
 */
export const SAMPLE_RESULT = {
	totals: [12, 24, 24, 11],
	winner: 'Ana'
};

export function huntEvents(hunt: HuntScript): KtuEvent[] {
	const events: KtuEvent[] = hunt.entries.map((e) =>
		'pass' in e
			? { type: 'pass', player: e.player }
			: {
					type: 'bid',
					player: e.player,
					cards: e.cards.length,
					total: e.cards.reduce((a, b) => a + b, 0),
					values: e.cards
				}
	);
	events.push({ type: 'resolve' });
	if (hunt.scheme) events.push({ type: 'scheme-applied', ...hunt.scheme });
	return events;
}

/**
 * An Initiation game (no Schemes, no powers, no characters) in which Ana bids alone on every
 * unicorn: the resolve of round 2's last hunt gives her a Double Rainbow, which ends the game.
 */
export function rainbowEvents(): KtuEvent[] {
	const round = (colors: readonly Color[]): KtuEvent[] => [
		...colors.map((color, slot): KtuEvent => ({ type: 'unicorn', slot, color, stars: 1 })),
		{ type: 'hunts-start' },
		...colors.flatMap(() => huntEvents({ entries: [bid(0, 1), pass(1), pass(2), pass(3)] }))
	];
	return [
		{
			...SAMPLE_SETUP,
			variant: 'initiation',
			powers: false,
			players: SAMPLE_SETUP.players.map((p) => ({ ...p, character: null }))
		},
		...round(['blue', 'green', 'yellow', 'pink']),
		{ type: 'round-end' },
		...round(['blue', 'green', 'pink', 'yellow'])
	];
}

/** One round as events, from the row of unicorns to the end of the Black Market. */
export function roundEvents(round: RoundScript): KtuEvent[] {
	return [
		...round.unicorns.map((u, slot): KtuEvent => ({ type: 'unicorn', slot, ...u })),
		...round.schemes.map(([player, slot]): KtuEvent => ({ type: 'scheme', player, slot })),
		{ type: 'hunts-start' },
		...round.hunts.flatMap(huntEvents),
		...round.market.map((m): KtuEvent =>
			'pass' in m
				? { type: 'market-pass', player: m.player }
				: { type: 'purchase', ...m, confirmed: true }
		),
		{ type: 'round-end' }
	];
}

/**
 * The set-up of four players with no character, each a 1 ★ Starting Unicorn of their own colour:
 * what the tests that need no sample game start from (`extra` sets a variant, a character…).
 */
export function fourPlayerSetup(
	names: readonly string[],
	firstPlayer: number,
	extra: Partial<KtuSetupEvent> = {}
): KtuSetupEvent {
	return {
		type: 'setup',
		variant: 'standard',
		powers: true,
		firstPlayer,
		players: names.map((name, i) => ({
			name,
			character: null,
			starter: { color: (['pink', 'blue', 'green', 'yellow'] as const)[i]!, stars: 1 },
			hand: null
		})),
		...extra
	};
}

/** Four players, each a 1 ★ Starting Unicorn of their own colour, and round 1's row of unicorns. */
export function fourPlayerTable(names: readonly string[], firstPlayer: number): KtuEvent[] {
	return [
		fourPlayerSetup(names, firstPlayer),
		{ type: 'unicorn', slot: 0, color: 'pink', stars: 3 },
		{ type: 'unicorn', slot: 1, color: 'blue', stars: 2 },
		{ type: 'unicorn', slot: 2, color: 'green', stars: 3 },
		{ type: 'unicorn', slot: 3, color: 'yellow', stars: 2 }
	];
}

/** The set-up and round 1 up to its first hunt: the row of unicorns and the Schemes under them. */
export function firstRow(): KtuEvent[] {
	const round = roundEvents(SAMPLE_ROUNDS[0]!);
	return [SAMPLE_SETUP, ...round.slice(0, round.findIndex((e) => e.type === 'hunts-start') + 1)];
}

/**
 * Schemes that move held unicorns, entered after the last round's hunts (the seats' collections
 * then: Ana 3 unicorns, Bo 6, Cy 4, Di 4; the market's purchases after them still find theirs): a
 * Trojan Unicorn swaps Bo's and Di's Starting Unicorns, a Zombie Unicorn discards Cy's last one,
 * and a Scheme hands Bo's last one to Cy.
 */
/**
 * Round 1's row, then its first hunt with the bids: Ana, the Knight, leads with 4 cards for 9 and
 * the power; Bo bids 5 with 4, Cy and Di pass; the Scheme revealed changes nothing.
 */
export function knightHunt(): KtuEvent[] {
	return [
		...firstRow(),
		bidEvent(0, 9, 4, true),
		bidEvent(1, 5, 4),
		passEvent(2),
		passEvent(3),
		{ type: 'resolve', effect: 'no-effect' }
	];
}

export const SAMPLE_SCHEME_MOVES: KtuEvent[] = [
	{ type: 'exchange', a: { player: 1, unicorn: 0 }, b: { player: 3, unicorn: 0 } },
	{ type: 'discard', player: 2, unicorn: 3 },
	{ type: 'give', player: 1, unicorn: 5, to: 2 }
];

/** The whole sample game as the log would hold it; `schemeMoves`: with SAMPLE_SCHEME_MOVES. */
export function sampleEvents({ schemeMoves = false } = {}): KtuEvent[] {
	const rounds = SAMPLE_ROUNDS.map(roundEvents);
	const last = rounds[rounds.length - 1] ?? [];
	if (schemeMoves) {
		const market = last.findIndex((e) => e.type === 'purchase' || e.type === 'market-pass');
		last.splice(market, 0, ...SAMPLE_SCHEME_MOVES);
	}
	return [
		SAMPLE_SETUP,
		...rounds.flat(),
		...SAMPLE_SCHEME_POINTS.map((points, player): KtuEvent => ({
			type: 'scheme-points',
			player,
			points
		}))
	];
}

/**
 * The whole sample game with ten corrections recorded as a table makes them over a long game:
 * ten of its unicorns' stars set right, one after another, each after the whole game was in (a
 * log the game screen reads every correction of while it is open: the replay benchmark).
 */
export function sampleCorrected(): (
	KtuEvent | { correction: 'edit'; at: number; event: KtuEvent }
)[] {
	const events = sampleEvents();
	const unicorns = events.flatMap((e, at) => (e.type === 'unicorn' ? [at] : []));
	const corrections = unicorns.slice(0, 10).map((at) => {
		const e = events[at] as Extract<KtuEvent, { type: 'unicorn' }>;
		return {
			correction: 'edit' as const,
			at,
			event: { ...e, stars: e.stars === 4 ? 3 : e.stars + 1 }
		};
	});
	return [...events, ...corrections];
}

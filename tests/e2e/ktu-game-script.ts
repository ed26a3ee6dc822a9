// The Kill the Unicorns game the tap-counted end-to-end test plays, as the table plays it: 4
// players, 16 hunts (2 settled with their bids in quick entry, one of them a tie), one unicorn that
// flees, 3 Schemes with an effect, 3 purchases a round, a star value typed wrong in round 1 and
// fixed from the game log in round 3, a Zombie and a Trojan Unicorn entered at their reveal in
// round 4. Plain data; its imports from the app use no path alias at run time, so Playwright loads
// it.
import type { Color } from '../../src/lib/games/kill-the-unicorns';
import type { KtuSetupEvent } from '../../src/lib/tracker/ktu/events';
import {
	bid,
	pass,
	type HuntScript,
	type MarketScript,
	type RoundScript
} from '../../src/lib/tracker/ktu/sample-game';

export interface GameHunt extends HuntScript {
	/** Settled with the bids even in quick entry (a disputed hunt). */
	full?: true;
	/**
	 * The Scheme revealed acts in front of the players, entered at its reveal: a Zombie Unicorn's
	 * discard of the taker's unicorn, or a Trojan Unicorn's exchange of the unicorn just taken for
	 * another player's.
	 */
	aftermath?:
		{ kind: 'discard'; unicorn: string } | { kind: 'exchange'; other: number; unicorn: string };
}

export interface GameRound extends RoundScript {
	hunts: GameHunt[];
	/** What each seat does at the Black Market (the form asks them in table order). */
	market: MarketScript[];
}

/** A unicorn typed wrong: round, slot, the stars typed, fixed from the log during `fixedIn`. */
export const TYPO = { round: 0, slot: 1, typed: 2, fixedIn: 2, afterHunt: 1 } as const;

/** The starting colours the setup form proposes, seat by seat. */
export const SETUP_DEFAULTS: Color[] = ['pink', 'blue', 'green', 'yellow'];

export const SETUP: KtuSetupEvent = {
	type: 'setup',
	variant: 'standard',
	powers: true,
	firstPlayer: 0,
	players: [
		{ name: 'Ana', character: null, starter: { color: 'pink', stars: 1 }, hand: null },
		{ name: 'Bo', character: null, starter: { color: 'yellow', stars: 1 }, hand: null },
		{ name: 'Cy', character: null, starter: { color: 'green', stars: 0 }, hand: null },
		{ name: 'Di', character: null, starter: { color: 'blue', stars: 2 }, hand: null }
	]
};

const ANA = 0;
const BO = 1;
const CY = 2;
const DI = 3;

export const ROUNDS: GameRound[] = [
	{
		// Unicorn 2 is typed with 2 stars; it has 3 (fixed in round 3, see TYPO).
		unicorns: [
			{ color: 'pink', stars: 3 },
			{ color: 'blue', stars: 3 },
			{ color: 'green', stars: 4 },
			{ color: null, stars: 4 }
		],
		schemes: [
			[ANA, 0],
			[BO, 2],
			[CY, 3],
			[DI, 1]
		],
		hunts: [
			// Disputed, settled with the bids: the 3s cancel, Bo wins with 2 (ktu.ties).
			{
				full: true,
				entries: [bid(ANA, 3), bid(BO, 2), bid(CY, 3), pass(DI)],
				scheme: { effect: 'no-effect' }
			},
			{ entries: [bid(BO, 1), bid(CY, 3), bid(DI, 2), pass(ANA)], scheme: { effect: 'no-effect' } },
			// Scheme effect 1 of 3: Di wins, Bo's Scheme hands the unicorn to Ana.
			{
				entries: [bid(CY, 1), bid(DI, 4), bid(ANA, 2), pass(BO)],
				scheme: { effect: 'taker', taker: ANA }
			},
			{ entries: [bid(ANA, 2), bid(BO, 1), pass(CY), pass(DI)], scheme: { effect: 'no-effect' } }
		],
		market: [
			{ player: ANA, item: 'cotton-candy', color: 'blue', unicorn: 2 },
			{ player: BO, item: 'fake-horn', unicorn: 1 },
			{ player: CY, item: 'fake-horn', unicorn: 1 },
			{ player: DI, pass: true }
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
			[ANA, 1],
			[BO, 0],
			[CY, 2],
			[DI, 3]
		],
		hunts: [
			{ entries: [bid(ANA, 1), bid(BO, 0), pass(CY), bid(DI, 2)], scheme: { effect: 'no-effect' } },
			// Everyone who bid tied: the unicorn flees with Ana's Scheme.
			{ entries: [bid(DI, 2), bid(ANA, 2), bid(BO, 2), pass(CY)] },
			// Settled with the bids; scheme effect 2 of 3: Size Does Not Matter, Cy's 0 is lowest.
			{
				full: true,
				entries: [bid(DI, 1), bid(ANA, 3), bid(BO, 2), bid(CY, 0)],
				scheme: { effect: 'size' }
			},
			// Scheme effect 3 of 3: Bo wins, Di's Scheme discards the unicorn; the token stays.
			{
				entries: [bid(CY, 1), pass(DI), pass(ANA), bid(BO, 2)],
				scheme: { effect: 'discarded' }
			}
		],
		market: [
			{ player: CY, item: 'cotton-candy', color: 'pink', unicorn: 0 },
			{ player: DI, item: 'fake-horn', unicorn: 0 },
			{ player: ANA, item: 'butcher', unicorn: 0, pate: 2 },
			{ player: BO, pass: true }
		]
	},
	{
		unicorns: [
			{ color: 'pink', stars: 1 },
			{ color: 'yellow', stars: 3 },
			{ color: 'green', stars: 2 },
			{ color: 'yellow', stars: 2 }
		],
		schemes: [
			[ANA, 0],
			[BO, 1],
			[CY, 2],
			[DI, 3]
		],
		hunts: [
			// The 1s cancel; Bo's 3 beats Di's 0.
			{
				entries: [bid(CY, 1), bid(DI, 0), bid(ANA, 1), bid(BO, 3)],
				scheme: { effect: 'no-effect' }
			},
			{ entries: [bid(BO, 1), bid(CY, 4), pass(DI), pass(ANA)], scheme: { effect: 'no-effect' } },
			{ entries: [bid(CY, 1), pass(DI), bid(ANA, 2), pass(BO)], scheme: { effect: 'no-effect' } },
			{ entries: [bid(ANA, 1), pass(BO), pass(CY), bid(DI, 2)], scheme: { effect: 'no-effect' } }
		],
		market: [
			{ player: DI, item: 'cotton-candy', color: 'green', unicorn: 0 },
			{ player: ANA, item: 'fake-horn', unicorn: 0 },
			{ player: BO, item: 'butcher', unicorn: 0, pate: 3 },
			{ player: CY, pass: true }
		]
	},
	{
		unicorns: [
			{ color: 'blue', stars: 1 },
			{ color: 'green', stars: 3 },
			{ color: null, stars: 4 },
			{ color: 'yellow', stars: 1 }
		],
		schemes: [
			[ANA, 2],
			[BO, 0],
			[CY, 3],
			[DI, 1]
		],
		hunts: [
			// Bo's Scheme is a Zombie Unicorn: Ana discards the blue 1 she has just caught.
			{
				entries: [bid(DI, 1), bid(ANA, 3), pass(BO), pass(CY)],
				scheme: { effect: 'no-effect' },
				aftermath: { kind: 'discard', unicorn: 'Blue, 1 ★' }
			},
			{ entries: [bid(ANA, 1), pass(BO), bid(CY, 2), pass(DI)], scheme: { effect: 'no-effect' } },
			// Ana's Scheme is a Trojan Unicorn: Bo's legendary 4, just caught, for Cy's green 3.
			{
				entries: [bid(CY, 1), pass(DI), pass(ANA), bid(BO, 3)],
				scheme: { effect: 'no-effect' },
				aftermath: { kind: 'exchange', other: CY, unicorn: 'Green, 3 ★' }
			},
			{ entries: [bid(BO, 1), bid(CY, 0), bid(DI, 4), pass(ANA)], scheme: { effect: 'no-effect' } }
		],
		market: [
			{ player: DI, item: 'fairy-dust', color: 'pink', unicorn: 1 },
			{ player: ANA, item: 'fairy-dust', color: 'yellow', unicorn: 2 },
			{ player: BO, item: 'cotton-candy', color: 'yellow', unicorn: 2 },
			{ player: CY, pass: true }
		]
	}
];

/*
 * The final count, worked out by hand from the rules (ktu.scoring;
 * docs/rules-readings.md#ktu-pinned-to-unicorn): stars + Fake Horn / Fairy Dust +2 each
 * + Paté + the best collections (a pair +2, a rainbow of the 4 colours +8; a colour token sets the
 * unicorn's colour, the last one wins; a legendary unicorn without one joins nothing).
 *
 * Who took what: R1 Bo pink 3 (tie), Cy blue 3 (typed 2, fixed), Ana green 4 (Scheme: Di won,
 * Ana takes it), Ana legendary 4. R2 Di yellow 1, pink 2 fled, Cy blue 3 (Size Does Not Matter),
 * green 1 discarded by Di's Scheme. R3 Bo pink 1, Cy yellow 3, Ana green 2, Di yellow 2.
 * R4 Ana blue 1, Cy green 3, Bo legendary 4, Di yellow 1.
 * Black Market: R1 Ana Cotton Candy blue on the legendary, Bo Fake Horn on pink 3, Cy Fake Horn on
 * blue 3. R2 Cy Cotton Candy pink on her green 0 starter, Di Fake Horn on her blue 2 starter, Ana
 * butchers her pink 1 starter (Paté 2). R3 Di Cotton Candy green on the blue 2, Ana Fake Horn on
 * green 4, Bo butchers his yellow 1 starter (Paté 3).
 * Round 4's Schemes: Zombie, Ana's blue 1 discarded as she takes it; Trojan, Bo's legendary 4 ↔
 * Cy's green 3 as he takes it.
 * R4 Black Market: Di Fairy Dust pink on yellow 1, Ana Fairy Dust yellow on green 2, Bo Cotton
 * Candy yellow on the green 3 the Trojan gave him.
 *
 * Ana: green 4 +2, blue(legendary) 4, yellow(green 2) +2; Paté 2.
 *      stars 4+4+2 = 10, tokens 4, Paté 2; one of each colour but pink: nothing          → 16
 * Bo:  pink 3 +2, pink 1, yellow(green 3); Paté 3.
 *      stars 3+1+3 = 7, token 2, Paté 3; pink pair +2                                    → 14
 * Cy:  pink(green 0), blue 3 +2, blue 3, yellow 3, legendary 4 (no colour).
 *      stars 0+3+3+3+4 = 13, token 2; no green: no rainbow; blue pair +2                 → 17
 * Di:  green(blue 2) +2, pink(yellow 1) +2, yellow 2, yellow 1.
 *      stars 2+1+2+1 = 6, tokens 4; yellow pair +2 (no blue: no rainbow)                 → 12
 * No shared total: Cy wins with 17. (With round 1's typo left, Cy and Ana would tie on 16 and
 * cancel out, and Bo would win with 14: the fix decides the game.)
 */
export const RESULT = { totals: [16, 14, 17, 12], winner: 'Cy' } as const;

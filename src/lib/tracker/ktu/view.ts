// What the game screens read from a KtU state: orders, checks and scores. Every rule is the
// engine's; these only arrange its answers per seat.
import { seatKey, seatOfKey } from '$lib/vocab';
import {
	COLORS,
	canPurchase,
	findWinner,
	marketOrder,
	scoreHoldings,
	type BeyondFive,
	type Color,
	type MarketItem,
	type PurchaseCheck,
	type ScoreResult,
	type WinnerResult
} from '$lib/games/kill-the-unicorns';
import type { KtuState, OwnedUnicorn } from './state';

/** Seats clockwise from `from`. */
function clockwise(state: KtuState, from: number): number[] {
	const n = state.players.length;
	return Array.from({ length: n }, (_, k) => (from + k) % n);
}

/** The current hunt's seats in the order players act: clockwise from the first player at its start. */
export function huntOrder(state: KtuState): number[] {
	return clockwise(state, state.hunt.start);
}

/** The next seat to bid or pass; the first one is always the first player (ktu.pass). */
export function nextToAct(state: KtuState): number | null {
	return huntOrder(state).find((seat) => state.hunt.entries[seat] === null) ?? null;
}

/** Where the round stands, for the phase stepper: bidding until every entry is in. */
export type Stage = 'trap' | 'bidding' | 'resolve' | 'market' | 'over';

export function stageOf(state: KtuState): Stage {
	switch (state.phase) {
		case 'setup':
		case 'trap':
			return 'trap';
		case 'hunt':
			return state.hunt.first !== null || nextToAct(state) === null ? 'resolve' : 'bidding';
		case 'market':
			return 'market';
		case 'over':
			return 'over';
	}
}

/** Seats from the first player, clockwise (the engine's order): Schemes and shopping go so. */
export function fromFirstPlayer(state: KtuState): number[] {
	const { order } = marketOrder({
		players: state.players.map((_, seat) => seatKey(seat)),
		firstPlayer: seatKey(state.firstPlayer)
	});
	return order.map((key) => seatOfKey(key) ?? -1);
}

/** ktu.phase.market: the shoppers' order. */
export const marketQueue = fromFirstPlayer;

/** The engine's answer to "may this player buy this now?", before anything is recorded. */
export function purchaseCheck(
	state: KtuState,
	seat: number,
	item: MarketItem,
	color: Color | undefined
): PurchaseCheck {
	const hand = state.handLeft[seat] ?? null;
	return canPurchase({
		item,
		...(color === undefined ? {} : { color }),
		stock: state.stock,
		alreadyBoughtThisRound: state.decisions[seat] === 'bought',
		...(hand === null ? {} : { handValues: hand })
	});
}

/** The colour a unicorn counts as once its tokens are placed (the engine's reading), or null. */
export function countsAs(unicorn: OwnedUnicorn): Color | null {
	const { colorCounts } = scoreHoldings({ unicorns: [{ ...unicorn, siamese: false }] });
	return COLORS.find((c) => colorCounts[c] > 0) ?? null;
}

export interface ColorShelf {
	color: Color | null;
	unicorns: { index: number; unicorn: OwnedUnicorn }[];
}

/** A player's unicorns grouped by the colour they count as, legendary ones last. */
export function shelves(state: KtuState, seat: number): ColorShelf[] {
	const owned = state.collections[seat] ?? [];
	const byColor = new Map<Color | null, ColorShelf['unicorns']>();
	owned.forEach((unicorn, index) => {
		const color = countsAs(unicorn);
		byColor.set(color, [...(byColor.get(color) ?? []), { index, unicorn }]);
	});
	return [...COLORS, null].flatMap((color) => {
		const unicorns = byColor.get(color);
		return unicorns ? [{ color, unicorns }] : [];
	});
}

/** One player's points as things stand (ktu.scoring), with the engine's best arrangement. */
export function scoreOf(state: KtuState, seat: number, beyondFive: BeyondFive): ScoreResult {
	return scoreHoldings({
		unicorns: state.collections[seat] ?? [],
		pate: state.pate[seat] ?? [],
		schemePoints: state.schemePoints[seat] ?? 0,
		beyondFive
	});
}

export interface FinalCount {
	scores: ScoreResult[];
	winner: WinnerResult;
	/** Seat of the winner, or null (ties cancelled, or an error); the steps name seat keys. */
	winnerSeat: number | null;
}

/** Everyone's points and the winner: highest total, ties cancelled, a double rainbow first. */
export function finalCount(state: KtuState, beyondFive: BeyondFive): FinalCount {
	const scores = state.players.map((_, seat) => scoreOf(state, seat, beyondFive));
	const winner = findWinner({
		scores: scores.map((s, seat) => ({
			player: seatKey(seat),
			total: s.total,
			instantVictory: s.instantVictory
		}))
	});
	return { scores, winner, winnerSeat: seatOfKey(winner.winner) };
}

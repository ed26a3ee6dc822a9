import { isWholeNumber } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { COLORS, MAX_PLAYERS, MIN_PLAYERS, isColor, type Color } from './colors';
import { HAND_SIZE } from './bids';
import { HUNT_CARD_BOUNDS } from '../shared/bounds';
import { clockwiseFrom, validateSeats } from './table';

/** The Black Market (ktu.phase.market): Unicorn Butcher Shop, Fake Horn, Cotton Candy, Fairy Dust. */
export const MARKET_ITEMS = ['butcher', 'fake-horn', 'cotton-candy', 'fairy-dust'] as const;
export type MarketItem = (typeof MARKET_ITEMS)[number];

/** Items that come as one token per colour. */
export const COLORED_ITEMS = [
	'cotton-candy',
	'fairy-dust'
] as const satisfies readonly MarketItem[];
export type ColoredItem = (typeof COLORED_ITEMS)[number];

/** Costs printed on the Black Market cards, paid with hunt cards left in hand. */
export const MARKET_COSTS = {
	butcher: 2,
	'fake-horn': 3,
	'cotton-candy': 3,
	'fairy-dust': 6
} as const satisfies Record<MarketItem, number>;

/** Tokens left for sale. Butcher counts Paté tokens (one per player), like Fake Horn. */
export type MarketStock = {
	butcher: number;
	'fake-horn': number;
	'cotton-candy': Record<Color, number>;
	'fairy-dust': Record<Color, number>;
};

export function isMarketItem(value: unknown): value is MarketItem {
	return typeof value === 'string' && (MARKET_ITEMS as readonly string[]).includes(value);
}

function isColoredItem(item: MarketItem): item is ColoredItem {
	return (COLORED_ITEMS as readonly string[]).includes(item);
}

/** What the player buys, as one key for translations: `fake-horn`, `cotton-candy-blue`… */
export type Product = Exclude<MarketItem, ColoredItem> | `${ColoredItem}-${Color}`;
function colorOf(item: MarketItem, color: Color | undefined): Color | null {
	return isColoredItem(item) ? (color ?? null) : null;
}
function productOf(item: MarketItem, color: Color | undefined): Product {
	return isColoredItem(item) ? `${item}-${color ?? COLORS[0]}` : item;
}

function onePerColor(): Record<Color, number> {
	return { pink: 1, blue: 1, green: 1, yellow: 1 };
}

/** Setup step 7 (ktu.setup): one Paté and one Fake Horn per player, 4 Cotton Candy, 4 Fairy Dust. */
export function initialStock(input: { playerCount: number } | { players: readonly string[] }): {
	stock: MarketStock | null;
	steps: KtuStep[];
	errors: KtuStep[];
} {
	const playerCount = countPlayers(input);
	if (!isWholeNumber(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
		const error = step('market.error.playerCount', 'ktu.setup', {
			field: 'playerCount',
			value: playerCount,
			min: MIN_PLAYERS,
			max: MAX_PLAYERS
		});
		return { stock: null, steps: [], errors: [error] };
	}
	const stock: MarketStock = {
		butcher: playerCount,
		'fake-horn': playerCount,
		'cotton-candy': onePerColor(),
		'fairy-dust': onePerColor()
	};
	const steps = [
		step('market.stock', 'ktu.setup', {
			playerCount,
			pate: playerCount,
			fakeHorn: playerCount,
			perColor: 1,
			colors: COLORS.length
		})
	];
	return { stock, steps, errors: [] };
}

/** The player count given directly or as the list of players. */
function countPlayers(input: unknown): unknown {
	if (typeof input !== 'object' || input === null) return input;
	const { playerCount, players } = input as Record<string, unknown>;
	if (playerCount !== undefined) return playerCount;
	return Array.isArray(players) ? players.length : players;
}

/** How many of an item (of a colour, for colour tokens) are left. */
export function stockLeft(stock: MarketStock, item: MarketItem, color?: Color): number {
	if (isColoredItem(item)) return color === undefined ? 0 : stock[item][color];
	return stock[item];
}

/** Sold out (ktu.phase.market): one colour of a colour token, or without a colour, every one. */
export function soldOut(stock: MarketStock, item: MarketItem, color?: Color): boolean {
	if (!isColoredItem(item)) return stock[item] <= 0;
	if (color !== undefined) return stock[item][color] <= 0;
	return COLORS.every((c) => stock[item][c] <= 0);
}

export interface PurchaseInput {
	item: MarketItem;
	/** Required for Cotton Candy and Fairy Dust. */
	color?: Color;
	stock: MarketStock;
	alreadyBoughtThisRound: boolean;
	/** Values of the hunt cards still in hand, when known. */
	handValues?: readonly number[];
}

export interface PurchaseCheck {
	ok: boolean;
	/** The hand is unknown: the players confirm at the table that the buyer can pay. */
	needsConfirmation: boolean;
	cost: number | null;
	/** Sum of the hunt cards left in hand, when known. */
	available: number | null;
	steps: KtuStep[];
	errors: KtuStep[];
}

/** Whether a player may buy an item now (ktu.phase.market and the item's section). */
export function canPurchase(input: PurchaseInput): PurchaseCheck {
	const errors = checkItem(input.item, input.color);
	const failed = (): PurchaseCheck => ({
		ok: false,
		needsConfirmation: false,
		cost: null,
		available: null,
		steps: [],
		errors
	});
	if (errors.length > 0) return failed();
	const { item, color } = input;
	const cost = MARKET_COSTS[item];
	const rule = `ktu.market.${item}` as const;
	const what = { item, color: colorOf(item, color), product: productOf(item, color), cost };

	// ktu.phase.market: 1 and only 1 purchase per player per round.
	if (input.alreadyBoughtThisRound === true) {
		errors.push(step('market.error.alreadyBought', 'ktu.phase.market', what));
	}
	// ktu.phase.market: a bought token is no longer available to the others.
	if (soldOut(input.stock, item, color)) {
		errors.push(step('market.error.outOfStock', rule, what));
	}

	let available: number | null = null;
	const hand = input.handValues;
	if (hand !== undefined) {
		const handErrors = checkHand(hand);
		errors.push(...handErrors);
		if (handErrors.length === 0) {
			available = hand.reduce((sum, v) => sum + v, 0);
			// Pay with the hunt cards left in hand: their total must reach the cost.
			if (available < cost) {
				errors.push(step('market.error.cannotAfford', 'ktu.phase.market', { ...what, available }));
			}
		}
	}
	if (errors.length > 0) return { ...failed(), cost, available };

	if (available === null) {
		return {
			ok: true,
			needsConfirmation: true,
			cost,
			available,
			steps: [step('market.confirmPayment', 'ktu.phase.market', what)],
			errors
		};
	}
	return {
		ok: true,
		needsConfirmation: false,
		cost,
		available,
		steps: [step('market.canBuy', rule, { ...what, available })],
		errors
	};
}

/** The stock after a purchase (a new object; the input is not changed). */
export function applyPurchase(input: { stock: MarketStock; item: MarketItem; color?: Color }): {
	stock: MarketStock;
	steps: KtuStep[];
	errors: KtuStep[];
} {
	const { stock, item, color } = input;
	const copy: MarketStock = {
		...stock,
		'cotton-candy': { ...stock['cotton-candy'] },
		'fairy-dust': { ...stock['fairy-dust'] }
	};
	const errors = checkItem(item, color);
	if (errors.length > 0) return { stock: copy, steps: [], errors };
	const what = { item, color: colorOf(item, color), product: productOf(item, color) };
	if (soldOut(stock, item, color)) {
		return {
			stock: copy,
			steps: [],
			errors: [step('market.error.outOfStock', `ktu.market.${item}`, what)]
		};
	}
	if (isColoredItem(item)) copy[item][color as Color] -= 1;
	else copy[item] -= 1;
	const left = stockLeft(copy, item, color);
	return {
		stock: copy,
		steps: [step('market.bought', `ktu.market.${item}`, { ...what, left })],
		errors: []
	};
}

/** Who buys when: from the first player, clockwise (ktu.phase.market). */
export function marketOrder(input: { players: readonly string[]; firstPlayer: string }): {
	order: string[];
	steps: KtuStep[];
	errors: KtuStep[];
} {
	const errors = validateSeats(input.players, input.firstPlayer);
	if (errors.length > 0) return { order: [], steps: [], errors };
	const order = clockwiseFrom(input.players, input.firstPlayer);
	return {
		order,
		steps: [step('market.order', 'ktu.phase.market', { firstPlayer: input.firstPlayer, order })],
		errors
	};
}

function checkItem(item: unknown, color: unknown): KtuStep[] {
	if (!isMarketItem(item)) {
		return [step('market.error.unknownItem', 'ktu.phase.market', { field: 'item', value: item })];
	}
	if (!isColoredItem(item)) return [];
	if (color === undefined || color === null) {
		return [
			step('market.error.colorRequired', `ktu.market.${item}`, {
				item,
				product: item,
				field: 'color',
				value: color
			})
		];
	}
	if (!isColor(color)) {
		return [
			step('market.error.unknownColor', `ktu.market.${item}`, {
				item,
				product: item,
				field: 'color',
				value: color
			})
		];
	}
	return [];
}

function checkHand(hand: unknown): KtuStep[] {
	if (!Array.isArray(hand)) {
		return [
			step('market.error.handNotList', 'ktu.phase.market', { field: 'handValues', value: hand })
		];
	}
	const errors: KtuStep[] = [];
	if (hand.length > HAND_SIZE) {
		errors.push(
			step('market.error.handTooLarge', 'ktu.phase.market', {
				field: 'handValues',
				value: hand.length,
				max: HAND_SIZE
			})
		);
	}
	(hand as unknown[]).forEach((value, index) => {
		if (!isWholeNumber(value) || value < HUNT_CARD_BOUNDS.min || value > HUNT_CARD_BOUNDS.max) {
			errors.push(
				step('market.error.handValue', 'ktu.phase.market', {
					index,
					number: index + 1,
					field: 'handValues',
					value,
					min: 0,
					max: HUNT_CARD_BOUNDS.max
				})
			);
		}
	});
	return errors;
}

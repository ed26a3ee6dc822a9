// The Black Market's choices as a buyer's form offers them, read from the stock the fold keeps
// (ktu.phase.market: a bought token is gone for everyone): a sold-out item or colour stays in the
// list, says "none left" (read with it) and cannot be chosen; everything still for sale can.
import {
	COLORS,
	MARKET_COSTS,
	MARKET_ITEMS,
	soldOut,
	type Color,
	type MarketItem,
	type MarketStock
} from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';
import { colorName, itemName } from './labels';

/** One choice of a buyer's form; `detail` says why a disabled one cannot be chosen. */
export interface MarketChoice<V> {
	value: V;
	label: string;
	detail?: string;
	disabled: boolean;
	color?: Color;
}

const noneLeft = (t: TFn, gone: boolean) =>
	gone ? { detail: t('ktu-games:market.noneLeft') } : {};

/** The four items with their cost; an item none of whose tokens is left says so. */
export function itemChoices(t: TFn, stock: MarketStock): MarketChoice<MarketItem>[] {
	return MARKET_ITEMS.map((item) => {
		const gone = soldOut(stock, item);
		return {
			value: item,
			label: t('ktu-games:market.itemCost', { item: itemName(t, item), cost: MARKET_COSTS[item] }),
			disabled: gone,
			...noneLeft(t, gone)
		};
	});
}

/** The colours of a colour token (Cotton Candy, Fairy Dust), one token each. */
export function tokenColorChoices(
	t: TFn,
	stock: MarketStock,
	item: MarketItem
): MarketChoice<Color>[] {
	return COLORS.map((color) => {
		const gone = soldOut(stock, item, color);
		return {
			value: color,
			label: colorName(t, color),
			color,
			disabled: gone,
			...noneLeft(t, gone)
		};
	});
}

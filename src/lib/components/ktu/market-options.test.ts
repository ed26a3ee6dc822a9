import { describe, expect, test } from 'vitest';
import {
	applyPurchase,
	initialStock,
	type Color,
	type MarketItem,
	type MarketStock
} from '$lib/games/kill-the-unicorns';
import type { TFn } from '$lib/i18n/i18n';
import { itemChoices, tokenColorChoices } from './market-options';

/** The keys instead of the words: the choices are checked on what they say, in any language. */
const t: TFn = (key) => key;

function stockAfter(buys: { item: MarketItem; color?: Color }[]): MarketStock {
	let stock = initialStock({ playerCount: 4 }).stock!;
	for (const b of buys) stock = applyPurchase({ ...b, stock }).stock;
	return stock;
}

const gone = (choices: { value: string; disabled: boolean; detail?: string }[]) =>
	choices.filter((c) => c.disabled).map((c) => [c.value, c.detail]);

describe("the buyer's choices at the Black Market (ktu.phase.market)", () => {
	test('a fresh market offers every item and every colour', () => {
		const stock = stockAfter([]);
		expect(gone(itemChoices(t, stock))).toEqual([]);
		expect(gone(tokenColorChoices(t, stock, 'fairy-dust'))).toEqual([]);
	});

	test('a colour bought by anyone is shown as none left, for that token only', () => {
		const stock = stockAfter([
			{ item: 'cotton-candy', color: 'pink' },
			{ item: 'fairy-dust', color: 'green' }
		]);
		expect(gone(tokenColorChoices(t, stock, 'cotton-candy'))).toEqual([
			['pink', 'ktu-games:market.noneLeft']
		]);
		expect(gone(tokenColorChoices(t, stock, 'fairy-dust'))).toEqual([
			['green', 'ktu-games:market.noneLeft']
		]);
		// Each token still has colours left: both items stay on offer.
		expect(gone(itemChoices(t, stock))).toEqual([]);
	});

	test('an item whose every token is gone says so and cannot be chosen', () => {
		const stock = stockAfter([
			...(['pink', 'blue', 'green', 'yellow'] as const).map((color) => ({
				item: 'cotton-candy' as const,
				color
			})),
			...Array.from({ length: 4 }, () => ({ item: 'fake-horn' as const }))
		]);
		expect(gone(itemChoices(t, stock))).toEqual([
			['fake-horn', 'ktu-games:market.noneLeft'],
			['cotton-candy', 'ktu-games:market.noneLeft']
		]);
		expect(tokenColorChoices(t, stock, 'cotton-candy').every((c) => c.disabled)).toBe(true);
	});
});

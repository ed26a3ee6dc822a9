import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { COLORS } from './colors';
import {
	MARKET_COSTS,
	MARKET_ITEMS,
	applyPurchase,
	canPurchase,
	initialStock,
	marketOrder,
	soldOut,
	stockLeft,
	type MarketItem,
	type MarketStock,
	type PurchaseInput
} from './market';

const codes = (steps: { code: string }[]) => steps.map((s) => s.code);
const stockFor = (players: number): MarketStock => {
	const { stock } = initialStock({ playerCount: players });
	if (!stock) throw new Error('test setup: bad player count');
	return stock;
};

describe('the Black Market items (ktu.phase.market)', () => {
	test.each([
		{ item: 'butcher', cost: 2 },
		{ item: 'fake-horn', cost: 3 },
		{ item: 'cotton-candy', cost: 3 },
		{ item: 'fairy-dust', cost: 6 }
	] as const)('$item costs $cost', ({ item, cost }) => {
		expect(MARKET_COSTS[item]).toBe(cost);
	});

	test('the items are the four Black Market cards', () => {
		expect(MARKET_ITEMS).toEqual(['butcher', 'fake-horn', 'cotton-candy', 'fairy-dust']);
	});
});

describe('the stock at setup (ktu.setup)', () => {
	test.each([3, 4, 5, 6])(
		'with %i players: one Paté and one Fake Horn per player, one of each colour token',
		(players) => {
			const { stock, errors } = initialStock({ playerCount: players });
			expect(errors).toEqual([]);
			expect(stock).toEqual({
				butcher: players,
				'fake-horn': players,
				'cotton-candy': { pink: 1, blue: 1, green: 1, yellow: 1 },
				'fairy-dust': { pink: 1, blue: 1, green: 1, yellow: 1 }
			});
		}
	);

	test('the player count can come from the list of players', () => {
		expect(initialStock({ players: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'] }).stock?.butcher).toBe(5);
		expect(initialStock({ players: ['Ana', 'Bo'] }).errors[0]?.code).toBe(
			'market.error.playerCount'
		);
	});

	test.each([2, 7, 0, 3.5, NaN])('%s players is not a game', (players) => {
		const result = initialStock({ playerCount: players });
		expect(result.stock).toBeNull();
		expect(result.errors[0]).toMatchObject({
			code: 'market.error.playerCount',
			params: { min: 3, max: 6 }
		});
	});
});

describe('can this player buy it? (ktu.phase.market)', () => {
	const base = (over: Partial<PurchaseInput> = {}): PurchaseInput => ({
		item: 'fake-horn',
		stock: stockFor(4),
		alreadyBoughtThisRound: false,
		handValues: [2, 1, 0],
		...over
	});
	const emptied = (item: MarketItem, color?: (typeof COLORS)[number]) =>
		applyPurchase({ stock: stockFor(3), item, color }).stock;

	test.each([
		{
			rule: 'a hand worth exactly the cost can pay',
			input: base({ handValues: [2, 1] }),
			ok: true,
			errors: []
		},
		{
			rule: 'a hand worth more than the cost can pay',
			input: base({ handValues: [4, 4] }),
			ok: true,
			errors: []
		},
		{
			rule: 'a hand worth less than the cost cannot',
			input: base({ handValues: [1, 1] }),
			ok: false,
			errors: ['market.error.cannotAfford']
		},
		{
			rule: 'an empty hand cannot pay',
			input: base({ item: 'butcher', handValues: [] }),
			ok: false,
			errors: ['market.error.cannotAfford']
		},
		{
			rule: 'Fairy Dust needs 6 in hand',
			input: base({ item: 'fairy-dust', color: 'blue', handValues: [4, 1] }),
			ok: false,
			errors: ['market.error.cannotAfford']
		},
		{
			rule: 'one purchase per player per round',
			input: base({ alreadyBoughtThisRound: true }),
			ok: false,
			errors: ['market.error.alreadyBought']
		},
		{
			rule: 'a bought token is gone for everyone else',
			input: base({ item: 'cotton-candy', color: 'pink', stock: emptied('cotton-candy', 'pink') }),
			ok: false,
			errors: ['market.error.outOfStock']
		},
		{
			rule: 'another colour of the same token is still for sale',
			input: base({ item: 'cotton-candy', color: 'blue', stock: emptied('cotton-candy', 'pink') }),
			ok: true,
			errors: []
		},
		{
			rule: 'a colour token needs its colour',
			input: base({ item: 'fairy-dust' }),
			ok: false,
			errors: ['market.error.colorRequired']
		},
		{
			rule: 'an unknown colour is refused',
			input: base({ item: 'cotton-candy', color: 'red' as never }),
			ok: false,
			errors: ['market.error.unknownColor']
		},
		{
			rule: 'an unknown item is refused',
			input: base({ item: 'unicorn' as never }),
			ok: false,
			errors: ['market.error.unknownItem']
		},
		{
			rule: 'a hunt card is worth 0 to 4',
			input: base({ handValues: [5] }),
			ok: false,
			errors: ['market.error.handValue']
		},
		{
			rule: 'a hand holds at most 8 hunt cards',
			input: base({ handValues: [1, 1, 1, 1, 1, 1, 1, 1, 1] }),
			ok: false,
			errors: ['market.error.handTooLarge']
		},
		{
			rule: 'hand values must be a list',
			input: base({ handValues: 7 as never }),
			ok: false,
			errors: ['market.error.handNotList']
		}
	])('$rule', ({ input, ok, errors }) => {
		const result = canPurchase(input);
		expect(result.ok).toBe(ok);
		expect(codes(result.errors)).toEqual(errors);
	});

	test('an unknown hand is allowed but needs the table to confirm the payment', () => {
		const result = canPurchase(base({ handValues: undefined }));
		expect(result).toMatchObject({ ok: true, needsConfirmation: true, cost: 3, available: null });
		expect(codes(result.steps)).toEqual(['market.confirmPayment']);
	});

	test('a known hand needs no confirmation and says what is available', () => {
		const result = canPurchase(base({ handValues: [4, 3] }));
		expect(result).toMatchObject({ ok: true, needsConfirmation: false, cost: 3, available: 7 });
		expect(result.steps[0]).toMatchObject({ code: 'market.canBuy', rule: 'ktu.market.fake-horn' });
	});

	test('several problems are all reported', () => {
		const result = canPurchase(
			base({ alreadyBoughtThisRound: true, handValues: [1], stock: emptied('fake-horn') })
		);
		expect(result.ok).toBe(false);
		expect(codes(result.errors)).toEqual(
			expect.arrayContaining(['market.error.alreadyBought', 'market.error.cannotAfford'])
		);
	});
});

describe('buying takes the token off the market', () => {
	test('each purchase removes one token and leaves the old stock unchanged', () => {
		const stock = stockFor(3);
		const { stock: after, steps } = applyPurchase({ stock, item: 'fairy-dust', color: 'green' });
		expect(after['fairy-dust'].green).toBe(0);
		expect(stock['fairy-dust'].green).toBe(1);
		expect(steps[0]).toMatchObject({
			code: 'market.bought',
			params: { item: 'fairy-dust', color: 'green', left: 0 }
		});
	});

	test('with 3 players the fourth Paté is not for sale', () => {
		let stock = stockFor(3);
		for (let i = 0; i < 3; i++) stock = applyPurchase({ stock, item: 'butcher' }).stock;
		expect(stockLeft(stock, 'butcher')).toBe(0);
		expect(codes(applyPurchase({ stock, item: 'butcher' }).errors)).toEqual([
			'market.error.outOfStock'
		]);
	});

	test('property: stock never goes below zero and drops by one per accepted purchase', () => {
		const buy = fc.record({
			item: fc.constantFrom(...MARKET_ITEMS),
			color: fc.constantFrom(...COLORS)
		});
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 6 }),
				fc.array(buy, { maxLength: 30 }),
				(players, buys) => {
					let stock = stockFor(players);
					for (const { item, color } of buys) {
						const before = stockLeft(stock, item, color);
						const result = applyPurchase({ stock, item, color });
						expect(stockLeft(result.stock, item, color)).toBe(
							result.errors.length === 0 ? before - 1 : before
						);
						expect(result.errors.length === 0).toBe(before > 0);
						stock = result.stock;
					}
				}
			)
		);
	});
});

describe('what is sold out (ktu.phase.market: a bought token is gone for everyone)', () => {
	test('a colour token is sold out colour by colour, and the item once every colour is gone', () => {
		let stock = stockFor(4);
		expect(soldOut(stock, 'cotton-candy', 'pink')).toBe(false);
		stock = applyPurchase({ stock, item: 'cotton-candy', color: 'pink' }).stock;
		expect(soldOut(stock, 'cotton-candy', 'pink')).toBe(true);
		expect(soldOut(stock, 'cotton-candy', 'blue')).toBe(false);
		expect(soldOut(stock, 'fairy-dust', 'pink')).toBe(false);
		expect(soldOut(stock, 'cotton-candy')).toBe(false);
		for (const color of ['blue', 'green'] as const)
			stock = applyPurchase({ stock, item: 'cotton-candy', color }).stock;
		expect(soldOut(stock, 'cotton-candy')).toBe(false);
		stock = applyPurchase({ stock, item: 'cotton-candy', color: 'yellow' }).stock;
		expect(soldOut(stock, 'cotton-candy')).toBe(true);
		expect(soldOut(stock, 'fairy-dust')).toBe(false);
	});

	test('a Paté or a Fake Horn is sold out once each player has bought one', () => {
		let stock = stockFor(3);
		for (let i = 0; i < 2; i++) stock = applyPurchase({ stock, item: 'fake-horn' }).stock;
		expect(soldOut(stock, 'fake-horn')).toBe(false);
		stock = applyPurchase({ stock, item: 'fake-horn' }).stock;
		expect(soldOut(stock, 'fake-horn')).toBe(true);
		expect(soldOut(stock, 'butcher')).toBe(false);
	});
});

describe('buying order (ktu.phase.market)', () => {
	test.each([
		{ first: 'Ana', order: ['Ana', 'Bo', 'Cy', 'Di'] },
		{ first: 'Cy', order: ['Cy', 'Di', 'Ana', 'Bo'] },
		{ first: 'Di', order: ['Di', 'Ana', 'Bo', 'Cy'] }
	])('from the first player ($first), clockwise', ({ first, order }) => {
		expect(marketOrder({ players: ['Ana', 'Bo', 'Cy', 'Di'], firstPlayer: first }).order).toEqual(
			order
		);
	});

	test.each([
		{
			rule: 'a first player who is not at the table',
			players: ['Ana', 'Bo', 'Cy'],
			first: 'Zed',
			code: 'table.error.firstPlayerUnknown'
		},
		{
			rule: 'a player seated twice',
			players: ['Ana', 'Bo', 'Ana'],
			first: 'Ana',
			code: 'players.error.twice'
		},
		{
			rule: 'an empty name',
			players: ['Ana', '', 'Cy'],
			first: 'Ana',
			code: 'players.error.nameMissing'
		},
		{ rule: 'nobody at the table', players: [], first: 'Ana', code: 'players.error.empty' },
		{
			rule: 'players that are not a list',
			players: 'Ana' as never,
			first: 'Ana',
			code: 'players.error.notList'
		}
	])('$rule is an error', ({ players, first, code }) => {
		const result = marketOrder({ players, firstPlayer: first });
		expect(result.order).toEqual([]);
		expect(codes(result.errors)).toContain(code);
	});
});

import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { COLORS, type Color } from './colors';
import {
	scoreHoldings,
	type BeyondFive,
	type Holdings,
	type Token,
	type HeldUnicorn
} from './scoring';

const codes = (steps: { code: string }[]) => steps.map((s) => s.code);
/** `many(3, 'pink')` → three pink unicorns worth 1 star each. */
const many = (n: number, color: Color | null, extra: Partial<HeldUnicorn> = {}): HeldUnicorn[] =>
	Array.from({ length: n }, () => ({ stars: 1, color, ...extra }));
const colors = (pink: number, blue: number, green: number, yellow: number): HeldUnicorn[] => [
	...many(pink, 'pink'),
	...many(blue, 'blue'),
	...many(green, 'green'),
	...many(yellow, 'yellow')
];
const cc = (color: Color): Token => ({ kind: 'cotton-candy', color });
const fd = (color: Color): Token => ({ kind: 'fairy-dust', color });

/** A row of a table of holdings and what they score. */
type Case = { rule: string; unicorns: HeldUnicorn[]; setBonus: number; rainbows: number };
describe('collections of one colour (ktu.scoring.sets)', () => {
	test.each([
		{ size: 1, bonus: 0 },
		{ size: 2, bonus: 2 },
		{ size: 3, bonus: 5 },
		{ size: 4, bonus: 8 },
		{ size: 5, bonus: 12 }
	])('$size unicorns of one colour earn +$bonus', ({ size, bonus }) => {
		const result = scoreHoldings({ unicorns: many(size, 'green') });
		expect(result.setBonus).toBe(bonus);
		expect(result.total).toBe(size + bonus);
		expect(result.groups).toEqual(size >= 2 ? [{ kind: 'set', color: 'green', size, bonus }] : []);
	});

	test.each<{ size: number; reading: BeyondFive; bonus: number; sizes: number[] }>([
		{ size: 6, reading: 'cap', bonus: 12, sizes: [6] },
		{ size: 7, reading: 'cap', bonus: 12, sizes: [7] },
		{ size: 10, reading: 'cap', bonus: 12, sizes: [10] },
		{ size: 6, reading: 'new-collection', bonus: 12, sizes: [5] },
		{ size: 7, reading: 'new-collection', bonus: 14, sizes: [5, 2] },
		{ size: 8, reading: 'new-collection', bonus: 17, sizes: [5, 3] },
		{ size: 9, reading: 'new-collection', bonus: 20, sizes: [5, 4] },
		{ size: 10, reading: 'new-collection', bonus: 24, sizes: [5, 5] },
		{ size: 12, reading: 'new-collection', bonus: 26, sizes: [5, 5, 2] }
	])(
		'beyond five, $size of a colour with the $reading reading earn +$bonus',
		({ size, reading, bonus, sizes }) => {
			const result = scoreHoldings({ unicorns: many(size, 'blue'), beyondFive: reading });
			expect(result.setBonus).toBe(bonus);
			expect(result.groups.map((g) => g.size)).toEqual(sizes);
			const note = reading === 'cap' ? 'score.beyondFiveCap' : 'score.beyondFiveNewCollection';
			expect(result.steps.find((s) => s.code === note)?.interpretation).toBe(true);
		}
	);

	test('the cap reading is the default', () => {
		expect(scoreHoldings({ unicorns: many(7, 'pink') }).beyondFive).toBe('cap');
		expect(scoreHoldings({ unicorns: many(7, 'pink') }).setBonus).toBe(12);
	});

	test('when the reading changes the total, the result gives the other total too', () => {
		const result = scoreHoldings({ unicorns: many(7, 'pink') });
		expect(result.otherReadingTotal).toBe(7 + 14);
		expect(result.steps.find((s) => s.code === 'score.readingChangesTotal')).toMatchObject({
			interpretation: true,
			params: { reading: 'cap', total: 19, otherReading: 'new-collection', otherTotal: 21 }
		});
		expect(codes(scoreHoldings({ unicorns: many(5, 'pink') }).steps)).not.toContain(
			'score.readingChangesTotal'
		);
	});

	test('splitting differently never beats 5-blocks plus a remainder (new-collection)', () => {
		const table = [0, 0, 2, 5, 8, 12];
		const greedy = (n: number) => 12 * Math.floor(n / 5) + (table[n % 5] ?? 0);
		for (let n = 0; n <= 30; n++) {
			expect(
				scoreHoldings({ unicorns: many(n, 'yellow'), beyondFive: 'new-collection' }).setBonus
			).toBe(greedy(n));
		}
	});
});

describe('rainbows (ktu.scoring.rainbow) and the best arrangement', () => {
	test.each([
		{
			rule: 'one of each colour is a rainbow',
			counts: [1, 1, 1, 1],
			rainbows: 1,
			bonus: 8,
			instant: false
		},
		{
			rule: 'three colours are no rainbow',
			counts: [1, 1, 1, 0],
			rainbows: 0,
			bonus: 0,
			instant: false
		},
		{
			rule: 'a pair and a rainbow: the rainbow is worth more',
			counts: [2, 1, 1, 1],
			rainbows: 1,
			bonus: 8,
			instant: false
		},
		{
			rule: 'three of a colour and a rainbow: rainbow plus the pair left over',
			counts: [3, 1, 1, 1],
			rainbows: 1,
			bonus: 10,
			instant: false
		},
		{
			rule: 'five of a colour with one of each other: rainbow plus four',
			counts: [5, 1, 1, 1],
			rainbows: 1,
			bonus: 16,
			instant: false
		},
		{
			rule: 'two of each colour is a double rainbow',
			counts: [2, 2, 2, 2],
			rainbows: 2,
			bonus: 16,
			instant: true
		},
		{
			rule: 'three of each: three rainbows beat four trios',
			counts: [3, 3, 3, 3],
			rainbows: 3,
			bonus: 24,
			instant: true
		},
		{
			rule: 'four of each: four rainbows tie four collections and are kept',
			counts: [4, 4, 4, 4],
			rainbows: 4,
			bonus: 32,
			instant: true
		},
		{
			rule: 'five of each: four collections of five beat rainbows',
			counts: [5, 5, 5, 5],
			rainbows: 0,
			bonus: 48,
			instant: true
		},
		{
			rule: 'a double rainbow wins even when collections pay more',
			counts: [5, 5, 5, 2],
			rainbows: 0,
			bonus: 38,
			instant: true
		},
		{
			rule: 'a rainbow and two pairs beat two collections of three',
			counts: [3, 3, 1, 1],
			rainbows: 1,
			bonus: 12,
			instant: false
		},
		{
			rule: 'two collections of five beat a rainbow that breaks them',
			counts: [5, 5, 2, 1],
			rainbows: 0,
			bonus: 26,
			instant: false
		}
	])('$rule', ({ counts, rainbows, bonus, instant }) => {
		const [p = 0, b = 0, g = 0, y = 0] = counts;
		const result = scoreHoldings({ unicorns: colors(p, b, g, y) });
		expect(result.rainbows).toBe(rainbows);
		expect(result.rainbowBonus).toBe(rainbows * 8);
		expect(result.setBonus + result.rainbowBonus).toBe(bonus);
		expect(result.instantVictory).toBe(instant);
		expect(result.groups.filter((g) => g.kind === 'rainbow')).toHaveLength(rainbows);
		expect(codes(result.steps).includes('score.doubleRainbow')).toBe(instant);
	});

	test('the arrangement lists the rainbow, then the collections in colour order', () => {
		expect(scoreHoldings({ unicorns: colors(3, 3, 1, 1) }).groups).toEqual([
			{ kind: 'rainbow', size: 4, bonus: 8 },
			{ kind: 'set', color: 'pink', size: 2, bonus: 2 },
			{ kind: 'set', color: 'blue', size: 2, bonus: 2 }
		]);
	});
});

describe('Siamese Unicorn (ktu.scheme.siamese)', () => {
	test.each([
		{
			rule: 'counts as 2 of its colour for a collection',
			unicorns: [
				{ stars: 3, color: 'blue', siamese: true },
				{ stars: 1, color: 'blue' }
			],
			stars: 4,
			setBonus: 5,
			rainbows: 0
		},
		{
			rule: 'alone it is a pair',
			unicorns: [{ stars: 2, color: 'pink', siamese: true }],
			stars: 2,
			setBonus: 2,
			rainbows: 0
		},
		{
			rule: 'its stars count once',
			unicorns: [{ stars: 5, color: 'green', siamese: true }],
			stars: 5,
			setBonus: 2,
			rainbows: 0
		},
		{
			rule: 'it fills its colour in both rainbows of a double rainbow',
			unicorns: [{ stars: 1, color: 'pink', siamese: true }, ...colors(0, 2, 2, 2)],
			stars: 7,
			setBonus: 0,
			rainbows: 2
		}
	] as (Case & { stars: number })[])('$rule', ({ unicorns, stars, setBonus, rainbows }) => {
		const result = scoreHoldings({ unicorns });
		expect(result.stars).toBe(stars);
		expect(result.setBonus).toBe(setBonus);
		expect(result.rainbows).toBe(rainbows);
		expect(codes(result.steps)).toContain('score.siamese');
	});

	test('it is one card: a rainbow and the other Siamese as a pair, +10 not +13', () => {
		// docs/rules-readings.md#ktu-siamese: Siamese pink, Siamese pink, blue, green, yellow.
		const result = scoreHoldings({
			unicorns: [
				{ stars: 1, color: 'pink', siamese: true },
				{ stars: 1, color: 'pink', siamese: true },
				...colors(0, 1, 1, 1)
			]
		});
		expect(result.rainbowBonus + result.setBonus).toBe(10);
		expect(result.total).toBe(5 + 10);
		expect(result.groups).toEqual([
			{ kind: 'rainbow', size: 4, bonus: 8 },
			{ kind: 'set', color: 'pink', size: 2, bonus: 2 }
		]);
	});

	test('a Siamese Unicorn in a single rainbow lends its second count to nothing', () => {
		// Siamese pink + blue, green, yellow: a rainbow (+8), and no pink pair beside it.
		const result = scoreHoldings({
			unicorns: [{ stars: 0, color: 'pink', siamese: true }, ...colors(0, 1, 1, 1)]
		});
		expect(result.rainbowBonus + result.setBonus).toBe(8);
		expect(result.rainbows).toBe(1);
	});

	test.each([
		// docs/rules-readings.md#ktu-siamese: under the French reading a Siamese is still one card, whole in one
		// collection; its two counts never straddle two collections.
		{ siamese: 2, reading: 'new-collection', bonus: 8, sizes: [4] },
		{ siamese: 3, reading: 'new-collection', bonus: 10, sizes: [4, 2] },
		{ siamese: 4, reading: 'new-collection', bonus: 16, sizes: [4, 4] },
		{ siamese: 5, reading: 'new-collection', bonus: 18, sizes: [4, 4, 2] },
		{ siamese: 3, reading: 'cap', bonus: 12, sizes: [6] },
		{ siamese: 4, reading: 'cap', bonus: 12, sizes: [8] }
	] as const)(
		'$siamese pink Siamese under the $reading reading: +$bonus ($sizes)',
		({ siamese, reading, bonus, sizes }) => {
			const result = scoreHoldings({
				unicorns: many(siamese, 'pink', { siamese: true }),
				beyondFive: reading
			});
			expect(result.setBonus).toBe(bonus);
			expect(result.groups).toEqual(
				sizes.map((size) => ({
					kind: 'set',
					color: 'pink',
					size,
					bonus: [0, 0, 2, 5, 8, 12][Math.min(size, 5)]
				}))
			);
		}
	);

	test('a Siamese with a plain card of its colour makes a collection of 3, 4 or 5 (new-collection)', () => {
		// One plain pink + two Siamese pink: 5 units in one collection (+12), not 4 + 1.
		const two = scoreHoldings({
			unicorns: [...many(2, 'pink', { siamese: true }), ...many(1, 'pink')],
			beyondFive: 'new-collection'
		});
		expect(two.setBonus).toBe(12);
		// One plain + three Siamese: 5 + 2 (+14), not 4 + 2 + 1 or 5 + 3.
		const three = scoreHoldings({
			unicorns: [...many(3, 'pink', { siamese: true }), ...many(1, 'pink')],
			beyondFive: 'new-collection'
		});
		expect(three.setBonus).toBe(14);
		expect(three.groups.map((g) => g.size)).toEqual([5, 2]);
	});

	test('the rainbow takes the card that leaves the best collections (new-collection)', () => {
		// Three pink Siamese, one plain pink, blue, green, yellow. The plain pink in the rainbow
		// leaves 3 Siamese (4 + 2 = +10); a Siamese in it leaves 1 plain + 2 Siamese (5: +12).
		const result = scoreHoldings({
			unicorns: [...many(3, 'pink', { siamese: true }), ...colors(1, 1, 1, 1)],
			beyondFive: 'new-collection'
		});
		expect(result.rainbowBonus + result.setBonus).toBe(8 + 12);
		expect(result.groups).toEqual([
			{ kind: 'rainbow', size: 4, bonus: 8 },
			{ kind: 'set', color: 'pink', size: 5, bonus: 12 }
		]);
	});

	test('a Siamese Unicorn gives a double rainbow its instant victory', () => {
		const result = scoreHoldings({
			unicorns: [{ stars: 1, color: 'pink', siamese: true }, ...colors(0, 2, 2, 2)]
		});
		expect(result.instantVictory).toBe(true);
	});
});

describe('legendary unicorns (ktu.legendary) and tokens (ktu.phase.market)', () => {
	test.each([
		{
			rule: 'a legendary unicorn joins no collection',
			unicorns: [{ stars: 4, color: null }, ...many(1, 'pink')],
			setBonus: 0,
			rainbows: 0,
			step: 'score.legendaryNoColor'
		},
		{
			rule: 'a legendary unicorn does not complete a rainbow',
			unicorns: [{ stars: 4, color: null }, ...colors(1, 1, 1, 0)],
			setBonus: 0,
			rainbows: 0,
			step: 'score.legendaryNoColor'
		},
		{
			rule: 'Cotton Candy gives a legendary unicorn a colour',
			unicorns: [{ stars: 4, color: null, tokens: [cc('pink')] }, ...many(1, 'pink')],
			setBonus: 2,
			rainbows: 0,
			step: 'score.legendaryColored'
		},
		{
			rule: 'Fairy Dust lets a legendary unicorn complete a rainbow',
			unicorns: [{ stars: 4, color: null, tokens: [fd('yellow')] }, ...colors(1, 1, 1, 0)],
			setBonus: 0,
			rainbows: 1,
			step: 'score.legendaryColored'
		},
		{
			rule: 'Cotton Candy changes a unicorn\u2019s colour',
			unicorns: [{ stars: 1, color: 'pink', tokens: [cc('blue')] }, ...many(1, 'blue')],
			setBonus: 2,
			rainbows: 0,
			step: 'score.set'
		},
		{
			rule: 'the last colour token placed decides the colour',
			unicorns: [
				{ stars: 1, color: 'pink', tokens: [cc('blue'), fd('green')] },
				...many(1, 'green')
			],
			setBonus: 2,
			rainbows: 0,
			step: 'score.lastColorTokenWins'
		},
		{
			rule: 'a Fake Horn placed last does not undo a colour token',
			unicorns: [
				{ stars: 1, color: 'pink', tokens: [cc('blue'), 'fake-horn'] },
				...many(1, 'blue')
			],
			setBonus: 2,
			rainbows: 0,
			step: 'score.fakeHorn'
		},
		{
			rule: 'a colour token of the unicorn\u2019s own colour changes nothing',
			unicorns: [{ stars: 1, color: 'blue', tokens: [cc('blue')] }, ...many(1, 'blue')],
			setBonus: 2,
			rainbows: 0,
			step: 'score.sameColorToken'
		}
	] as (Case & { step: string })[])('$rule', ({ unicorns, setBonus, rainbows, step }) => {
		const result = scoreHoldings({ unicorns });
		expect(result.setBonus).toBe(setBonus);
		expect(result.rainbows).toBe(rainbows);
		expect(codes(result.steps)).toContain(step);
	});

	test.each<{ rule: string; tokens: Token[]; points: number }>([
		{ rule: 'a Fake Horn adds 2 points', tokens: ['fake-horn'], points: 2 },
		{ rule: 'Fairy Dust adds 2 points', tokens: [fd('pink')], points: 2 },
		{ rule: 'Cotton Candy adds no points', tokens: [cc('pink')], points: 0 },
		{
			rule: 'stacked tokens add up',
			tokens: ['fake-horn', fd('blue'), cc('green'), 'fake-horn'],
			points: 6
		},
		{ rule: 'a same-colour Fairy Dust still adds its points', tokens: [fd('yellow')], points: 2 }
	])('$rule', ({ tokens, points }) => {
		const result = scoreHoldings({ unicorns: [{ stars: 3, color: 'yellow', tokens }] });
		expect(result.tokenPoints).toBe(points);
		expect(result.total).toBe(3 + points);
	});

	test("the last colour token rule is the books' rule, not marked as a reading", () => {
		const result = scoreHoldings({
			unicorns: [{ stars: 1, color: 'pink', tokens: [cc('blue'), fd('green')] }]
		});
		const last = result.steps.find((s) => s.code === 'score.lastColorTokenWins');
		expect(last).toMatchObject({
			rule: 'ktu.faq.stacked-tokens',
			params: { index: 0, number: 1, color: 'green', tokens: 2 }
		});
		expect(last).not.toHaveProperty('interpretation');
		expect(result.colorCounts).toEqual({ pink: 0, blue: 0, green: 1, yellow: 0 });
	});
});

describe('points that are not collections (ktu.scoring)', () => {
	test.each([
		{
			rule: 'stars add up, zero and negative included',
			holdings: {
				unicorns: [
					{ stars: 3, color: 'pink' },
					{ stars: 0, color: 'blue' },
					{ stars: -2, color: 'green' }
				]
			},
			total: 1
		},
		{ rule: 'each Paté adds its value', holdings: { unicorns: [], pate: [1, 3, 2] }, total: 6 },
		{
			rule: 'scheme points count per unicorn and per player, signed',
			holdings: { unicorns: [{ stars: 2, color: null, schemePoints: -3 }], schemePoints: 4 },
			total: 3
		},
		{ rule: 'no unicorns score 0', holdings: { unicorns: [] }, total: 0 },
		{
			rule: 'everything together',
			holdings: {
				unicorns: [
					...colors(2, 1, 1, 1),
					{ stars: 4, color: null, tokens: ['fake-horn'], schemePoints: 1 }
				],
				pate: [2],
				schemePoints: -1
			},
			total: 5 + 4 + 2 + 1 + 2 - 1 + 8
		}
	] as { rule: string; holdings: Holdings; total: number }[])('$rule', ({ holdings, total }) => {
		const result = scoreHoldings(holdings);
		expect(result.errors).toEqual([]);
		expect(result.total).toBe(total);
		expect(result.total).toBe(
			result.stars +
				result.tokenPoints +
				result.patePoints +
				result.schemePoints +
				result.setBonus +
				result.rainbowBonus
		);
	});
});

describe('bad input is reported with a total of 0', () => {
	test.each([
		{
			rule: 'stars beyond any card (bounds.ts)',
			holdings: { unicorns: [{ stars: 99, color: 'pink' }] },
			code: 'score.error.starsOutOfRange',
			params: { index: 0, field: 'stars', value: 99, min: -10, max: 10 }
		},
		{
			rule: 'stars of 1e308',
			holdings: { unicorns: [{ stars: 1e308, color: 'pink' }] },
			code: 'score.error.starsOutOfRange',
			params: { field: 'stars' }
		},
		{
			rule: 'scheme points of -1e308 on a unicorn',
			holdings: { unicorns: [{ stars: 1, color: 'pink', schemePoints: -1e308 }] },
			code: 'score.error.schemePointsOutOfRange',
			params: { field: 'schemePoints', min: -30, max: 30 }
		},
		{
			rule: "a player's scheme points of 1e308",
			holdings: { unicorns: [], schemePoints: 1e308 },
			code: 'score.error.playerSchemePointsOutOfRange',
			params: { field: 'schemePoints', value: 1e308 }
		},
		{
			rule: 'fractional stars',
			holdings: { unicorns: [{ stars: 1.5, color: 'pink' }] },
			code: 'score.error.starsNotWhole',
			params: { index: 0, field: 'stars', value: 1.5 }
		},
		{
			rule: 'infinite stars',
			holdings: { unicorns: [{ stars: Infinity, color: 'pink' }] },
			code: 'score.error.starsNotWhole',
			params: { field: 'stars' }
		},
		{
			rule: 'NaN stars',
			holdings: { unicorns: [{ stars: NaN, color: 'pink' }] },
			code: 'score.error.starsNotWhole',
			params: { field: 'stars' }
		},
		{
			rule: 'stars typed as text',
			holdings: { unicorns: [{ stars: '3', color: 'pink' }] },
			code: 'score.error.starsNotWhole',
			params: { field: 'stars', value: '3' }
		},
		{
			rule: 'an unknown colour',
			holdings: { unicorns: [{ stars: 1, color: 'purple' }] },
			code: 'score.error.unknownColor',
			params: { field: 'color', value: 'purple' }
		},
		{
			rule: 'a missing colour',
			holdings: { unicorns: [{ stars: 1 }] },
			code: 'score.error.unknownColor',
			params: { field: 'color' }
		},
		{
			rule: 'a Paté worth 0',
			holdings: { unicorns: [], pate: [0] },
			code: 'score.error.pateValue',
			params: { field: 'pate', value: 0 }
		},
		{
			rule: 'a Paté worth 4',
			holdings: { unicorns: [], pate: [2, 4] },
			code: 'score.error.pateValue',
			params: { index: 1, value: 4 }
		},
		{
			rule: 'a fractional Paté',
			holdings: { unicorns: [], pate: [1.5] },
			code: 'score.error.pateValue',
			params: { value: 1.5 }
		},
		{
			rule: 'Paté values that are not a list',
			holdings: { unicorns: [], pate: 3 },
			code: 'score.error.pateNotList',
			params: { field: 'pate' }
		},
		{
			rule: 'fractional scheme points on a unicorn',
			holdings: { unicorns: [{ stars: 1, color: 'blue', schemePoints: 0.5 }] },
			code: 'score.error.schemePointsNotWhole',
			params: { index: 0, field: 'schemePoints' }
		},
		{
			rule: 'fractional scheme points for the player',
			holdings: { unicorns: [], schemePoints: -1.5 },
			code: 'score.error.playerSchemePointsNotWhole',
			params: { field: 'schemePoints', value: -1.5 }
		},
		{
			rule: 'an unknown token',
			holdings: { unicorns: [{ stars: 1, color: 'blue', tokens: ['glitter'] }] },
			code: 'score.error.unknownToken',
			params: { index: 0, token: 0, value: 'glitter' }
		},
		{
			rule: 'a colour token with an unknown colour',
			holdings: {
				unicorns: [{ stars: 1, color: 'blue', tokens: [{ kind: 'fairy-dust', color: 'red' }] }]
			},
			code: 'score.error.unknownTokenColor',
			params: { value: 'red' }
		},
		{
			rule: 'tokens that are not a list',
			holdings: { unicorns: [{ stars: 1, color: 'blue', tokens: 'fake-horn' }] },
			code: 'score.error.tokensNotList',
			params: { index: 0 }
		},
		{
			rule: 'a unicorn that is not an object',
			holdings: { unicorns: [3] },
			code: 'score.error.unicornNotObject',
			params: { index: 0 }
		},
		{
			rule: 'unicorns that are not a list',
			holdings: { unicorns: null },
			code: 'score.error.unicornsNotList',
			params: { field: 'unicorns' }
		},
		{
			rule: 'an unknown reading of the beyond-five rule',
			holdings: { unicorns: [], beyondFive: 'double' },
			code: 'score.error.unknownReading',
			params: { field: 'beyondFive' }
		}
	])('$rule', ({ holdings, code, params }) => {
		const result = scoreHoldings(holdings as unknown as Holdings);
		expect(result.total).toBe(0);
		expect(result.groups).toEqual([]);
		expect(result.instantVictory).toBe(false);
		expect(result.steps).toEqual([]);
		expect(codes(result.errors)).toContain(code);
		expect(result.errors.find((e) => e.code === code)?.params).toMatchObject(params);
	});
});

// ---------------------------------------------------------------------------------------------
// An independent brute force: every assignment of each coloured card to the rainbows or to its
// colour's collections; for the French reading, every way of grouping each colour's cards into
// collections of at most 5 (a Siamese Unicorn is one card of two units: it goes whole into one).

const TABLE = [0, 0, 2, 5, 8, 12];
function bestPartition(n: number, largest = 5): number {
	// Every partition of n into parts of at most `largest`, parts in non-increasing order.
	if (n === 0) return 0;
	let best = -Infinity;
	for (let part = Math.min(n, largest); part >= 1; part--)
		best = Math.max(best, (TABLE[part] ?? 0) + bestPartition(n - part, part));
	return best;
}
/**
 * Plain cards and Siamese cards into collections of at most 5 units: count how many collections
 * of each shape holding a Siamese there are (2 Siamese + 1, 2 Siamese, 1 Siamese + 0–3 plain);
 * the plain cards left are split at best.
 */
const wholeCardMemo = new Map<string, number>();
function wholeCards(plain: number, siamese: number): number {
	const key = `${plain}/${siamese}`;
	const known = wholeCardMemo.get(key);
	if (known !== undefined) return known;
	const shapes = [
		{ s: 2, p: 1 },
		{ s: 2, p: 0 },
		{ s: 1, p: 3 },
		{ s: 1, p: 2 },
		{ s: 1, p: 1 },
		{ s: 1, p: 0 }
	];
	let best = -Infinity;
	const walk = (i: number, s: number, p: number, bonus: number) => {
		if (i === shapes.length) {
			if (s === 0) best = Math.max(best, bonus + bestPartition(p));
			return;
		}
		const shape = shapes[i] as { s: number; p: number };
		for (let n = 0; n * shape.s <= s && n * shape.p <= p; n++) {
			walk(
				i + 1,
				s - n * shape.s,
				p - n * shape.p,
				bonus + n * (TABLE[2 * shape.s + shape.p] ?? 0)
			);
		}
	};
	walk(0, siamese, plain, 0);
	wholeCardMemo.set(key, best);
	return best;
}
function collectionsScore(plain: number, siamese: number, reading: BeyondFive): number {
	return reading === 'cap'
		? (TABLE[Math.min(plain + 2 * siamese, 5)] ?? 0)
		: wholeCards(plain, siamese);
}
function bruteForce(holdings: Holdings, reading: BeyondFive) {
	const cards: { color: Color; siamese: boolean }[] = [];
	let points = (holdings.pate ?? []).reduce((a, b) => a + b, 0) + (holdings.schemePoints ?? 0);
	for (const u of holdings.unicorns) {
		let color = u.color;
		points += u.stars + (u.schemePoints ?? 0);
		for (const t of u.tokens ?? []) {
			if (t === 'fake-horn') points += 2;
			else {
				if (t.kind === 'fairy-dust') points += 2;
				color = t.color;
			}
		}
		if (color === null) continue;
		cards.push({ color, siamese: u.siamese === true });
	}
	// Each card goes whole to one place: a collection, or a rainbow. A Siamese Unicorn in a
	// rainbow fills one place (its second count unused) or its colour's place in two rainbows.
	const choices = cards.map((c) => (c.siamese ? 3 : 2));
	let bonus = -Infinity;
	const pick = Array.from(cards, () => 0);
	for (;;) {
		const rainbow: Record<Color, number> = { pink: 0, blue: 0, green: 0, yellow: 0 };
		const plain: Record<Color, number> = { pink: 0, blue: 0, green: 0, yellow: 0 };
		const siamese: Record<Color, number> = { pink: 0, blue: 0, green: 0, yellow: 0 };
		let twoPlaces = false;
		cards.forEach((c, i) => {
			const p = pick[i] ?? 0;
			if (p === 0) (c.siamese ? siamese : plain)[c.color] += 1;
			else rainbow[c.color] += p;
			if (p === 2) twoPlaces = true;
		});
		const r = rainbow.pink;
		if (COLORS.every((c) => rainbow[c] === r) && (!twoPlaces || r >= 2)) {
			bonus = Math.max(
				bonus,
				8 * r + COLORS.reduce((s, c) => s + collectionsScore(plain[c], siamese[c], reading), 0)
			);
		}
		let i = 0;
		while (i < pick.length && (pick[i] ?? 0) + 1 >= (choices[i] ?? 2)) pick[i++] = 0;
		if (i === pick.length) break;
		pick[i] = (pick[i] ?? 0) + 1;
	}
	// The most rainbows: every unit of a colour can fill a place (a Siamese fills two).
	const units: Record<Color, number> = { pink: 0, blue: 0, green: 0, yellow: 0 };
	for (const c of cards) units[c.color] += c.siamese ? 2 : 1;
	const maxRainbows = Math.min(...COLORS.map((c) => units[c]));
	return { total: points + bonus, bonus, maxRainbows };
}

const token = fc.oneof(
	fc.constant<Token>('fake-horn'),
	fc.record({
		kind: fc.constantFrom('cotton-candy' as const, 'fairy-dust' as const),
		color: fc.constantFrom(...COLORS)
	})
);
const unicorn = fc.record(
	{
		stars: fc.integer({ min: -2, max: 5 }),
		color: fc.option(fc.constantFrom(...COLORS), { nil: null, freq: 6 }),
		siamese: fc.boolean(),
		schemePoints: fc.integer({ min: -3, max: 3 }),
		tokens: fc.array(token, { maxLength: 3 })
	},
	{ requiredKeys: ['stars', 'color'] }
);
const holdings = fc
	.record(
		{
			unicorns: fc.array(unicorn, { maxLength: 10 }),
			pate: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
			schemePoints: fc.integer({ min: -5, max: 5 })
		},
		{ requiredKeys: ['unicorns'] }
	)
	// Keep the brute force fast: at most 14 units (4 Siamese Unicorns among 10).
	.filter((h) => h.unicorns.filter((u) => u.siamese).length <= 4);

describe('properties', () => {
	test.each<BeyondFive>(['cap', 'new-collection'])(
		'the score equals the brute-force optimum (%s)',
		(reading) => {
			fc.assert(
				fc.property(holdings, (h) => {
					const result = scoreHoldings({ ...h, beyondFive: reading });
					const expected = bruteForce(h, reading);
					expect(result.errors).toEqual([]);
					expect(result.total).toBe(expected.total);
					expect(result.setBonus + result.rainbowBonus).toBe(expected.bonus);
					expect(result.maxRainbows).toBe(expected.maxRainbows);
					expect(result.instantVictory).toBe(expected.maxRainbows >= 2);
					expect(result.otherReadingTotal).toBe(
						bruteForce(h, reading === 'cap' ? 'new-collection' : 'cap').total
					);
				}),
				{ numRuns: 300 }
			);
		}
	);

	test('the arrangement adds up and uses no more unicorns than there are', () => {
		fc.assert(
			fc.property(holdings, fc.constantFrom<BeyondFive>('cap', 'new-collection'), (h, reading) => {
				const result = scoreHoldings({ ...h, beyondFive: reading });
				expect(result.groups.reduce((s, g) => s + g.bonus, 0)).toBe(
					result.setBonus + result.rainbowBonus
				);
				for (const color of COLORS) {
					const used = result.groups.reduce(
						(s, g) => s + (g.kind === 'rainbow' ? 1 : g.color === color ? g.size : 0),
						0
					);
					expect(used).toBeLessThanOrEqual(result.colorCounts[color]);
				}
			})
		);
	});

	test('without a Siamese Unicorn, the cap reading never scores more than the new-collection one', () => {
		// With Siamese Unicorns it can: three pink Siamese are +12 capped, 4 + 2 = +10 otherwise.
		const plainOnly = holdings.map((h) => ({
			...h,
			unicorns: h.unicorns.map((u) => ({ ...u, siamese: false }))
		}));
		fc.assert(
			fc.property(plainOnly, (h) => {
				expect(scoreHoldings({ ...h, beyondFive: 'cap' }).total).toBeLessThanOrEqual(
					scoreHoldings({ ...h, beyondFive: 'new-collection' }).total
				);
			})
		);
	});

	test('the order of the unicorns does not change the score', () => {
		fc.assert(
			fc.property(holdings, (h) => {
				const reversed = { ...h, unicorns: [...h.unicorns].reverse() };
				const a = scoreHoldings(h);
				const b = scoreHoldings(reversed);
				expect(b.total).toBe(a.total);
				expect(b.groups).toEqual(a.groups);
			})
		);
	});
});

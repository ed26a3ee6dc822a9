import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { resolveHunt, type Bid } from './hunt';

/** `bids('A5', 'B3')` → A bids 5, B bids 3 (card counts unknown). */
const bids = (...specs: string[]): Bid[] =>
	specs.map((s) => ({ player: s.slice(0, 1), total: Number(s.slice(1)) }));
const codes = (steps: { code: string }[]) => steps.map((s) => s.code);

describe('who catches the unicorn (ktu.phase.resolve, ktu.ties)', () => {
	test.each([
		{
			rule: 'the highest total wins',
			bids: bids('A5', 'B3', 'C7'),
			outcome: 'captured',
			winner: 'C',
			cancelled: []
		},
		{
			rule: 'a shared top total cancels and the next unique total wins',
			bids: bids('A7', 'B7', 'C5'),
			outcome: 'captured',
			winner: 'C',
			cancelled: [7]
		},
		{
			rule: 'three players sharing the top total all cancel',
			bids: bids('A6', 'B6', 'C6', 'D4'),
			outcome: 'captured',
			winner: 'D',
			cancelled: [6]
		},
		{
			rule: 'a tie below the top does not stop the top total',
			bids: bids('A9', 'B4', 'C4'),
			outcome: 'captured',
			winner: 'A',
			cancelled: [4]
		},
		{
			rule: 'two cancelled pairs leave the lowest unique total the winner',
			bids: bids('A8', 'B8', 'C6', 'D6', 'E2'),
			outcome: 'captured',
			winner: 'E',
			cancelled: [8, 6]
		},
		{
			rule: 'when every total is tied the unicorn runs away',
			bids: bids('A5', 'B5'),
			outcome: 'fled',
			winner: null,
			cancelled: [5]
		},
		{
			rule: 'two tied pairs and nothing else: the unicorn runs away',
			bids: bids('A5', 'B3', 'C5', 'D3'),
			outcome: 'fled',
			winner: null,
			cancelled: [5, 3]
		},
		{
			rule: 'a total of 0 can win',
			bids: bids('A0', 'B3', 'C3'),
			outcome: 'captured',
			winner: 'A',
			cancelled: [3]
		},
		{
			rule: 'zeros cancel each other too',
			bids: bids('A0', 'B0'),
			outcome: 'fled',
			winner: null,
			cancelled: [0]
		},
		{
			rule: 'zeros cancel and the higher unique total wins',
			bids: bids('A0', 'B0', 'C1'),
			outcome: 'captured',
			winner: 'C',
			cancelled: [0]
		},
		{
			rule: 'a single participant wins whatever the total',
			bids: bids('A0'),
			outcome: 'captured',
			winner: 'A',
			cancelled: []
		},
		{
			rule: 'a single participant wins with a high total',
			bids: bids('B12'),
			outcome: 'captured',
			winner: 'B',
			cancelled: []
		},
		{
			rule: 'when everyone passes the unicorn runs away',
			bids: [],
			outcome: 'fled',
			winner: null,
			cancelled: []
		}
	])('$rule', ({ bids, outcome, winner, cancelled }) => {
		const result = resolveHunt({ bids });
		expect(result.errors).toEqual([]);
		expect(result.outcome).toBe(outcome);
		expect(result.winner).toBe(winner);
		expect(result.cancelled).toEqual(cancelled);
	});

	test.each([
		{
			rule: 'ties cancel first, then the lowest total wins',
			bids: bids('A2', 'B2', 'C5', 'D9'),
			outcome: 'captured',
			winner: 'C'
		},
		{
			rule: 'without ties the lowest total wins',
			bids: bids('A4', 'B1', 'C7'),
			outcome: 'captured',
			winner: 'B'
		},
		{
			rule: 'a total of 0 is the lowest and wins',
			bids: bids('A0', 'B1'),
			outcome: 'captured',
			winner: 'A'
		},
		{
			rule: 'when every total is tied the unicorn still runs away',
			bids: bids('A3', 'B3'),
			outcome: 'fled',
			winner: null
		},
		{ rule: 'a single participant still wins', bids: bids('A9'), outcome: 'captured', winner: 'A' }
	])('Size Does Not Matter: $rule', ({ bids, outcome, winner }) => {
		const result = resolveHunt({ bids, lowestWins: true });
		expect(result.outcome).toBe(outcome);
		expect(result.winner).toBe(winner);
	});
});

describe('the explanation', () => {
	test('a cancelled tie names its total and both players, then the winner', () => {
		const { steps } = resolveHunt({ bids: bids('A7', 'B7', 'C5') });
		expect(steps).toEqual([
			{
				code: 'hunt.tieCancelled',
				rule: 'ktu.ties',
				params: { total: 7, players: ['A', 'B'], count: 2 }
			},
			{ code: 'hunt.highestWins', rule: 'ktu.ties', params: { player: 'C', total: 5 } }
		]);
	});

	test.each([
		{
			rule: 'a plain win cites the resolution',
			input: { bids: bids('A5', 'B3') },
			steps: ['hunt.highestWins'],
			cites: ['ktu.phase.resolve']
		},
		{
			rule: 'everyone passing is an interpretation',
			input: { bids: [] },
			steps: ['hunt.nobodyBid'],
			cites: ['ktu.faq.everyone-passes']
		},
		{
			rule: 'a single participant wins because the others passed',
			input: { bids: bids('A4') },
			steps: ['hunt.onlyBidder'],
			cites: ['ktu.pass']
		},
		{
			rule: 'a win with 0 cites the zero FAQ',
			input: { bids: bids('A0') },
			steps: ['hunt.onlyBidder', 'hunt.zeroWins'],
			cites: ['ktu.pass', 'ktu.faq.zero']
		},
		{
			rule: 'a tie of zeros cites the zero FAQ',
			input: { bids: bids('A0', 'B0') },
			steps: ['hunt.tieCancelled', 'hunt.allCancelled'],
			cites: ['ktu.faq.zero', 'ktu.ties']
		},
		{
			rule: 'lowest wins cites Size Does Not Matter',
			input: { bids: bids('A1', 'B2'), lowestWins: true },
			steps: ['hunt.lowestWins'],
			cites: ['ktu.scheme.size']
		}
	])('$rule', ({ input, steps, cites }) => {
		const result = resolveHunt(input);
		expect(codes(result.steps)).toEqual(steps);
		expect(result.steps.map((s) => s.rule)).toEqual(cites);
	});

	test('only the readings of docs/rules-readings.md are marked as interpretations', () => {
		expect(resolveHunt({ bids: [] }).steps[0]?.interpretation).toBe(true);
		expect(resolveHunt({ bids: bids('A7', 'B7', 'C5') }).steps.some((s) => s.interpretation)).toBe(
			false
		);
	});
});

describe('card counts (ktu.phase.hunt) and the Knight (ktu.characters)', () => {
	const bid = (player: string, total: number, cards?: number, knight?: boolean): Bid => ({
		player,
		total,
		cards,
		knight
	});

	test.each([
		{
			rule: 'everyone plays the lead count',
			bids: [bid('A', 5, 2), bid('B', 7, 2), bid('C', 8, 2)],
			winner: 'C',
			steps: ['hunt.highestWins']
		},
		{
			rule: 'the Knight may play more cards than the lead',
			bids: [bid('A', 5, 2), bid('K', 14, 4, true)],
			winner: 'K',
			steps: ['hunt.knightCount', 'hunt.highestWins']
		},
		{
			rule: 'the Knight may play the lead count without any note',
			bids: [bid('A', 5, 2), bid('K', 6, 2, true)],
			winner: 'K',
			steps: ['hunt.highestWins']
		},
		{
			rule: 'a Knight who leads may play more than 3 cards',
			bids: [bid('K', 16, 5, true), bid('B', 8, 2), bid('C', 6, 2)],
			winner: 'K',
			steps: ['hunt.knightLeads', 'hunt.knightFollowers', 'hunt.highestWins']
		},
		{
			rule: 'a total of 4 per card is the most a bid can reach',
			bids: [bid('A', 12, 3), bid('B', 11, 3)],
			winner: 'A',
			steps: ['hunt.highestWins']
		},
		{
			rule: 'unknown counts are not compared',
			bids: [bid('A', 5), bid('B', 7, 2), bid('C', 3)],
			winner: 'B',
			steps: ['hunt.highestWins']
		},
		{
			rule: 'a count left empty (null) is unknown',
			bids: [{ player: 'A', total: 5, cards: null }, bid('B', 7, 2)],
			winner: 'B',
			steps: ['hunt.highestWins']
		}
	])('$rule', ({ bids, winner, steps }) => {
		const result = resolveHunt({ bids });
		expect(result.errors).toEqual([]);
		expect(result.winner).toBe(winner);
		expect(codes(result.steps)).toEqual(steps);
	});

	test("the Knight's extra cards are the rulebook's own rule, not a reading", () => {
		// ktu.characters states that the Knight may play more than 3 Hunt cards.
		const [knight] = resolveHunt({ bids: [bid('A', 5, 2), bid('K', 14, 4, true)] }).steps;
		expect(knight).toEqual({
			code: 'hunt.knightCount',
			rule: 'ktu.characters',
			params: { player: 'K', cards: 4, expected: 2 }
		});
	});

	test("after a Knight's lead of more than 3, only what the others play is a reading", () => {
		const steps = resolveHunt({ bids: [bid('K', 16, 5, true), bid('B', 8, 2)] }).steps;
		const [lead, followers] = steps;
		expect(lead).toEqual({
			code: 'hunt.knightLeads',
			rule: 'ktu.characters',
			params: { player: 'K', cards: 5 }
		});
		expect(followers).toEqual({
			code: 'hunt.knightFollowers',
			rule: 'ktu.characters',
			params: { player: 'K', cards: 5, max: 3 },
			interpretation: true
		});
	});
});

describe('bad input is reported, never resolved (ktu.phase.hunt)', () => {
	const bid = (player: unknown, total: unknown, cards?: unknown, knight?: boolean) =>
		({ player, total, cards, knight }) as Bid;

	test.each([
		{
			rule: 'a negative total',
			bids: [bid('A', -1), bid('B', 3)],
			code: 'hunt.error.totalNegative',
			params: { player: 'A', field: 'total', value: -1 }
		},
		{
			rule: 'a fractional total',
			bids: [bid('A', 2.5), bid('B', 3)],
			code: 'hunt.error.totalNotWhole',
			params: { player: 'A', field: 'total', value: 2.5 }
		},
		{
			rule: 'a NaN total',
			bids: [bid('A', 3), bid('B', NaN)],
			code: 'hunt.error.totalNotWhole',
			params: { player: 'B', field: 'total' }
		},
		{
			rule: 'an infinite total',
			bids: [bid('A', Infinity)],
			code: 'hunt.error.totalNotWhole',
			params: { player: 'A', field: 'total', value: Infinity }
		},
		{
			rule: 'a total typed as text',
			bids: [bid('A', '5'), bid('B', 3)],
			code: 'hunt.error.totalNotWhole',
			params: { player: 'A', field: 'total', value: '5' }
		},
		{
			rule: 'a missing total',
			bids: [bid('A', undefined)],
			code: 'hunt.error.totalNotWhole',
			params: { player: 'A', field: 'total' }
		},
		{
			rule: 'a player listed twice',
			bids: [bid('A', 3), bid('A', 5)],
			code: 'players.error.twice',
			params: { player: 'A', field: 'player', index: 1 }
		},
		{
			rule: 'a player listed twice with extra spaces',
			bids: [bid('Ana', 3), bid(' Ana ', 5)],
			code: 'players.error.twice',
			params: { field: 'player', index: 1 }
		},
		{
			rule: 'an empty player name',
			bids: [bid('', 3), bid('B', 5)],
			code: 'players.error.nameMissing',
			params: { field: 'player', index: 0 }
		},
		{
			rule: 'a blank player name',
			bids: [bid('B', 3), bid('   ', 5)],
			code: 'players.error.nameMissing',
			params: { field: 'player', index: 1 }
		},
		{
			rule: 'a player name that is not text',
			bids: [bid(7, 3)],
			code: 'players.error.nameMissing',
			params: { field: 'player', value: 7 }
		},
		{
			rule: 'the lead plays 0 cards',
			bids: [bid('A', 0, 0), bid('B', 3)],
			code: 'hunt.error.leadCards',
			params: { player: 'A', field: 'cards', value: 0, min: 1, max: 3 }
		},
		{
			rule: 'the lead plays 9 cards: more than a hand',
			bids: [bid('A', 9, 9), bid('B', 3)],
			code: 'hunt.error.leadCards',
			params: { player: 'A', field: 'cards', value: 9 }
		},
		{
			rule: 'a fractional card count',
			bids: [bid('A', 3, 1.5)],
			code: 'hunt.error.cardsNotWhole',
			params: { player: 'A', field: 'cards', value: 1.5 }
		},
		{
			rule: 'a count different from the lead without the Knight power',
			bids: [bid('A', 5, 2), bid('B', 9, 3)],
			code: 'hunt.error.cardsMismatch',
			params: { player: 'B', field: 'cards', value: 3, expected: 2 }
		},
		{
			rule: 'a count different from the lead, lead count unknown',
			bids: [bid('A', 5), bid('B', 5, 2), bid('C', 9, 3)],
			code: 'hunt.error.cardsMismatch',
			params: { player: 'C', expected: 2 }
		},
		{
			rule: 'more than 3 cards without the Knight power: the error names the power',
			bids: [bid('A', 5), bid('B', 16, 4)],
			code: 'hunt.error.cardsNeedKnight',
			params: { player: 'B', value: 4, max: 3, hand: 8 }
		},
		{
			rule: 'a lead of 4 cards without the Knight power: the error names the power',
			bids: [bid('A', 9, 4), bid('B', 3)],
			code: 'hunt.error.cardsNeedKnight',
			params: { player: 'A', value: 4, max: 3 }
		},
		{
			rule: 'more than a whole hand is refused even to a non-Knight',
			bids: [bid('A', 5), bid('B', 16, 9)],
			code: 'hunt.error.cardsOutOfRange',
			params: { player: 'B', min: 1, max: 3 }
		},
		{
			rule: 'the Knight cannot play more than a full hand',
			bids: [bid('A', 5, 2), bid('K', 20, 9, true)],
			code: 'hunt.error.knightHand',
			params: { player: 'K', value: 9, max: 8 }
		},
		{
			rule: 'a total above 4 per card',
			bids: [bid('A', 9, 2), bid('B', 3, 2)],
			code: 'hunt.error.totalTooHigh',
			params: { player: 'A', field: 'total', value: 9, max: 8 }
		},
		{
			rule: 'a total above 12 when the count is unknown',
			bids: [bid('A', 13), bid('B', 3)],
			code: 'hunt.error.totalTooHigh',
			params: { player: 'A', max: 12 }
		},
		{
			rule: 'a total above a full hand for the Knight',
			bids: [bid('A', 3), bid('K', 33, undefined, true)],
			code: 'hunt.error.totalTooHigh',
			params: { player: 'K', max: 32 }
		},
		{
			rule: 'a bid that is not an object',
			bids: [null as unknown as Bid],
			code: 'hunt.error.bidNotObject',
			params: { index: 0 }
		},
		{
			rule: 'bids that are not a list',
			bids: 'A5' as unknown as Bid[],
			code: 'players.error.notList',
			params: { field: 'bids' }
		}
	])('$rule', ({ bids, code, params }) => {
		const result = resolveHunt({ bids });
		expect(result.outcome).toBe('invalid');
		expect(result.winner).toBeNull();
		expect(result.cancelled).toEqual([]);
		expect(result.steps).toEqual([]);
		expect(codes(result.errors)).toContain(code);
		expect(result.errors.find((e) => e.code === code)?.params).toMatchObject(params);
	});

	test('every bad bid is reported, not just the first', () => {
		const result = resolveHunt({ bids: [bid('A', -1), bid('', 2.5), bid('C', 3)] });
		expect(codes(result.errors)).toEqual([
			'hunt.error.totalNegative',
			'players.error.nameMissing',
			'hunt.error.totalNotWhole'
		]);
	});
});

// Generators: distinct players in table order, everyone playing the same number of cards.
const validBids = (maxBidders = 6) =>
	fc
		.record({
			players: fc.uniqueArray(fc.constantFrom('Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'), {
				maxLength: maxBidders
			}),
			cards: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })
		})
		.chain(({ players, cards }) =>
			fc
				.array(fc.integer({ min: 0, max: 4 * (cards ?? 3) }), {
					minLength: players.length,
					maxLength: players.length
				})
				.map((totals) =>
					players.map((player, i): Bid => ({ player, total: totals[i] ?? 0, cards }))
				)
		);

describe('properties', () => {
	test('the winner does not depend on the order of the other bids', () => {
		// The lead stays first: card counts are checked against the lead's.
		const bidsAndShuffle = validBids().chain((bids) =>
			fc.tuple(
				fc.constant(bids),
				fc.shuffledSubarray(bids.slice(1), {
					minLength: Math.max(0, bids.length - 1),
					maxLength: Math.max(0, bids.length - 1)
				})
			)
		);
		fc.assert(
			fc.property(bidsAndShuffle, fc.boolean(), ([bids, shuffled], lowestWins) => {
				const lead = bids[0];
				const a = resolveHunt({ bids, lowestWins });
				const b = resolveHunt({ bids: lead ? [lead, ...shuffled] : [], lowestWins });
				expect(b.outcome).toBe(a.outcome);
				expect(b.winner).toBe(a.winner);
				expect(b.cancelled).toEqual(a.cancelled);
			})
		);
	});

	test('the winning total is unique among the bids and the best of the uncancelled totals', () => {
		fc.assert(
			fc.property(validBids(), fc.boolean(), (bids, lowestWins) => {
				const result = resolveHunt({ bids, lowestWins });
				expect(result.outcome).not.toBe('invalid');
				const totals = bids.map((b) => b.total);
				const unique = totals.filter((t) => totals.indexOf(t) === totals.lastIndexOf(t));
				expect(result.cancelled.every((t) => totals.filter((x) => x === t).length > 1)).toBe(true);
				if (unique.length === 0) {
					expect(result.outcome).toBe('fled');
					expect(result.winner).toBeNull();
					return;
				}
				expect(result.outcome).toBe('captured');
				const winning = bids.find((b) => b.player === result.winner)?.total;
				expect(totals.filter((t) => t === winning)).toHaveLength(1);
				expect(winning).toBe(lowestWins ? Math.min(...unique) : Math.max(...unique));
				expect(result.cancelled).not.toContain(winning);
			})
		);
	});

	test('a hunt with any bad total is invalid and names no winner', () => {
		const bad = fc.constantFrom<unknown>(
			-1,
			-0.5,
			1.5,
			NaN,
			Infinity,
			-Infinity,
			'3',
			null,
			undefined,
			{}
		);
		fc.assert(
			fc.property(validBids(5), bad, fc.nat(), (bids, value, at) => {
				const broken = [...bids, { player: 'Zed', total: value as number }];
				const i = at % broken.length;
				const target = broken[i];
				if (target) broken[i] = { ...target, total: value as number };
				const result = resolveHunt({ bids: broken });
				expect(result.outcome).toBe('invalid');
				expect(result.winner).toBeNull();
				expect(result.errors.length).toBeGreaterThan(0);
			})
		);
	});
});

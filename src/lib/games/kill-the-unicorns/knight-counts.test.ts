// The Knight's card counts against the decision's table (docs/rules-readings.md#ktu-knight-lead), written
// from the decision's text, not from hunt.ts:
// - the lead plays 1, 2 or 3 cards; with the Knight's power, up to 8 (a whole hand);
// - after a lead of 1–3, every other hunter plays the lead's count; a Knight using the power may
//   play any count from the lead's up to 8;
// - after a Knight's lead of more than 3, the others play either the Knight's count or one count
//   from 1 to 3, the same for all of them (no follower's count is a reference for the others).
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { resolveHunt, type Bid } from './hunt';
import { cardCounts, checkRoundCards } from './knight';

const HAND = 8;
/** Counts a table could type, a few beyond the rules on each side. */
const COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const LEADS = [1, 2, 3, 4, 5, 6, 7, 8];

const leadAllowed = (cards: number, power: boolean) => cards >= 1 && cards <= (power ? HAND : 3);

/** The decision's table for a hunt whose lead's count is allowed. */
function allowed(lead: number, followers: readonly { cards: number; power: boolean }[]): boolean {
	if (lead <= 3) {
		return followers.every((f) =>
			f.power ? f.cards >= lead && f.cards <= HAND : f.cards === lead
		);
	}
	const counts = new Set(followers.map((f) => f.cards));
	if (counts.size > 1) return false;
	const [shared] = counts;
	return shared === undefined || shared === lead || (shared >= 1 && shared <= 3);
}

const bid = (player: string, cards: number, power: boolean): Bid => ({
	player,
	// One point a card: a real total whatever the count, so only the counts are judged.
	total: cards,
	cards,
	...(power ? { knight: true } : {})
});

describe('the lead (ktu.phase.hunt, ktu.characters)', () => {
	test.each(COUNTS.flatMap((cards) => [false, true].map((power) => [cards, power] as const)))(
		'a lead of %d cards, Knight power %s',
		(cards, power) => {
			const result = resolveHunt({ bids: [bid('K', cards, power)] });
			expect(result.errors.length === 0).toBe(leadAllowed(cards, power));
			expect(result.outcome).toBe(leadAllowed(cards, power) ? 'captured' : 'invalid');
		}
	);
});

describe('one follower, every lead count 1–8 with and without the power', () => {
	const cases = LEADS.flatMap((lead) =>
		[false, true].flatMap((leadPower) =>
			COUNTS.flatMap((cards) =>
				// One Knight at the table: a follower uses the power only after a lead without it.
				(leadPower ? [false] : [false, true]).map(
					(power) => [lead, leadPower, cards, power] as const
				)
			)
		)
	).filter(([lead, leadPower]) => leadAllowed(lead, leadPower));

	test.each(cases)(
		'lead %d (power %s), follower %d (power %s)',
		(lead, leadPower, cards, power) => {
			const result = resolveHunt({ bids: [bid('L', lead, leadPower), bid('F', cards, power)] });
			const expected = allowed(lead, [{ cards, power }]);
			expect(result.errors.length === 0, JSON.stringify(result.errors)).toBe(expected);
			expect(result.outcome === 'invalid').toBe(!expected);
		}
	);

	test('a lead of 4 or more without the power is refused, naming the power', () => {
		for (const lead of [4, 5, 6, 7, 8]) {
			const result = resolveHunt({ bids: [bid('L', lead, false), bid('F', lead, false)] });
			expect(result.errors.map((e) => e.code)).toContain('hunt.error.cardsNeedKnight');
		}
	});
});

describe('the Knight following with the power', () => {
	test.each([1, 2, 3].flatMap((lead) => COUNTS.map((cards) => [lead, cards] as const)))(
		'lead %d, Knight %d',
		(lead, cards) => {
			const result = resolveHunt({ bids: [bid('L', lead, false), bid('K', cards, true)] });
			const codes = result.errors.map((e) => e.code);
			if (cards < lead) expect(codes).toEqual(['hunt.error.knightTooFew']);
			else if (cards > HAND) expect(codes).toEqual(['hunt.error.knightHand']);
			else expect(codes).toEqual([]);
		}
	);

	test('a Knight playing 1 card against a lead of 3 is refused, and nothing is resolved', () => {
		const result = resolveHunt({
			bids: [bid('A', 3, false), bid('K', 1, true), bid('C', 3, false)]
		});
		expect(result.outcome).toBe('invalid');
		expect(result.winner).toBeNull();
		expect(result.errors).toEqual([
			{
				code: 'hunt.error.knightTooFew',
				rule: 'ktu.characters',
				params: {
					player: 'K',
					index: 1,
					number: 2,
					field: 'cards',
					value: 1,
					expected: 3,
					max: HAND
				}
			}
		]);
	});
});

describe("after a Knight's lead of more than 3 cards (Hornbook's reading)", () => {
	test.each([
		{ rule: 'everyone plays the Knight’s count', counts: [5, 5, 5], ok: true },
		{ rule: 'the others share one count from 1 to 3', counts: [5, 2, 2], ok: true },
		{ rule: 'one other plays 3', counts: [8, 3], ok: true },
		{ rule: 'the others disagree between 1–3 counts', counts: [5, 2, 3], ok: false },
		{ rule: 'one plays the Knight’s count, another 2', counts: [5, 5, 2], ok: false },
		{ rule: 'a count above 3 other than the Knight’s', counts: [5, 4, 4], ok: false },
		{ rule: 'more than the Knight', counts: [5, 6], ok: false }
	])('$rule: $counts', ({ counts, ok }) => {
		const [lead = 0, ...rest] = counts;
		const bids = [bid('K', lead, true), ...rest.map((c, i) => bid(`P${i}`, c, false))];
		const result = resolveHunt({ bids });
		expect(result.errors.length === 0).toBe(ok);
		if (ok) expect(result.steps.map((s) => s.code)).toContain('hunt.knightLeads');
	});

	test('when the others disagree, no one of them is taken as the reference: each is told', () => {
		const result = resolveHunt({
			bids: [bid('K', 5, true), bid('B', 2, false), bid('C', 3, false), bid('D', 3, false)]
		});
		expect(result.errors.map((e) => [e.code, e.params?.player])).toEqual([
			['hunt.error.knightLeadShared', 'B'],
			['hunt.error.knightLeadShared', 'C'],
			['hunt.error.knightLeadShared', 'D']
		]);
		// Each is told beside the first other hunter who plays another count, with that count.
		expect(result.errors.map((e) => [e.params?.otherPlayer, e.params?.otherValue])).toEqual([
			['C', 3],
			['B', 2],
			['B', 2]
		]);
	});

	test('any number of followers: accepted exactly when the decision accepts', () => {
		const hunt = fc.record({
			lead: fc.integer({ min: 4, max: HAND }),
			followers: fc.array(fc.constantFrom(...COUNTS), { minLength: 1, maxLength: 5 })
		});
		fc.assert(
			fc.property(hunt, ({ lead, followers }) => {
				const bids = [
					bid('K', lead, true),
					...followers.map((cards, i) => bid(`P${i}`, cards, false))
				];
				const result = resolveHunt({ bids });
				const expected = allowed(
					lead,
					followers.map((cards) => ({ cards, power: false }))
				);
				expect(result.errors.length === 0).toBe(expected);
			}),
			{ numRuns: 400 }
		);
	});

	test('the order of the followers does not change whether the hunt is accepted', () => {
		const hunt = fc
			.record({
				lead: fc.integer({ min: 4, max: HAND }),
				followers: fc.array(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8), {
					minLength: 2,
					maxLength: 5
				})
			})
			.chain((h) =>
				fc.tuple(
					fc.constant(h),
					fc.shuffledSubarray(h.followers, {
						minLength: h.followers.length,
						maxLength: h.followers.length
					})
				)
			);
		fc.assert(
			fc.property(hunt, ([{ lead, followers }, shuffled]) => {
				const run = (counts: number[]) =>
					resolveHunt({
						bids: [bid('K', lead, true), ...counts.map((c, i) => bid(`P${i}`, c, false))]
					}).errors.length === 0;
				expect(run(shuffled)).toBe(run(followers));
			})
		);
	});
});

// The counts a bid pad offers (a pad once offered the Knight one card more, and the lead 4 cards
// whoever they were): every count offered is one the hunt accepts, and every count the hunt
// accepts (within the cards left) is offered, marked with the power when only the power allows it.
describe('the counts a player is offered', () => {
	const leads = [
		null,
		...LEADS.flatMap((cards) => [false, true].map((knight) => ({ cards, knight })))
	].filter((lead) => lead === null || leadAllowed(lead.cards, lead.knight));
	const cases = leads.flatMap((lead) =>
		// One Knight at the table: a follower has the power only after a lead without it.
		(lead?.knight ? [false] : [false, true]).flatMap((power) =>
			[0, 2, 5, 7, 8].map((played) => [lead, power, played] as const)
		)
	);

	/** Whether the hunt takes this count from the player, with the power or without. */
	const accepted = (
		lead: { cards: number; knight: boolean } | null,
		cards: number,
		knight: boolean
	) =>
		resolveHunt({
			bids: [...(lead ? [bid('L', lead.cards, lead.knight)] : []), bid('P', cards, knight)]
		}).errors.length === 0 && checkRoundCards({ played: 0, cards }).errors.length === 0;

	test.each(cases)('lead %j, power %s, %d cards played before', (lead, power, played) => {
		const offered = cardCounts({ lead, power, played });
		const left = HAND - played;
		for (const cards of COUNTS) {
			const plain = accepted(lead, cards, false);
			const withPower = power && accepted(lead, cards, true);
			const expected = cards > left ? undefined : plain ? false : withPower ? true : undefined;
			expect(offered.find((o) => o.cards === cards)?.knight, `${cards} cards`).toBe(expected);
		}
		expect(offered.map((o) => o.cards)).toEqual(
			[...offered.map((o) => o.cards)].sort((a, b) => a - b)
		);
	});

	test('a lead who is not the Knight is offered 1 to 3 cards; the Knight, up to a hand', () => {
		expect(cardCounts({ lead: null, power: false, played: 0 }).map((o) => o.cards)).toEqual([
			1, 2, 3
		]);
		expect(cardCounts({ lead: null, power: true, played: 0 })).toEqual([
			{ cards: 1, knight: false },
			{ cards: 2, knight: false },
			{ cards: 3, knight: false },
			...[4, 5, 6, 7, 8].map((cards) => ({ cards, knight: true }))
		]);
	});

	test('the Knight following a lead of 1 may play 1 to 8, the power from 2 on', () => {
		expect(cardCounts({ lead: { cards: 1, knight: false }, power: true, played: 0 })).toEqual([
			{ cards: 1, knight: false },
			...[2, 3, 4, 5, 6, 7, 8].map((cards) => ({ cards, knight: true }))
		]);
	});

	test('never more than the cards left in hand; none left, no count', () => {
		expect(cardCounts({ lead: null, power: true, played: 6 }).map((o) => o.cards)).toEqual([1, 2]);
		expect(cardCounts({ lead: { cards: 3, knight: false }, power: false, played: 6 })).toEqual([]);
		expect(cardCounts({ lead: null, power: true, played: 8 })).toEqual([]);
	});
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { emptyHistory, record, undo, type LogEntry } from '$lib/tracker/log';
import type { KtuEvent, KtuSetupEvent } from '../events';
import { ktuReducer } from '../reducer';
import { foldAll } from '../../test-helpers';
import type { KtuState } from '../state';
import { scoreOf } from '../view';

const setup = (extra: Partial<KtuSetupEvent> = {}): KtuSetupEvent => ({
	type: 'setup',
	variant: 'standard',
	powers: true,
	firstPlayer: 0,
	players: ['Ana', 'Bo', 'Cy'].map((name, i) => ({
		name,
		character: i === 1 ? 'knight' : null,
		starter: { color: (['pink', 'blue', 'green'] as const)[i] ?? 'pink', stars: i + 1 },
		hand: null
	})),
	...extra
});

/** Setup, then Scheme points: 3 pinned to Ana's starter, −2 to Bo's, 5 of Ana's own. */
const base: KtuEvent[] = [
	setup(),
	{ type: 'unicorn-points', player: 0, unicorn: 0, points: 3 },
	{ type: 'unicorn-points', player: 1, unicorn: 0, points: -2 },
	{ type: 'scheme-points', player: 0, points: 5 }
];

const fold = (events: readonly LogEntry<KtuEvent>[]): KtuState => foldAll(ktuReducer, events);
function refusedCode(events: readonly KtuEvent[]): { code: string; rule: string } | null {
	const r = ktuReducer.apply(fold(events.slice(0, -1)), events.at(-1) as KtuEvent);
	return r.ok ? null : { code: r.error.code, rule: r.error.rule };
}
const total = (s: KtuState, seat: number) => scoreOf(s, seat, 'cap').total;

describe('free table moves', () => {
	test("scheme points pinned to a unicorn count for its owner, beside the player's own", () => {
		const s = fold(base);
		expect(s.collections[0]?.[0]?.schemePoints).toBe(3);
		// Ana: starter 1 ★ + 3 on it + 5 of her own.
		expect(total(s, 0)).toBe(9);
		expect(total(s, 1)).toBe(0);
	});

	test('Scheme points recorded as additions add up; the older entries keep setting a total', () => {
		const add = (points: number, unicorn?: number): KtuEvent => ({
			type: 'add-points',
			player: 0,
			points,
			...(unicorn === undefined ? {} : { unicorn })
		});
		const s = fold([...base, add(2, 0), add(1, 0), add(-4), add(1)]);
		expect(s.collections[0]?.[0]?.schemePoints).toBe(3 + 2 + 1);
		expect(s.schemePoints[0]).toBe(5 - 4 + 1);
		// A v2 entry after the additions still sets the total it names.
		const set = fold([
			...base,
			add(2, 0),
			{ type: 'unicorn-points', player: 0, unicorn: 0, points: 1 }
		]);
		expect(set.collections[0]?.[0]?.schemePoints).toBe(1);
		// Additions that bring a unicorn back to 0 leave nothing pinned on it.
		expect(fold([...base, add(-3, 0)]).collections[0]?.[0]).not.toHaveProperty('schemePoints');
	});

	test('an addition that takes the total past the bounds is refused', () => {
		const tooMuch: KtuEvent = { type: 'add-points', player: 0, unicorn: 0, points: 28 };
		expect(refusedCode([...base, tooMuch])?.rule).toBe('ktu.scheme-reveal');
		expect(
			refusedCode([...base, { type: 'add-points', player: 2, unicorn: 3, points: 1 }])
		).toEqual({
			code: 'refusal.unknownUnicorn',
			rule: 'ktu.scoring'
		});
	});

	test('Trojan Unicorn: the exchanged unicorns keep their schemes, tokens and points', () => {
		const s = fold([
			...base,
			{ type: 'exchange', a: { player: 0, unicorn: 0 }, b: { player: 1, unicorn: 0 } }
		]);
		expect(s.collections[0]?.[0]).toMatchObject({ color: 'blue', stars: 2, schemePoints: -2 });
		expect(s.collections[1]?.[0]).toMatchObject({ color: 'pink', stars: 1, schemePoints: 3 });
		// The points on a unicorn went with it; the player's own stayed with Ana.
		expect(total(s, 0)).toBe(2 - 2 + 5);
		expect(total(s, 1)).toBe(1 + 3);
	});

	test('giving a unicorn moves it whole, pinned points included', () => {
		const s = fold([...base, { type: 'give', player: 0, unicorn: 0, to: 2 }]);
		expect(s.collections[0]).toEqual([]);
		expect(s.collections[2]?.[1]).toMatchObject({ color: 'pink', schemePoints: 3 });
		expect(total(s, 2)).toBe(3 + 1 + 3);
	});

	test('Zombie Unicorn: the discarded unicorn leaves with its schemes, tokens and points', () => {
		const s = fold([...base, { type: 'discard', player: 0, unicorn: 0 }]);
		expect(s.collections[0]).toEqual([]);
		expect(total(s, 0)).toBe(5);
	});

	test('editing a unicorn keeps its points; a starter never becomes legendary', () => {
		const s = fold([
			...base,
			{ type: 'edit-unicorn', player: 0, unicorn: 0, color: 'yellow', stars: 4, siamese: true }
		]);
		expect(s.collections[0]?.[0]).toMatchObject({
			color: 'yellow',
			stars: 4,
			siamese: true,
			schemePoints: 3
		});
		expect(
			refusedCode([
				...base,
				{ type: 'edit-unicorn', player: 0, unicorn: 0, color: null, stars: 4, siamese: false }
			])
		).toEqual({ code: 'refusal.starterColor', rule: 'ktu.starters' });
	});

	test('nobody exchanges with themselves, nor moves a unicorn that is not there', () => {
		expect(
			refusedCode([
				...base,
				{ type: 'exchange', a: { player: 0, unicorn: 0 }, b: { player: 0, unicorn: 0 } }
			])
		).toEqual({ code: 'refusal.sameSeat', rule: 'ktu.scheme.trojan' });
		expect(refusedCode([...base, { type: 'discard', player: 1, unicorn: 4 }])).toEqual({
			code: 'refusal.unknownUnicorn',
			rule: 'ktu.scheme.zombie'
		});
		expect(refusedCode([...base, { type: 'give', player: 0, unicorn: 0, to: 9 }])?.code).toBe(
			'refusal.unknownPlayer'
		);
	});

	test('a power works once a round: the second use is refused, the next round it is back', () => {
		const power: KtuEvent = { type: 'power', player: 1, character: 'knight' };
		expect(refusedCode([...base, power, power])).toEqual({
			code: 'power.error.usedThisRound',
			rule: 'ktu.characters'
		});
		// The Knight's power entered as a table move is the use his bid then makes, not a second
		// one (ktu.characters): his bid of more than 3 cards is taken, as at the table.
		expect(
			refusedCode([
				...base,
				power,
				{ type: 'unicorn', slot: 0, color: 'pink', stars: 1 },
				{ type: 'unicorn', slot: 1, color: 'pink', stars: 1 },
				{ type: 'unicorn', slot: 2, color: 'pink', stars: 1 },
				{ type: 'unicorn', slot: 3, color: 'pink', stars: 1 },
				{ type: 'scheme', player: 0, slot: 0 },
				{ type: 'scheme', player: 1, slot: 1 },
				{ type: 'scheme', player: 2, slot: 2 },
				{ type: 'hunts-start' },
				{ type: 'bid', player: 0, cards: 1, total: 1 },
				{ type: 'bid', player: 1, cards: 5, total: 5, knight: true }
			])
		).toBeNull();
		expect(refusedCode([setup({ variant: 'initiation', powers: false }), power])).toEqual({
			code: 'power.error.noPowers',
			rule: 'ktu.variant.initiation'
		});
	});

	test('a power is refused for a character the player does not play, one the variant leaves out, and the Princess once a bid is in', () => {
		// Bo plays the Knight: the Wizard's power is not Bo's, the Knight's is not Ana's.
		expect(refusedCode([...base, { type: 'power', player: 1, character: 'wizard' }])).toEqual({
			code: 'power.error.notTheirs',
			rule: 'ktu.characters'
		});
		expect(refusedCode([...base, { type: 'power', player: 0, character: 'knight' }])?.code).toBe(
			'power.error.notTheirs'
		);
		// Ana's character was not entered: any power nobody else holds is the table's word.
		expect(refusedCode([...base, { type: 'power', player: 0, character: 'bard' }])).toBeNull();
		// Initiation with powers leaves the Princess and the Shaman out.
		const initiation = setup({ variant: 'initiation', powers: true });
		expect(refusedCode([initiation, { type: 'power', player: 0, character: 'shaman' }])).toEqual({
			code: 'power.error.barred',
			rule: 'ktu.variant.initiation'
		});
		const hunt: KtuEvent[] = [
			...base,
			{ type: 'unicorn', slot: 0, color: 'pink', stars: 1 },
			{ type: 'unicorn', slot: 1, color: 'pink', stars: 1 },
			{ type: 'unicorn', slot: 2, color: 'pink', stars: 1 },
			{ type: 'unicorn', slot: 3, color: 'pink', stars: 1 },
			{ type: 'scheme', player: 0, slot: 0 },
			{ type: 'scheme', player: 1, slot: 1 },
			{ type: 'scheme', player: 2, slot: 2 },
			{ type: 'hunts-start' }
		];
		const princess: KtuEvent = { type: 'power', player: 2, character: 'princess' };
		expect(refusedCode([...hunt, princess])).toBeNull();
		expect(
			refusedCode([...hunt, { type: 'bid', player: 0, cards: 1, total: 1 }, princess])
		).toEqual({
			code: 'power.error.princessLate',
			rule: 'ktu.characters'
		});
	});

	test('a free move that makes a double rainbow ends the game at once', () => {
		const colors = ['pink', 'blue', 'green', 'yellow'] as const;
		const four = setup({
			players: colors.map((color, i) => ({
				name: `P${i}`,
				character: null,
				starter: { color, stars: 1 },
				hand: null
			}))
		});
		const siamese = colors.map((color, player): KtuEvent => ({
			type: 'edit-unicorn',
			player,
			unicorn: 0,
			color,
			stars: 1,
			siamese: true
		}));
		const gifts = [1, 2, 3].map((player): KtuEvent => ({
			type: 'give',
			player,
			unicorn: 0,
			to: 0
		}));
		const before = fold([four, ...siamese, ...gifts.slice(0, 2)]);
		expect(before.phase).toBe('trap');
		const after = fold([four, ...siamese, ...gifts]);
		expect(after).toMatchObject({ phase: 'over', end: 'double-rainbow' });
		expect(after.doubleRainbow).toEqual([true, false, false, false]);
	});

	const FREE: ((s: KtuState, a: number, b: number) => KtuEvent)[] = [
		(s, a, b) => ({ type: 'give', player: a % 3, unicorn: b % 2, to: (a + 1) % 3 }),
		(s, a, b) => ({
			type: 'exchange',
			a: { player: a % 3, unicorn: b % 2 },
			b: { player: (a + 1 + (b % 2)) % 3, unicorn: 0 }
		}),
		(s, a, b) => ({ type: 'discard', player: a % 3, unicorn: b % 2 }),
		(s, a, b) => ({
			type: 'edit-unicorn',
			player: a % 3,
			unicorn: b % 2,
			color: (['pink', 'blue', 'green', 'yellow'] as const)[b % 4] ?? 'pink',
			stars: (a % 6) - 1,
			siamese: b % 2 === 0
		}),
		(s, a, b) => ({ type: 'unicorn-points', player: a % 3, unicorn: b % 2, points: (b % 9) - 4 }),
		(s, a) => ({ type: 'power', player: a % 3, character: 'wizard' }),
		(s, a, b) => ({
			type: 'add-points',
			player: a % 3,
			points: (b % 9) - 4,
			...(b % 3 === 0 ? {} : { unicorn: b % 2 })
		})
	];

	test('every free move undoes exactly', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.nat(FREE.length - 1), fc.nat(100), fc.nat(100)), { maxLength: 20 }),
				(moves) => {
					let h = emptyHistory<KtuEvent>();
					for (const e of base) h = record(h, e);
					for (const [kind, a, b] of moves) {
						const before = fold(h.events);
						const event = (FREE[kind] ?? FREE[0])!(before, a, b);
						const r = ktuReducer.apply(before, event);
						if (!r.ok) {
							expect(r.error.rule).toMatch(/^ktu\./);
							continue;
						}
						const after = record(h, event);
						expect(fold(undo(after).events)).toEqual(before);
						h = after;
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});

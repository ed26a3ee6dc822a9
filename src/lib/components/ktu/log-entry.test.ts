import { describe, expect, test } from 'vitest';
import { sampleEvents } from '$lib/tracker/ktu/sample-game';
import type { KtuEvent } from '$lib/tracker/ktu';
import {
	ENTRY_FIELDS,
	ENTRY_TYPES,
	NEW_ENTRY_TYPES,
	correctedKinds,
	draftOf,
	eventOf,
	switchedDraft,
	type EntryType
} from './log-entry';

const entries = sampleEvents().filter(
	(e): e is Exclude<KtuEvent, { type: 'setup' }> => e.type !== 'setup'
);

const FREE_MOVES: KtuEvent[] = [
	{ type: 'siamese', player: 1, unicorn: 0, siamese: true },
	{ type: 'unicorn-points', player: 2, unicorn: 1, points: -3 },
	{ type: 'add-points', player: 2, unicorn: 1, points: -3 },
	{ type: 'add-points', player: 0, points: 2 },
	{ type: 'give', player: 0, unicorn: 1, to: 3 },
	{ type: 'exchange', a: { player: 0, unicorn: 1 }, b: { player: 2, unicorn: 0 } },
	{ type: 'discard', player: 3, unicorn: 0 },
	{ type: 'edit-unicorn', player: 1, unicorn: 2, color: null, stars: 4, siamese: false },
	{ type: 'power', player: 0, character: 'knight' },
	{ type: 'caught', player: null },
	{ type: 'caught', player: 2, effect: 'taker', taker: 0 },
	{ type: 'bid', player: 1, cards: 4, total: 9, knight: true }
];

describe('a log entry as a form', () => {
	test.each([...entries, ...FREE_MOVES].map((e) => [e.type, e] as const))(
		'a %s entry gives itself back unchanged',
		(_, event) => {
			const type = event.type as EntryType;
			expect(eventOf(type, draftOf(event))).toEqual({ ok: true, event });
		}
	);

	test('every kind of entry but the setup has a form', () => {
		expect(ENTRY_TYPES).toHaveLength(20);
		expect(ENTRY_TYPES).not.toContain('setup');
	});

	test('a missed entry is never one of the older kinds that set a Scheme total', () => {
		expect(NEW_ENTRY_TYPES).toContain('add-points');
		expect(NEW_ENTRY_TYPES).not.toContain('scheme-points');
		expect(NEW_ENTRY_TYPES).not.toContain('unicorn-points');
	});

	test('a missed entry starts empty and names the first field to fill', () => {
		expect(eventOf('bid', draftOf('bid'))).toEqual({ ok: false, field: 'player' });
		expect(eventOf('bid', { ...draftOf('bid'), player: 1, total: 3 })).toEqual({
			ok: false,
			field: 'cards'
		});
		expect(eventOf('hunts-start', draftOf('hunts-start'))).toEqual({
			ok: true,
			event: { type: 'hunts-start' }
		});
	});

	test('a number that is not whole is not recorded', () => {
		const draft = { ...draftOf('scheme-points'), player: 0, points: 1.5 };
		expect(eventOf('scheme-points', draft)).toEqual({ ok: false, field: 'points' });
	});

	test('card values stay only while they still make the bid', () => {
		const bid: KtuEvent = { type: 'bid', player: 0, cards: 2, total: 5, values: [2, 3] };
		expect(eventOf('bid', { ...draftOf(bid), total: 6 })).toEqual({
			ok: true,
			event: { type: 'bid', player: 0, cards: 2, total: 6 }
		});
	});

	test('a colour token asks for its colour, the Butcher Shop for the Paté, no other item', () => {
		const shown = (item: string) =>
			ENTRY_FIELDS.purchase.filter((f) => !f.when || f.when({ item })).map((f) => f.name);
		expect(shown('fake-horn')).toEqual(['player', 'item', 'unicorn']);
		expect(shown('cotton-candy')).toEqual(['player', 'item', 'color', 'unicorn']);
		expect(shown('butcher')).toEqual(['player', 'item', 'unicorn', 'pate']);
	});

	test('a bid is corrected into a pass of the same player, and a pass into a bid', () => {
		const bid: KtuEvent = { type: 'bid', player: 2, cards: 2, total: 5, hunt: 'r1u1' };
		expect(correctedKinds('bid')).toEqual(['bid', 'pass']);
		expect(correctedKinds('pass')).toEqual(['bid', 'pass']);
		expect(correctedKinds('resolve')).toEqual(['resolve']);
		const asPass = switchedDraft(draftOf(bid), 'pass');
		expect(eventOf('pass', asPass)).toEqual({ ok: true, event: { type: 'pass', player: 2 } });
		// A pass turned into a bid keeps its player and asks for the total first.
		const asBid = switchedDraft(draftOf({ type: 'pass', player: 3 }), 'bid');
		expect(asBid.player).toBe(3);
		expect(eventOf('bid', asBid)).toEqual({ ok: false, field: 'total' });
		expect(eventOf('bid', { ...asBid, total: 4, cards: 1 })).toEqual({
			ok: true,
			event: { type: 'bid', player: 3, total: 4, cards: 1 }
		});
	});
});

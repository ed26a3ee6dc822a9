import { describe, expect, test } from 'vitest';
import type { TFn } from '$lib/i18n/i18n';
import { replay } from '$lib/tracker/log';
import { ktuReducer } from '$lib/tracker/ktu';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from '$lib/tracker/ktu/sample-game';
import {
	ON_PLAYER,
	emptyDraft,
	moveEvent,
	pickOther,
	pickPlayer,
	pickUnicorn,
	pointsThere
} from './table-moves';
import { unicornOptions } from './labels';

const state = replay(ktuReducer, [SAMPLE_SETUP, ...roundEvents(SAMPLE_ROUNDS[0]!)]).state;

describe('the table-move form', () => {
	test('a give needs the player, the unicorn and who receives it, in that order', () => {
		let draft = emptyDraft('give');
		expect(moveEvent(draft)).toEqual({ ok: false, field: 'player' });
		draft = pickPlayer(draft, state, 1);
		expect(moveEvent(draft)).toEqual({ ok: false, field: 'unicorn' });
		draft = pickUnicorn(draft, state, 0);
		expect(moveEvent(draft)).toEqual({ ok: false, field: 'other' });
		draft = pickOther(draft, state, 2);
		expect(moveEvent(draft)).toEqual({
			ok: true,
			event: { type: 'give', player: 1, unicorn: 0, to: 2 }
		});
	});

	test("a player's only unicorn is picked without a tap, on both sides of an exchange", () => {
		// After round 1 Cy holds the Starting Unicorn alone, Di the blue unicorn alone.
		let draft = pickPlayer(emptyDraft('exchange'), state, 2);
		expect(draft.unicorn).toBe(0);
		draft = pickOther(draft, state, 3);
		expect(moveEvent(draft)).toEqual({
			ok: true,
			event: { type: 'exchange', a: { player: 2, unicorn: 0 }, b: { player: 3, unicorn: 0 } }
		});
	});

	test('correcting a unicorn starts from it as it is', () => {
		const draft = pickUnicorn(pickPlayer(emptyDraft('edit'), state, 1), state, 1);
		const held = state.collections[1]?.[1];
		expect(draft).toMatchObject({ color: held?.color, stars: held?.stars, siamese: false });
		expect(moveEvent({ ...draft, stars: Number.NaN })).toEqual({ ok: false, field: 'stars' });
	});

	test('Scheme points go on a unicorn or on the player, as an addition typed afresh', () => {
		const draft = pickUnicorn(pickPlayer(emptyDraft('points'), state, 0), state, ON_PLAYER);
		expect(draft.points).toBeNull();
		expect(moveEvent({ ...draft, points: -2 })).toEqual({
			ok: true,
			event: { type: 'add-points', player: 0, points: -2 }
		});
		const onUnicorn = pickUnicorn(pickPlayer(emptyDraft('points'), state, 0), state, 1);
		expect(moveEvent({ ...onUnicorn, points: 3 })).toEqual({
			ok: true,
			event: { type: 'add-points', player: 0, unicorn: 1, points: 3 }
		});
	});

	test('+2 then +1 on a unicorn is +3, on the player too', () => {
		const add = (unicorn: number, points: number) => {
			const picked = pickUnicorn(pickPlayer(emptyDraft('points'), state, 3), state, unicorn);
			const built = moveEvent({ ...picked, points });
			if (!built.ok) throw new Error(built.field);
			return built.event;
		};
		const events = [SAMPLE_SETUP, ...roundEvents(SAMPLE_ROUNDS[0]!)];
		const after = replay(ktuReducer, [
			...events,
			add(0, 2),
			add(0, 1),
			add(ON_PLAYER, 2),
			add(ON_PLAYER, -3)
		]);
		expect(after.refused).toEqual([]);
		expect(pointsThere(after.state, 3, 0)).toBe(3);
		expect(pointsThere(after.state, 3, ON_PLAYER)).toBe(-1);
	});

	test("a power starts on the player's own character", () => {
		const draft = pickPlayer(emptyDraft('power'), state, 0);
		expect(moveEvent(draft)).toEqual({
			ok: true,
			event: { type: 'power', player: 0, character: 'knight' }
		});
	});
});

describe("a player's unicorns as the form lists them", () => {
	/** The key and its values instead of the words: checked on what it says, in any language. */
	const t: TFn = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

	test('each says where it was caught, so two alike are told apart', () => {
		// After the sample game's first two rounds Bo holds his Starting Unicorn and three caught ones.
		const later = replay(ktuReducer, [
			SAMPLE_SETUP,
			...roundEvents(SAMPLE_ROUNDS[0]!),
			...roundEvents(SAMPLE_ROUNDS[1]!)
		]).state;
		const owned = later.collections[1]!;
		const details = unicornOptions(t, owned).map((o) => o.detail.split(' · ')[0]);
		expect(details).toEqual(
			owned.map((u) =>
				u.origin === null
					? 'ktu-games:moves.starter'
					: `ktu-games:log.hunt {"round":${u.origin.round},"slot":${u.origin.slot + 1}}`
			)
		);
		expect(owned.filter((u) => u.origin !== null).length).toBeGreaterThan(1);
		expect(new Set(details).size).toBe(owned.length);
	});
});

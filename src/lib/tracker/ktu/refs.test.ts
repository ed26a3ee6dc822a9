import { describe, expect, test } from 'vitest';
import { replay, type LogEntry } from '$lib/tracker/log';
import type { KtuEvent } from './events';
import { ktuReducer } from './reducer';
import { withRefs } from './refs';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from './sample-game';

const ROUND = roundEvents(SAMPLE_ROUNDS[0]!);
/** Round 1's row and Schemes (slot 1 carries two Schemes, slot 2 none): the hunts can begin. */
const ROW = ROUND.slice(0, ROUND.findIndex((e) => e.type === 'hunts-start') + 1);
const ANA = 0;
const BO = 1;
const CY = 2;
const HUNT_1 = 1 + ROW.length;

/** Cy catches the pink 3, Bo the blue 2; then Bo's blue 2 is exchanged for Ana's starter. */
function game(): LogEntry<KtuEvent>[] {
	const events: KtuEvent[] = [
		SAMPLE_SETUP,
		...ROW,
		{ type: 'caught', player: CY, effect: 'no-effect' },
		{ type: 'caught', player: BO }
	];
	const before = replay(ktuReducer, events).state;
	const trojan = withRefs(before, {
		type: 'exchange',
		a: { player: BO, unicorn: 1 },
		b: { player: ANA, unicorn: 0 }
	});
	return [...events, trojan];
}

const held = (entries: readonly LogEntry<KtuEvent>[], seat: number) =>
	replay(ktuReducer, entries).state.collections[seat]?.map((u) => `${u.color} ${u.stars}`);

describe('a later entry names its unicorn by identity, not by its place', () => {
	test('the exchange as recorded: Bo hands over the blue 2 he just caught', () => {
		expect(held(game(), ANA)).toEqual(['blue 2']);
		expect(held(game(), BO)).toEqual(['blue 1', 'pink 1']);
	});

	test('a correction that gives Bo an earlier unicorn does not move the exchange to it', () => {
		const fixed = [
			...game(),
			{
				correction: 'edit' as const,
				at: HUNT_1,
				event: { type: 'caught' as const, player: BO, effect: 'no-effect' as const }
			}
		];
		const { refused } = replay(ktuReducer, fixed);
		expect(refused).toEqual([]);
		// Still the blue 2, now third in Bo's collection; the pink 3 stays with Bo.
		expect(held(fixed, ANA)).toEqual(['blue 2']);
		expect(held(fixed, BO)).toEqual(['blue 1', 'pink 3', 'pink 1']);
	});

	test('a correction that takes the unicorn away refuses the exchange, naming the unicorn', () => {
		const fixed = [
			...game(),
			{
				correction: 'edit' as const,
				at: HUNT_1 + 1,
				event: { type: 'caught' as const, player: CY }
			}
		];
		const { refused } = replay(ktuReducer, fixed);
		expect(refused).toHaveLength(1);
		expect(refused[0]?.sinceCorrection).toBe(true);
		expect(refused[0]?.error).toMatchObject({
			code: 'refusal.unicornGone',
			rule: 'ktu.scheme.trojan',
			params: { player: 's1', round: 1, number: 2 }
		});
		// Nothing moved: Ana keeps her starter.
		expect(held(fixed, ANA)).toEqual(['pink 1']);
	});

	test('an entry written before identities were kept still goes by its place', () => {
		const events = game();
		const old = events.at(-1) as Extract<KtuEvent, { type: 'exchange' }>;
		const { ref: _a, ...a } = old.a;
		const { ref: _b, ...b } = old.b;
		expect(held([...events.slice(0, -1), { ...old, a, b }], ANA)).toEqual(['blue 2']);
	});
});

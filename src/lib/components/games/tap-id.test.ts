import { describe, expect, test } from 'vitest';
import { ktuReducer } from '$lib/tracker/ktu';
import { sampleEvents } from '$lib/tracker/ktu/sample-game';
import type { Reducer } from '$lib/tracker/log';
import { uuReducer, type UuEvent } from '$lib/tracker/uu';
import { UU_START } from '$lib/tracker/uu/finished.testing';
import { momentOf as ktuMoment } from '../ktu/tap-id';
import { momentOf as uuMoment } from '../uu/tap-id';
import { tapJoin, tapUnder } from './tap-id';

/** Each state a log passes through, from its first event on. */
function states<E, S>(reducer: Reducer<E, S>, events: readonly E[]): S[] {
	const out: S[] = [];
	let state = reducer.initial();
	for (const event of events) {
		const next = reducer.apply(state, event);
		if (!next.ok) throw new Error(`refused: ${JSON.stringify(event)}`);
		state = next.state;
		out.push(state);
	}
	return out;
}

describe('stable ids of a game screen’s controls', () => {
	test('a control’s id is the part it sits in, then the control', () => {
		expect(tapJoin('3.action.2.playing', 'stable', 1, 'baby')).toBe(
			'3.action.2.playing:stable:1:baby'
		);
		expect(tapUnder('3.action.2.playing:stable:1', 'baby')).toBe(
			'3.action.2.playing:stable:1:baby'
		);
	});

	test('a component placed where no id is given gives its controls none', () => {
		expect(tapUnder(undefined, 'baby')).toBeUndefined();
	});

	test('two controls of one part never share an id, nor the same control in two parts', () => {
		const ids = [
			tapUnder('m:turn:play', 'draw'),
			tapUnder('m:turn:play', 'magic'),
			tapUnder('m:turn:play', 'magic', 'name', 'Glitter Bomb'),
			tapUnder('m:turn:play', 'magic', 'unnamed'),
			tapUnder('m:stable:0', 'baby'),
			tapUnder('m:stable:1', 'baby')
		];
		expect(new Set(ids).size).toBe(ids.length);
	});

	test('UU: every event recorded gives the screen a new moment (a copy from before it taps nothing)', () => {
		const events: UuEvent[] = [
			...UU_START,
			{ type: 'action', action: 'draw' },
			{ type: 'phase', to: 'end' },
			{ type: 'turn-ended' },
			{ type: 'played', player: 1, card: 'unicorn', name: 'Basic Unicorn' },
			{ type: 'neigh', player: 0 },
			{ type: 'turn-ended' }
		];
		const moments = states(uuReducer, events).map(uuMoment);
		expect(new Set(moments).size).toBe(moments.length);
	});

	test('KtU: each round, phase, unicorn hunted and hunt settled gives a new moment', () => {
		const all = states(ktuReducer, sampleEvents());
		const moments = all.map(ktuMoment);
		// A moment lasts while the table stays at one round, phase, unicorn and hunts settled.
		const seen = new Map<string, string>();
		for (const [i, s] of all.entries()) {
			const where = `${s.round}/${s.phase}/${s.slot}/${s.hunts.length}`;
			const before = seen.get(moments[i]!);
			expect(before === undefined || before === where).toBe(true);
			seen.set(moments[i]!, where);
		}
	});
});

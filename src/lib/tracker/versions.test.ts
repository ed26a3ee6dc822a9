import { describe, expect, test } from 'vitest';
import { upgradeEvent, upgradeEvents, type EventVersions } from './versions';

// A fixture history of one event's shape: v1 { n }, v2 { amount }, v3 adds { by }.
const game: EventVersions = {
	eventVersion: 3,
	upgrades: {
		1: (e) => ({ amount: (e as { n: number }).n }),
		2: (e) => ({ ...(e as object), by: 'table' })
	}
};

describe('event versions', () => {
	test('an event is upgraded one version at a time to the current one', () => {
		expect(upgradeEvent(game, { n: 2 }, 1)).toEqual({ amount: 2, by: 'table' });
		expect(upgradeEvent(game, { amount: 2 }, 2)).toEqual({ amount: 2, by: 'table' });
		expect(upgradeEvent(game, { amount: 2, by: 'x' }, 3)).toEqual({ amount: 2, by: 'x' });
	});

	test('an event without a version (written before versions) reads as v1', () => {
		expect(upgradeEvent(game, { n: 5 })).toEqual({ amount: 5, by: 'table' });
		expect(upgradeEvents(game, [{ n: 1 }, { amount: 2 }], [NaN, 2])).toEqual([
			{ amount: 1, by: 'table' },
			{ amount: 2, by: 'table' }
		]);
	});

	test('an event newer than this build is passed as it is, for the rules to judge', () => {
		expect(upgradeEvent(game, { amount: 1, extra: true }, 4)).toEqual({ amount: 1, extra: true });
	});

	test('a version with no upgrade keeps the shape', () => {
		expect(upgradeEvent({ eventVersion: 2 }, { n: 1 }, 1)).toEqual({ n: 1 });
	});
});

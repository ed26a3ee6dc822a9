import { describe, expect, test } from 'vitest';
import { parseGameFile, toGameFile } from '$lib/tracker/file';
import { replay } from '$lib/tracker/log';
import { checkKtuEvents, summaryOf } from './file';
import { ktuReducer } from './reducer';
import { sampleEvents } from './sample-game';

const game = { id: 'g1', createdAt: 1_700_000_000_000, title: 'Kill the Unicorns' };
const text = (events: unknown[]) => JSON.stringify(toGameFile('ktu', game, events));

describe('export files (ktu)', () => {
	test('an exported game reads back as the same game', () => {
		const parsed = parseGameFile(text(sampleEvents()), checkKtuEvents);
		expect(parsed.ok).toBe(true);
		if (parsed.ok) expect(parsed.file.events).toEqual(sampleEvents());
	});

	test('a file with an action the rules forbid is refused with its position', () => {
		const events: unknown[] = sampleEvents();
		// A third Scheme on the first unicorn of round 1 (after Ana's and Bo's).
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		const parsed = parseGameFile(text(events), checkKtuEvents);
		expect(parsed).toEqual({
			ok: false,
			error: { code: 'file.badEvents', params: { index: 7, reason: 'refusal.schemeFull' } }
		});
	});

	test('a file that does not start with a setup, or with unreadable actions, is refused', () => {
		const noSetup = parseGameFile(text([{ type: 'resolve' }]), checkKtuEvents);
		expect(noSetup.ok).toBe(false);
		const garbage = parseGameFile(
			text([sampleEvents()[0], { type: 'bid', player: 'Ana' }]),
			checkKtuEvents
		);
		expect(garbage).toMatchObject({
			ok: false,
			error: { params: { reason: 'refusal.malformed' } }
		});
	});

	test('the saved-games row says where the game stands', () => {
		const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;
		const start = replay(ktuReducer, sampleEvents().slice(0, 1)).state;
		expect(summaryOf(start, t)).toEqual({
			title: 'ktu-games:summary.title',
			players: ['Ana', 'Bo', 'Cy', 'Di'],
			progress: 'ktu-games:summary.round{"round":1,"phase":"ktu-games:phase.trap"}'
		});
		expect(summaryOf(replay(ktuReducer, sampleEvents()).state, t).progress).toBe(
			'ktu-games:summary.over'
		);
	});
});

import { describe, expect, test } from 'vitest';
import { toGameFile } from '$lib/tracker/file';
import { replay } from '$lib/tracker/log';
import { checkKtuEvents, summaryOf } from './file';
import { parseKtuFile } from './file-schema';
import { ktuReducer } from './reducer';
import { sampleEvents } from './sample-game';

const game = { id: 'g1', createdAt: 1_700_000_000_000, title: 'Kill the Unicorns' };
const text = (events: unknown[]) => JSON.stringify(toGameFile('ktu', game, events));

describe('export files (ktu)', () => {
	test('an exported game reads back as the same game', () => {
		const parsed = parseKtuFile(text(sampleEvents()));
		expect(parsed.ok).toBe(true);
		if (parsed.ok) expect(parsed.file.events).toEqual(sampleEvents());
	});

	test('a file that does not start with a setup, or with unreadable actions, is refused', () => {
		const noSetup = parseKtuFile(text([{ type: 'resolve' }]));
		expect(noSetup.ok).toBe(false);
		const garbage = parseKtuFile(text([sampleEvents()[0], { type: 'bid', player: 'Ana' }]));
		expect(garbage.ok).toBe(false);
		if (!garbage.ok)
			expect(garbage.errors).toEqual([
				{ code: 'file.wrongType', path: ['events', 1, 'player'] },
				{ code: 'file.missing', path: ['events', 1, 'cards'] },
				{ code: 'file.missing', path: ['events', 1, 'total'] }
			]);
	});

	test('the replay check names the first action the rules refuse', () => {
		const events: unknown[] = sampleEvents();
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		expect(checkKtuEvents('ktu', events)).toEqual({ index: 7, reason: 'refusal.schemeFull' });
		expect(checkKtuEvents('uu', events)).toBeNull();
	});

	test('the saved-games row says where the game stands', () => {
		const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;
		const start = replay(ktuReducer, sampleEvents().slice(0, 1)).state;
		expect(summaryOf(start, t)).toEqual({
			title: 'tracker:summary.title',
			players: ['Ana', 'Bo', 'Cy', 'Di'],
			progress: 'tracker:summary.round{"round":1,"phase":"tracker:phase.trap"}'
		});
		expect(summaryOf(replay(ktuReducer, sampleEvents()).state, t).progress).toBe(
			'tracker:summary.over'
		);
	});
});

import { describe, expect, test } from 'vitest';
import { toGameFile } from '$lib/tracker/file';
import { checkUuEvents, summaryOf } from './file';
import { parseUuFile } from './file-schema';
import type { UuEvent } from './events';
import { uuReducer } from './reducer';
import { replay } from '$lib/tracker/log';

const events: UuEvent[] = [
	{
		type: 'setup',
		players: ['Ana', 'Ben'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Narwhal']
	},
	{ type: 'phase' },
	{ type: 'unicorn-added', player: 1, name: 'Ginormous Unicorn' }
];
const game = { id: 'g1', createdAt: 1, title: 'Unstable Unicorns' };
const text = (evs: unknown[], kind: 'uu' | 'ktu' = 'uu') =>
	JSON.stringify(toGameFile(kind, game, evs));

describe('UU export files', () => {
	test('an exported game parses back with the same events', () => {
		const parsed = parseUuFile(text(events));
		expect(parsed).toMatchObject({ ok: true, file: { kind: 'uu', events } });
	});

	test('a file whose events the rules refuse is refused at the first bad one', () => {
		const bad = [...events, { type: 'turn-ended' }];
		expect(parseUuFile(text(bad))).toEqual({
			ok: false,
			errors: [
				{
					code: 'file.badEvent',
					path: ['events', 3],
					params: { position: 4, reason: 'refusal.turnNotOver' }
				}
			]
		});
	});

	test('a log that does not start with the setup is refused', () => {
		expect(parseUuFile(text([{ type: 'phase' }]))).toMatchObject({
			ok: false,
			errors: [{ code: 'file.badEvent', params: { position: 1, reason: 'refusal.notSetUp' } }]
		});
	});

	test('another game’s file is left to the caller to refuse by its kind', () => {
		expect(checkUuEvents('ktu', [{ anything: true }])).toBeNull();
	});
});

describe('the saved-games summary', () => {
	const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

	test('names the players and the turn, or the winner', () => {
		const { state } = replay(uuReducer, events);
		expect(summaryOf(state, t)).toEqual({
			title: 'uu:summary.title',
			players: ['Ana', 'Ben'],
			progress: 'uu:summary.turn{"turn":1}'
		});
		const won = replay(uuReducer, [
			...events,
			...Array.from({ length: 4 }, (): UuEvent => ({ type: 'unicorn-added', player: 1, name: 'N' }))
		]).state;
		expect(summaryOf(won, t).progress).toBe('uu:summary.won{"player":"Ben"}');
	});
});

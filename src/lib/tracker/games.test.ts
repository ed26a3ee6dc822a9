import { describe, expect, test } from 'vitest';
import { parseGameFile, toGameFile, type GameKind } from './file';
import { KTU_GAME, TRACKED_GAMES, UU_GAME, checkFileEvents, summaryOfEvents } from './games';
import { replay } from './log';
import { sampleEvents } from './ktu/sample-game';
import type { UuEvent } from './uu/events';

const uuEvents: UuEvent[] = [
	{
		type: 'setup',
		players: ['Ana', 'Ben'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Narwhal']
	},
	{ type: 'phase' },
	{ type: 'unicorn-added', player: 1, name: 'Ginormous Unicorn' }
];
const game = { id: 'g1', createdAt: 1_700_000_000_000, title: 'T' };
const text = (kind: GameKind, events: unknown[]) => JSON.stringify(toGameFile(kind, game, events));

describe('export files, checked by their own game', () => {
	test.each([
		['ktu', sampleEvents()],
		['uu', uuEvents]
	] as const)('an exported %s game reads back as the same game', (kind, events) => {
		const parsed = parseGameFile(text(kind, [...events]), checkFileEvents);
		expect(parsed).toMatchObject({ ok: true, file: { kind, events } });
	});

	test('a KtU file with an action the rules forbid is refused with its position', () => {
		const events: unknown[] = sampleEvents();
		// A third Scheme on the first unicorn of round 1 (after Ana's and Bo's).
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		expect(parseGameFile(text('ktu', events), checkFileEvents)).toEqual({
			ok: false,
			error: { code: 'file.badEvents', params: { index: 7, reason: 'refusal.schemeFull' } }
		});
	});

	test.each([
		['ktu', [{ type: 'resolve' }], 0, 'refusal.notSetUp'],
		['ktu', [sampleEvents()[0], { type: 'bid', player: 'Ana' }], 1, 'refusal.malformed'],
		['uu', [{ type: 'phase' }], 0, 'refusal.notSetUp'],
		['uu', [...uuEvents, { type: 'turn-ended' }], 3, 'refusal.turnNotOver']
	] as const)('a %s log refused at action %#', (kind, events, index, reason) => {
		expect(parseGameFile(text(kind, [...events]), checkFileEvents)).toEqual({
			ok: false,
			error: { code: 'file.badEvents', params: { index, reason } }
		});
	});

	test('a game’s events are replayed by its own kind, not the other game', () => {
		// The UU log is not a KtU game: labelled ktu, it is refused from its first action.
		expect(checkFileEvents('ktu', uuEvents)).toEqual({ index: 0, reason: 'refusal.malformed' });
		expect(checkFileEvents('uu', uuEvents)).toBeNull();
	});
});

describe('the saved-games summary: codes and params, no sentences', () => {
	test('KtU: the round and phase, then the end', () => {
		expect(summaryOfEvents('ktu', sampleEvents().slice(0, 1))).toEqual({
			title: 'Kill the Unicorns',
			players: ['Ana', 'Bo', 'Cy', 'Di'],
			progress: { code: 'summary.round', params: { round: 1, phase: 'trap' } }
		});
		const end = replay(KTU_GAME.reducer, sampleEvents()).state.end;
		expect(summaryOfEvents('ktu', sampleEvents()).progress).toEqual({
			code: 'summary.over',
			params: { end }
		});
	});

	test('UU: the turn, or the winner by seat', () => {
		expect(summaryOfEvents('uu', uuEvents)).toEqual({
			title: 'Unstable Unicorns',
			players: ['Ana', 'Ben'],
			progress: { code: 'summary.turn', params: { turn: 1 } }
		});
		const won = [
			...uuEvents,
			...Array.from({ length: 4 }, (): UuEvent => ({ type: 'unicorn-added', player: 1, name: 'N' }))
		];
		expect(summaryOfEvents('uu', won).progress).toEqual({
			code: 'summary.won',
			params: { seat: 1, player: 'Ben' }
		});
	});

	test('each descriptor is filed under its own kind, with its own namespace and addresses', () => {
		expect(TRACKED_GAMES.ktu).toBe(KTU_GAME);
		expect(TRACKED_GAMES.uu).toBe(UU_GAME);
		expect(KTU_GAME.routes.game('a b')).toBe('/ktu/games/game?id=a%20b');
		expect(UU_GAME.routes.games).toBe('/uu/games');
		expect(new Set([KTU_GAME.ns, UU_GAME.ns]).size).toBe(2);
	});
});

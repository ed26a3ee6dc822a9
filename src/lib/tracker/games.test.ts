import { GAMES, type GameId, type RecordedResult } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { toGameFile } from './file';
import { TRACKED_GAMES, summaryOfEvents, type TrackedGame } from './games';
import { KTU_GAME } from './ktu/game';
import { UU_GAME } from './uu/game';
import { sampleEvents } from './ktu/sample-game';
import { replay } from './log';
import type { UuEvent } from './uu/events';
import { UU_START } from './uu/finished.testing';
import { FINISHED_FILES, finishedOf } from './finished.testing';

const uuEvents: UuEvent[] = [...UU_START];
const game = { id: 'g1', createdAt: 1_700_000_000_000, title: 'T' };
/** A file as this build exports it: every event of this build's version. */
const text = (kind: GameId, events: unknown[], result?: RecordedResult) =>
	JSON.stringify({
		...toGameFile(
			kind,
			game,
			events,
			events.map(() => TRACKED_GAMES[kind].eventVersion)
		),
		...(result ? { result } : {})
	});

describe('export files, checked by their own game', () => {
	test.each([
		['ktu', sampleEvents()],
		['uu', uuEvents]
	] as const)('an exported %s game reads back as the same game', (kind, events) => {
		const parsed = TRACKED_GAMES[kind].parseFile(text(kind, [...events]));
		expect(parsed).toMatchObject({ ok: true, file: { kind, events } });
	});

	test('a KtU file with an action the rules forbid is refused with its position', () => {
		const events: unknown[] = sampleEvents();
		// A third Scheme on the first unicorn of round 1 (after Ana's and Bo's).
		events.splice(7, 0, { type: 'scheme', player: 2, slot: 0 });
		expect(KTU_GAME.parseFile(text('ktu', events))).toEqual({
			ok: false,
			errors: [
				{
					code: 'file.badEvent',
					path: ['events', 7],
					params: { position: 8, reason: 'refusal.schemeFull' }
				}
			]
		});
	});

	test.each([
		['ktu', [{ type: 'resolve' }]],
		['uu', [{ type: 'phase' }]]
	] as const)('a %s log that does not start with its set-up is refused as one', (kind, events) => {
		expect(TRACKED_GAMES[kind].parseFile(text(kind, [...events]))).toEqual({
			ok: false,
			errors: [{ code: 'file.noSetup', path: ['events', 0], params: { position: 1 } }]
		});
	});

	test.each([
		['uu', [...uuEvents, { type: 'phase', to: 'beginning' }], 3, 'refusal.phaseBehind']
	] as const)('a %s log refused at action %#', (kind, events, index, reason) => {
		expect(TRACKED_GAMES[kind].parseFile(text(kind, [...events]))).toEqual({
			ok: false,
			errors: [
				{ code: 'file.badEvent', path: ['events', index], params: { position: index + 1, reason } }
			]
		});
	});

	test('an action with unreadable fields is refused where they are, before any replay', () => {
		const parsed = KTU_GAME.parseFile(
			text('ktu', [sampleEvents()[0], { type: 'bid', player: 'Ana' }])
		);
		expect(parsed).toEqual({
			ok: false,
			errors: [
				{ code: 'file.wrongType', path: ['events', 1, 'player'] },
				{ code: 'file.missing', path: ['events', 1, 'cards'] },
				{ code: 'file.missing', path: ['events', 1, 'total'] }
			]
		});
	});

	test('a game’s file is read by its own game only: the other game refuses it by its kind', () => {
		expect(KTU_GAME.parseFile(text('uu', uuEvents))).toMatchObject({
			ok: false,
			errors: [{ code: 'file.otherGame', path: ['kind'] }]
		});
		expect(UU_GAME.parseFile(text('ktu', sampleEvents()))).toMatchObject({
			ok: false,
			errors: [{ code: 'file.otherGame', path: ['kind'] }]
		});
	});
});

describe('a finished game', () => {
	test('KtU: over once round 4 ends, not before', () => {
		const events = sampleEvents();
		const state = (n: number) => replay(KTU_GAME.reducer, events.slice(0, n)).state;
		const ends = events.findLastIndex((e) => e.type === 'round-end');
		expect(KTU_GAME.finished(state(ends))).toBe(false);
		expect(KTU_GAME.finished(state(ends + 1))).toBe(true);
	});
});

describe('the saved-games summary: codes and params, no sentences', () => {
	test('KtU: the round and phase, then the end', () => {
		expect(summaryOfEvents('ktu', sampleEvents().slice(0, 1))).toEqual({
			title: 'Kill the Unicorns',
			players: ['Ana', 'Bo', 'Cy', 'Di'],
			progress: { code: 'summary.round', params: { round: 1, phase: 'trap' } }
		});
		// The sample game's totals are 12, 24, 24 and 11: the two 24s cancel, Ana wins with 12.
		expect(summaryOfEvents('ktu', sampleEvents()).progress).toEqual({
			code: 'summary.won',
			params: { seat: 0, player: 'Ana', points: 12 }
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

	test('each descriptor is filed under its own kind', () => {
		expect(TRACKED_GAMES.ktu).toBe(KTU_GAME);
		expect(TRACKED_GAMES.uu).toBe(UU_GAME);
	});

	test('the table holds a tracked game for every id of GAMES, each from its own folder, and no other', () => {
		// Each game's folder has a game.ts whose default export is its tracked game.
		const missing = GAMES.filter((kind) => TRACKED_GAMES[kind]?.kind !== kind).map(
			(kind) => `src/lib/tracker/${kind}/game.ts: no default export of kind '${kind}'`
		);
		expect(missing).toEqual([]);
		expect(Object.keys(TRACKED_GAMES).sort()).toEqual([...GAMES].sort());
	});
});

test('every game brings its finished games, and only the games GAMES lists', () => {
	expect(Object.keys(FINISHED_FILES).sort()).toEqual(
		GAMES.map((kind) => `./${kind}/finished.testing.ts`).sort()
	);
	for (const kind of GAMES) expect(finishedOf(kind).length).toBeGreaterThan(0);
});

describe.each(GAMES)('%s records only its own results', (kind) => {
	const tracked = TRACKED_GAMES[kind] as TrackedGame<unknown, unknown>;
	const others = GAMES.filter((g) => g !== kind)
		.flatMap((g) => TRACKED_GAMES[g].results)
		.filter((code) => !(tracked.results as readonly string[]).includes(code));

	test('a finished game’s summary gives one of its result codes, each a different one', () => {
		const codes = finishedOf(kind).map((events) => {
			const state = replay(tracked.reducer, events).state;
			expect(tracked.finished(state)).toBe(true);
			return tracked.summary(state).progress.code;
		});
		for (const code of codes) expect(tracked.results).toContain(code);
		expect(new Set(codes).size).toBe(codes.length);
	});

	test('its files carry its result codes, not another game’s', () => {
		const events = [...finishedOf(kind)[0]!];
		const recorded = (code: string): RecordedResult => ({
			progress: { code, params: {} },
			rules: 'an-older-build'
		});
		for (const code of tracked.results)
			expect(tracked.parseFile(text(kind, events, recorded(code))).ok, code).toBe(true);
		expect(others.length).toBeGreaterThan(0);
		for (const code of others)
			expect(tracked.parseFile(text(kind, events, recorded(code))), code).toEqual({
				ok: false,
				errors: [{ code: 'file.unknownValue', path: ['result', 'progress', 'code'] }]
			});
	});
});

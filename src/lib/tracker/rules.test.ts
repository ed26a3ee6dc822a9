import { describe, expect, test } from 'vitest';
import type { RecordedResult } from '$lib/vocab';
import { parseKtuFile } from './ktu/file-schema';
import { KTU_EVENT_VERSION } from './ktu/events';
import { SAMPLE_ROUNDS, SAMPLE_SETUP, roundEvents } from './ktu/sample-game';
import { toGameFile } from './file';
import { RULES_FINGERPRINT, checkRecorded, resultAfter, sameProgress } from './rules';

const won = (points: number) => ({
	code: 'summary.won',
	params: { seat: 3, player: 'Di', points }
});
const older: RecordedResult = { progress: won(22), rules: 'an-older-build' };

describe('a finished game keeps the result it ended with', () => {
	test("this build's fingerprint comes from the build, one per game", () => {
		expect(RULES_FINGERPRINT.ktu).toMatch(/^[0-9a-f]{16}$/);
		expect(RULES_FINGERPRINT.uu).toMatch(/^[0-9a-f]{16}$/);
		expect(RULES_FINGERPRINT.ktu).not.toBe(RULES_FINGERPRINT.uu);
	});

	test('a game today’s rules finish records today’s result under today’s rules', () => {
		expect(resultAfter('ktu', true, won(14), older)).toEqual({
			progress: won(14),
			rules: RULES_FINGERPRINT.ktu
		});
	});

	test('a result recorded under other rules stays while the table sets the log right', () => {
		expect(resultAfter('ktu', false, { code: 'summary.round', params: {} }, older)).toBe(older);
	});

	test('undoing the action that finished the game under today’s rules takes its result back', () => {
		const today = { progress: won(14), rules: RULES_FINGERPRINT.ktu };
		expect(resultAfter('ktu', false, { code: 'summary.round', params: {} }, today)).toBeNull();
		expect(resultAfter('ktu', false, { code: 'summary.round', params: {} }, null)).toBeNull();
	});

	test('today’s reading is flagged only when it differs (params in any order)', () => {
		expect(checkRecorded(older, won(22)).differs).toBe(false);
		expect(
			sameProgress(won(22), { code: 'summary.won', params: { points: 22, player: 'Di', seat: 3 } })
		).toBe(true);
		expect(checkRecorded(older, won(23))).toEqual({ recorded: won(22), differs: true });
		expect(checkRecorded(older, { code: 'summary.round', params: { round: 2 } }).differs).toBe(
			true
		);
	});
});

describe("a game's own export imports back, whatever today's rules make of it", () => {
	const ROUND = SAMPLE_ROUNDS[0]!;
	// Ana's second Scheme: refused by today's rules (one Scheme per player in the trap).
	const events = [
		SAMPLE_SETUP,
		...roundEvents(ROUND).slice(0, ROUND.unicorns.length),
		{ type: 'scheme', player: 0, slot: 0 },
		{ type: 'scheme', player: 0, slot: 1 }
	];
	const file = (fingerprints: string[] | undefined, result?: RecordedResult) =>
		JSON.stringify(
			toGameFile(
				'ktu',
				{ id: 'g', createdAt: 1, title: 'Kill the Unicorns' },
				events,
				events.map(() => KTU_EVENT_VERSION),
				{ fingerprints, result }
			)
		);

	test('an event refused under the rules it was written with is the file’s fault', () => {
		const today = events.map(() => RULES_FINGERPRINT.ktu);
		const r = parseKtuFile(file(today));
		expect(r.ok ? null : r.errors[0]?.code).toBe('file.badEvent');
		// A file that does not say which rules: as before fingerprints, the same.
		expect(parseKtuFile(file(undefined)).ok).toBe(false);
	});

	test('an event written under other rules imports with its fingerprint and the result', () => {
		const r = parseKtuFile(
			file(
				events.map(() => 'an-older-build'),
				older
			)
		);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.file.fingerprints).toEqual(events.map(() => 'an-older-build'));
		expect(r.file.result).toEqual(older);
	});

	test.each([
		['an unknown code', { code: 'summary.nope', params: {} }],
		[
			'a name the name check refuses',
			{ code: 'summary.won', params: { seat: 0, player: 'Di\u202e' } }
		],
		['an object param', { code: 'summary.won', params: { seat: {} } }]
	])('a recorded result with %s is refused', (_name, progress) => {
		const result: RecordedResult = { progress, rules: 'an-older-build' };
		expect(
			parseKtuFile(
				file(
					events.map(() => 'an-older-build'),
					result
				)
			).ok
		).toBe(false);
	});
});

// A file whose game has no set-up the rules accept is never imported, whatever excuses
// its other refused events (an older event version, a later correction).
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { toGameFile } from './file';
import type { AnyTrackedGame } from './games';
import { KTU_GAME } from './ktu/game';
import { UU_GAME } from './uu/game';
import { history, type LogEntry } from './log';
import { mutationArb } from './mutations.testing';
import { sampleEvents } from './ktu/sample-game';
import type { UuEvent } from './uu/events';
import { TEST_GAME, UU_SAMPLE_LOG } from './test-helpers';

const game = TEST_GAME;
const UU_GAME_EVENTS: UuEvent[] = [...UU_SAMPLE_LOG];

const SAMPLES = [
	['ktu', KTU_GAME, sampleEvents() as unknown[]],
	['uu', UU_GAME, UU_GAME_EVENTS as unknown[]]
] as const;

interface RawFile {
	events: unknown[];
	versions?: number[];
}

const exported = (tracked: AnyTrackedGame, events: readonly unknown[]): RawFile =>
	toGameFile(
		tracked.kind,
		game,
		events,
		events.map(() => tracked.eventVersion)
	);

/** True when the game the file holds starts from a set-up its rules accept. */
function startsSetUp(tracked: AnyTrackedGame, events: readonly unknown[]): boolean {
	const { steps } = history(tracked.reducer as never, events as LogEntry<{ type: string }>[]) as {
		steps: { event: { type?: unknown }; error: unknown }[];
	};
	const first = steps[0];
	return first?.event.type === 'setup' && first.error === null;
}

/** The ways a file loses its set-up (its three sources), each made to look excused. */
function setupTamperArb(events: readonly unknown[]): fc.Arbitrary<(file: RawFile) => RawFile> {
	const setup = events[0] as Record<string, unknown>;
	const later = events.slice(1);
	const refusedSetup = fc.constantFrom<unknown>(
		{ ...setup, players: [] },
		{ ...setup, players: (setup.players as unknown[]).slice(0, 1) },
		{ ...setup, firstPlayer: 5 },
		{ ...setup, edition: 'third-edition' },
		{ ...setup, babies: [] }
	);
	const other = fc.constantFrom(...later);
	const version = fc.constantFrom(1, 2);
	const append = (file: RawFile, entry: unknown, v: number): RawFile => ({
		...file,
		events: [...file.events, entry],
		versions: [...(file.versions ?? []), v]
	});
	return fc.oneof(
		// A set-up the rules refuse, written "under older rules" (its version lowered).
		fc.tuple(refusedSetup, fc.boolean()).map(([bad, all]) => (file: RawFile) => ({
			...file,
			events: [bad, ...file.events.slice(1)],
			versions: file.versions?.map((v, i) => (all || i === 0 ? 1 : v))
		})),
		// A correction that removes or rewrites the set-up.
		fc
			.tuple(
				fc.oneof(
					fc.constant<unknown>({ correction: 'delete', at: 0 }),
					refusedSetup.map((event) => ({ correction: 'edit', at: 0, event })),
					other.map((event) => ({ correction: 'edit', at: 0, event })),
					other.map((event) => ({ correction: 'insert', at: 0, event }))
				),
				version
			)
			.map(
				([entry, v]) =>
					(file: RawFile) =>
						append(file, entry, v)
			),
		// Events moved before the set-up, their versions lowered or not.
		fc.tuple(fc.nat(), fc.boolean()).map(([pick, old]) => (file: RawFile) => {
			const k = 1 + (pick % (file.events.length - 1));
			const moved = [file.events[k], ...file.events.filter((_, i) => i !== k)];
			return { ...file, events: moved, versions: file.versions?.map((v) => (old ? 1 : v)) };
		}),
		// A file from before versions: every event counts as written under older rules.
		fc.constant((file: RawFile) => {
			const copy = { ...file };
			delete copy.versions;
			return { ...copy, events: [{ ...setup, players: [] }, ...file.events.slice(1)] };
		})
	);
}

describe('a file whose game has no set-up is refused', () => {
	test.each(SAMPLES)(
		'a %s file whose set-up is deleted by a correction',
		(_kind, tracked, events) => {
			const file = exported(tracked, [...events, { correction: 'delete', at: 0 }]);
			const r = tracked.parseFile(JSON.stringify(file));
			expect(r).toEqual({
				ok: false,
				errors: [{ code: 'file.noSetup', path: ['events', 1], params: { position: 2 } }]
			});
		}
	);

	test.each(SAMPLES)(
		'a %s file whose set-up has no players, marked older',
		(_kind, tracked, events) => {
			const file = exported(tracked, [
				{ ...(events[0] as object), players: [] },
				...events.slice(1)
			]);
			const r = tracked.parseFile(
				JSON.stringify({ ...file, versions: file.versions?.map(() => 1) })
			);
			expect(r.ok).toBe(false);
			if (r.ok) return;
			expect(r.errors).toHaveLength(1);
			expect(r.errors[0]).toMatchObject({
				code: 'file.badSetup',
				path: ['events', 0],
				params: {
					position: 1,
					refusal: { rule: expect.stringMatching(`^${tracked.kind}\\.`) as unknown }
				}
			});
		}
	);

	test.each(SAMPLES)(
		'a %s file with nothing left after its corrections',
		(_kind, tracked, events) => {
			const file = exported(tracked, [events[0], { correction: 'delete', at: 0 }]);
			expect(tracked.parseFile(JSON.stringify(file))).toEqual({
				ok: false,
				errors: [{ code: 'file.noSetup', path: ['events'], params: {} }]
			});
		}
	);
});

describe('property: no accepted file replays without an accepted set-up', () => {
	test.each([
		// A whole KtU game replays per accepted run: fewer runs, the same kinds of damage.
		[...SAMPLES[0], 300],
		[...SAMPLES[1], 1000]
	] as const)('%s', { timeout: 120_000 }, (_kind, tracked, events, numRuns) => {
		expect(tracked.parseFile(JSON.stringify(exported(tracked, events))).ok).toBe(true);
		fc.assert(
			fc.property(
				setupTamperArb(events),
				fc.array(mutationArb(), { maxLength: 2 }),
				(tamper, mutations) => {
					const file = mutations.reduce((f: unknown, m) => m(f), tamper(exported(tracked, events)));
					const r = tracked.parseFile(JSON.stringify(file));
					if (!r.ok) {
						for (const e of r.errors) expect(e.code).toMatch(/^file\./);
						return;
					}
					expect(startsSetUp(tracked, r.file.events)).toBe(true);
				}
			),
			{ numRuns }
		);
	});
});

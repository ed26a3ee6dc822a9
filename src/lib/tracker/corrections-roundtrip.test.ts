// A corrected game of either kind exports and imports back equal, whatever its
// corrections (edit, insert, delete), as the game log records them.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { toGameFile } from './file';
import type { AnyTrackedGame } from './games';
import { KTU_GAME } from './ktu/game';
import { UU_GAME } from './uu/game';
import { checkCorrection, corrected, type Correction, type LogEntry } from './log';
import { sampleEvents } from './ktu/sample-game';
import type { UuEvent } from './uu/events';
import { TEST_GAME, UU_SAMPLE_LOG } from './test-helpers';

const game = TEST_GAME;
const UU_LOG: UuEvent[] = [...UU_SAMPLE_LOG];
/** Events a correction may bring in besides the log's own. */
const UU_EXTRA: UuEvent[] = [
	{ type: 'unicorn-added', player: 2, name: 'Seductive Unicorn' },
	{ type: 'unicorn-added', player: 0, name: 'Llamacorn', countsAs: 1 },
	{ type: 'phase', to: 'end' },
	{ type: 'deck-out' }
];

const SAMPLES = [
	['ktu', KTU_GAME, sampleEvents() as unknown[], [] as unknown[]],
	['uu', UU_GAME, UU_LOG as unknown[], UU_EXTRA as unknown[]]
] as const;

const setupOf = (tracked: AnyTrackedGame) => ({
	isSetup: tracked.isSetup as (event: unknown) => boolean,
	rule: `${tracked.kind}.setup`
});

/** Records `correction` as the game log does: only when the rules accept it. */
function corrected_(tracked: AnyTrackedGame, log: LogEntry<unknown>[], c: Correction<unknown>) {
	const r = checkCorrection(tracked.reducer as never, log, c, setupOf(tracked));
	return r.ok ? [...log, c] : log;
}

/** Exports `log` as this build does, imports it back. */
function roundTrip(tracked: AnyTrackedGame, log: readonly unknown[]) {
	const file = toGameFile(
		tracked.kind,
		game,
		log,
		log.map(() => tracked.eventVersion)
	);
	return { file, parsed: tracked.parseFile(JSON.stringify(file)) };
}

describe('a corrected game exports and imports back equal', () => {
	test('a UU game whose "came into" entry was edited (the reported file)', () => {
		const log = corrected_(UU_GAME, [...UU_LOG], {
			correction: 'edit',
			at: 3,
			event: { type: 'unicorn-added', player: 0, name: 'Seductive Unicorn' }
		});
		expect(log).toHaveLength(UU_LOG.length + 1);
		const { file, parsed } = roundTrip(UU_GAME, log);
		expect(parsed).toEqual({ ok: true, file });
	});

	test.each([
		['ktu', 'edit', KTU_GAME, { correction: 'edit', at: 3, event: SAMPLES[0][2][3] }],
		['ktu', 'insert', KTU_GAME, { correction: 'insert', at: 8, event: SAMPLES[0][2][8] }],
		['ktu', 'delete', KTU_GAME, { correction: 'delete', at: SAMPLES[0][2].length - 1 }],
		['uu', 'edit', UU_GAME, { correction: 'edit', at: 1, event: { type: 'phase', to: 'action' } }],
		['uu', 'insert', UU_GAME, { correction: 'insert', at: 9, event: UU_EXTRA[0] }],
		['uu', 'delete', UU_GAME, { correction: 'delete', at: 8 }]
	] as const)('%s: a correction (%s)', (_kind, _what, tracked, correction) => {
		const base = tracked === KTU_GAME ? SAMPLES[0][2] : SAMPLES[1][2];
		const log = corrected_(tracked, [...base], correction);
		expect(log).toHaveLength(base.length + 1);
		const { file, parsed } = roundTrip(tracked, log);
		expect(parsed).toEqual({ ok: true, file });
	});
});

test('a deleted entry brought back keeps what it restores through a file, and stays readable', () => {
	const base = [...SAMPLES[0][2]];
	const at = base.length - 1;
	const deleted = corrected_(KTU_GAME, base, { correction: 'delete', at });
	const log = corrected_(KTU_GAME, deleted, {
		correction: 'insert',
		at,
		event: base[at],
		restores: deleted.length - 1
	});
	expect(log).toHaveLength(base.length + 2);
	const { file, parsed } = roundTrip(KTU_GAME, log);
	expect(parsed).toEqual({ ok: true, file });
	expect(JSON.stringify(file)).toContain(`"restores":${deleted.length - 1}`);
});

describe('property: every correction the game log accepts round-trips through a file', () => {
	test.each([
		[...SAMPLES[0], 150],
		[...SAMPLES[1], 500]
	] as const)('%s', { timeout: 120_000 }, (_kind, tracked, events, extra, numRuns) => {
		const pool = [...events, ...extra];
		const spec = fc.record({
			kind: fc.constantFrom('edit', 'insert', 'delete', 'same'),
			at: fc.nat(),
			pick: fc.nat()
		});
		fc.assert(
			fc.property(fc.array(spec, { minLength: 1, maxLength: 4 }), (specs) => {
				let log: LogEntry<unknown>[] = [...events];
				for (const { kind, at: n, pick } of specs) {
					const length = corrected(log).events.length;
					const at = n % (length + (kind === 'insert' ? 1 : 0));
					const event = pool[pick % pool.length];
					const c: Correction<unknown> =
						kind === 'delete'
							? { correction: 'delete', at }
							: kind === 'same'
								? { correction: 'edit', at, event: corrected(log).events[at]?.event }
								: { correction: kind, at, event };
					log = corrected_(tracked, log, c);
				}
				const { file, parsed } = roundTrip(tracked, log);
				expect(parsed).toEqual({ ok: true, file });
			}),
			{ numRuns }
		);
	});
});

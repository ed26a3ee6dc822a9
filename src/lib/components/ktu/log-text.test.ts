import { LANGS } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import type { KeysUnder, TFn } from '$lib/i18n/i18n';
import { translator as appStrings } from '$lib/i18n/translator.testing';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import {
	SAMPLE_ROUNDS,
	SAMPLE_SETUP,
	roundEvents,
	sampleEvents
} from '$lib/tracker/ktu/sample-game';
import { history } from '$lib/tracker/log';
import { heldLabel, unicornLabel } from './labels';
import { logContext, logLine } from './log-text';

const NAMESPACES = ['ktu-games', 'ktu-score', 'steps-ktu', 'play'];

const translator = (lang: string): TFn => appStrings(lang, NAMESPACES);

/** Round 1 of the sample game entered with one tap a hunt (issue 28 finding 1). */
function quickRound(): KtuEvent[] {
	const round = roundEvents(SAMPLE_ROUNDS[0]!);
	const row = round.slice(0, round.findIndex((e) => e.type === 'hunts-start') + 1);
	return [
		SAMPLE_SETUP,
		...row,
		// Slot 1 holds two Schemes, slot 2 none, slots 3 and 4 one each.
		{ type: 'caught', player: 1, effect: 'no-effect' },
		{ type: 'caught', player: null },
		{ type: 'caught', player: 2, effect: 'size', taker: 3 },
		{ type: 'caught', player: 1, effect: 'taker', taker: 0 },
		{ type: 'purchase', player: 0, item: 'fake-horn', unicorn: 0, confirmed: true }
	];
}

const MOVES: KtuEvent[] = [
	{ type: 'siamese', player: 1, unicorn: 0, siamese: true },
	{ type: 'unicorn-points', player: 1, unicorn: 0, points: -3 },
	{ type: 'add-points', player: 1, unicorn: 0, points: 2 },
	{ type: 'add-points', player: 1, points: -1 },
	{ type: 'give', player: 0, unicorn: 0, to: 3 },
	{ type: 'exchange', a: { player: 1, unicorn: 0 }, b: { player: 2, unicorn: 0 } },
	{ type: 'discard', player: 3, unicorn: 0 },
	{ type: 'edit-unicorn', player: 1, unicorn: 0, color: 'green', stars: 4, siamese: false },
	{ type: 'power', player: 0, character: 'knight' }
];

/** The sample game with each revealed Scheme said with its bids: one `resolve` (issue 28). */
function saidWithBids(): KtuEvent[] {
	const out: KtuEvent[] = [];
	for (const e of sampleEvents()) {
		const last = out.at(-1);
		if (e.type === 'scheme-applied' && last?.type === 'resolve') {
			out[out.length - 1] = {
				...last,
				effect: e.effect,
				...(e.taker === undefined ? {} : { taker: e.taker })
			};
		} else out.push(e);
	}
	return out;
}

describe.each(LANGS)('every log entry reads as a sentence in %s', (lang) => {
	const t = translator(lang);
	const unreadable = t('play:log.lines.unknown');

	test.each([
		['the sample game, every bid entered', sampleEvents()],
		['a round entered with one tap a hunt, then table moves', [...quickRound(), ...MOVES]],
		['the sample game, each Scheme said with its bids', saidWithBids()]
	])('%s', (_, events) => {
		const { steps, refused } = history(ktuReducer, events);
		expect(refused).toEqual([]);
		for (const step of steps) {
			const line = logLine(t, step);
			expect(line, step.event.type).not.toBe(unreadable);
			expect(line, step.event.type).not.toMatch(/{{|}}|ktu-games:|lines\./);
		}
	});

	test('a one-tap hunt names who won, the Scheme and who took the unicorn', () => {
		const { steps } = history(ktuReducer, quickRound());
		const lines = steps.filter((s) => s.event.type === 'caught').map((s) => logLine(t, s));
		const line = (k: KeysUnder<'ktu-games:log.lines.'>, params: Record<string, unknown>) =>
			t(`ktu-games:log.lines.${k}`, params);
		// One sentence per case, with who won, the unicorn and who took it.
		expect(lines).toEqual([
			line('caughtNoEffect', { player: 'Bo', slot: 1 }),
			line('fled', { slot: 2 }),
			line('caughtSizeTaker', { player: 'Cy', slot: 3, taker: 'Di' }),
			line('caughtTaker', { player: 'Bo', slot: 4, taker: 'Ana' })
		]);
		expect(lines[3]).toContain('Ana');
		expect(new Set(lines).size).toBe(4);
	});

	test('cards revealed with the Scheme said with the bids: one sentence says both', () => {
		const events = saidWithBids();
		const { steps } = history(ktuReducer, events);
		const said = steps.filter((s) => s.event.type === 'resolve' && s.event.effect !== undefined);
		expect(said.length).toBeGreaterThan(0);
		const plain = t('ktu-games:log.lines.resolve');
		for (const step of said) {
			const line = logLine(t, step);
			expect(line).not.toBe(plain);
			if (step.event.type === 'resolve' && step.event.taker !== undefined) {
				expect(line).toContain(step.before.names[step.event.taker]);
			}
		}
	});
});

describe('with the bids, the log says who took each unicorn, or that it ran away', () => {
	test.each(LANGS)('%s: every settled hunt names its taker and the ties that cancelled', (lang) => {
		const t = translator(lang);
		for (const events of [sampleEvents(), saidWithBids()]) {
			const { steps, refused } = history(ktuReducer, events);
			expect(refused).toEqual([]);
			steps.forEach((step, i) => {
				if (step.event.type !== 'resolve' && step.event.type !== 'scheme-applied') return;
				const after = steps[i + 1]?.before;
				const record =
					after && after.hunts.length > step.before.hunts.length ? after.hunts.at(-1) : null;
				const line = logLine(t, step);
				expect(line).not.toBe(t('ktu-games:log.lines.resolve'));
				const names = step.before.names;
				if (record?.taker !== null && record?.taker !== undefined) {
					expect(line, line).toContain(names[record.taker]);
				}
				if (step.event.type === 'resolve') {
					// Who won the hunt is named, and so is each player whose total a tie cancelled.
					const winner = record?.winner ?? after?.hunt.first?.winner ?? null;
					if (typeof winner === 'number') expect(line).toContain(names[winner]);
					const entries = step.before.hunt.entries;
					const cancelled = record?.cancelled ?? after?.hunt.first?.cancelled ?? [];
					entries.forEach((entry, seat) => {
						if (entry?.kind === 'bid' && cancelled.includes(entry.total)) {
							expect(line, line).toContain(names[seat]);
						}
					});
				}
			});
		}
	});

	test('in English, the four cases read as the table says them', () => {
		const t = translator('en');
		const lines = history(ktuReducer, sampleEvents())
			.steps.filter((s) => s.event.type === 'resolve')
			.map((s) => logLine(t, s));
		expect(
			lines.some((l) =>
				/^The cards are revealed: \S+ catches unicorn \d with a total of \d+\.$/.test(l)
			)
		).toBe(true);
		expect(lines.some((l) => l.includes('tied and cancel each other out.'))).toBe(true);
		expect(lines.some((l) => l.includes('and reveals the Scheme under it.'))).toBe(true);
	});
});

describe('an entry is placed under the unicorn it happened to', () => {
	const t = translator('en');
	const under = (slot: number) => t('ktu-games:log.hunt', { round: 1, slot });

	/** The contexts of the events after the quick round's first `hunts` hunts. */
	function contexts(hunts: number, after: KtuEvent[]): string[] {
		const events = quickRound();
		const start = events.findIndex((e) => e.type === 'caught');
		const played = [...events.slice(0, start + hunts), ...after];
		const { steps, refused } = history(ktuReducer, played);
		expect(refused).toEqual([]);
		return steps.slice(start + hunts).map((s) => logContext(t, s));
	}

	test("a Scheme's effect entered after its hunt is under that hunt's unicorn", () => {
		const trojan: KtuEvent = {
			type: 'exchange',
			a: { player: 1, unicorn: 1 },
			b: { player: 2, unicorn: 0 }
		};
		const points: KtuEvent = { type: 'unicorn-points', player: 2, unicorn: 0, points: 3 };
		expect(contexts(1, [trojan, points])).toEqual([under(1), under(1)]);
	});

	test('once the next hunt has begun, an entry is under the next unicorn', () => {
		const zombie: KtuEvent = { type: 'discard', player: 1, unicorn: 1 };
		expect(contexts(1, [{ type: 'pass', player: 1 }, zombie])).toEqual([under(2), under(2)]);
	});

	test("after the round's last hunt it is under unicorn 4, not the Black Market", () => {
		const zombie: KtuEvent = { type: 'discard', player: 0, unicorn: 1 };
		const market = t('ktu-games:log.market', { round: 1 });
		expect(contexts(4, [zombie, { type: 'market-pass', player: 0 }])).toEqual([under(4), market]);
	});

	test('a character power stays where the table stood', () => {
		expect(contexts(1, [{ type: 'power', player: 0, character: 'knight' }])).toEqual([under(2)]);
	});
});

describe('a unicorn in front of a player', () => {
	test.each(LANGS)('is named by the colour its tokens gave it, in %s', (lang) => {
		const t = translator(lang);
		const legendary = { color: null, stars: 4, siamese: false, ref: 'r1u3', origin: null };
		const recoloured = {
			...legendary,
			tokens: [
				{ kind: 'cotton-candy', color: 'pink' },
				{ kind: 'fairy-dust', color: 'yellow' }
			] as const
		};
		expect(heldLabel(t, recoloured)).toBe(unicornLabel(t, { color: 'yellow', stars: 4 }));
		expect(heldLabel(t, { ...legendary, tokens: [] })).toBe(unicornLabel(t, legendary));
	});
});

describe('an entry names the unicorn the replay acts on', () => {
	test.each(LANGS)(
		'after a correction before it moved that unicorn in its collection, in %s',
		(lang) => {
			const t = translator(lang);
			const events = quickRound();
			// Ana takes unicorn 4 (r1u3) and puts a Fake Horn on it: the second unicorn she holds.
			const buy = events.length - 1;
			events[buy] = {
				type: 'purchase',
				player: 0,
				item: 'fake-horn',
				unicorn: 1,
				ref: 'r1u3',
				confirmed: true
			};
			// Corrected later: unicorn 2 did not flee, Ana caught it, so it comes before unicorn 4.
			const fled = events.findIndex((e) => e.type === 'caught' && e.player === null);
			events[fled] = { type: 'caught', player: 0 };
			const { steps, state } = history(ktuReducer, events);
			const step = steps[buy]!;
			expect(step.before.collections[0]!.map((u) => u.ref)).toEqual(['s0', 'r1u1', 'r1u3']);
			const horned = state.collections[0]!.find((u) => u.ref === 'r1u3')!;
			expect(JSON.stringify(horned.tokens)).toContain('fake-horn');
			const line = logLine(t, step);
			expect(line).toContain(heldLabel(t, step.before.collections[0]![2]!));
			expect(line).not.toContain(heldLabel(t, step.before.collections[0]![1]!));
		}
	);
});

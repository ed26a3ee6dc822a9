import { LANGS } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import type { KeysUnder, TFn } from '$lib/i18n/i18n';
import { translator as appStrings } from '$lib/i18n/translator.testing';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import {
	SAMPLE_ROUNDS,
	SAMPLE_SETUP,
	bid,
	firstRow,
	roundEvents,
	sampleEvents
} from '$lib/tracker/ktu/sample-game';
import { history } from '$lib/tracker/log';
import { heldLabel, unicornInSentence, unicornLabel } from './labels';
import { logContext, logLine, logResult, unicornName } from './log-text';
import { caughtEvent } from './quick-entry';

const NAMESPACES = ['ktu-games', 'ktu-score', 'steps-ktu', 'play'];

const translator = (lang: string): TFn => appStrings(lang, NAMESPACES);

/** Round 1 of the sample game entered with one tap a hunt. */
function quickRound(): KtuEvent[] {
	return [
		...firstRow(),
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

/** The sample game with each revealed Scheme said with its bids: one `resolve`. */
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
		const row = SAMPLE_ROUNDS[0]!.unicorns.map((u) => unicornName(t, u));
		// Each taker but the first player takes the First Player token with the unicorn.
		// A catch says the table's bids decided it, not entered.
		const decided = (said: string) => `${said} ${t('ktu-games:log.lines.quickDecided')}`;
		expect(lines).toEqual([
			decided(line('caughtNoEffectToken', { player: 'Bo', unicorn: row[0] })),
			line('fled', { unicorn: row[1] }),
			decided(line('caughtSizeTakerToken', { player: 'Cy', unicorn: row[2], taker: 'Di' })),
			decided(line('caughtTakerToken', { player: 'Bo', unicorn: row[3], taker: 'Ana' }))
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
	test.each(LANGS)(
		'%s: two ties at different totals read as two ties, and a runaway says its ties once',
		(lang) => {
			const t = translator(lang);
			const line = (k: KeysUnder<'ktu-games:log.lines.'>, params: Record<string, unknown>) =>
				t(`ktu-games:log.lines.${k}`, params);
			// Ana and Bo tie at 3, Cy and Di at 2: every total is cancelled and the unicorn runs away.
			const round = {
				...SAMPLE_ROUNDS[0]!,
				hunts: [{ entries: [bid(0, 3), bid(1, 3), bid(2, 2), bid(3, 2)] }]
			};
			const { steps } = history(ktuReducer, [SAMPLE_SETUP, ...roundEvents(round)]);
			const step = steps.find((s) => s.event.type === 'resolve')!;
			const unicorn = unicornName(t, SAMPLE_ROUNDS[0]!.unicorns[0]!);
			// Each tie a clause of its own ("Ana and Bo on 3; Cy and Di on 2"), not one list of four.
			const ties = [
				line('tieAt', { players: ['Ana', 'Bo'], total: 3 }),
				line('tieAt', { players: ['Cy', 'Di'], total: 2 })
			].join(line('tiesJoin', {}));
			expect(ties).toMatch(/3\s?; /);
			// One sentence, each tie in it once: not "every total is tied" and then the ties again.
			expect(logLine(t, step)).toBe(
				`${line('resolveTied', { unicorn, ties })} ${line('schemesGone', { count: 2 })}`
			);
			expect(logLine(t, step)).not.toContain(line('tiesCancelled', { players: ['Ana', 'Bo'] }));
		}
	);

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
					// Each tie said once: its own sentence beside a winner, in the runaway's sentence
					// when every total tied. Two pairs tied at different totals are two ties.
					for (const value of cancelled) {
						const players = entries.flatMap((entry, seat) =>
							entry?.kind === 'bid' && entry.total === value ? [names[seat]!] : []
						);
						if (players.length < 2) continue;
						const tie =
							winner !== null
								? t('ktu-games:log.lines.tiesCancelled', { players })
								: t('ktu-games:log.lines.tieAt', { players, total: value });
						expect(line.split(tie).length - 1, line).toBe(1);
					}
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
				/^The cards are revealed: \S+ catches the (pink|blue|green|yellow) \d ★ unicorn with a total of \d+( and takes the First Player token)?\.$/.test(
					l
				)
			)
		).toBe(true);
		expect(lines.some((l) => l.includes('tied and cancel each other out.'))).toBe(true);
		expect(lines.some((l) => l.includes('and reveals the Scheme under it.'))).toBe(true);
	});
});

describe('a table move is headed by when it was recorded, never read as the unicorn it is about', () => {
	const t = translator('en');
	const under = (slot: number) => t('ktu-games:log.hunt', { round: 1, slot });
	const after = (slot: number) => t('ktu-games:log.afterHunt', { round: 1, slot });
	const during = (slot: number) => t('ktu-games:log.duringHunt', { round: 1, slot });
	const before = (slot: number) => t('ktu-games:log.beforeHunt', { round: 1, slot });

	/** The contexts of the events after the quick round's first `hunts` hunts. */
	function contexts(hunts: number, after: KtuEvent[]): string[] {
		const events = quickRound();
		const start = events.findIndex((e) => e.type === 'caught');
		const played = [...events.slice(0, start + hunts), ...after];
		const { steps, refused } = history(ktuReducer, played);
		expect(refused).toEqual([]);
		return steps.slice(start + hunts).map((s) => logContext(t, s));
	}

	test("a Scheme's effect entered after its hunt is placed after that hunt", () => {
		const trojan: KtuEvent = {
			type: 'exchange',
			a: { player: 1, unicorn: 1 },
			b: { player: 2, unicorn: 0 }
		};
		const points: KtuEvent = { type: 'unicorn-points', player: 2, unicorn: 0, points: 3 };
		expect(contexts(1, [trojan, points])).toEqual([after(1), after(1)]);
	});

	test("once the next hunt has begun, a move is during it; the hunt's own entries are its unicorn's", () => {
		const zombie: KtuEvent = { type: 'discard', player: 1, unicorn: 1 };
		expect(contexts(1, [{ type: 'pass', player: 1 }, zombie])).toEqual([under(2), during(2)]);
	});

	test("Scheme points on an older unicorn, entered during a later hunt, are not headed as that hunt's unicorn", () => {
		// Bo holds the pink 3 ★ of unicorn 1; the points go on it while unicorn 3 is hunted.
		const points: KtuEvent = { type: 'add-points', player: 1, unicorn: 1, points: 2 };
		const [heading] = contexts(2, [{ type: 'bid', player: 3, cards: 1, total: 2 }, points]).slice(
			1
		);
		expect(heading).toBe(during(3));
		expect(heading).not.toBe(under(3));
	});

	test("after the round's last hunt it is after unicorn 4, not the Black Market", () => {
		const zombie: KtuEvent = { type: 'discard', player: 0, unicorn: 1 };
		const market = t('ktu-games:log.market', { round: 1 });
		expect(contexts(4, [zombie, { type: 'market-pass', player: 0 }])).toEqual([after(4), market]);
	});

	test("the row turned up and the Schemes slid under it are headed by the round's phase", () => {
		const { steps } = history(ktuReducer, quickRound());
		const trap = steps.filter((s) => s.before.phase === 'trap');
		expect(trap.map((s) => s.event.type)).toContain('unicorn');
		expect(new Set(trap.map((s) => logContext(t, s)))).toEqual(new Set(["Round 1 · It's a Trap!"]));
	});

	test('a character power is placed as a move, in the hunt it is used for', () => {
		const knight: KtuEvent = { type: 'power', player: 0, character: 'knight' };
		// Entered before the next hunt's first bid: used for that hunt, not the one just settled,
		// which has not begun yet; once someone has bid or passed, during it.
		expect(contexts(1, [knight])).toEqual([before(2)]);
		expect(contexts(1, [{ type: 'pass', player: 1 }, knight]).at(-1)).toBe(during(2));
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

/** Each step's line as the game log draws it: with the entry after it, the last one with none. */
function storyLines(t: TFn, events: KtuEvent[]): string[] {
	const { steps, refused } = history(ktuReducer, events);
	expect(refused).toEqual([]);
	return steps.map((step, i) => logLine(t, step, { next: steps[i + 1], log: steps }));
}

/** Round 1's row and Schemes (Ana and Bo under unicorn 1, Cy under 3, Di under 4), hunts ahead. */
const rowOfRound1 = firstRow;

describe.each(LANGS)('the log tells the table what happened, in %s', (lang) => {
	const t = translator(lang);
	const line = (k: KeysUnder<'ktu-games:log.lines.'>, params: Record<string, unknown>) =>
		t(`ktu-games:log.lines.${k}`, params);
	const row = SAMPLE_ROUNDS[0]!.unicorns.map((u) => unicornName(t, u));
	/** A quick catch's line: the table's bids decided it, and were not entered. */
	const decided = (said: string) => `${said} ${t('ktu-games:log.lines.quickDecided')}`;
	/** A seat's Starting Unicorn as a Scheme's move names it: always said to be the starter. */
	const starterOf = (seat: number) =>
		line('namedFrom', {
			unicorn: unicornName(t, SAMPLE_SETUP.players[seat]!.starter),
			origin: line('fromStarter', {})
		});

	test('a quick hunt says why: the bids decided a catch, everyone passed or the bids tied for a runaway', () => {
		// Unicorn 1 caught by Ana (who holds the token), unicorn 2 fled as everyone passed, unicorn
		// 3 fled as the bids tied (Cy's Scheme goes with it).
		const said = storyLines(t, [
			...rowOfRound1(),
			caughtEvent(0, 2, { effect: 'no-effect', said: false }),
			caughtEvent(null, 0, { effect: 'no-effect', said: false }, undefined, 'passed'),
			caughtEvent(null, 1, { effect: 'no-effect', said: false }, undefined, 'tied')
		]).slice(-3);
		expect(said).toEqual([
			decided(line('caught', { player: 'Ana', unicorn: row[0] })),
			line('resolveAllPassed', { unicorn: row[1] }),
			`${line('resolveFled', { unicorn: row[2] })} ${line('schemesGone', { count: 1 })}`
		]);
		// Why it fled is never said of a unicorn caught.
		const { refused } = history(ktuReducer, [
			...rowOfRound1(),
			{ type: 'caught', player: 0, why: 'passed' }
		]);
		expect(refused).toHaveLength(1);
	});

	test('a catch names the unicorn by its colour and stars, or as Legendary, with bids and without', () => {
		const quick = storyLines(t, quickRound()).filter((_, i) => quickRound()[i]?.type === 'caught');
		expect(quick[0]).toContain(row[0]);
		expect(quick[3]).toContain(row[3]);
		expect(row[3]).toBe(t('ktu-games:log.named.legendary', { stars: 4 }));
		const { steps } = history(ktuReducer, sampleEvents());
		steps.forEach((step, i) => {
			const after = steps[i + 1]?.before;
			if (!after || after.hunts.length === step.before.hunts.length) return;
			const record = after.hunts.at(-1)!;
			expect(logLine(t, step, { next: steps[i + 1] })).toContain(unicornName(t, record.unicorn));
		});
	});

	test('a runaway says the Schemes under it went with it', () => {
		// Round 2, unicorn 3: every total tied, and Bo and Cy had each slid a Scheme under it.
		const { steps } = history(ktuReducer, sampleEvents());
		const fled = steps.filter((step, i) => {
			const after = steps[i + 1]?.before;
			return after && after.hunts.length > step.before.hunts.length
				? after.hunts.at(-1)!.outcome === 'fled' && after.hunts.at(-1)!.schemes === 2
				: false;
		});
		expect(fled.length).toBeGreaterThan(0);
		const gone = line('schemesGone', { count: 2 });
		for (const step of fled) expect(logLine(t, step)).toContain(gone);
		// Quick entry: nobody caught unicorn 1, and Ana's and Bo's Schemes left with it.
		const lines = storyLines(t, [...rowOfRound1(), { type: 'caught', player: null }]);
		expect(lines.at(-1)).toBe(`${line('fled', { unicorn: row[0] })} ${gone}`);
		// Unicorn 2 had none: nothing is said of Schemes.
		const none = storyLines(t, [
			...rowOfRound1(),
			{ type: 'caught', player: 1 },
			{ type: 'caught', player: null }
		]);
		expect(none.at(-1)).toBe(line('fled', { unicorn: row[1] }));
	});

	test("a Trojan's exchange says who gave which unicorn to whom, whose Scheme it was, and in the catch", () => {
		// Bo catches unicorn 4, under which lay Di's Scheme only: a Trojan Unicorn.
		const events: KtuEvent[] = [
			...rowOfRound1(),
			{ type: 'caught', player: 0 },
			{ type: 'caught', player: null },
			{ type: 'caught', player: 2, effect: 'size', taker: 3 },
			{ type: 'caught', player: 1, effect: 'no-effect' },
			{ type: 'exchange', a: { player: 1, unicorn: 1 }, b: { player: 3, unicorn: 0 } }
		];
		const lines = storyLines(t, events);
		const [catchLine, exchange] = lines.slice(-2);
		// The catch says the Scheme acted, never that it changed nothing; Bo takes the token from Di.
		expect(catchLine).toBe(
			decided(line('caughtActs.exchangeToken', { player: 'Bo', unicorn: row[3], a: 'Bo', b: 'Di' }))
		);
		expect(catchLine).not.toBe(line('caughtNoEffect', { player: 'Bo', unicorn: row[3] }));
		expect(exchange).toBe(
			line('exchangeOf', {
				owner: 'Di',
				a: 'Bo',
				b: 'Di',
				ua: row[3],
				ub: starterOf(3)
			})
		);
	});

	test('what travels with an exchanged unicorn is named: its Fake Horn, its Scheme points', () => {
		const events: KtuEvent[] = [
			...rowOfRound1(),
			{ type: 'caught', player: 0 },
			{ type: 'caught', player: 1 },
			{ type: 'caught', player: 2 },
			{ type: 'caught', player: 3 },
			{ type: 'purchase', player: 0, item: 'fake-horn', unicorn: 0, confirmed: true },
			{ type: 'add-points', player: 0, unicorn: 0, points: 2 },
			{ type: 'exchange', a: { player: 0, unicorn: 0 }, b: { player: 3, unicorn: 1 } }
		];
		const exchange = storyLines(t, events).at(-1)!;
		const pink = starterOf(0);
		const items = [t('ktu-score:items.fake-horn'), line('pinnedPoints', { points: '+2' })];
		expect(exchange).toBe(
			`${line('exchange', { a: 'Ana', b: 'Di', ua: pink, ub: row[3] })} ${line('withIt', { unicorn: pink, items })}`
		);
	});

	test("a Zombie's discard says whose Scheme it was and what went with the unicorn", () => {
		// Cy catches unicorn 3, under which lay Cy's own Scheme; Di loses the starter.
		const events: KtuEvent[] = [
			...rowOfRound1(),
			{ type: 'caught', player: 0 },
			{ type: 'caught', player: 1 },
			{ type: 'caught', player: 0, effect: 'no-effect' },
			{ type: 'discard', player: 3, unicorn: 0 }
		];
		const lines = storyLines(t, events);
		const yellow = starterOf(3);
		expect(lines.at(-2)).toBe(
			decided(line('caughtActs.discardToken', { player: 'Ana', unicorn: row[2], holder: 'Di' }))
		);
		expect(lines.at(-1)).toBe(line('discardOf', { owner: 'Cy', player: 'Di', unicorn: yellow }));
		// A token on the unicorn goes to the discard with it.
		const horned: KtuEvent[] = [
			...events.slice(0, -1),
			{ type: 'caught', player: 2 },
			{ type: 'purchase', player: 0, item: 'fake-horn', unicorn: 0, confirmed: true },
			{ type: 'discard', player: 0, unicorn: 0 }
		];
		const pink = starterOf(0);
		const items = [t('ktu-score:items.fake-horn')];
		expect(storyLines(t, horned).at(-1)).toBe(
			`${line('discard', { player: 'Ana', unicorn: pink })} ${line('discardedWith', { count: 1, items })}`
		);
	});

	test("a first player's pass says the token moved; another player's pass does not", () => {
		const { steps } = history(ktuReducer, sampleEvents());
		const passes = steps.filter((s) => s.event.type === 'pass');
		const moved = passes.filter(
			(s) => s.event.type === 'pass' && s.event.player === s.before.firstPlayer
		);
		expect(moved.length).toBeGreaterThan(0);
		for (const step of moved) {
			const seat = (step.before.firstPlayer + 1) % 4;
			expect(logLine(t, step)).toBe(
				line('passToken', {
					player: step.before.names[step.before.firstPlayer],
					next: step.before.names[seat]
				})
			);
		}
		const other = passes.find(
			(s) => s.event.type === 'pass' && s.event.player !== s.before.firstPlayer
		)!;
		expect(logLine(t, other)).toBe(
			line('pass', { player: other.before.names[(other.event as { player: number }).player] })
		);
	});

	test('the first entry names the characters and Starting Unicorns; the result is an entry of its own', () => {
		const lines = storyLines(t, sampleEvents());
		const first = lines[0]!;
		for (const p of SAMPLE_SETUP.players) {
			expect(first).toContain(p.name);
			if (p.character) expect(first).toContain(t(`ktu-games:characters.${p.character}`));
			expect(first).toContain(unicornLabel(t, p.starter));
		}
		const seats = SAMPLE_SETUP.players.map((p) =>
			p.character
				? line('seat', {
						player: p.name,
						character: t(`ktu-games:characters.${p.character}`),
						starter: unicornLabel(t, p.starter)
					})
				: line('seatPlain', { player: p.name, starter: unicornLabel(t, p.starter) })
		);
		expect(first).toBe(line('setup', { players: seats, first: 'Ana' }));
		// Bo and Cy tie on 24 and cancel out: Ana wins with 12 (SAMPLE_RESULT). The result is its
		// own entry after the last one, and says the tie above her is what made her the winner.
		const scores = ['Ana', 'Bo', 'Cy', 'Di'].map((player, seat) =>
			line('score', { player, points: [12, 24, 24, 11][seat] })
		);
		const ties = line('tieAt', { players: ['Bo', 'Cy'], total: 24 });
		const { steps } = history(ktuReducer, sampleEvents());
		expect(logResult(t, steps)).toBe(
			line('resultWonTied', { player: 'Ana', count: 12, ties, scores })
		);
		// Never glued to the last entry's sentence, nor to any before it.
		const last = lines.at(-1)!;
		expect(last).toBe(logLine(t, steps.at(-1)!, {}));
		expect(lines.filter((l) => l.includes(line('score', { player: 'Ana', points: 12 })))).toEqual(
			[]
		);
		// A game that goes on has no result yet.
		const going = steps.findIndex((s) => s.before.phase === 'over');
		expect(logResult(t, steps.slice(0, going - 1))).toBeNull();
	});

	test('when every player passes, one line says so and where the token ends', () => {
		const passes: KtuEvent[] = [0, 1, 2, 3].map((player) => ({ type: 'pass', player }));
		// While the hunt goes on, a first player's pass hands the token to the left (ktu.pass).
		expect(storyLines(t, [...rowOfRound1(), passes[0]!]).at(-1)).toBe(
			line('passToken', { player: 'Ana', next: 'Bo' })
		);
		// Once everyone has passed, the token is back with Ana, who held it when the hunt began
		// (ktu.faq.everyone-passes): the hand-overs on the way are not said, the last pass says it all.
		const lines = storyLines(t, [...rowOfRound1(), ...passes, { type: 'caught', player: null }]);
		expect(lines.slice(-5)).toEqual([
			line('pass', { player: 'Ana' }),
			line('pass', { player: 'Bo' }),
			line('pass', { player: 'Cy' }),
			line('passAll', { player: 'Di', first: 'Ana' }),
			// The tap that it ran away says why; Ana's and Bo's Schemes leave with it.
			`${line('resolveAllPassed', { unicorn: row[0] })} ${line('schemesGone', { count: 2 })}`
		]);
		expect(lines.join(' ')).not.toContain(line('passToken', { player: 'Di', next: 'Ana' }));
	});

	test('a one-tap hunt says only what the table said of the Scheme', () => {
		// Unicorn 1 carries Ana's and Bo's Schemes. Nothing said of the one Bo reveals: none is
		// recorded, and the catch asserts nothing about it.
		const silent = caughtEvent(1, 2, { effect: 'no-effect', said: false });
		expect(silent).toEqual({ type: 'caught', player: 1 });
		// Ana held the First Player token: whoever takes the unicorn takes it too.
		expect(storyLines(t, [...rowOfRound1(), silent]).at(-1)).toBe(
			decided(line('caughtToken', { player: 'Bo', unicorn: row[0] }))
		);
		// Said to change nothing: the line says what it did (two players' Schemes lay under it:
		// whose Bo drew is not known).
		const told = caughtEvent(1, 2, { effect: 'no-effect', said: true });
		expect(storyLines(t, [...rowOfRound1(), told]).at(-1)).toBe(
			decided(line('caughtNoEffectToken', { player: 'Bo', unicorn: row[0] }))
		);
		// Said to give the unicorn away: who took it.
		const away = caughtEvent(1, 2, { effect: 'taker', said: true }, 3);
		expect(storyLines(t, [...rowOfRound1(), away]).at(-1)).toBe(
			decided(line('caughtTakerToken', { player: 'Bo', unicorn: row[0], taker: 'Di' }))
		);
		// Nothing said, but the next entry records what the Scheme did: the catch says it, with the
		// two players one of whose Schemes Bo drew blind, and so do the points.
		const points: KtuEvent = { type: 'add-points', player: 1, points: 2 };
		const said = storyLines(t, [...rowOfRound1(), silent, points]);
		expect(said.at(-2)).toBe(
			decided(
				line('caughtPointsEitherToken', {
					player: 'Bo',
					unicorn: row[0],
					holder: 'Bo',
					points: '+2',
					a: 'Ana',
					b: 'Bo'
				})
			)
		);
		expect(said.at(-1)).toBe(
			line('addPointsPlayerEither', { a: 'Ana', b: 'Bo', player: 'Bo', points: '+2' })
		);
	});

	test('the end of a round where nobody bought says so in the same sentence', () => {
		const hunts: KtuEvent[] = [0, 1, 2, 3].map((player) => ({ type: 'caught', player }));
		const end: KtuEvent = { type: 'round-end' };
		expect(storyLines(t, [...rowOfRound1(), ...hunts, end]).at(-1)).toBe(
			line('roundEndNothingBought', { round: 1 })
		);
		const passed: KtuEvent = { type: 'market-pass', player: 0 };
		expect(storyLines(t, [...rowOfRound1(), ...hunts, passed, end]).at(-1)).toBe(
			line('roundEndNothingBought', { round: 1 })
		);
		const bought: KtuEvent = {
			type: 'purchase',
			player: 0,
			item: 'fake-horn',
			unicorn: 0,
			confirmed: true
		};
		expect(storyLines(t, [...rowOfRound1(), ...hunts, bought, end]).at(-1)).toBe(
			line('round-end', { round: 1 })
		);
	});

	test.each(LANGS)(
		'%s: a colour inside a sentence is the lower-case word, not the button label',
		(lang) => {
			const tl = translator(lang);
			const hunts: KtuEvent[] = [0, 1, 2, 3].map((player) => ({ type: 'caught', player }));
			const candy: KtuEvent = {
				type: 'purchase',
				player: 1,
				item: 'cotton-candy',
				color: 'pink',
				unicorn: 0,
				confirmed: true
			};
			const last = storyLines(tl, [...rowOfRound1(), ...hunts, candy]).at(-1)!;
			const word = tl('steps-ktu:vocab.color.pink');
			const label = tl('ktu-score:colors.pink');
			expect(word).not.toBe(label);
			// In brackets, alone or after its own label ("(couleur : rose)"): a token's colour, by name.
			expect(last).toMatch(new RegExp(`\\((?:[^()]*\\s)?${word}\\)`, 'u'));
			expect(last).not.toContain(label);
		}
	);

	test('a held unicorn is named with where it came from: the Starting Unicorn, or its hunt', () => {
		// Bo holds a blue 1 ★ Starting Unicorn and catches unicorn 2 of round 1 (blue, 2 ★).
		const hunts: KtuEvent[] = [0, 1, 2, 3].map((player) => ({ type: 'caught', player }));
		const points: KtuEvent = { type: 'add-points', player: 1, unicorn: 1, points: 3 };
		const horn: KtuEvent = {
			type: 'purchase',
			player: 1,
			item: 'fake-horn',
			unicorn: 0,
			confirmed: true
		};
		const lines = storyLines(t, [...rowOfRound1(), ...hunts, points, horn]);
		const caughtOne = line('heldCaught', {
			unicorn: unicornInSentence(t, SAMPLE_ROUNDS[0]!.unicorns[1]!),
			round: 1,
			slot: 2
		});
		// Entered right after the hunt of unicorn 4, under which lay Di's Scheme: Di's points.
		expect(lines.at(-2)).toBe(
			line('addPointsUnicornOf', { owner: 'Di', player: 'Bo', points: '+3', unicorn: caughtOne })
		);
		const starter = line('heldStarter', {
			unicorn: unicornInSentence(t, SAMPLE_SETUP.players[1]!.starter)
		});
		expect(lines.at(-1)).toBe(line('purchase.fake-horn', { player: 'Bo', unicorn: starter }));
	});

	test("a held unicorn's colour in brackets is the word its name uses: it agrees with the language's word for a unicorn", () => {
		for (const color of ['pink', 'blue', 'green', 'yellow'] as const) {
			const word = t(`ktu-games:unicorn.color.${color}`);
			expect(unicornName(t, { color, stars: 2 })).toMatch(new RegExp(`(^|\\s)${word}(\\s|$)`, 'u'));
			expect(unicornInSentence(t, { color, stars: 2 })).toBe(
				t('ktu-games:unicorn.label', { color: word, stars: 2 })
			);
		}
	});
});

// A correction of an early hunt replays the hunts after it as the table played them: each entry
// stays in the hunt it was recorded in, bids entered in another order than the corrected token
// implies are still that hunt's bids, and Undo and Redo of the correction and of the repairs
// around it give back exactly the log before and after each one.
import { describe, expect, test } from 'vitest';
import {
	checkCorrection,
	corrected,
	correctionMarks,
	history,
	record,
	redo,
	replay,
	stamped,
	undo,
	type Correction,
	type History,
	type LogEntry
} from '../log';
import type { KtuEvent } from './events';
import { TABLE_ORDER } from './arrange';
import { ktuReducer } from './reducer';
import { caughtRef, withRefs } from './refs';
import { fourPlayerTable } from './sample-game';

const [ADA, BEN, CLEO, DAN] = [0, 1, 2, 3];

type Entries = readonly LogEntry<KtuEvent>[];

/** An event entered live, as the game screen records it: stamped, guided, accepted. */
function live(entries: Entries, event: KtuEvent): LogEntry<KtuEvent>[] {
	const { state, refused } = replay(ktuReducer, entries);
	expect(refused).toEqual([]);
	const stamped = withRefs(state, event);
	expect(ktuReducer.guide?.(state, stamped) ?? null).toBeNull();
	const applied = ktuReducer.apply(state, stamped);
	expect(applied.ok ? null : applied.error).toBeNull();
	return [...entries, stamped];
}

const liveAll = (entries: Entries, events: readonly KtuEvent[]) =>
	events.reduce<LogEntry<KtuEvent>[]>((log, event) => live(log, event), [...entries]);

/**
 * A correction made from the game log, as the screen makes it: its event stamped at its place,
 * the correction with the rule of the arrangement it is recorded under.
 */
function correction(entries: Entries, c: Correction<KtuEvent>): Correction<KtuEvent> {
	if (c.correction === 'delete') return stamped(ktuReducer, c);
	const { steps, state } = history(ktuReducer, entries);
	// At the end of the log: the table as it stands.
	const before = steps[c.at]?.before ?? state;
	return stamped(ktuReducer, { ...c, event: withRefs(before, c.event) });
}

const bid = (player: number, total: number): KtuEvent => ({ type: 'bid', player, cards: 1, total });
const pass = (player: number): KtuEvent => ({ type: 'pass', player });

/**
 * The table of the report: a 4-player game entered in quick mode, Ben wrongly tapped as the
 * catcher of the first hunt (it was Ada), the next hunts entered as they were played from there.
 */
function recorded(): LogEntry<KtuEvent>[] {
	return liveAll(
		[],
		[
			...fourPlayerTable(['Ada', 'Ben', 'Cleo', 'Dan'], ADA),
			{ type: 'scheme', player: ADA, slot: 0 },
			{ type: 'scheme', player: BEN, slot: 3 },
			{ type: 'scheme', player: CLEO, slot: 2 },
			{ type: 'scheme', player: DAN, slot: 3 },
			{ type: 'hunts-start' },
			// H1: Ben tapped by mistake; he now holds the token.
			{ type: 'caught', player: BEN, effect: 'no-effect' },
			// H2, its bids from Ben round the table: the 3s cancel, Cleo takes it.
			bid(BEN, 3),
			bid(CLEO, 2),
			pass(DAN),
			bid(ADA, 3),
			{ type: 'resolve' },
			// H3: everybody passes, from Cleo: it runs away.
			pass(CLEO),
			pass(DAN),
			pass(ADA),
			pass(BEN),
			{ type: 'resolve' },
			// H4: Ben catches it and reveals a Trojan Unicorn; he and Dan exchange unicorns.
			{ type: 'caught', player: BEN, effect: 'no-effect' }
		]
	);
}

/** H4's Trojan: Ben's unicorn from this hunt for Dan's Starting Unicorn, as the form fills it. */
function withTrojan(entries: Entries): LogEntry<KtuEvent>[] {
	const { state } = replay(ktuReducer, entries);
	const ben = state.collections[BEN] ?? [];
	const unicorn = ben.findIndex((u) => u.ref === caughtRef(1, 3));
	return live(entries, {
		type: 'exchange',
		a: { player: BEN, unicorn },
		b: { player: DAN, unicorn: 0 }
	});
}

const firstHuntAt = (entries: Entries) =>
	corrected(entries).events.findIndex((p) => p.event.type === 'caught');

/** The H1 entry corrected from the game log: Ada caught it. */
function adaCaughtH1(entries: Entries): Correction<KtuEvent> {
	return correction(entries, {
		correction: 'edit',
		at: firstHuntAt(entries),
		event: { type: 'caught', player: ADA, effect: 'no-effect' }
	});
}

describe('a correction of an early hunt replays the later hunts as the table played them', () => {
	test('who caught H1 corrected: H2, H3 and H4 keep their entries and their outcomes', () => {
		const log = withTrojan(recorded());
		const fix = adaCaughtH1(log);
		const checked = checkCorrection(ktuReducer, log, fix);
		expect(checked.ok && checked.later).toEqual([]);
		const after = [...log, fix];
		const { state, steps, refused } = history(ktuReducer, after);
		// Nothing flagged, nothing dropped: every entry still folds.
		expect(refused).toEqual([]);
		expect(corrected(after).events).toHaveLength(corrected(log).events.length);
		const [h1, h2, h3, h4] = state.hunts;
		expect(h1).toMatchObject({ taker: ADA, outcome: 'captured' });
		// H2: the same bids; Ada now leads, the 3s still cancel and Cleo takes the blue unicorn.
		expect(h2).toMatchObject({ slot: 1, winner: CLEO, taker: CLEO, passed: [DAN] });
		expect(h2?.bids.map((b) => [b.player, b.total])).toEqual([
			[ADA, 3],
			[BEN, 3],
			[CLEO, 2]
		]);
		expect(h2?.firstPlayer).toEqual({ before: ADA, after: CLEO });
		// H3: the four passes are H3's, and the unicorn runs away.
		expect(h3).toMatchObject({ slot: 2, outcome: 'fled', taker: null });
		expect(h3?.passed).toEqual([ADA, BEN, CLEO, DAN]);
		// H4: Ben's catch, and the Trojan between Ben and Dan, the unicorn of this hunt for Dan's.
		expect(h4).toMatchObject({ slot: 3, taker: BEN });
		expect(state.collections[BEN]?.map((u) => u.ref)).toEqual(['s1', 's3']);
		expect(state.collections[DAN]?.map((u) => u.ref)).toEqual([caughtRef(1, 3)]);
		expect(state.collections[ADA]?.map((u) => u.ref)).toEqual(['s0', caughtRef(1, 0)]);
		expect(state.collections[CLEO]?.map((u) => u.ref)).toEqual(['s2', caughtRef(1, 1)]);
		// Every entry of a hunt was replayed in the hunt it was recorded in.
		for (const step of steps) {
			const hunt = 'hunt' in step.event ? step.event.hunt : undefined;
			if (hunt !== undefined) expect(caughtRef(step.before.round, step.before.slot)).toBe(hunt);
		}
	});

	test("a Trojan's exchange recorded after the catch stays on that hunt's record, corrected or not", () => {
		const log = withTrojan(recorded());
		const trojan = { kind: 'exchange', a: BEN, b: DAN };
		expect(replay(ktuReducer, log).state.hunts[3]?.acts).toEqual(trojan);
		const { state } = replay(ktuReducer, [...log, adaCaughtH1(log)]);
		expect(state.hunts[3]?.acts).toEqual(trojan);
		// No other hunt has one: their Schemes did nothing in front of the players.
		expect(state.hunts.slice(0, 3).map((h) => h.acts)).toEqual([undefined, undefined, undefined]);
	});

	test('an entry never moves to another hunt: if its own hunt is not there, it is flagged', () => {
		const log = withTrojan(recorded());
		const events = corrected(log).events;
		// H2's settling taken away: H3's passes are not read as H2's, each says which hunt it was.
		const h2Resolve = events.findIndex((p) => p.event.type === 'resolve');
		const after = [...log, correction(log, { correction: 'delete', at: h2Resolve })];
		const { state, refused } = replay(ktuReducer, after);
		expect(state.hunts).toHaveLength(1);
		expect(state.hunt.entries.map((e) => e?.kind ?? null)).toEqual(['bid', 'bid', 'bid', 'pass']);
		const flagged = refused.filter((r) => r.error.code === 'refusal.otherHunt');
		expect(flagged.map((r) => r.error.params)).toEqual([
			...Array.from({ length: 5 }, () => ({ round: 1, number: 3 })),
			{ round: 1, number: 4 }
		]);
		expect(refused.every((r) => r.sinceCorrection)).toBe(true);
	});

	test('Undo of the correction and of the repairs after it gives back each log; Redo the same', () => {
		const log = withTrojan(recorded());
		let h: History<LogEntry<KtuEvent>> = { events: log, redo: [] };
		const logs: Entries[] = [h.events];
		// The correction, then what a table does while repairing: add a missed entry, drop one.
		const fix = adaCaughtH1(h.events);
		h = record(h, fix);
		logs.push(h.events);
		const events = () => corrected(h.events).events;
		const missed = correction(h.events, {
			correction: 'insert',
			at: events().length,
			event: { type: 'add-points', player: DAN, points: 2 }
		});
		h = record(h, missed);
		logs.push(h.events);
		const h3Pass = events().findIndex((p) => p.event.type === 'pass' && p.event.player === CLEO);
		h = record(h, correction(h.events, { correction: 'delete', at: h3Pass + 1 }));
		logs.push(h.events);
		const folds = logs.map((entries) => replay(ktuReducer, entries));
		// The drop leaves H3 waiting for Dan: flagged, not lost.
		expect(folds[3]?.state.hunts).toHaveLength(2);
		const done = h;
		for (let k = logs.length - 2; k >= 0; k--) {
			h = undo(h);
			expect(h.events).toEqual(logs[k]);
			expect(replay(ktuReducer, h.events)).toEqual(folds[k]);
		}
		for (let k = 1; k < logs.length; k++) {
			h = redo(h);
			expect(h.events).toEqual(logs[k]);
			expect(replay(ktuReducer, h.events)).toEqual(folds[k]);
		}
		expect(h).toEqual(done);
	});
});

describe('a corrected log reads in the order the table played it', () => {
	const [ANN, BEN, CLEO, DEV] = [0, 1, 2, 3];
	const bid2 = (player: number, total: number): KtuEvent => ({
		type: 'bid',
		player,
		cards: 2,
		total
	});
	/**
	 * Ben tapped as the catcher of the first hunt (it was Ann); the second hunt's bids entered from
	 * Ben round the table, Ann passing last; then two more hunts.
	 */
	function played(): LogEntry<KtuEvent>[] {
		return liveAll(
			[],
			[
				...fourPlayerTable(['Ann', 'Ben', 'Cleo', 'Dev'], ANN),
				...[ANN, BEN, CLEO, DEV].map((player): KtuEvent => ({
					type: 'scheme',
					player,
					slot: 2 + (player % 2)
				})),
				{ type: 'hunts-start' },
				{ type: 'caught', player: BEN },
				bid2(BEN, 5),
				bid2(CLEO, 5),
				bid2(DEV, 3),
				pass(ANN),
				{ type: 'resolve' },
				{ type: 'caught', player: CLEO, effect: 'no-effect' },
				{ type: 'caught', player: BEN, effect: 'no-effect' }
			]
		);
	}
	const annCaughtH1 = (log: Entries) =>
		correction(log, {
			correction: 'edit',
			at: firstHuntAt(log),
			event: { type: 'caught', player: ANN }
		});
	const isHuntEntry = (e: KtuEvent) => e.type === 'bid' || e.type === 'pass';

	test('the first player passes first and hands the token on; the lead bids after, as the guide asks', () => {
		const log = played();
		const after = [...log, annCaughtH1(log)];
		const { steps, refused, state } = history(ktuReducer, after);
		expect(refused).toEqual([]);
		const h2 = steps.filter((s) => s.before.slot === 1 && isHuntEntry(s.event));
		expect(h2.map((s) => [s.event.type, 'player' in s.event ? s.event.player : null])).toEqual([
			['pass', ANN],
			['bid', BEN],
			['bid', CLEO],
			['bid', DEV]
		]);
		// Ann holds the token when she passes, and hands it to Ben, who then leads.
		const annPass = h2[0]!;
		expect(annPass.before.firstPlayer).toBe(ANN);
		const passed = ktuReducer.apply(annPass.before, annPass.event);
		expect(passed.ok && passed.state.firstPlayer).toBe(BEN);
		// Every bid and pass stands where live entry would have taken it.
		for (const step of steps.filter((s) => isHuntEntry(s.event))) {
			expect(ktuReducer.guide?.(step.before, step.event) ?? null).toBeNull();
		}
		// The hunt settles as before: the 5s cancel, Dev takes it.
		expect(state.hunts[1]).toMatchObject({ winner: DEV, taker: DEV, passed: [ANN] });
		expect(state.hunts[1]?.firstPlayer.before).toBe(ANN);
	});

	test('a later correction counts the entries as the log reads them; the marks agree', () => {
		const log = played();
		const fixed = [...log, annCaughtH1(log)];
		const { steps } = history(ktuReducer, fixed);
		const at = steps.findIndex((s) => s.event.type === 'pass' && s.event.player === ANN);
		const dropped = [...fixed, correction(fixed, { correction: 'delete', at })];
		const left = corrected(dropped, ktuReducer.arrange).events.map((p) => p.event);
		expect(left.some((e) => e.type === 'pass' && e.player === ANN)).toBe(false);
		expect(left.filter((e) => e.type === 'bid')).toHaveLength(3);
		const { deleted, marks } = correctionMarks(dropped, ktuReducer.arrange);
		expect(deleted.map((d) => [d.event.type, d.at])).toEqual([['pass', at]]);
		expect([...marks.keys()]).toEqual([firstHuntAt(log)]);
	});

	test('a log entered live is never rearranged', () => {
		const log = withTrojan(recorded());
		for (const rule of [1, TABLE_ORDER]) {
			const events = (l: Entries) => corrected(l).events.map((p) => p.event);
			expect(ktuReducer.arrange?.(events(log), rule)).toBeNull();
			expect(ktuReducer.arrange?.(events(played()), rule)).toBeNull();
		}
	});

	test('a bid corrected into a pass replays like any correction: nothing later is flagged', () => {
		const log = played();
		const { steps } = history(ktuReducer, log);
		const at = steps.findIndex((s) => s.event.type === 'bid' && s.event.player === CLEO);
		const fix = correction(log, { correction: 'edit', at, event: pass(CLEO) });
		const checked = checkCorrection(ktuReducer, log, fix);
		expect(checked.ok && checked.later).toEqual([]);
		const { state, refused } = replay(ktuReducer, [...log, fix]);
		expect(refused).toEqual([]);
		// Ben's 5 no longer ties: he takes the blue unicorn, and the token with it.
		expect(state.hunts[1]).toMatchObject({ winner: BEN, taker: BEN, passed: [ANN, CLEO] });
		expect(state.hunts).toHaveLength(4);
	});
});

describe('after a correction moved the token, a hunt reads clockwise from who really held it', () => {
	const [ANA, BETO, CARLA, DANI] = [0, 1, 2, 3];
	/**
	 * Ana tapped as the catcher of the first hunt (it was Beto): the second hunt was entered from
	 * Ana round the table, as she then held the token.
	 */
	function played(): LogEntry<KtuEvent>[] {
		return liveAll(
			[],
			[
				...fourPlayerTable(['Ana', 'Beto', 'Carla', 'Dani'], DANI),
				...[DANI, ANA, BETO, CARLA].map((player): KtuEvent => ({
					type: 'scheme',
					player,
					slot: 2 + (player % 2)
				})),
				{ type: 'hunts-start' },
				{ type: 'caught', player: ANA },
				bid(ANA, 3),
				bid(BETO, 2),
				pass(CARLA),
				bid(DANI, 1),
				{ type: 'resolve' }
			]
		);
	}
	const h2 = (entries: Entries) =>
		history(ktuReducer, entries)
			.steps.filter(
				(s) => s.before.slot === 1 && (s.event.type === 'bid' || s.event.type === 'pass')
			)
			.map((s) => ('player' in s.event ? s.event.player : -1));
	const betoCaughtH1 = (log: Entries): Correction<KtuEvent> => ({
		correction: 'edit',
		at: firstHuntAt(log),
		event: { type: 'caught', player: BETO }
	});

	test('the bids and passes read clockwise from Beto, not Beto first and the rest as entered', () => {
		const log = played();
		expect(h2(log)).toEqual([ANA, BETO, CARLA, DANI]);
		const fixed = [...log, correction(log, betoCaughtH1(log))];
		const { refused, state } = history(ktuReducer, fixed);
		expect(refused).toEqual([]);
		expect(h2(fixed)).toEqual([BETO, CARLA, DANI, ANA]);
		// The hunt settles the same: Ana's 3 is the highest, the token goes back to her.
		expect(state.hunts[1]).toMatchObject({ winner: ANA, taker: ANA });
		expect(state.hunts[1]?.firstPlayer.before).toBe(BETO);
		// A later correction counts the entries as they now read: the second of the hunt is Carla's.
		const at = history(ktuReducer, fixed).steps.findIndex(
			(s) => s.before.slot === 1 && s.event.type === 'pass'
		);
		const again = [...fixed, correction(fixed, { correction: 'edit', at, event: bid(CARLA, 4) })];
		expect(history(ktuReducer, again).state.hunts[1]).toMatchObject({ winner: CARLA });
		expect(h2(again)).toEqual([BETO, CARLA, DANI, ANA]);
	});

	test('a log saved before the rule reads the same: its corrections still find their entries', () => {
		// As a build before the stamps stored it: the correction of the first hunt, then Ana's bid
		// corrected from 3 to 4 where it then stood, second in the hunt (Beto, Ana, Carla, Dani).
		const stored = JSON.parse(
			JSON.stringify([
				...played(),
				{ correction: 'edit', at: 10, event: { type: 'caught', player: 1, hunt: 'r1u0' } },
				{
					correction: 'edit',
					at: 12,
					event: { type: 'bid', player: 0, cards: 1, total: 4, hunt: 'r1u1' }
				}
			])
		) as unknown[];
		const entries = stored as LogEntry<KtuEvent>[];
		expect(firstHuntAt(entries)).toBe(10);
		const { steps, refused, state } = history(ktuReducer, entries);
		expect(refused).toEqual([]);
		expect(h2(entries)).toEqual([BETO, ANA, CARLA, DANI]);
		const ana = steps.find((s) => s.event.type === 'bid' && s.event.player === ANA);
		expect(ana?.event).toMatchObject({ total: 4 });
		expect(steps[12]?.event).toMatchObject({ type: 'bid', player: ANA, total: 4 });
		expect(state.hunts[1]).toMatchObject({ winner: ANA, taker: ANA });
		expect(correctionMarks(entries, ktuReducer.arrange).marks.has(12)).toBe(true);
		// A correction recorded now keeps that hunt as it reads: its openers lead it already.
		const more = [...entries, correction(entries, { correction: 'delete', at: 15 })];
		expect(h2(more)).toEqual([BETO, ANA, CARLA, DANI]);
	});
});

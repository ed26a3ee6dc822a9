import { beforeEach, describe, expect, test, vi } from 'vitest';
import { version } from '$app/environment';
import type { TrackedGame } from '$lib/tracker/games';
import { history } from '$lib/tracker/log';
import {
	announce,
	counter,
	db,
	flush,
	resetDb,
	storageFailure,
	stored,
	type CounterEvent,
	type Write
} from './game-db.testing';

// The database is replaced by writes the test settles by hand (game-db.testing.ts).
vi.mock('$lib/db/games', () => import('./game-db.testing').then((m) => m.gamesModule));
vi.mock('$lib/db/read-game', () => import('./game-db.testing').then((m) => m.readGameModule));
vi.mock('$lib/db/changes', () => import('./game-db.testing').then((m) => m.changesModule));

const { GameStore } = await import('./game-store');
const { tabId } = await import('$lib/db/tab');

async function open() {
	const store = await GameStore.open('g', counter);
	if (!store) throw new Error('not opened');
	return store;
}

beforeEach(resetDb);

describe('the game store takes an action in only once it is saved', () => {
	test('an action is shown after its write resolves, not before', async () => {
		const store = await open();
		const done = store.dispatch({ type: 'add', n: 2 });
		await flush();
		expect(db.writes).toHaveLength(1);
		expect(store.status.saving).toBe(true);
		expect(store.state).toBe(0);
		expect(store.events).toHaveLength(1);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(store.state).toBe(2);
		expect(store.status.saving).toBe(false);
	});

	test('a failed write is not shown, and says it was not saved', async () => {
		const store = await open();
		const done = store.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle(storageFailure('QuotaExceededError'));
		expect(await done).toBe(false);
		expect(store.state).toBe(0);
		expect(store.events).toHaveLength(1);
		expect(store.status.saveError).toBe('quota');
		expect(store.canUndo).toBe(false);
	});

	test('a refused action writes nothing and keeps its reason', async () => {
		const store = await open();
		expect(await store.dispatch({ type: 'add', n: -1 })).toBe(false);
		expect(db.writes).toHaveLength(0);
		expect(store.status.refusal?.code).toBe('refusal.notPositive');
	});

	test('quick actions queue: each is written against the revision the one before left', async () => {
		const store = await open();
		const first = store.dispatch({ type: 'add', n: 1 });
		const second = store.dispatch({ type: 'add', n: 5 });
		await flush();
		// The second waits for the first: one write at a time.
		expect(db.writes.map((w) => w.seen)).toEqual([0]);
		db.writes[0]?.settle();
		expect(await first).toBe(true);
		await flush();
		expect(db.writes.map((w) => w.seen)).toEqual([0, 1]);
		db.writes[1]?.settle();
		expect(await second).toBe(true);
		expect(store.state).toBe(6);
	});

	test('after a failed write the next action is still checked against the right revision', async () => {
		const store = await open();
		const lost = store.dispatch({ type: 'add', n: 1 });
		const next = store.dispatch({ type: 'add', n: 3 });
		await flush();
		db.writes[0]?.settle(storageFailure('AbortError'));
		expect(await lost).toBe(false);
		await flush();
		expect(db.writes[1]?.seen).toBe(0);
		db.writes[1]?.settle();
		expect(await next).toBe(true);
		expect(store.state).toBe(3);
		expect(store.status.saveError).toBeNull();
	});

	test('a game of another kind does not open as this one', async () => {
		expect(await GameStore.open('g', { ...counter, kind: 'uu' })).toBeNull();
	});

	test('what it shows is the replay of the log it shows, after every kind of change', async () => {
		const { history } = await import('$lib/tracker/log');
		const store = await open();
		const expectReplayOfLog = () => {
			const fresh = history(counter.reducer, store.events);
			expect(store.state).toBe(fresh.state);
			expect(store.steps).toEqual(fresh.steps);
			expect(store.refused).toEqual(fresh.refused);
		};
		/** Runs an action, settling its write with `result` (saved when none). */
		const run = async (action: () => Promise<boolean>, result?: Write) => {
			const done = action();
			await flush();
			db.writes.at(-1)?.settle(result);
			await done;
			expectReplayOfLog();
		};
		await run(() => store.dispatch({ type: 'add', n: 2 }));
		await run(() => store.dispatch({ type: 'add', n: 5 }));
		expect(store.state).toBe(7);
		// A write that failed leaves the log (and what is shown) as it was.
		await run(() => store.dispatch({ type: 'add', n: 9 }), storageFailure('AbortError'));
		expect(store.state).toBe(7);
		await run(() => store.undo());
		expect(store.state).toBe(2);
		await run(() => store.redo());
		expect(store.state).toBe(7);
		await run(() => store.correct({ correction: 'edit', at: 1, event: { type: 'add', n: 4 } }));
		expect(store.state).toBe(9);
		await run(() => store.correct({ correction: 'delete', at: 2 }));
		expect(store.state).toBe(4);
	});
});

describe('a correction that takes the set-up away', () => {
	const settled = async (action: () => Promise<boolean>) => {
		const done = action();
		await flush();
		db.writes.at(-1)?.settle();
		return done;
	};

	test('is refused when the table records it', async () => {
		const store = await open();
		await settled(() => store.dispatch({ type: 'add', n: 2 }));
		expect(await store.correct({ correction: 'delete', at: 0 })).toBe(false);
		expect(store.status.refusal).toEqual({ code: 'log.noSetup', rule: 'ktu.setup' });
		expect(store.setupFault).toBeNull();
	});

	test('is named by the store, and undoing it gives the game back', async () => {
		// Recorded by an older build, or through a file.
		db.events = [{ type: 'setup' }, { type: 'add', n: 2 }, { correction: 'delete', at: 0 }];
		const store = await open();
		expect(store.setupFault).toEqual({ index: 1, error: null, correction: 2 });
		await settled(() => store.undoCorrection(2));
		expect(store.setupFault).toBeNull();
		expect(store.state).toBe(2);
		// Undone, not dropped: redo brings the correction back.
		expect(store.canRedo).toBe(true);
	});

	test('an older correction is dropped from the log when later entries follow it', async () => {
		db.events = [
			{ type: 'setup' },
			{ type: 'add', n: 2 },
			{ correction: 'delete', at: 0 },
			{
				correction: 'insert',
				at: 1,
				event: { type: 'add', n: 3 }
			}
		];
		const store = await open();
		expect(store.setupFault).toMatchObject({ correction: 2 });
		await settled(() => store.undoCorrection(2));
		expect(db.writes.at(-1)?.change).toMatchObject({ op: 'splice', at: 2, remove: 1 });
		expect(store.setupFault).toBeNull();
	});
});

describe('two tabs: the store never shows as saved what another tab overtook', () => {
	/** Another tab wrote: the stored log is now `events` (and `redo`) at revision `rev`. */
	function otherTabWrote(events: unknown[], rev: number, redo: unknown[] = []) {
		db.events = events;
		db.redo = redo;
		db.rev = rev;
	}
	const stale = (): Write => ({ ok: false, reason: 'stale', current: stored('g') });

	test('an action against a log that moved on is not shown; the log as it is now is', async () => {
		const store = await open();
		const done = store.dispatch({ type: 'add', n: 2 });
		await flush();
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 7 }], 1);
		db.writes[0]?.settle(stale());
		expect(await done).toBe(false);
		expect(store.state).toBe(7);
		expect(store.status.notice).toBe('notSaved');
		expect(store.status.saveError).toBeNull();
		// Not stuck: the next action is checked against the log it now shows, and is saved.
		const next = store.dispatch({ type: 'add', n: 1 });
		await flush();
		expect(db.writes[1]?.seen).toBe(1);
		db.writes[1]?.settle();
		expect(await next).toBe(true);
		expect(store.state).toBe(8);
		expect(store.status.notice).toBeNull();
	});

	test('an undo that meets another tab’s event undoes nothing of it', async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
		const store = await open();
		const done = store.undo();
		await flush();
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 1 }, { type: 'add', n: 4 }], 1);
		db.writes[0]?.settle(stale());
		expect(await done).toBe(false);
		expect(store.events).toHaveLength(3);
		expect(store.canRedo).toBe(false);
		expect(store.status.notice).toBe('notSaved');
	});

	test('an undo never takes back the action another tab recorded without asking', async () => {
		// The last action was written by another tab and this one already shows it.
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }, { type: 'add', n: 4 }];
		db.authors = [tabId(), tabId(), 'another-tab'];
		const store = await open();
		expect(await store.undo()).toBe(false);
		expect(db.writes).toHaveLength(0);
		expect(store.status.undoAsk).toBe(true);
		expect(store.state).toBe(5);
		// Kept: nothing written, nothing asked any more.
		store.keepTheirs();
		expect(store.status.undoAsk).toBe(false);
		// Taken back only when the player says so.
		const done = store.undo({ theirs: true });
		await flush();
		expect(db.writes.map((w) => w.change.op)).toEqual(['undo']);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(store.state).toBe(1);
	});

	test('an action of a tab no longer shown is taken back at once; one of a tab still shown asks', async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }, { type: 'add', n: 4 }];
		db.authors = [tabId(), tabId(), 'closed-tab'];
		// The browser's locks: a shown tab holds the one named after its id (db/tab.ts).
		const held: { name: string }[] = [{ name: 'hornbook.tab:open-tab' }];
		vi.stubGlobal('navigator', { locks: { query: () => Promise.resolve({ held }) } });
		try {
			const store = await open();
			// The app was closed and opened again: the last action is the player's own from before.
			const done = store.undo();
			await flush();
			expect(store.status.undoAsk).toBe(false);
			db.writes[0]?.settle();
			expect(await done).toBe(true);
			expect(store.state).toBe(1);
			// The next one down was recorded by a tab that is open right now: asked first.
			db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
			db.authors = [tabId(), 'open-tab'];
			db.writes = [];
			const again = await open();
			expect(await again.undo()).toBe(false);
			expect(again.status.undoAsk).toBe(true);
			expect(db.writes).toHaveLength(0);
		} finally {
			vi.unstubAllGlobals();
		}
	});

	test("an undo takes back this tab's own last action at once, also after a reload", async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
		db.authors = [tabId(), 'another-tab'];
		const store = await open();
		const added = store.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle();
		expect(await added).toBe(true);
		const undone = store.undo();
		await flush();
		expect(store.status.undoAsk).toBe(false);
		db.writes[1]?.settle();
		expect(await undone).toBe(true);
		expect(store.state).toBe(1);
		// Its own action recorded before a reload (the same tab id) is its own too.
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
		db.authors = [tabId(), tabId()];
		const reopened = await open();
		const again = reopened.undo();
		await flush();
		expect(db.writes).toHaveLength(3);
		db.writes[2]?.settle();
		expect(await again).toBe(true);
	});

	test('with nothing to redo, redo writes nothing and reports nothing as saved', async () => {
		const store = await open();
		expect(store.canRedo).toBe(false);
		expect(await store.redo()).toBe(false);
		expect(db.writes).toHaveLength(0);
	});

	test('a log that does not fit the change (nothing to redo after all) reloads, never shows it', async () => {
		db.events = [{ type: 'setup' }];
		db.redo = [{ type: 'add', n: 3 }];
		const store = await open();
		const done = store.redo();
		await flush();
		otherTabWrote([{ type: 'setup' }], 0, []);
		db.writes[0]?.settle({ ok: false, reason: 'invalid' });
		expect(await done).toBe(false);
		expect(store.state).toBe(0);
		expect(store.canRedo).toBe(false);
		expect(store.status.notice).toBe('notSaved');
	});

	test('told of another tab’s change, the store shows it and says so', async () => {
		const store = await open();
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 5 }], 1, [{ type: 'add', n: 9 }]);
		announce('g', 1);
		await expect.poll(() => store.state).toBe(5);
		expect(store.canRedo).toBe(true);
		expect(store.status.notice).toBe('otherTab');
	});

	test('news of its own write, or of another game, changes nothing', async () => {
		const store = await open();
		const done = store.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle();
		await done;
		db.events = [{ type: 'setup' }, { type: 'add', n: 2 }];
		db.rev = 1;
		announce('g', 1);
		announce('other', 8);
		await flush();
		expect(store.status.notice).toBeNull();
		expect(store.state).toBe(2);
	});

	test('news that arrives during a write waits for it, then catches up', async () => {
		const store = await open();
		const done = store.dispatch({ type: 'add', n: 2 });
		await flush();
		// Saved at revision 1; then another tab adds 3 (revision 2) and says so mid-way.
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 2 }, { type: 'add', n: 3 }], 2);
		announce('g', 2);
		await flush();
		expect(store.state).toBe(0);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		await expect.poll(() => store.state).toBe(5);
		expect(store.status.notice).toBe('otherTab');
	});

	test('a game deleted in another tab says so and records nothing more', async () => {
		const store = await open();
		const done = store.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle({ ok: false, reason: 'missing' });
		expect(await done).toBe(false);
		expect(store.status.notice).toBe('deleted');
		expect(store.state).toBe(0);
		expect(await store.dispatch({ type: 'add', n: 1 })).toBe(false);
		expect(db.writes).toHaveLength(1);
	});

	test('after close, news of other tabs is no longer followed', async () => {
		const store = await open();
		store.close();
		expect(db.listeners).toHaveLength(0);
	});
});

describe('an update that changes the rules never changes an old game silently', () => {
	// Version 1 accepted any add; version 2 refuses adds over 10 (the fixture's rule change).
	const v2: TrackedGame<CounterEvent, number> = {
		...counter,
		eventVersion: 2,
		reducer: {
			initial: () => 0,
			apply: (state, e) =>
				e.type === 'setup'
					? { ok: true, state: 0 }
					: e.n > 10
						? {
								ok: false,
								error: { code: 'refusal.tooMuch', params: { amount: e.n }, rule: 'r-10' }
							}
						: { ok: true, state: state + e.n }
		}
	};

	test('old events the new rule refuses are kept in the log and listed with code and rule', async () => {
		db.events = [
			{ type: 'setup' },
			{ type: 'add', n: 3 },
			{ type: 'add', n: 50 },
			{ type: 'add', n: 4 }
		];
		db.versions = [1, 1, 1, 2];
		const store = await GameStore.open('g', v2);
		if (!store) throw new Error('not opened');
		expect(store.events).toEqual(db.events);
		// Left out of the game, not out of the log: listed with the reason.
		expect(store.state).toBe(7);
		expect(store.refused).toMatchObject([
			{ index: 2, error: { code: 'refusal.tooMuch', params: { amount: 50 }, rule: 'r-10' } }
		]);
	});

	test('the table drops a refused event: one checked write, gone from the list, back on Undo', async () => {
		const log = [{ type: 'setup' }, { type: 'add', n: 50 }, { type: 'add', n: 1 }];
		db.events = [...log];
		const store = await GameStore.open('g', v2);
		if (!store) throw new Error('not opened');
		const done = store.drop(1);
		await flush();
		// Dropped as a correction that deletes it: recorded like any action, so nothing is lost.
		const drop = { correction: 'delete', at: 1 };
		expect(db.writes[0]?.change).toEqual({ op: 'append', event: drop });
		expect(store.refused).toHaveLength(1);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(store.refused).toEqual([]);
		expect(store.state).toBe(1);
		// Undo brings the dropped entry back as it was; Redo drops it again.
		const undone = store.undo();
		await flush();
		db.writes[1]?.settle();
		expect(await undone).toBe(true);
		expect(store.events).toEqual(log);
		expect(store.refused).toHaveLength(1);
		const redone = store.redo();
		await flush();
		db.writes[2]?.settle();
		expect(await redone).toBe(true);
		expect(store.events).toEqual([...log, drop]);
		expect(store.refused).toEqual([]);
		// The setup is never dropped.
		expect(await store.drop(0)).toBe(false);
	});
});

describe('a game screen draws at once from the snapshot stored with the game', () => {
	test('each write stores the game after it, the same as a whole replay, steps included', async () => {
		const store = await open();
		const settled = async (action: Promise<boolean>) => {
			await flush();
			db.writes.at(-1)?.settle();
			expect(await action).toBe(true);
		};
		// An undo and a redo replay the log (its steps known); the adds after fold one event each.
		await settled(store.dispatch({ type: 'add', n: 2 }));
		await settled(store.undo());
		await settled(store.redo());
		for (const n of [3, 4]) await settled(store.dispatch({ type: 'add', n }));
		expect(db.writes.at(-1)?.snapshot).toEqual({
			build: version,
			state: 9,
			refused: [],
			length: 4
		});
		expect(store.state).toBe(9);
		expect(store.logLength).toBe(4);
		expect(store.steps).toEqual(history(counter.reducer, store.events).steps);
	});

	test("this build's snapshot of this revision is drawn without a replay; any other is not", async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 2 }];
		db.rev = 4;
		// A state the log cannot give shows which one was drawn.
		const snapshot = { build: version, rev: 4, state: 99, refused: [], length: 2 };
		db.snapshot = snapshot;
		expect((await open()).state).toBe(99);
		db.snapshot = { ...snapshot, rev: 3 };
		expect((await open()).state).toBe(2);
		db.snapshot = { ...snapshot, build: 'another build' };
		expect((await open()).state).toBe(2);
	});
});

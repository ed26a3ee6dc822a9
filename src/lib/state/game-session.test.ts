import { beforeEach, describe, expect, test, vi } from 'vitest';
import { version } from '$app/environment';
import type { TrackedGame } from '$lib/tracker/games';
import { history } from '$lib/tracker/log';

// The database is replaced by writes the test settles by hand: the session must show an action
// only once its write resolved, and never one whose write failed.
type Write = { ok: true; rev: number } | { ok: false; reason: string; [k: string]: unknown };
const db = vi.hoisted(() => ({
	writes: [] as {
		seen: number;
		change: { op: string; event?: unknown };
		settle: (result?: Write) => void;
		snapshot?: unknown;
	}[],
	snapshot: null as object | null,
	events: [] as unknown[],
	redo: [] as unknown[],
	versions: [] as number[],
	/** Who wrote each event (a tab id), null where unknown. */
	authors: [] as (string | null)[],
	rev: 0,
	listeners: [] as ((change: { id: string; rev: number | null }) => void)[]
}));
const stored = (id: string) => ({
	game: { id, kind: 'ktu', createdAt: 0, updatedAt: 0, snapshot: db.snapshot },
	rev: db.rev,
	events: [...db.events],
	versions: db.events.map((_, i) => db.versions[i] ?? 1),
	fingerprints: db.events.map(() => ''),
	authors: db.events.map((_, i) => db.authors[i] ?? null),
	redo: [...db.redo],
	redoVersions: db.redo.map(() => 1)
});
function watchGames(listener: (change: { id: string; rev: number | null }) => void) {
	db.listeners.push(listener);
	return () => (db.listeners = db.listeners.filter((l) => l !== listener));
}
vi.mock('$lib/db/games', () => ({
	loadGame: (id: string) => Promise.resolve(stored(id)),
	changeLog: (
		_id: string,
		seen: number,
		change: { op: string; event?: unknown },
		_summary: unknown,
		{ snapshot }: { snapshot?: unknown }
	) =>
		new Promise<Write>((resolve) => {
			db.writes.push({
				seen,
				change,
				snapshot,
				settle: (r) => resolve(r ?? { ok: true, rev: seen + 1 })
			});
		}),
	watchGames
}));
// Opening reads without Dexie (read-game.ts) and listens through changes.ts: the same fake.
vi.mock('$lib/db/read-game', () => ({
	readGame: (id: string) => Promise.resolve(stored(id)),
	warmDb: () => {}
}));
vi.mock('$lib/db/changes', () => ({ watchGames }));

const { GameSession } = await import('./game-session.svelte');
const { tabId } = await import('$lib/db/tab');

type Step = { type: 'setup' } | { type: 'add'; n: number };
/** A counter: adds must be positive. */
const counter: TrackedGame<Step, number> = {
	kind: 'ktu',
	title: 'Counter',
	eventVersion: 1,
	reducer: {
		initial: () => 0,
		apply: (state, e) =>
			e.type === 'setup' || e.n > 0
				? { ok: true, state: e.type === 'setup' ? 0 : state + e.n }
				: { ok: false, error: { code: 'refusal.notPositive', rule: 'x' } }
	},
	names: () => [],
	finished: () => false,
	summary: (state) => ({
		title: 'Counter',
		players: [],
		progress: { code: 'n', params: { state } }
	}),
	isSetup: (e) => e.type === 'setup',
	// A counter never ends: no result, nothing for the records.
	result: () => null,
	totals: [],
	// Sessions never read files.
	parseFile: () => ({ ok: false, errors: [] })
};

const flush = () => new Promise((r) => setTimeout(r, 0));

async function open() {
	const session = await GameSession.open('g', counter);
	if (!session) throw new Error('not opened');
	return session;
}

beforeEach(() => {
	db.writes = [];
	db.events = [{ type: 'setup' }];
	db.redo = [];
	db.versions = [];
	db.authors = [];
	db.rev = 0;
	db.listeners = [];
	db.snapshot = null;
});

const storageFailure = (name: string): Write => ({
	ok: false,
	reason: 'storage',
	error: Object.assign(new Error(name), { name })
});

describe('the game session shows an action only once it is saved', () => {
	test('an action is shown after its write resolves, not before', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		expect(db.writes).toHaveLength(1);
		expect(session.saving).toBe(true);
		expect(session.state).toBe(0);
		expect(session.events).toHaveLength(1);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(session.state).toBe(2);
		expect(session.saving).toBe(false);
	});

	test('a failed write is not shown, and says it was not saved', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle(storageFailure('QuotaExceededError'));
		expect(await done).toBe(false);
		expect(session.state).toBe(0);
		expect(session.events).toHaveLength(1);
		expect(session.saveError).toBe('quota');
		expect(session.canUndo).toBe(false);
	});

	test('a refused action writes nothing and keeps its reason', async () => {
		const session = await open();
		expect(await session.dispatch({ type: 'add', n: -1 })).toBe(false);
		expect(db.writes).toHaveLength(0);
		expect(session.refusal?.code).toBe('refusal.notPositive');
	});

	test('quick actions queue: each is written against the revision the one before left', async () => {
		const session = await open();
		const first = session.dispatch({ type: 'add', n: 1 });
		const second = session.dispatch({ type: 'add', n: 5 });
		await flush();
		// The second waits for the first: one write at a time.
		expect(db.writes.map((w) => w.seen)).toEqual([0]);
		db.writes[0]?.settle();
		expect(await first).toBe(true);
		await flush();
		expect(db.writes.map((w) => w.seen)).toEqual([0, 1]);
		db.writes[1]?.settle();
		expect(await second).toBe(true);
		expect(session.state).toBe(6);
	});

	test('after a failed write the next action is still checked against the right revision', async () => {
		const session = await open();
		const lost = session.dispatch({ type: 'add', n: 1 });
		const next = session.dispatch({ type: 'add', n: 3 });
		await flush();
		db.writes[0]?.settle(storageFailure('AbortError'));
		expect(await lost).toBe(false);
		await flush();
		expect(db.writes[1]?.seen).toBe(0);
		db.writes[1]?.settle();
		expect(await next).toBe(true);
		expect(session.state).toBe(3);
		expect(session.saveError).toBeNull();
	});

	test('a game of another kind does not open as this one', async () => {
		expect(await GameSession.open('g', { ...counter, kind: 'uu' })).toBeNull();
	});

	test('what it shows is the replay of the log it shows, after every kind of change', async () => {
		const { history } = await import('$lib/tracker/log');
		const session = await open();
		const expectReplayOfLog = () => {
			const fresh = history(counter.reducer, session.events);
			expect(session.state).toBe(fresh.state);
			expect(session.steps).toEqual(fresh.steps);
			expect(session.refused).toEqual(fresh.refused);
		};
		/** Runs an action, settling its write with `result` (saved when none). */
		const run = async (action: () => Promise<boolean>, result?: Write) => {
			const done = action();
			await flush();
			db.writes.at(-1)?.settle(result);
			await done;
			expectReplayOfLog();
		};
		await run(() => session.dispatch({ type: 'add', n: 2 }));
		await run(() => session.dispatch({ type: 'add', n: 5 }));
		expect(session.state).toBe(7);
		// A write that failed leaves the log (and what is shown) as it was.
		await run(() => session.dispatch({ type: 'add', n: 9 }), storageFailure('AbortError'));
		expect(session.state).toBe(7);
		await run(() => session.undo());
		expect(session.state).toBe(2);
		await run(() => session.redo());
		expect(session.state).toBe(7);
		await run(() => session.correct({ correction: 'edit', at: 1, event: { type: 'add', n: 4 } }));
		expect(session.state).toBe(9);
		await run(() => session.correct({ correction: 'delete', at: 2 }));
		expect(session.state).toBe(4);
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
		const session = await open();
		await settled(() => session.dispatch({ type: 'add', n: 2 }));
		expect(await session.correct({ correction: 'delete', at: 0 })).toBe(false);
		expect(session.refusal).toEqual({ code: 'log.noSetup', rule: 'ktu.setup' });
		expect(session.setupFault).toBeNull();
	});

	test('is named by the session, and undoing it gives the game back', async () => {
		// Recorded by an older build, or through a file.
		db.events = [{ type: 'setup' }, { type: 'add', n: 2 }, { correction: 'delete', at: 0 }];
		const session = await open();
		expect(session.setupFault).toEqual({ index: 1, error: null, correction: 2 });
		await settled(() => session.undoCorrection(2));
		expect(session.setupFault).toBeNull();
		expect(session.state).toBe(2);
		// Undone, not dropped: redo brings the correction back.
		expect(session.canRedo).toBe(true);
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
		const session = await open();
		expect(session.setupFault).toMatchObject({ correction: 2 });
		await settled(() => session.undoCorrection(2));
		expect(db.writes.at(-1)?.change).toMatchObject({ op: 'splice', at: 2, remove: 1 });
		expect(session.setupFault).toBeNull();
	});
});

describe('two tabs: the session never shows as saved what another tab overtook', () => {
	/** Another tab wrote: the stored log is now `events` (and `redo`) at revision `rev`. */
	function otherTabWrote(events: unknown[], rev: number, redo: unknown[] = []) {
		db.events = events;
		db.redo = redo;
		db.rev = rev;
	}
	const stale = (): Write => ({ ok: false, reason: 'stale', current: stored('g') });

	test('an action against a log that moved on is not shown; the log as it is now is', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 7 }], 1);
		db.writes[0]?.settle(stale());
		expect(await done).toBe(false);
		expect(session.state).toBe(7);
		expect(session.notice).toBe('notSaved');
		expect(session.saveError).toBeNull();
		// Not stuck: the next action is checked against the log it now shows, and is saved.
		const next = session.dispatch({ type: 'add', n: 1 });
		await flush();
		expect(db.writes[1]?.seen).toBe(1);
		db.writes[1]?.settle();
		expect(await next).toBe(true);
		expect(session.state).toBe(8);
		expect(session.notice).toBeNull();
	});

	test('an undo that meets another tab’s event undoes nothing of it', async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
		const session = await open();
		const done = session.undo();
		await flush();
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 1 }, { type: 'add', n: 4 }], 1);
		db.writes[0]?.settle(stale());
		expect(await done).toBe(false);
		expect(session.events).toHaveLength(3);
		expect(session.canRedo).toBe(false);
		expect(session.notice).toBe('notSaved');
	});

	test('an undo never takes back the action another tab recorded without asking (issue 33)', async () => {
		// The last action was written by another tab and this one already shows it.
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }, { type: 'add', n: 4 }];
		db.authors = [tabId(), tabId(), 'another-tab'];
		const session = await open();
		expect(await session.undo()).toBe(false);
		expect(db.writes).toHaveLength(0);
		expect(session.undoAsk).toBe(true);
		expect(session.state).toBe(5);
		// Kept: nothing written, nothing asked any more.
		session.keepTheirs();
		expect(session.undoAsk).toBe(false);
		// Taken back only when the player says so.
		const done = session.undo({ theirs: true });
		await flush();
		expect(db.writes.map((w) => w.change.op)).toEqual(['undo']);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(session.state).toBe(1);
	});

	test('an action of a tab no longer shown is taken back at once; one of a tab still shown asks', async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }, { type: 'add', n: 4 }];
		db.authors = [tabId(), tabId(), 'closed-tab'];
		// The browser's locks: a shown tab holds the one named after its id (db/tab.ts).
		const held: { name: string }[] = [{ name: 'hornbook.tab:open-tab' }];
		vi.stubGlobal('navigator', { locks: { query: () => Promise.resolve({ held }) } });
		try {
			const session = await open();
			// The app was closed and opened again: the last action is the player's own from before.
			const done = session.undo();
			await flush();
			expect(session.undoAsk).toBe(false);
			db.writes[0]?.settle();
			expect(await done).toBe(true);
			expect(session.state).toBe(1);
			// The next one down was recorded by a tab that is open right now: asked first.
			db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
			db.authors = [tabId(), 'open-tab'];
			db.writes = [];
			const again = await open();
			expect(await again.undo()).toBe(false);
			expect(again.undoAsk).toBe(true);
			expect(db.writes).toHaveLength(0);
		} finally {
			vi.unstubAllGlobals();
		}
	});

	test("an undo takes back this tab's own last action at once, also after a reload", async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 1 }];
		db.authors = [tabId(), 'another-tab'];
		const session = await open();
		const added = session.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle();
		expect(await added).toBe(true);
		const undone = session.undo();
		await flush();
		expect(session.undoAsk).toBe(false);
		db.writes[1]?.settle();
		expect(await undone).toBe(true);
		expect(session.state).toBe(1);
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
		const session = await open();
		expect(session.canRedo).toBe(false);
		expect(await session.redo()).toBe(false);
		expect(db.writes).toHaveLength(0);
	});

	test('a log that does not fit the change (nothing to redo after all) reloads, never shows it', async () => {
		db.events = [{ type: 'setup' }];
		db.redo = [{ type: 'add', n: 3 }];
		const session = await open();
		const done = session.redo();
		await flush();
		otherTabWrote([{ type: 'setup' }], 0, []);
		db.writes[0]?.settle({ ok: false, reason: 'invalid' });
		expect(await done).toBe(false);
		expect(session.state).toBe(0);
		expect(session.canRedo).toBe(false);
		expect(session.notice).toBe('notSaved');
	});

	test('told of another tab’s change, the session shows it and says so', async () => {
		const session = await open();
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 5 }], 1, [{ type: 'add', n: 9 }]);
		for (const listener of db.listeners) listener({ id: 'g', rev: 1 });
		await expect.poll(() => session.state).toBe(5);
		expect(session.canRedo).toBe(true);
		expect(session.notice).toBe('otherTab');
	});

	test('news of its own write, or of another game, changes nothing', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle();
		await done;
		db.events = [{ type: 'setup' }, { type: 'add', n: 2 }];
		db.rev = 1;
		for (const listener of db.listeners) {
			listener({ id: 'g', rev: 1 });
			listener({ id: 'other', rev: 8 });
		}
		await flush();
		expect(session.notice).toBeNull();
		expect(session.state).toBe(2);
	});

	test('news that arrives during a write waits for it, then catches up', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		// Saved at revision 1; then another tab adds 3 (revision 2) and says so mid-way.
		otherTabWrote([{ type: 'setup' }, { type: 'add', n: 2 }, { type: 'add', n: 3 }], 2);
		for (const listener of db.listeners) listener({ id: 'g', rev: 2 });
		await flush();
		expect(session.state).toBe(0);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		await expect.poll(() => session.state).toBe(5);
		expect(session.notice).toBe('otherTab');
	});

	test('a game deleted in another tab says so and records nothing more', async () => {
		const session = await open();
		const done = session.dispatch({ type: 'add', n: 2 });
		await flush();
		db.writes[0]?.settle({ ok: false, reason: 'missing' });
		expect(await done).toBe(false);
		expect(session.notice).toBe('deleted');
		expect(session.state).toBe(0);
		expect(await session.dispatch({ type: 'add', n: 1 })).toBe(false);
		expect(db.writes).toHaveLength(1);
	});

	test('after close, news of other tabs is no longer followed', async () => {
		const session = await open();
		session.close();
		expect(db.listeners).toHaveLength(0);
	});
});

describe('an update that changes the rules never changes an old game silently', () => {
	// Version 1 accepted any add; version 2 refuses adds over 10 (the fixture's rule change).
	const v2: TrackedGame<Step, number> = {
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
		const session = await GameSession.open('g', v2);
		if (!session) throw new Error('not opened');
		expect(session.events).toEqual(db.events);
		// Left out of the game, not out of the log: listed with the reason.
		expect(session.state).toBe(7);
		expect(session.refused).toMatchObject([
			{ index: 2, error: { code: 'refusal.tooMuch', params: { amount: 50 }, rule: 'r-10' } }
		]);
	});

	test('the table drops a refused event: one checked write, and it is gone from the list', async () => {
		db.events = [{ type: 'setup' }, { type: 'add', n: 50 }, { type: 'add', n: 1 }];
		const session = await GameSession.open('g', v2);
		if (!session) throw new Error('not opened');
		const done = session.drop(1);
		await flush();
		expect(db.writes[0]?.change).toEqual({ op: 'splice', at: 1, remove: 1, insert: [] });
		expect(session.refused).toHaveLength(1);
		db.writes[0]?.settle();
		expect(await done).toBe(true);
		expect(session.refused).toEqual([]);
		expect(session.state).toBe(1);
		// The setup is never dropped.
		expect(await session.drop(0)).toBe(false);
	});
});

describe('a game screen draws at once from the snapshot stored with the game', () => {
	test('each write stores the game after it, the same as a whole replay, steps included', async () => {
		const session = await open();
		const settled = async (action: Promise<boolean>) => {
			await flush();
			db.writes.at(-1)?.settle();
			expect(await action).toBe(true);
		};
		// An undo and a redo replay the log (its steps known); the adds after fold one event each.
		await settled(session.dispatch({ type: 'add', n: 2 }));
		await settled(session.undo());
		await settled(session.redo());
		for (const n of [3, 4]) await settled(session.dispatch({ type: 'add', n }));
		expect(db.writes.at(-1)?.snapshot).toEqual({
			build: version,
			state: 9,
			refused: [],
			length: 4
		});
		expect(session.state).toBe(9);
		expect(session.logLength).toBe(4);
		expect(session.steps).toEqual(history(counter.reducer, session.events).steps);
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

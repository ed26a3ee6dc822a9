import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { stubLocalStorage } from './local-storage.testing';
import { DB_NAME, SCHEMA_V1, getDb, resetDbForTests, useMemoryDb } from './db';
import { tabId } from './tab';
import {
	changeLog,
	createGame,
	deleteGame,
	importGame,
	listGames,
	loadGame,
	missingGames,
	watchGames,
	type GameChanged
} from './games';
import { newestGame } from './newest-game';

const summary = {
	title: 'Friday',
	players: ['Ana', 'Bo', 'Cy'],
	progress: { code: 'summary.round', params: { round: 1 } }
};

async function reopen() {
	const { db } = await getDb();
	db.close();
	resetDbForTests();
}

beforeEach(async () => {
	const { db } = await getDb();
	db.close();
	await Dexie.delete(DB_NAME);
	resetDbForTests();
});

const V = { version: 1, rules: 'r1' };

/** Appends `events` one by one from the revision the log is at; resolves the new revision. */
async function appendAll(id: string, events: unknown[]): Promise<number> {
	let rev = (await loadGame(id))!.rev;
	for (const event of events) {
		const r = await changeLog(id, rev, { op: 'append', event }, summary, V);
		if (!r.ok) throw new Error(`not written: ${r.reason}`);
		rev = r.rev;
	}
	return rev;
}

/** Everything stored for a game, rows and all, to compare before and after a refused write. */
async function snapshot(id: string) {
	const { db } = await getDb();
	return {
		game: await db.games.get(id),
		events: await db.events.where('gameId').equals(id).toArray(),
		redo: await db.redo.where('gameId').equals(id).toArray()
	};
}

describe('tracked games in IndexedDB', () => {
	test('events are kept in order across a reopen (a reload)', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary, V);
		await appendAll(id, [{ type: 'a' }, { type: 'b' }]);
		await reopen();
		expect((await loadGame(id))?.events).toEqual([{ type: 'setup' }, { type: 'a' }, { type: 'b' }]);
	});

	test('undo and redo survive a reopen, and a new event clears redo', async () => {
		const id = await createGame('uu', { type: 'setup' }, summary, V);
		let rev = await appendAll(id, [{ n: 1 }, { n: 2 }]);
		for (const op of ['undo', 'undo'] as const) {
			const r = await changeLog(id, rev, { op }, summary, V);
			if (!r.ok) throw new Error(r.reason);
			rev = r.rev;
		}
		await reopen();
		let g = await loadGame(id);
		expect(g?.events).toEqual([{ type: 'setup' }]);
		expect(g?.redo).toEqual([{ n: 2 }, { n: 1 }]);
		expect(await changeLog(id, rev, { op: 'redo' }, summary, V)).toEqual({
			ok: true,
			rev: rev + 1
		});
		await reopen();
		g = await loadGame(id);
		expect(g?.events).toEqual([{ type: 'setup' }, { n: 1 }]);
		expect(g?.redo).toEqual([{ n: 2 }]);
		await appendAll(id, [{ n: 3 }]);
		expect((await loadGame(id))?.redo).toEqual([]);
	});

	test('games are listed newest first, by kind, and deleted with all their events', async () => {
		const a = await createGame('ktu', {}, { ...summary, title: 'A' }, { ...V, now: 1000 });
		const b = await createGame('ktu', {}, { ...summary, title: 'B' }, { ...V, now: 2000 });
		const c = await createGame('uu', {}, { ...summary, title: 'C' }, { ...V, now: 3000 });
		expect((await listGames('ktu')).map((g) => g.id)).toEqual([b, a]);
		expect((await listGames()).map((g) => g.id)).toEqual([c, b, a]);
		// Language-neutral facts and no address: the db knows no URLs.
		expect(await newestGame()).toEqual({
			id: c,
			kind: 'uu',
			players: summary.players,
			updatedAt: 3000,
			finished: false
		});
		await deleteGame(b);
		expect((await listGames('ktu')).map((g) => g.id)).toEqual([a]);
		expect(await loadGame(b)).toBeNull();
		const { db } = await getDb();
		expect(await db.events.where('gameId').equals(b).count()).toBe(0);
	});

	test('a game imported again comes under a new id, and never overwrites a game', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary, V);
		await appendAll(id, [{ type: 'x' }]);
		const stored = await loadGame(id);
		expect(stored).not.toBeNull();
		const file = {
			kind: 'ktu' as const,
			game: { id, createdAt: 1, title: 'T' },
			events: stored!.events
		};
		const copy = await importGame(file, summary);
		expect(copy).not.toBe(id);
		expect((await loadGame(copy))?.events).toEqual([{ type: 'setup' }, { type: 'x' }]);
		expect((await loadGame(id))?.events).toEqual([{ type: 'setup' }, { type: 'x' }]);
	});
});

describe('schema migration', () => {
	test('a game written with schema v1 is still there, whole, after the upgrade', async () => {
		const v1 = new Dexie(DB_NAME);
		v1.version(1).stores(SCHEMA_V1);
		await v1.open();
		// v1 rows hold their progress as a sentence: read back as it was.
		const v1Summary = { ...summary, progress: 'round 1' };
		await v1
			.table('games')
			.add({ id: 'old', kind: 'ktu', createdAt: 1, updatedAt: 5, ...v1Summary });
		await v1.table('events').bulkAdd([
			{ gameId: 'old', index: 0, event: { type: 'setup' }, at: 1 },
			{ gameId: 'old', index: 1, event: { type: 'a' }, at: 2 }
		]);
		await v1.table('redo').add({ gameId: 'old', index: 0, event: { type: 'b' }, at: 3 });
		v1.close();

		const { db } = await getDb();
		expect(db.verno).toBe(3);
		expect(await loadGame('old')).toEqual({
			game: { id: 'old', kind: 'ktu', createdAt: 1, updatedAt: 5, ...v1Summary },
			// Rows from before revisions, versions, fingerprints and authors: revision 0, events of
			// v1, written under unknown rules by an unknown tab.
			rev: 0,
			events: [{ type: 'setup' }, { type: 'a' }],
			versions: [1, 1],
			fingerprints: ['', ''],
			authors: [null, null],
			redo: [{ type: 'b' }],
			redoVersions: [1]
		});
		expect((await listGames('ktu')).map((g) => g.id)).toEqual(['old']);
	});
});

describe('the guarded write: a change applies only to the log the tab saw', () => {
	test('each change adds one to the revision, and says so', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary, V);
		expect((await loadGame(id))?.rev).toBe(0);
		expect(await changeLog(id, 0, { op: 'append', event: 'a' }, summary, V)).toEqual({
			ok: true,
			rev: 1
		});
		expect(await changeLog(id, 1, { op: 'undo' }, summary, V)).toEqual({ ok: true, rev: 2 });
		expect(await changeLog(id, 2, { op: 'redo' }, summary, V)).toEqual({ ok: true, rev: 3 });
		expect((await loadGame(id))?.rev).toBe(3);
	});

	test.each([
		['an append', { op: 'append', event: 'late' }],
		['an undo', { op: 'undo' }],
		['a redo', { op: 'redo' }],
		['an edit', { op: 'splice', at: 1, remove: 1, insert: ['edited'] }]
	] as const)(
		'%s against a log that moved on writes nothing and returns the log now',
		async (_, change) => {
			const id = await createGame('ktu', 'setup', summary, V);
			// Both tabs saw revision 2 (setup, a, b undone); the other tab then appends c.
			await changeLog(id, 0, { op: 'append', event: 'a' }, summary, V);
			await changeLog(id, 1, { op: 'append', event: 'b' }, summary, V);
			await changeLog(id, 2, { op: 'undo' }, summary, V);
			const other = await changeLog(id, 3, { op: 'append', event: 'c' }, summary, V);
			expect(other).toEqual({ ok: true, rev: 4 });
			const before = await snapshot(id);
			const r = await changeLog(id, 3, change, { ...summary, title: 'stale' }, V);
			expect(r).toMatchObject({ ok: false, reason: 'stale' });
			if (r.ok || r.reason !== 'stale') return;
			expect(r.current.rev).toBe(4);
			expect(r.current.events).toEqual(['setup', 'a', 'c']);
			expect(r.current.redo).toEqual([]);
			expect(await snapshot(id)).toEqual(before);
		}
	);

	test("the issue's example: A's redo after B's new event is refused, B's event stays", async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		// A places a scheme and undoes it; B (which saw both) places another; A redoes.
		const a1 = await changeLog(id, 0, { op: 'append', event: 'scheme A' }, summary, V);
		const a2 = a1.ok && (await changeLog(id, a1.rev, { op: 'undo' }, summary, V));
		const b =
			a2 && a2.ok && (await changeLog(id, a2.rev, { op: 'append', event: 'scheme B' }, summary, V));
		expect(b).toEqual({ ok: true, rev: 3 });
		const redo = a2 && a2.ok && (await changeLog(id, a2.rev, { op: 'redo' }, summary, V));
		expect(redo).toMatchObject({
			ok: false,
			reason: 'stale',
			current: { events: ['setup', 'scheme B'] }
		});
		expect((await loadGame(id))?.events).toEqual(['setup', 'scheme B']);
	});

	test('nothing to undo or redo is refused, not passed off as done', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		const before = await snapshot(id);
		// The setup is the first event: undoing it would leave no game.
		expect(await changeLog(id, 0, { op: 'undo' }, summary, V)).toEqual({
			ok: false,
			reason: 'invalid'
		});
		expect(await changeLog(id, 0, { op: 'redo' }, summary, V)).toEqual({
			ok: false,
			reason: 'invalid'
		});
		expect(await snapshot(id)).toEqual(before);
	});

	test('a deleted game is missing, and nothing is written for it', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		await deleteGame(id);
		expect(await changeLog(id, 0, { op: 'append', event: 'x' }, summary, V)).toEqual({
			ok: false,
			reason: 'missing'
		});
		const { db } = await getDb();
		expect(await db.events.where('gameId').equals(id).count()).toBe(0);
	});

	test('edits, insertions and deletions reindex the log and keep each event its version', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		await appendAll(id, ['a', 'b', 'c']);
		// Edit b, written by a newer build (version 2).
		let r = await changeLog(id, 3, { op: 'splice', at: 2, remove: 1, insert: ['B'] }, summary, {
			version: 2,
			rules: 'r1'
		});
		expect(r).toEqual({ ok: true, rev: 4 });
		// Insert two before a, delete c.
		r = await changeLog(id, 4, { op: 'splice', at: 1, remove: 0, insert: ['x', 'y'] }, summary, {
			version: 2,
			rules: 'r1'
		});
		r = r.ok
			? await changeLog(id, r.rev, { op: 'splice', at: 5, remove: 1, insert: [] }, summary, {
					version: 2,
					rules: 'r1'
				})
			: r;
		expect(r).toEqual({ ok: true, rev: 6 });
		const g = await loadGame(id);
		expect(g?.events).toEqual(['setup', 'x', 'y', 'a', 'B']);
		expect(g?.versions).toEqual([1, 2, 2, 1, 2]);
		const { db } = await getDb();
		const rows = await db.events.where('gameId').equals(id).toArray();
		expect(rows.map((row) => row.index).sort()).toEqual([0, 1, 2, 3, 4]);
	});

	test('a splice sets the redo stack it is given, or clears it', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		let rev = await appendAll(id, ['a', 'b']);
		const undone = await changeLog(id, rev, { op: 'undo' }, summary, V);
		rev = undone.ok ? undone.rev : -1;
		const kept = await changeLog(
			id,
			rev,
			{ op: 'splice', at: 1, remove: 1, insert: ['A'], redo: ['b', 'z'] },
			summary,
			V
		);
		expect((await loadGame(id))?.redo).toEqual(['b', 'z']);
		rev = kept.ok ? kept.rev : -1;
		await changeLog(id, rev, { op: 'splice', at: 1, remove: 1, insert: ['AA'] }, summary, V);
		expect(await loadGame(id)).toMatchObject({ events: ['setup', 'AA'], redo: [] });
	});

	test.each([
		['before the start', { at: -1, remove: 0 }],
		['past the end', { at: 3, remove: 0 }],
		['removing more than there is', { at: 1, remove: 2 }],
		['leaving no event', { at: 0, remove: 2 }],
		['a fraction', { at: 0.5, remove: 0 }]
	])('a splice %s is refused and writes nothing', async (_, { at, remove }) => {
		const id = await createGame('ktu', 'setup', summary, V);
		await appendAll(id, ['a']);
		const before = await snapshot(id);
		expect(await changeLog(id, 1, { op: 'splice', at, remove, insert: [] }, summary, V)).toEqual({
			ok: false,
			reason: 'invalid'
		});
		expect(await snapshot(id)).toEqual(before);
	});

	test('a failure part-way writes nothing at all, and is returned, not thrown', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		await appendAll(id, ['a', 'b']);
		const before = await snapshot(id);
		const { db } = await getDb();
		// The last step of every change (the game row) fails, after the events were written.
		const full = () => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		};
		db.games.hook('updating', full);
		try {
			for (const change of [
				{ op: 'append', event: 'c' },
				{ op: 'undo' },
				{ op: 'splice', at: 1, remove: 2, insert: ['x', 'y', 'z'], redo: ['r'] }
			] as const) {
				const r = await changeLog(id, 2, change, summary, V);
				expect(r).toMatchObject({ ok: false, reason: 'storage' });
				expect(await snapshot(id)).toEqual(before);
			}
		} finally {
			db.games.hook('updating').unsubscribe(full);
		}
		expect(await changeLog(id, 2, { op: 'undo' }, summary, V)).toEqual({ ok: true, rev: 3 });
	});

	test('a closed database is a storage failure, returned, not thrown', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		const { db } = await getDb();
		db.close();
		expect(await changeLog(id, 0, { op: 'append', event: 'a' }, summary, V)).toMatchObject({
			ok: false,
			reason: 'storage'
		});
	});
});

describe('other tabs are told of every change', () => {
	test('a watcher hears each new revision, a new game and a deletion', async () => {
		const heard: GameChanged[] = [];
		const stop = watchGames((change) => heard.push(change));
		try {
			const id = await createGame('ktu', 'setup', summary, V);
			await appendAll(id, ['a']);
			// Refused changes are not news.
			await changeLog(id, 0, { op: 'append', event: 'stale' }, summary, V);
			await deleteGame(id);
			await expect.poll(() => heard.length).toBe(3);
			expect(heard).toEqual([
				{ id, rev: 0 },
				{ id, rev: 1 },
				{ id, rev: null }
			]);
		} finally {
			stop();
		}
	});
});

describe('what a game records besides its events', () => {
	const result = { progress: { code: 'summary.won', params: { seat: 0 } }, rules: 'r1' };

	test('each event keeps the rules and the tab it was written under; the result is kept or cleared', async () => {
		const id = await createGame('ktu', 'setup', summary, V);
		const r = await changeLog(id, 0, { op: 'append', event: 'end' }, summary, { ...V, result });
		expect(r.ok).toBe(true);
		let stored = await loadGame(id);
		expect(stored?.fingerprints).toEqual(['r1', 'r1']);
		expect(stored?.authors).toEqual([tabId(), tabId()]);
		expect(stored?.game.result).toEqual(result);
		// A change that does not say leaves the result as it is; null clears it.
		await changeLog(id, 1, { op: 'append', event: 'x' }, summary, { ...V, rules: 'r2' });
		stored = await loadGame(id);
		expect(stored?.game.result).toEqual(result);
		expect(stored?.fingerprints).toEqual(['r1', 'r1', 'r2']);
		await changeLog(id, 2, { op: 'undo' }, summary, { ...V, result: null });
		stored = await loadGame(id);
		expect(stored?.game.result).toBeUndefined();
		// Undone and redone, an event keeps the rules it was written under.
		await changeLog(id, 3, { op: 'redo' }, summary, V);
		expect((await loadGame(id))?.fingerprints).toEqual(['r1', 'r1', 'r2']);
	});

	test("an imported game keeps its file's fingerprints and result", async () => {
		const id = await importGame(
			{
				kind: 'uu',
				game: { id: 'f', createdAt: 1, title: 'T' },
				events: ['setup', 'a'],
				fingerprints: ['old', ''],
				result
			},
			summary
		);
		const stored = await loadGame(id);
		expect(stored?.fingerprints).toEqual(['old', '']);
		expect(stored?.game.result).toEqual(result);
	});
});

describe('a database found empty where the last session had games', () => {
	beforeEach(() => {
		stubLocalStorage();
		return () => vi.unstubAllGlobals();
	});

	test('is said: the count kept beside it is compared with what it holds', async () => {
		await createGame('ktu', 'setup', summary, V);
		await createGame('ktu', 'setup', summary, V);
		expect(await missingGames('ktu')).toBe(0);
		// The browser empties the database behind the app's back (not through the app).
		const { db } = await getDb();
		await db.games.clear();
		expect(await missingGames('ktu')).toBe(2);
		expect(await missingGames('uu')).toBe(0);
	});

	test('is not said after the player deleted the games', async () => {
		const id = await createGame('uu', 'setup', summary, V);
		await deleteGame(id);
		expect(await missingGames('uu')).toBe(0);
	});
});

describe('a device that refuses every write', () => {
	test('moves the app to memory: the saved games stay listed and a new game is kept there', async () => {
		// The device's own database, apart from the in-memory one the app moves to.
		const device = new IDBFactory();
		vi.stubGlobal('indexedDB', device);
		resetDbForTests();
		try {
			const id = await createGame('ktu', 'setup', summary, V);
			expect(await useMemoryDb('quota')).toBe('memory');
			expect((await getDb()).persistent).toBe(false);
			expect((await listGames('ktu')).map((g) => g.id)).toEqual([id]);
			const fresh = await createGame('ktu', 'setup', summary, V);
			expect((await loadGame(fresh))?.events).toEqual(['setup']);
			// Nothing more reached the device.
			const onDevice = new Dexie(DB_NAME, { indexedDB: device, IDBKeyRange });
			await onDevice.open();
			expect(await onDevice.table('games').count()).toBe(1);
			onDevice.close();
		} finally {
			(await getDb()).db.close();
			vi.unstubAllGlobals();
			resetDbForTests();
		}
	});
});

describe('the snapshot kept with a game', () => {
	test('each write stores its snapshot at the new revision; a write without one drops it', async () => {
		const state = { round: 1 };
		const snap = { build: 'b', state, refused: [], length: 1 };
		const id = await createGame('ktu', { type: 'setup' }, summary, { ...V, snapshot: snap });
		expect((await loadGame(id))?.game.snapshot).toEqual({ ...snap, rev: 0 });
		const next = { ...snap, state: { round: 2 }, length: 2 };
		const r = await changeLog(id, 0, { op: 'append', event: 'a' }, summary, {
			...V,
			snapshot: next
		});
		expect(r).toEqual({ ok: true, rev: 1 });
		expect((await loadGame(id))?.game.snapshot).toEqual({ ...next, rev: 1 });
		await changeLog(id, 1, { op: 'undo' }, summary, V);
		const stored = await loadGame(id);
		expect(stored?.game.snapshot).toBeUndefined();
		expect(stored?.events).toEqual([{ type: 'setup' }]);
		expect(stored?.redo).toEqual(['a']);
	});
});

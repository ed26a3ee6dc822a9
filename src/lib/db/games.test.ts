import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, test } from 'vitest';
import { DB_NAME, SCHEMA_V1, getDb, resetDbForTests } from './db';
import {
	appendEvent,
	createGame,
	deleteGame,
	importGame,
	lastGame,
	listGames,
	loadGame,
	redoEvent,
	undoEvent
} from './games';

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

describe('tracked games in IndexedDB', () => {
	test('events are kept in order across a reopen (a reload)', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary);
		await appendEvent(id, 1, { type: 'a' }, summary);
		await appendEvent(id, 2, { type: 'b' }, summary);
		await reopen();
		expect((await loadGame(id))?.events).toEqual([{ type: 'setup' }, { type: 'a' }, { type: 'b' }]);
	});

	test('an append at a stale index is refused and writes nothing', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary);
		await appendEvent(id, 1, { type: 'a' }, summary);
		await expect(appendEvent(id, 1, { type: 'other tab' }, summary)).rejects.toThrow(/stale/);
		expect((await loadGame(id))?.events).toHaveLength(2);
	});

	test('undo and redo survive a reopen, and a new event clears redo', async () => {
		const id = await createGame('uu', { type: 'setup' }, summary);
		await appendEvent(id, 1, { n: 1 }, summary);
		await appendEvent(id, 2, { n: 2 }, summary);
		await undoEvent(id, summary);
		await undoEvent(id, summary);
		await reopen();
		let g = await loadGame(id);
		expect(g?.events).toEqual([{ type: 'setup' }]);
		expect(g?.redo).toEqual([{ n: 2 }, { n: 1 }]);
		await redoEvent(id, summary);
		await reopen();
		g = await loadGame(id);
		expect(g?.events).toEqual([{ type: 'setup' }, { n: 1 }]);
		expect(g?.redo).toEqual([{ n: 2 }]);
		await appendEvent(id, 2, { n: 3 }, summary);
		expect((await loadGame(id))?.redo).toEqual([]);
	});

	test('the setup event cannot be undone', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary);
		await undoEvent(id, summary);
		expect((await loadGame(id))?.events).toEqual([{ type: 'setup' }]);
	});

	test('games are listed newest first, by kind, and deleted with all their events', async () => {
		const a = await createGame('ktu', {}, { ...summary, title: 'A' }, 1000);
		const b = await createGame('ktu', {}, { ...summary, title: 'B' }, 2000);
		const c = await createGame('uu', {}, { ...summary, title: 'C' }, 3000);
		expect((await listGames('ktu')).map((g) => g.id)).toEqual([b, a]);
		expect((await listGames()).map((g) => g.id)).toEqual([c, b, a]);
		// Language-neutral facts and no address: the db knows no URLs.
		expect(await lastGame()).toEqual({
			id: c,
			kind: 'uu',
			players: summary.players,
			updatedAt: 3000
		});
		await deleteGame(b);
		expect((await listGames('ktu')).map((g) => g.id)).toEqual([a]);
		expect(await loadGame(b)).toBeNull();
		const { db } = await getDb();
		expect(await db.events.where('gameId').equals(b).count()).toBe(0);
	});

	test('a game imported again comes under a new id, and never overwrites a game', async () => {
		const id = await createGame('ktu', { type: 'setup' }, summary);
		await appendEvent(id, 1, { type: 'x' }, summary);
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
		expect(db.verno).toBe(2);
		expect(await loadGame('old')).toEqual({
			game: { id: 'old', kind: 'ktu', createdAt: 1, updatedAt: 5, ...v1Summary },
			events: [{ type: 'setup' }, { type: 'a' }],
			redo: [{ type: 'b' }]
		});
		expect((await listGames('ktu')).map((g) => g.id)).toEqual(['old']);
	});
});

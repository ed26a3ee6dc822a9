// The raw reads at start: the same answers as Dexie, never a database created or upgraded by a
// read, and `undefined` (ask Dexie) whenever something is unusual.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DB_NAME, HornbookDb, SCHEMA_V1, getDb, resetDbForTests } from './db';
import { saveDraft, loadDraft } from './drafts';
import { changeLog, createGame, loadGame } from './games';
import { newestGame } from './newest-game';
import { peekGame, peekLimits, peekNewestGame, peekSettingRows } from './peek';
import { readGame } from './read-game';
import { DB_VERSION, IDB_VERSION } from './schema';
import { DEFAULT_SETTINGS, loadSettingsFromDb, peekSettings, saveSetting } from './settings';

const realIndexedDB = globalThis.indexedDB;

function setIndexedDB(value: unknown) {
	Object.defineProperty(globalThis, 'indexedDB', { value, configurable: true, writable: true });
}

async function databaseNames(): Promise<string[]> {
	return (await indexedDB.databases()).map((d) => d.name ?? '');
}

async function closeDexie() {
	const { db } = await getDb();
	db.close();
	resetDbForTests();
}

beforeEach(async () => {
	// What a read leaves behind must not depend on the machine's load (see peekLimits).
	peekLimits.timeoutMs = 600_000;
	resetDbForTests();
	await Dexie.delete(DB_NAME);
});

afterEach(async () => {
	vi.useRealTimers();
	setIndexedDB(realIndexedDB);
	await closeDexie();
});

const summary = {
	title: 'Friday',
	players: ['Ana', 'Bo'],
	progress: { code: 'summary.round', params: { round: 1 } }
};

describe('reading without Dexie', () => {
	test('the schema version it checks is the one HornbookDb declares', () => {
		const db = new HornbookDb('verno-check');
		expect(db.verno).toBe(DB_VERSION);
		expect(IDB_VERSION).toBe(DB_VERSION * 10);
	});

	test('no database yet: empty answers, and no database is left behind', async () => {
		expect(await peekSettings()).toEqual(DEFAULT_SETTINGS);
		expect(await peekSettingRows(['draft.hunt'])).toEqual([undefined]);
		expect(await peekNewestGame()).toBeNull();
		expect(await newestGame()).toBeNull();
		expect(await loadDraft('hunt')).toBeUndefined();
		expect(await databaseNames()).not.toContain(DB_NAME);
		// Dexie still creates it afterwards, at its own version.
		await saveSetting('theme', 'dark');
		expect((await indexedDB.databases()).find((d) => d.name === DB_NAME)?.version).toBe(
			IDB_VERSION
		);
	});

	test('what Dexie wrote reads back the same', async () => {
		await saveSetting('lang', 'fr');
		await saveSetting('playerNames', ['Ana', 'Björn']);
		await saveDraft('score', { seats: 3 });
		await createGame('ktu', {}, { ...summary, title: 'A' }, { version: 1, rules: 'r1', now: 1000 });
		const newest = await createGame('uu', {}, summary, { version: 1, rules: 'r1', now: 3000 });
		await createGame('ktu', {}, { ...summary, title: 'B' }, { version: 1, rules: 'r1', now: 2000 });
		expect(await peekSettings()).toEqual(await loadSettingsFromDb());
		expect((await peekSettings())?.lang).toBe('fr');
		expect(await loadDraft('score')).toEqual({ seats: 3 });
		expect((await peekNewestGame())?.id).toBe(newest);
		expect(await newestGame()).toEqual({
			id: newest,
			kind: 'uu',
			players: summary.players,
			updatedAt: 3000,
			finished: false
		});
	});

	test('the newest game reads as finished once a result is kept with it, and not after an undo', async () => {
		const V = { version: 1, rules: 'r1' };
		const id = await createGame('ktu', { type: 'setup' }, summary, V);
		const result = { progress: summary.progress, rules: 'r1' };
		const end = await changeLog(id, 0, { op: 'append', event: { n: 1 } }, summary, {
			...V,
			result
		});
		if (!end.ok) throw new Error('not written');
		expect((await newestGame())?.finished).toBe(true);
		await changeLog(id, end.rev, { op: 'undo' }, summary, { ...V, result: null });
		expect((await newestGame())?.finished).toBe(false);
	});

	test("a game's log reads back as Dexie reads it: events in order, versions, redo, revision", async () => {
		const V = { version: 2, rules: 'r1' };
		const id = await createGame('ktu', { type: 'setup' }, summary, V);
		let rev = 0;
		for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
			const r = await changeLog(id, rev, { op: 'append', event: { n } }, summary, V);
			if (!r.ok) throw new Error('not written');
			rev = r.rev;
		}
		for (let i = 0; i < 2; i++) {
			const r = await changeLog(id, rev, { op: 'undo' }, summary, V);
			if (!r.ok) throw new Error('not written');
			rev = r.rev;
		}
		const dexie = await loadGame(id);
		expect(dexie?.redo).toHaveLength(2);
		expect(await peekGame(id)).toEqual(dexie);
		expect(await readGame(id)).toEqual(dexie);
		expect(await peekGame('no-such-game')).toBeNull();
		expect(await readGame('no-such-game')).toBeNull();
	});

	test('an older schema: not read here, and Dexie upgrades it afterwards (nothing holds it)', async () => {
		const v1 = new Dexie(DB_NAME);
		v1.version(1).stores(SCHEMA_V1);
		await v1.open();
		await v1.table('settings').put({ key: 'lang', value: 'it' });
		v1.close();
		expect(await peekSettings()).toBeUndefined();
		expect(await peekNewestGame()).toBeUndefined();
		// The Dexie path answers instead, upgrading the database.
		expect((await loadDraft('hunt')) ?? null).toBeNull();
		const { db } = await getDb();
		expect(db.verno).toBe(DB_VERSION);
		expect((await peekSettings())?.lang).toBe('it');
	});

	test('storage refused: undefined, so the caller asks Dexie (which reports it)', async () => {
		Object.defineProperty(globalThis, 'indexedDB', {
			get() {
				throw new DOMException('Access is denied', 'SecurityError');
			},
			configurable: true
		});
		expect(await peekSettings()).toBeUndefined();
		setIndexedDB(undefined);
		expect(await peekNewestGame()).toBeUndefined();
		const failing = Object.create(realIndexedDB) as IDBFactory;
		failing.open = () => {
			throw new DOMException('Internal error', 'UnknownError');
		};
		setIndexedDB(failing);
		expect(await peekSettingRows(['lang'])).toBeUndefined();
	});

	test('storage refused and the database already in memory: still undefined, so Dexie reports it', async () => {
		Object.defineProperty(globalThis, 'indexedDB', {
			get() {
				throw new DOMException('Access is denied', 'SecurityError');
			},
			configurable: true
		});
		// Another read (a page's saved games) opened first: the in-memory database now stands in
		// for the browser's, and it holds what this session saved.
		const opened = await getDb();
		expect(opened).toMatchObject({ persistent: false, problem: 'access' });
		await opened.db.settings.put({ key: 'lang', value: 'it' });
		expect(await peekSettings()).toBeUndefined();
		expect(await peekNewestGame()).toBeUndefined();
		expect(await peekSettingRows(['lang'])).toBeUndefined();
	});

	test('an open that never answers: undefined after the wait', async () => {
		peekLimits.timeoutMs = 3000;
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		const silent = Object.create(realIndexedDB) as IDBFactory;
		silent.open = () => new EventTarget() as IDBOpenDBRequest;
		setIndexedDB(silent);
		const answer = peekSettings();
		await vi.advanceTimersByTimeAsync(peekLimits.timeoutMs);
		expect(await answer).toBeUndefined();
	});
});

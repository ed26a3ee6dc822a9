// The open path: every way storage can fail ends in a working database, and says which way.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory as FakeFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DB_NAME, getDb, resetDbForTests } from './db';

const realIndexedDB = globalThis.indexedDB;

beforeEach(async () => {
	resetDbForTests();
	await Dexie.delete(DB_NAME);
});

afterEach(async () => {
	setIndexedDB(realIndexedDB);
	const { db } = await getDb();
	db.close();
	resetDbForTests();
});

/** Puts `value` where the app reads `indexedDB` (a plain value). */
function setIndexedDB(value: unknown) {
	Object.defineProperty(globalThis, 'indexedDB', { value, configurable: true, writable: true });
}

/** The opened database works: a setting is written and read back. */
async function works() {
	const { db } = await getDb();
	await db.settings.put({ key: 'probe', value: 1 });
	expect(await db.settings.get('probe')).toEqual({ key: 'probe', value: 1 });
}

describe('opening the database', () => {
	test('normally: persistent, no problem', async () => {
		expect(await getDb()).toMatchObject({ persistent: true });
		expect((await getDb()).problem).toBeUndefined();
		await works();
	});

	test('reading indexedDB throws: in memory, "access"', async () => {
		Object.defineProperty(globalThis, 'indexedDB', {
			get() {
				throw new DOMException('Access is denied', 'SecurityError');
			},
			configurable: true
		});
		expect(await getDb()).toMatchObject({ persistent: false, problem: 'access' });
		await works();
	});

	test('no indexedDB at all: in memory, "access"', async () => {
		setIndexedDB(undefined);
		expect(await getDb()).toMatchObject({ persistent: false, problem: 'access' });
		await works();
	});

	test('the open fails: in memory, "open"', async () => {
		const failing = Object.create(realIndexedDB) as IDBFactory;
		failing.open = () => {
			throw new DOMException('Internal error', 'UnknownError');
		};
		setIndexedDB(failing);
		expect(await getDb()).toMatchObject({ persistent: false, problem: 'open' });
		await works();
	});

	test('an older connection that never lets go: in memory, "blocked"', async () => {
		// A device store of its own: the in-memory fallback must not be blocked along with it.
		const device = new FakeFactory();
		setIndexedDB(device);
		const held = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = device.open(DB_NAME, 1);
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(new Error('could not hold the database'));
		});
		expect(await getDb()).toMatchObject({ persistent: false, problem: 'blocked' });
		await works();
		held.close();
	});

	test('an open that never answers: in memory after the timeout, "open"', async () => {
		const silent = Object.create(realIndexedDB) as IDBFactory;
		// A request that never fires anything, as a wedged browser store does.
		silent.open = () => new EventTarget() as IDBOpenDBRequest;
		setIndexedDB(silent);
		resetDbForTests({ openTimeoutMs: 50 });
		expect(await getDb()).toMatchObject({ persistent: false, problem: 'open' });
		await works();
	});
});

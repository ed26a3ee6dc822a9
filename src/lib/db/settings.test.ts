import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb, resetDbForTests, DB_NAME } from './db';
import { DEFAULT_SETTINGS, loadSettings, saveSetting } from './settings';
import Dexie from 'dexie';

beforeEach(async () => {
	const { db } = await getDb();
	db.close();
	await Dexie.delete(DB_NAME);
	resetDbForTests();
});

describe('settings in IndexedDB', () => {
	test('a fresh database gives the defaults', async () => {
		expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
	});

	test('every setting round-trips through Dexie', async () => {
		await saveSetting('lang', 'it');
		await saveSetting('theme', 'dark');
		await saveSetting('nsfw', true);
		await saveSetting('wakeLock', false);
		await saveSetting('beyondFive', 'new-collection');
		await saveSetting('playerNames', ['Ana', 'Björn']);
		await saveSetting('playerAliases', { zoe: 'Zoé' });
		// A new connection reads what the old one wrote.
		const { db } = await getDb();
		db.close();
		resetDbForTests();
		expect(await loadSettings()).toEqual({
			lang: 'it',
			theme: 'dark',
			nsfw: true,
			wakeLock: false,
			beyondFive: 'new-collection',
			playerNames: ['Ana', 'Björn'],
			playerAliases: { zoe: 'Zoé' }
		});
	});

	test('an invalid value is refused and nothing is written', async () => {
		// @ts-expect-error testing bad input on purpose
		await expect(saveSetting('theme', 'purple')).rejects.toThrow(TypeError);
		expect((await loadSettings()).theme).toBe('system');
	});

	test('a malformed stored value falls back to its default', async () => {
		const { db } = await getDb();
		await db.settings.put({ key: 'lang', value: 'klingon' });
		expect((await loadSettings()).lang).toBeNull();
	});

	test('the database is persistent when IndexedDB works', async () => {
		expect((await getDb()).persistent).toBe(true);
	});
});

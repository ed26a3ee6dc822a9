// The settings at start: read from the mirror or the database, and a change made before the
// stored settings are back is never undone by them.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { stubLocalStorage } from '$lib/db/local-storage.testing';
import { DEFAULT_SETTINGS } from '$lib/db/settings-schema';

vi.mock('$app/environment', () => ({ browser: true }));

/** Runs between the raw read of the stored settings and their use (a tap landing then). */
let afterRead: (() => void) | undefined;
vi.mock('$lib/db/settings', async (importOriginal) => {
	const original = await importOriginal<typeof import('$lib/db/settings')>();
	return {
		...original,
		peekSettings: async () => {
			const read = await original.peekSettings();
			afterRead?.();
			return read;
		}
	};
});

let memory = new Map<string, string>();

beforeEach(async () => {
	memory = stubLocalStorage();
	vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' });
	const idle = (f: () => void) => setTimeout(f, 0);
	vi.stubGlobal('window', Object.assign(new EventTarget(), { requestIdleCallback: idle }));
	vi.stubGlobal('requestIdleCallback', idle);
	vi.resetModules();
	const { resetDbForTests, DB_NAME } = await import('$lib/db/db');
	// A read that finds no database leaves none, whatever the machine's load (see peekLimits).
	(await import('$lib/db/peek')).peekLimits.timeoutMs = 600_000;
	resetDbForTests();
	await Dexie.delete(DB_NAME);
});

async function fresh() {
	const { settings } = await import('./settings.svelte');
	const db = await import('$lib/db/settings');
	return { settings, db };
}

describe('settings at start', () => {
	// First in the file: no earlier test's database connection is left (one that a deletion between
	// tests closed can open itself again later and create the database, on a loaded machine).
	test('no database yet: defaults, and reading them creates nothing', async () => {
		const { settings } = await fresh();
		await settings.init();
		expect(settings.values.theme).toBe('system');
		expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('hornbook');
	});

	test('first start: the stored settings are taken', async () => {
		const { settings, db } = await fresh();
		await db.saveSetting('nsfw', true);
		await settings.init();
		expect(settings.ready).toBe(true);
		expect(settings.persistentDb).toBe(true);
		expect(settings.values.nsfw).toBe(true);
		// The mirror now holds them, for the next start.
		expect(JSON.parse(memory.get('hornbook.settings') ?? '{}')).toMatchObject({ nsfw: true });
	});

	test('first start: a setting changed before the stored ones are back stands', async () => {
		const { settings, db } = await fresh();
		await db.saveSetting('nsfw', true);
		let saved: Promise<void> | undefined;
		afterRead = () => {
			saved = settings.set('theme', 'dark');
		};
		await settings.init();
		afterRead = undefined;
		await saved;
		expect(settings.values.theme).toBe('dark');
		// The stored settings the player did not touch are still taken.
		expect(settings.values.nsfw).toBe(true);
		expect((await db.loadSettings()).theme).toBe('dark');
	});

	test('a mirror ahead of the database: the missing write is completed', async () => {
		memory.set(
			'hornbook.settings',
			JSON.stringify({ lang: null, theme: 'light', nsfw: false, wakeLock: true })
		);
		const { settings, db } = await fresh();
		await settings.init();
		expect(settings.values.theme).toBe('light');
		await vi.waitFor(async () => expect((await db.loadSettings()).theme).toBe('light'));
	});

	test('a device the first builds wrote to: the language and theme they kept apart are taken, saved, and kept in the mirror alone', async () => {
		memory.set('hornbook.lang', 'es');
		memory.set('hornbook.theme', 'dark');
		const { settings, db } = await fresh();
		await db.saveSetting('nsfw', true);
		await settings.init();
		expect(settings.values).toMatchObject({ lang: 'es', theme: 'dark', nsfw: true });
		await vi.waitFor(async () =>
			expect(await db.loadSettings()).toMatchObject({ lang: 'es', theme: 'dark', nsfw: true })
		);
		expect(JSON.parse(memory.get('hornbook.settings') ?? '{}')).toMatchObject({
			lang: 'es',
			theme: 'dark',
			nsfw: true
		});
		expect([memory.has('hornbook.lang'), memory.has('hornbook.theme')]).toEqual([false, false]);
	});
});

describe('settings changed in another tab', () => {
	/** What the browser does when another tab of the app writes the mirror. */
	function changedElsewhere(key: string, raw: string | null) {
		if (raw === null) memory.delete(key);
		else memory.set(key, raw);
		window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: raw }));
	}

	test('the language, theme and scoring reading follow the other tab', async () => {
		const { settings } = await fresh();
		const { locale } = await import('$lib/i18n/locale.svelte');
		await settings.init();
		const elsewhere = {
			...settings.values,
			lang: 'fr',
			theme: 'dark',
			beyondFive: 'new-collection'
		};
		changedElsewhere('hornbook.settings', JSON.stringify(elsewhere));
		expect(settings.values).toEqual(elsewhere);
		await vi.waitFor(() => expect(locale.lang).toBe('fr'));
		// Back to the browser's language: English here.
		changedElsewhere('hornbook.settings', JSON.stringify({ ...elsewhere, lang: null }));
		await vi.waitFor(() => expect(locale.lang).toBe('en'));
	});

	test('a change heard while the stored settings are read at first start stands over them', async () => {
		const { settings, db } = await fresh();
		await db.saveSetting('nsfw', true);
		afterRead = () =>
			changedElsewhere(
				'hornbook.settings',
				JSON.stringify({ ...DEFAULT_SETTINGS, lang: 'fr', theme: 'dark' })
			);
		await settings.init();
		afterRead = undefined;
		expect(settings.values).toMatchObject({ lang: 'fr', theme: 'dark', nsfw: true });
		expect(JSON.parse(memory.get('hornbook.settings') ?? '{}')).toMatchObject({
			lang: 'fr',
			theme: 'dark'
		});
	});

	test('another key, a removed mirror or an unreadable one change nothing', async () => {
		const { settings } = await fresh();
		await settings.init();
		await settings.set('theme', 'light');
		const before = { ...settings.values };
		changedElsewhere('hornbook.theme', 'dark');
		changedElsewhere('hornbook.settings', null);
		changedElsewhere('hornbook.settings', '{not json');
		expect(settings.values).toEqual(before);
		// A value this version cannot read is left at its default, the others are taken.
		changedElsewhere('hornbook.settings', JSON.stringify({ ...before, theme: 'neon', nsfw: true }));
		expect(settings.values).toEqual({ ...before, theme: 'system', nsfw: true });
	});
});

describe('a setting the database refuses (a full disk)', () => {
	test('is not shown as kept: it goes back to what is stored, here and after a reload', async () => {
		const { settings } = await fresh();
		await settings.init();
		const { getDb } = await import('$lib/db/db');
		const { db } = await getDb();
		const full = vi
			.spyOn(db.settings, 'put')
			.mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
		await settings.set('theme', 'dark');
		expect(settings.saveError).toBe('quota');
		expect(settings.values.theme).toBe('system');
		// The mirror read at the next start does not keep it either.
		expect(JSON.parse(memory.get('hornbook.settings') ?? '{}')).toMatchObject({ theme: 'system' });
		expect(memory.get('hornbook.theme')).toBeUndefined();
		full.mockRestore();
		await settings.set('theme', 'dark');
		expect(settings.saveError).toBeNull();
		expect(settings.values.theme).toBe('dark');
	});
});

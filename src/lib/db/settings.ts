import type { SettingRow } from './db';
import { peekSettingRows } from './peek';
import {
	DEFAULT_SETTINGS,
	SETTING_KEYS as KEYS,
	isValid,
	settingsFrom,
	type Settings
} from './settings-schema';
import { lazyDb } from './lazy-db';

export { DEFAULT_SETTINGS, type Settings };

/** The settings the rows hold (one row a setting), the default for a missing or malformed one. */
function fromRows(rows: readonly (SettingRow | undefined)[]): Settings {
	const stored = Object.fromEntries(rows.flatMap((row) => (row ? [[row.key, row.value]] : [])));
	return { ...DEFAULT_SETTINGS, ...settingsFrom(stored) };
}

/**
 * Every setting read without the database library, or undefined when only Dexie can say (storage
 * refused, another schema version…): the caller then opens the database.
 */
export async function peekSettings(): Promise<Settings | undefined> {
	const rows = await peekSettingRows(KEYS);
	return rows && fromRows(rows);
}

/** Reads every setting, falling back to the default for a missing or malformed value. */
export async function loadSettings(): Promise<Settings> {
	return (await peekSettings()) ?? (await loadSettingsFromDb());
}

/** `loadSettings` through the database library only (the caller has opened it already). */
export async function loadSettingsFromDb(): Promise<Settings> {
	const { db } = await lazyDb();
	return fromRows(await db.settings.bulkGet(KEYS));
}

export async function saveSetting<K extends keyof Settings>(
	key: K,
	value: Settings[K]
): Promise<void> {
	if (!isValid(key, value)) throw new TypeError(`Invalid value for setting ${key}`);
	const { db } = await lazyDb();
	await db.settings.put({ key, value });
}

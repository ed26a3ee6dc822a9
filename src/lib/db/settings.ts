import { getDb } from './db';
import { DEFAULT_SETTINGS, SETTING_KEYS as KEYS, isValid, type Settings } from './settings-schema';

export { DEFAULT_SETTINGS, type Settings };

/** Reads every setting, falling back to the default for a missing or malformed value. */
export async function loadSettings(): Promise<Settings> {
	const { db } = await getDb();
	const rows = await db.settings.bulkGet(KEYS);
	const out: Settings = { ...DEFAULT_SETTINGS };
	rows.forEach((row, i) => {
		const key = KEYS[i];
		if (!row || key === undefined) return;
		if (isValid(key, row.value)) (out as unknown as Record<string, unknown>)[key] = row.value;
	});
	return out;
}

export async function saveSetting<K extends keyof Settings>(
	key: K,
	value: Settings[K]
): Promise<void> {
	if (!isValid(key, value)) throw new TypeError(`Invalid value for setting ${key}`);
	const { db } = await getDb();
	await db.settings.put({ key, value });
}

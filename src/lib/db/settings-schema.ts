// Settings vocabulary and validation: no Dexie here, so the shell can import it eagerly. Every
// place settings are read from (the database's rows, the localStorage mirror, another tab's
// mirror, what the first builds kept) goes through `settingsFrom`: one schema, one reading.
import * as v from 'valibot';
import { BEYOND_FIVE, LANGS, type BeyondFive, type Lang } from '$lib/vocab';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Settings {
	lang: Lang | null;
	theme: Theme;
	/** Show the NSFW deck's variants (drinking, strip) and edition. Off by default. */
	nsfw: boolean;
	/** Keep the screen awake while a game is open. */
	wakeLock: boolean;
	/** Kill the Unicorns: how collections beyond five unicorns score (docs/rules-readings.md#ktu-beyond-five). */
	beyondFive: BeyondFive;
	/** Names last used in the hunt calculator and scorer. */
	playerNames: string[];
	/** The records' renames and merges: a typed name's key → the name that player goes by. */
	playerAliases: Record<string, string>;
}

/** Each setting's schema: what a stored value must be to be taken. */
const SCHEMAS: { [K in keyof Settings]: v.GenericSchema<unknown, Settings[K]> } = {
	lang: v.nullable(v.picklist(LANGS)),
	theme: v.picklist(THEMES),
	nsfw: v.boolean(),
	wakeLock: v.boolean(),
	beyondFive: v.picklist(BEYOND_FIVE),
	playerNames: v.array(v.string()),
	playerAliases: v.record(v.string(), v.string())
};

export const DEFAULT_SETTINGS: Settings = {
	lang: null,
	theme: 'system',
	nsfw: false,
	wakeLock: true,
	beyondFive: 'cap',
	playerNames: [],
	playerAliases: {}
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>;

export function isValid<K extends keyof Settings>(key: K, value: unknown): value is Settings[K] {
	return v.is(SCHEMAS[key], value);
}

/**
 * The settings `source` holds (a record keyed by setting, as parsed from storage): each valid
 * one, and nothing for a missing or malformed one (the rest are never lost for it).
 */
export function settingsFrom(source: unknown): Partial<Settings> {
	if (typeof source !== 'object' || source === null || Array.isArray(source)) return {};
	const found: Partial<Record<keyof Settings, unknown>> = {};
	for (const key of SETTING_KEYS) {
		const value = (source as Record<string, unknown>)[key];
		if (isValid(key, value)) found[key] = value;
	}
	return found as Partial<Settings>;
}

/** JSON text as a value, or null when it is not JSON (a damaged or foreign entry). */
export function parseJson(text: string | null): unknown {
	if (text === null) return null;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return null;
	}
}

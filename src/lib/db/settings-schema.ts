// Settings vocabulary and validation: no Dexie here, so the shell can import it eagerly.
import { BEYOND_FIVE, isLang, type BeyondFive, type Lang } from '$lib/vocab';

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

export function isValid(key: keyof Settings, value: unknown): boolean {
	switch (key) {
		case 'lang':
			return value === null || isLang(value);
		case 'theme':
			return (THEMES as readonly unknown[]).includes(value);
		case 'nsfw':
		case 'wakeLock':
			return typeof value === 'boolean';
		case 'beyondFive':
			return (BEYOND_FIVE as readonly unknown[]).includes(value);
		case 'playerNames':
			return Array.isArray(value) && value.every((v) => typeof v === 'string');
		case 'playerAliases':
			return (
				typeof value === 'object' &&
				value !== null &&
				!Array.isArray(value) &&
				Object.values(value).every((v) => typeof v === 'string')
			);
	}
}

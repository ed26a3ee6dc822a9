import { isLang, type Lang } from '$lib/vocab';
import { LOCAL } from '$lib/boot/keys';
import { startLang } from '$lib/boot/lang';
import { browser } from '$app/environment';
import {
	DEFAULT_SETTINGS,
	SETTING_KEYS,
	isValid,
	type Settings,
	type Theme
} from '$lib/db/settings-schema';
import { preferredLang } from '$lib/i18n/i18n';
import { locale } from '$lib/i18n/locale.svelte';
import { prepareListFormat } from '$lib/i18n/intl-formats';
import type { StorageProblem } from '$lib/db/errors';
import { storage } from './storage.svelte';
import { whenIdle } from './idle';

export { THEMES, type Theme } from '$lib/db/settings-schema';

export type PersistAnswer = 'granted' | 'denied' | 'unsupported' | 'pending';

const LS_THEME = LOCAL.theme;
const LS_LANG = LOCAL.lang;
/** Every setting, mirrored synchronously on each change: read at start without the database. */
const LS_ALL = LOCAL.settings;

function remember(key: string, value: string | null) {
	try {
		if (value === null) localStorage.removeItem(key);
		else localStorage.setItem(key, value);
	} catch {
		// Private mode: the database is the real store; this mirror only avoids a flash at start.
	}
}

function recalled(key: string): string | null {
	try {
		return localStorage.getItem(key);
	} catch {
		return null;
	}
}

/** App-wide settings: loaded from the database after start, saved on every change. */
class SettingsState {
	#values = $state<Settings>({ ...DEFAULT_SETTINGS });
	/** Settings the player changed on this page: they stand over what the database had. */
	#changed = new Set<keyof Settings>();
	#ready = $state(false);
	/** null until known; false when IndexedDB is missing or blocked (data lives in memory only). */
	#persistentDb = $state<boolean | null>(null);
	#persist = $state<PersistAnswer>('pending');
	/** Why the last change was not saved, as a storage problem code. */
	#saveError = $state<StorageProblem | null>(null);

	get values(): Readonly<Settings> {
		return this.#values;
	}
	get ready() {
		return this.#ready;
	}
	get persistentDb() {
		return this.#persistentDb;
	}
	get storagePersisted() {
		return this.#persist;
	}
	get saveError() {
		return this.#saveError;
	}

	/**
	 * Called once from the root layout on mount. The first paint needs only the mirror kept in
	 * localStorage (theme, language, reading options), so the database library is not evaluated at
	 * start: it opens when the browser is idle, or at once for a page that needs it.
	 */
	async init(): Promise<void> {
		if (!browser) return;
		window.addEventListener('storage', this.#follow);
		const mirror = readMirror();
		if (mirror) this.#values = mirror;
		// The language the page started in (src/lib/boot/), by the same choice.
		await locale.set(startLang(recalled, navigator.languages ?? [navigator.language]));
		if (mirror) this.#ready = true;
		await whenIdle();
		prepareListFormat(locale.lang);
		await this.#reconcile(mirror);
	}

	/** The database's copy, brought in line with the mirror (which every change writes first). */
	async #reconcile(mirror: Settings | null): Promise<void> {
		// Read without the database library when it can be (see peek.ts): a page that writes
		// nothing never evaluates it.
		const { peekSettings, loadSettingsFromDb } = await import('$lib/db/settings');
		const peeked = await peekSettings();
		if (peeked) {
			this.#persistentDb = true;
			await this.#settle(mirror, peeked);
			return;
		}
		const { getDb } = await import('$lib/db/db');
		let opened: Awaited<ReturnType<typeof getDb>>;
		try {
			opened = await getDb();
		} catch (e) {
			// Not even the in-memory database opens: say so; the pages keep working without saving.
			this.#persistentDb = false;
			storage.report(e, 'open');
			this.#ready = true;
			return;
		}
		this.#persistentDb = opened.persistent;
		if (opened.problem) storage.set(opened.problem);
		let stored: Settings;
		try {
			stored = await loadSettingsFromDb();
		} catch (e) {
			storage.report(e, 'read');
			stored = { ...DEFAULT_SETTINGS };
		}
		await this.#settle(mirror, stored);
	}

	/** Takes the stored settings (first start) or completes the writes the mirror is ahead by. */
	async #settle(mirror: Settings | null, stored: Settings): Promise<void> {
		if (mirror) {
			// The mirror is written synchronously before each database write, so it is never older:
			// a write that the closing page did not finish is completed now.
			// Compared with the current values, not the snapshot: a change made meanwhile stands.
			const current = this.#values;
			for (const key of SETTING_KEYS) {
				if (JSON.stringify(current[key]) !== JSON.stringify(stored[key])) {
					void this.#save(key, current[key]);
				}
			}
		} else {
			// First start after an update (no mirror yet), or localStorage unavailable. A setting
			// changed meanwhile (a tap before the read came back) stands: it is being saved.
			const legacyLang = recalled(LS_LANG);
			const kept = Object.fromEntries([...this.#changed].map((key) => [key, this.#values[key]]));
			this.#values = { ...stored, ...kept };
			if (stored.lang === null && !this.#changed.has('lang') && isLang(legacyLang)) {
				this.#values = { ...this.#values, lang: legacyLang };
				void this.#save('lang', legacyLang);
			}
			writeMirror(this.#values);
			applyTheme(this.#values.theme);
			const lang = shownLang(this.#values.lang);
			if (lang !== locale.lang) await locale.set(lang);
		}
		this.#ready = true;
		void this.#requestPersistence();
	}

	/**
	 * A setting changed in another tab of the app: each change writes the mirror first, and the
	 * browser tells the other tabs (a `storage` event), so every open tab shows the same language
	 * and theme and scores with the same reading. The tab it was changed in saves it.
	 */
	#follow = (e: StorageEvent): void => {
		if (e.key !== LS_ALL || e.newValue === null) return;
		const next = parseMirror(e.newValue);
		if (!next) return;
		const lang = next.lang !== this.#values.lang;
		this.#values = next;
		applyTheme(next.theme);
		if (lang) void locale.set(shownLang(next.lang));
	};

	async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
		const before = this.#values[key];
		this.#show(key, value);
		this.#changed.add(key);
		// The mirror is written synchronously (in #show) and the database write starts at once,
		// before any slower work, so leaving the page right after a change loses nothing.
		const saved = this.#save(key, value);
		if (key === 'lang') await this.#showLang();
		// Not saved (a full disk): the setting goes back to what is kept, as a game action that was
		// not saved is not shown as done; the page says why. Unless another change came meanwhile.
		if (!(await saved) && this.#values[key] === value) {
			this.#show(key, before);
			if (key === 'lang') await this.#showLang();
		}
	}

	/** Shows a setting's value everywhere at once: the values, the mirror, the theme. */
	#show<K extends keyof Settings>(key: K, value: Settings[K]): void {
		this.#values = { ...this.#values, [key]: value };
		writeMirror(this.#values);
		if (key === 'theme') {
			remember(LS_THEME, value === 'system' ? null : (value as string));
			applyTheme(value as Theme);
		}
		if (key === 'lang') remember(LS_LANG, value as string | null);
	}

	#showLang(): Promise<void> {
		return locale.set(this.#values.lang ?? preferredLang(navigator.languages ?? []));
	}

	/** Saves one setting; false when the database refused it (the reason is in `saveError`). */
	async #save<K extends keyof Settings>(key: K, value: Settings[K]): Promise<boolean> {
		try {
			const { saveSetting } = await import('$lib/db/settings');
			await saveSetting(key, value);
			this.#saveError = null;
			return true;
		} catch (e) {
			this.#saveError = storage.report(e);
			return false;
		}
	}

	async #requestPersistence(): Promise<void> {
		if (!navigator.storage?.persist) {
			this.#persist = 'unsupported';
			return;
		}
		try {
			const already = await navigator.storage.persisted();
			this.#persist = already || (await navigator.storage.persist()) ? 'granted' : 'denied';
		} catch {
			this.#persist = 'denied';
		}
		if (this.#persist === 'denied' && this.#persistentDb) storage.persistDenied();
	}
}

/** The language shown for a setting: the one chosen, else the browser's first that we speak. */
function shownLang(chosen: Lang | null): Lang {
	return chosen ?? preferredLang(navigator.languages ?? [navigator.language]);
}

function readMirror(): Settings | null {
	const raw = recalled(LS_ALL);
	return raw === null ? null : parseMirror(raw);
}

/** The settings a mirror holds (each one that is valid; the default for the rest), or null. */
function parseMirror(raw: string): Settings | null {
	try {
		const parsed: unknown = JSON.parse(raw);
		if (typeof parsed !== 'object' || parsed === null) return null;
		const out: Settings = { ...DEFAULT_SETTINGS };
		for (const key of SETTING_KEYS) {
			const value = (parsed as Record<string, unknown>)[key];
			if (isValid(key, value)) (out as unknown as Record<string, unknown>)[key] = value;
		}
		return out;
	} catch {
		return null;
	}
}

function writeMirror(values: Settings): void {
	remember(LS_ALL, JSON.stringify(values));
}

export function applyTheme(theme: Theme): void {
	if (typeof document === 'undefined') return;
	if (theme === 'system') delete document.documentElement.dataset.theme;
	else document.documentElement.dataset.theme = theme;
}

export const settings = new SettingsState();

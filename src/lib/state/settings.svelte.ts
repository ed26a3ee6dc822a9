import { browser } from '$app/environment';
import { DEFAULT_SETTINGS, type Settings, type Theme } from '$lib/db/settings-schema';
import { isLang, preferredLang, type Lang } from '$lib/i18n/i18n';
import { locale } from '$lib/i18n/locale.svelte';
import type { StorageProblem } from '$lib/db/errors';
import { storage } from './storage.svelte';

export type PersistAnswer = 'granted' | 'denied' | 'unsupported' | 'pending';

const LS_THEME = 'hornbook.theme';
const LS_LANG = 'hornbook.lang';

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

	/** Called once from the root layout on mount. */
	async init(): Promise<void> {
		if (!browser) return;
		const early = recalled(LS_LANG);
		await locale.set(
			isLang(early) ? early : preferredLang(navigator.languages ?? [navigator.language])
		);
		const [{ getDb }, { loadSettings }] = await Promise.all([
			import('$lib/db/db'),
			import('$lib/db/settings')
		]);
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
		try {
			this.#values = await loadSettings();
		} catch (e) {
			storage.report(e, 'read');
			this.#values = { ...DEFAULT_SETTINGS };
		}
		applyTheme(this.#values.theme);
		// A choice made just before the page was left may be in the mirror only: keep it.
		const mirrored = recalled(LS_LANG);
		if (this.#values.lang === null && isLang(mirrored)) {
			this.#values = { ...this.#values, lang: mirrored };
			void this.#save('lang', mirrored);
		}
		const lang = this.#values.lang ?? preferredLang(navigator.languages ?? [navigator.language]);
		if (lang !== locale.lang) await locale.set(lang);
		remember(LS_LANG, this.#values.lang);
		this.#ready = true;
		void this.#requestPersistence();
	}

	async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
		this.#values = { ...this.#values, [key]: value };
		// The mirror is written synchronously and the database write starts at once, before any
		// slower work, so leaving the page right after a change loses nothing.
		if (key === 'theme') remember(LS_THEME, value === 'system' ? null : (value as string));
		if (key === 'lang') remember(LS_LANG, value as string | null);
		const saved = this.#save(key, value);
		if (key === 'theme') applyTheme(value as Theme);
		if (key === 'lang') {
			await locale.set((value as Lang | null) ?? preferredLang(navigator.languages ?? []));
		}
		await saved;
	}

	async #save<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
		try {
			const { saveSetting } = await import('$lib/db/settings');
			await saveSetting(key, value);
			this.#saveError = null;
		} catch (e) {
			this.#saveError = storage.report(e);
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

export function applyTheme(theme: Theme): void {
	if (typeof document === 'undefined') return;
	if (theme === 'system') delete document.documentElement.dataset.theme;
	else document.documentElement.dataset.theme = theme;
}

export const settings = new SettingsState();

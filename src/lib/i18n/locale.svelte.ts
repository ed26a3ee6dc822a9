import type { Lang } from '$lib/vocab';
import { i18n, loadLang, startLang, type TFn } from './i18n';
import { tellServiceWorker } from './page-lang';
import type { TOptions } from 'i18next';

/** The UI language as reactive state: reading `t` in a template re-renders on a language change. */
class Locale {
	#lang = $state<Lang>(startLang);

	get lang(): Lang {
		return this.#lang;
	}

	/** The language last asked for: a switch whose strings come back after a later one's is dropped. */
	#wanted: Lang = startLang;

	/** Switches the UI language once its strings are loaded; `<html lang>` follows. */
	async set(lang: Lang): Promise<void> {
		this.#wanted = lang;
		await loadLang(lang);
		if (this.#wanted !== lang) return;
		await i18n.changeLanguage(lang);
		if (this.#wanted !== lang) return;
		this.#lang = lang;
		if (typeof document === 'undefined') return;
		document.documentElement.lang = lang;
		// The next page the service worker answers is this language's copy.
		void tellServiceWorker(lang);
	}

	/** Counts the string sets added after start (a namespace loaded when first needed). */
	#added = $state(0);

	constructor() {
		// i18next's store says when a namespace arrives: text asked for before it shows once it is here.
		i18n.store.on('added', () => this.#added++);
	}

	/**
	 * i18next's own `t`, in the current language: reading it makes the caller depend on the
	 * language and on the strings loaded.
	 */
	t: TFn = (key: string, options?: TOptions) => {
		void this.#added;
		return i18n.t(key, { ...options, lng: this.#lang });
	};

	/** True when a translation exists for the key in the current language or English. */
	has = (key: string): boolean => i18n.exists(key, { lng: this.#lang });
}

export const locale = new Locale();
export const t: TFn = (key, options) => locale.t(key, options);

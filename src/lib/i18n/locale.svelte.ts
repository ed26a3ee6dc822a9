import { i18n, loadLang, type Lang, type TFn } from './i18n';
import type { TOptions } from 'i18next';

/** The UI language as reactive state: reading `t` in a template re-renders on a language change. */
class Locale {
	#lang = $state<Lang>('en');

	get lang(): Lang {
		return this.#lang;
	}

	/** Switches the UI language once its strings are loaded; `<html lang>` follows. */
	async set(lang: Lang): Promise<void> {
		await loadLang(lang);
		await i18n.changeLanguage(lang);
		this.#lang = lang;
		if (typeof document !== 'undefined') document.documentElement.lang = lang;
	}

	t: TFn = (key: string, options?: TOptions) => {
		// Reading #lang makes every caller depend on the language.
		return i18n.t(key, { ...options, lng: this.#lang });
	};

	/** True when a translation exists for the key in the current language or English. */
	has = (key: string): boolean => i18n.exists(key, { lng: this.#lang });
}

export const locale = new Locale();
export const t: TFn = (key, options) => locale.t(key, options);

import type { Lang } from '$lib/vocab';
import { i18n, loadLang, drawnLang, type TFn, type TKey } from './i18n';
import { tellServiceWorker, type LangReply } from './page-lang';
import type { TOptions } from 'i18next';

/** The UI language as reactive state: reading `t` in a template re-renders on a language change. */
class Locale {
	#lang = $state<Lang>(drawnLang);

	get lang(): Lang {
		return this.#lang;
	}

	/** The language last asked for: a switch whose strings come back after a later one's is dropped. */
	#wanted: Lang = drawnLang;

	/** How the last language asked for is being made ready offline (null: nothing said yet). */
	#offline = $state<LangReply | null>(null);

	get offline(): LangReply | null {
		return this.#offline;
	}

	/**
	 * Switches the UI language once its strings are loaded; `<html lang>` follows. Strings that
	 * cannot load (a language never downloaded, offline) leave the page in its language, say so,
	 * and are asked for again when the network is back.
	 */
	async set(lang: Lang): Promise<void> {
		this.#wanted = lang;
		let loaded = await this.#kept(lang);
		if (loaded)
			loaded = await loadLang(lang).then(
				() => true,
				() => false
			);
		if (this.#wanted !== lang) return;
		if (!loaded) {
			this.#offline = { lang, state: 'failed' };
			window.addEventListener(
				'online',
				() => {
					if (this.#wanted === lang) void this.set(lang);
				},
				{ once: true }
			);
			return;
		}
		await i18n.changeLanguage(lang);
		if (this.#wanted !== lang) return;
		this.#lang = lang;
		if (typeof document === 'undefined') return;
		document.documentElement.lang = lang;
		this.#tell(lang);
	}

	/**
	 * Offline, another language's strings load only if the service worker has kept it, so it is
	 * asked first: a failed import could not be tried again in this page. The page's own language
	 * (served from what was kept) and English (precached) need no asking.
	 */
	#kept(lang: Lang): Promise<boolean> {
		if (typeof navigator === 'undefined' || navigator.onLine || lang === 'en' || lang === drawnLang)
			return Promise.resolve(true);
		return new Promise((resolve) => {
			void tellServiceWorker(lang, (reply) => {
				if (reply.state !== 'downloading') resolve(reply.state === 'ready');
			}).then((asked) => {
				if (!asked) resolve(true);
			});
		});
	}

	/** Counts the string sets added after start (a namespace loaded when first needed). */
	#added = $state(0);

	/**
	 * The next page the service worker answers is this language's copy, and it keeps the language
	 * whole for offline use, telling how that goes.
	 */
	#tell(lang: Lang): void {
		void tellServiceWorker(lang, (reply) => {
			if (this.#wanted === reply.lang) this.#offline = reply;
		});
	}

	constructor() {
		// A first visit: the service worker takes the page over once installed; it hears the
		// language then (its install kept the browser's, which may not be the one chosen).
		if (typeof navigator !== 'undefined')
			navigator.serviceWorker?.addEventListener('controllerchange', () => this.#tell(this.#lang));
		// i18next's store says when a namespace arrives: text asked for before it shows once it is here.
		i18n.store.on('added', () => this.#added++);
	}

	/**
	 * i18next's own `t`, in the current language: reading it makes the caller depend on the
	 * language and on the strings loaded.
	 */
	t: TFn = (key: TKey, options?: TOptions) => {
		void this.#added;
		return i18n.t(key, { ...options, lng: this.#lang });
	};

	/** True when a translation exists for the key in the current language or English. */
	has = (key: string): boolean => i18n.exists(key, { lng: this.#lang });
}

export const locale = new Locale();
export const t: TFn = (key, options) => locale.t(key, options);

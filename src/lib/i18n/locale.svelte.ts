import type { Lang } from '$lib/vocab';
import { i18n, loadLang, startLang, type TFn } from './i18n';
import { tellServiceWorker } from './page-lang';
import type { TOptions } from 'i18next';

/** The UI language as reactive state: reading `t` in a template re-renders on a language change. */
class Locale {
	#lang = $state<Lang>(startLang);
	/**
	 * Strings without options, in `#cachedLang`: a page asks for the same labels again and again,
	 * and each i18next lookup costs a phone time while the page starts. Emptied when strings are
	 * added (a namespace loads) or the language changes.
	 */
	#cache = new Map<string, string>();
	#cachedLang: Lang = startLang;

	constructor() {
		i18n.store.on('added', () => this.#cache.clear());
	}

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

	t: TFn = (key: string, options?: TOptions) => {
		// Reading #lang makes every caller depend on the language.
		const lng = this.#lang;
		if (options !== undefined)
			return filledString(lng, key, options) ?? i18n.t(key, { ...options, lng });
		if (lng !== this.#cachedLang) {
			this.#cache.clear();
			this.#cachedLang = lng;
		}
		let text = this.#cache.get(key);
		if (text === undefined) {
			text = plainString(lng, key) ?? i18n.t(key, { lng });
			this.#cache.set(key, text);
		}
		return text;
	};

	/** True when a translation exists for the key in the current language or English. */
	has = (key: string): boolean => i18n.exists(key, { lng: this.#lang });
}

/**
 * A string with nothing for i18next's `t` to do, read from i18next's own store: no placeholder,
 * no nested key, asked for without options; the language's, else English's (the fallback), as
 * `t` would give it. Undefined when `t` has work to do (or the key is missing). Most labels are
 * plain, and a page starts with dozens of them: each `t` on a cold start costs a phone time.
 */
export function plainString(lng: Lang, key: string): string | undefined {
	const value = stored(lng, key);
	return value === undefined || value.includes('{{') || value.includes('$t(') ? undefined : value;
}

/** The key's string in the language, else in English, as i18next's store has it. */
function stored(lng: Lang, key: string): string | undefined {
	const colon = key.indexOf(':');
	const ns = colon < 0 ? 'common' : key.slice(0, colon);
	const path = colon < 0 ? key : key.slice(colon + 1);
	for (const code of lng === 'en' ? ['en'] : [lng, 'en']) {
		const value: unknown = i18n.getResource(code, ns, path);
		if (typeof value === 'string') return value;
	}
	return undefined;
}

/** A placeholder i18next fills with the option of that name as it is: `{{name}}`. */
const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

/**
 * A string whose only work is filling `{{name}}` placeholders with text or numbers, filled the way
 * i18next's `t` fills it (values as they are: Svelte escapes). Undefined whenever `t` has more to
 * do: a plural or context (`count`, `context`), any other i18next option, a value that is not text
 * or a number (a list), a formatted or nested placeholder, or one with no value given. The game
 * screens ask for hundreds of such strings as they are drawn.
 */
export function filledString(lng: Lang, key: string, options: TOptions): string | undefined {
	for (const name in options) {
		const value: unknown = options[name];
		if (RESERVED.has(name) || (typeof value !== 'string' && typeof value !== 'number'))
			return undefined;
	}
	const value = stored(lng, key);
	if (value === undefined || value.includes('$t(')) return undefined;
	let missing = false;
	const filled = value.replace(PLACEHOLDER, (_, name: string) => {
		if (!Object.hasOwn(options, name)) missing = true;
		return String(options[name]);
	});
	return missing || filled.includes('{{') ? undefined : filled;
}

/** Options i18next reads itself: a call with any of them is left to it. */
const RESERVED = new Set([
	'count',
	'context',
	'ordinal',
	'ns',
	'lng',
	'lngs',
	'fallbackLng',
	'defaultValue',
	'returnObjects',
	'returnDetails',
	'joinArrays',
	'postProcess',
	'replace',
	'interpolation',
	'skipInterpolation',
	'keyPrefix',
	'nsSeparator',
	'keySeparator'
]);

export const locale = new Locale();
export const t: TFn = (key, options) => locale.t(key, options);

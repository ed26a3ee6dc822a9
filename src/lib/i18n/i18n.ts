import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { LANGS, isLang, type Lang } from '$lib/vocab';
import { useIntlFormats } from './intl-formats';

export const LANG_NAMES: Record<Lang, string> = {
	en: 'English',
	es: 'Español',
	fr: 'Français',
	it: 'Italiano'
};

type Resource = Record<string, unknown>;

// The page ships only English `common` (the shell). Every other namespace, in every language, is
// its own lazy chunk (precached by the service worker, so it loads offline): a route declares what
// it needs in its +layout.ts with `useNamespaces`. Prerendering gets all of English at once from
// src/hooks.server.ts (see `addBundles`), which the browser never loads.
const EN_COMMON = import.meta.glob<Resource>('/locales/en/common.json', {
	eager: true,
	import: 'default'
});
const LAZY = import.meta.glob<Resource>('/locales/*/*.json', { import: 'default' });

const nsOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const langOf = (path: string) => path.split('/')[2] as Lang;

export const NAMESPACES = [
	...new Set(
		Object.keys(LAZY)
			.filter((p) => langOf(p) === 'en')
			.map(nsOf)
	)
];

export { preferredLang } from './page-lang';

/**
 * The language the page was drawn in: its HTML says it (src/app.html picks the page of the
 * player's language before it is drawn), so the app starts in it and hydrates the same text.
 */
export const startLang: Lang =
	typeof document !== 'undefined' && isLang(document.documentElement.lang)
		? document.documentElement.lang
		: 'en';

export const i18n: I18n = i18next.createInstance();
void i18n.init({
	lng: startLang,
	fallbackLng: 'en',
	supportedLngs: [...LANGS],
	ns: NAMESPACES,
	defaultNS: 'common',
	// What the game pages share (saved games, game files, names, seats, the log's refusals) is in
	// `play`, not in the shell's `common`, which every page loads before it starts: a key those
	// pages read without a namespace (a name or file problem's code) is looked up there next.
	fallbackNS: 'play',
	initAsync: false,
	interpolation: { escapeValue: false }, // Svelte escapes text; we never render i18n output as HTML.
	returnNull: false,
	resources: {
		en: Object.fromEntries(Object.entries(EN_COMMON).map(([path, res]) => [nsOf(path), res]))
	}
});
useIntlFormats(i18n);

/** Namespaces some open route needs; a language switch loads these for the new language. */
const wanted = new Set<string>(['common']);
const loaded = new Set<string>(['en/common']);

async function loadOne(lang: Lang, ns: string): Promise<void> {
	const key = `${lang}/${ns}`;
	if (loaded.has(key)) return;
	const load = LAZY[`/locales/${lang}/${ns}.json`];
	if (!load) return;
	i18n.addResourceBundle(lang, ns, await load(), true, true);
	loaded.add(key);
}

/** Loads every wanted namespace of a language (English too, as the fallback). */
export async function loadLang(lang: Lang): Promise<void> {
	await loadNamespaces(lang, wanted);
}

/** Namespaces in a language and in English (the fallback), each file read once. */
async function loadNamespaces(lang: Lang, namespaces: Iterable<string>): Promise<void> {
	await Promise.all([...namespaces].flatMap((ns) => [loadOne(lang, ns), loadOne('en', ns)]));
}

/** Registers already-imported resources (server side: every English namespace for prerendering). */
export function addBundles(files: Record<string, Resource>): void {
	for (const [path, res] of Object.entries(files)) {
		i18n.addResourceBundle(langOf(path), nsOf(path), res, true, true);
		loaded.add(`${langOf(path)}/${nsOf(path)}`);
	}
}

/**
 * Called by a route's load: its namespaces (and the shell's), in the current language, before it
 * renders. Only these: a layout's load runs beside its page's, and must not fail on the page's
 * files (the page's error is then drawn inside the layout, in the player's words).
 */
export async function useNamespaces(namespaces: readonly string[]): Promise<void> {
	for (const ns of namespaces) wanted.add(ns);
	const lang = isLang(i18n.language) ? i18n.language : 'en';
	await loadNamespaces(lang, ['common', ...namespaces]);
}

export type TFn = (key: string, options?: TOptions) => string;

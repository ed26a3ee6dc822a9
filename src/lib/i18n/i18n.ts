import i18next, {
	type i18n as I18n,
	type ParseKeys,
	type TOptions,
	type TypeOptions
} from 'i18next';
import { LANGS, isLang, type Lang } from '$lib/vocab';
import { useIntlFormats } from './intl-formats';
import { useElision } from './elision';

export const LANG_NAMES: Record<Lang, string> = {
	en: 'English',
	es: 'Español',
	fr: 'Français',
	it: 'Italiano'
};

type Resource = Record<string, unknown>;

// The page ships only English `common` (the shell). Every other namespace, in every language, is
// its own lazy chunk (precached by the service worker, so it loads offline): a route declares what
// it needs in its +layout.ts with `useNamespaces` (./namespaces.ts, which holds the way to those
// files: the shell knows only each language's `common`). Prerendering gets all of English at once
// from src/hooks.server.ts (see `addBundles`), which the browser never loads.
const EN_COMMON = import.meta.glob<Resource>('/locales/en/common.json', {
	eager: true,
	import: 'default'
});

type Loader = () => Promise<Resource>;

/** How each strings file loads, by path: each language's `common`, and what ./namespaces.ts adds. */
const loaders: Record<string, Loader> = import.meta.glob<Resource>('/locales/*/common.json', {
	import: 'default'
});

/** Adds the way to more strings files (./namespaces.ts: every route's namespaces). */
export function addLoaders(files: Record<string, Loader>): void {
	Object.assign(loaders, files);
}

const nsOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const langOf = (path: string) => path.split('/')[2] as Lang;

export { preferredLang } from './page-lang';

/**
 * The language the page was drawn in: its HTML says it (src/lib/boot/ picks the page of the
 * player's language before it is drawn), so the app starts in it and hydrates the same text.
 */
export const drawnLang: Lang =
	typeof document !== 'undefined' && isLang(document.documentElement.lang)
		? document.documentElement.lang
		: 'en';

export const i18n: I18n = i18next.createInstance();
void i18n.init({
	lng: drawnLang,
	fallbackLng: 'en',
	supportedLngs: [...LANGS],
	ns: ['common'],
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
useElision(i18n);

/** Namespaces some open route needs; a language switch loads these for the new language. */
const wanted = new Set<string>(['common']);
const loaded = new Set<string>(['en/common']);

async function loadOne(lang: Lang, ns: string): Promise<void> {
	const key = `${lang}/${ns}`;
	if (loaded.has(key)) return;
	const load = loaders[`/locales/${lang}/${ns}.json`];
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
 * Namespaces (and the shell's) in the current language, before a route renders, kept on a
 * language switch. The routes call it through ./namespaces.ts, which knows their files; the root
 * layout with none, for `common`.
 */
export async function loadWanted(namespaces: readonly string[]): Promise<void> {
	for (const ns of namespaces) wanted.add(ns);
	const lang = isLang(i18n.language) ? i18n.language : 'en';
	await loadNamespaces(lang, ['common', ...namespaces]);
}

/** Every namespace, `common` first: what a key may be read from. */
type Namespaces = keyof TypeOptions['resources'];

/**
 * A key of the English strings (src/i18next.d.ts types them from locales/en/): `common`'s and
 * `play`'s (the fallback) bare, any namespace's as `ns:key`, a plural by its base. A key that
 * no English file has is a type error where `t` is called.
 */
export type TKey = ParseKeys<readonly ['common', ...Exclude<Namespaces, 'common'>[]]>;

export type TFn = (key: TKey, options?: TOptions) => string;

/**
 * The keys under a prefix, without it: `KeysUnder<'ktu-games:aftermath.done.'>` is `'exchange' |
 * 'discard' | …`. A key built from a code (`prefix + code`) is typed by giving the code this type.
 */
export type KeysUnder<Prefix extends string> = Under<TKey, Prefix>;
// A type parameter, so that the union of keys is taken key by key.
type Under<Key, Prefix extends string> = Key extends `${Prefix}${infer Rest}` ? Rest : never;

/**
 * A code's part after its prefix (`name.empty` → `empty`), typed as the code's own union allows:
 * a key built from it stays checked.
 */
export const codeTail = <P extends string, Code extends `${P}${string}`>(
	prefix: P,
	code: Code
): Under<Code, P> => code.slice(prefix.length) as Under<Code, P>;

/**
 * A key built from a code that arrives as data, which the types cannot follow: an engine's step,
 * a fold's refusal (replayed from a saved game or a file), a saved game's progress, a file's
 * problem; in the content tests, a key read from the locale files themselves. Every code the
 * engines and folds give has words in every language, which tests/content/fold-codes.test.ts and
 * words.test.ts render; this is the one place such a key is taken on trust, so a search for
 * `dataKey` lists them all.
 */
export const dataKey = (key: string): TKey => key as TKey;

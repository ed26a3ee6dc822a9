import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { LANGS, type Lang } from '$lib/rulebook/sections';

export { LANGS, type Lang };

export const LANG_NAMES: Record<Lang, string> = {
	en: 'English',
	es: 'Español',
	fr: 'Français',
	it: 'Italiano'
};

type Resource = Record<string, unknown>;

// English ships with the page so prerendered HTML has real text; the other languages load on
// demand (the service worker precaches them, so they load offline too).
const EN = import.meta.glob<Resource>('/locales/en/*.json', { eager: true, import: 'default' });
const OTHERS = import.meta.glob<Resource>(['/locales/*/*.json', '!/locales/en/*.json'], {
	import: 'default'
});

const nsOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const langOf = (path: string) => path.split('/')[2] as Lang;

export const NAMESPACES = Object.keys(EN).map(nsOf);

export function isLang(value: unknown): value is Lang {
	return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that Hornbook speaks, else English. */
export function preferredLang(languages: readonly string[]): Lang {
	for (const tag of languages) {
		const base = tag.toLowerCase().split('-')[0];
		if (isLang(base)) return base;
	}
	return 'en';
}

export const i18n: I18n = i18next.createInstance();
void i18n.init({
	lng: 'en',
	fallbackLng: 'en',
	supportedLngs: [...LANGS],
	ns: NAMESPACES,
	defaultNS: 'common',
	initAsync: false,
	interpolation: { escapeValue: false }, // Svelte escapes text; we never render i18n output as HTML.
	returnNull: false,
	resources: {
		en: Object.fromEntries(Object.entries(EN).map(([path, res]) => [nsOf(path), res]))
	}
});

const loaded = new Set<Lang>(['en']);

/** Loads every namespace of a language (no-op when already loaded). */
export async function loadLang(lang: Lang): Promise<void> {
	if (loaded.has(lang)) return;
	const entries = Object.entries(OTHERS).filter(([path]) => langOf(path) === lang);
	const resources = await Promise.all(
		entries.map(async ([path, load]) => [nsOf(path), await load()] as const)
	);
	for (const [ns, res] of resources) i18n.addResourceBundle(lang, ns, res, true, true);
	loaded.add(lang);
}

export type TFn = (key: string, options?: TOptions) => string;

import type { i18n as I18n } from 'i18next';

// i18next formats `{{players, list}}`, `{{n, number(…)}}` and `{{d, datetime(…)}}` with `Intl`, and
// caches each formatter under a key that holds the call's values too: every call with other
// players or numbers built a new `Intl.ListFormat` (the costliest part of starting a game: 136 ms
// of a 4×-slowed tap). Here each formatter is built once per language and style, whatever the
// values; the formatting itself is still `Intl`'s.

/** The options each format takes from the locale string, e.g. `number(signDisplay: exceptZero)`. */
const STYLE_KEYS = {
	list: ['type', 'style'],
	number: ['maximumFractionDigits', 'minimumFractionDigits', 'signDisplay', 'style'],
	datetime: ['dateStyle', 'timeStyle']
} as const;

type Format = keyof typeof STYLE_KEYS;
type Options = Record<string, unknown>;

const MAKE: Record<Format, (lng: string, style: Options) => (value: never) => string> = {
	list: (lng, style) => {
		const f = new Intl.ListFormat(lng, style);
		return (value: Iterable<string>) => f.format(value);
	},
	number: (lng, style) => {
		const f = new Intl.NumberFormat(lng, style);
		return (value: number) => f.format(value);
	},
	datetime: (lng, style) => {
		const f = new Intl.DateTimeFormat(lng, style);
		return (value: Date | number) => f.format(value);
	}
};

/** Each formatter once, under its format, language and style (formatters keep no state). */
const BUILT = new Map<string, (value: never) => string>();

function formatterFor(format: Format, lng: string, options: Options | undefined) {
	const style = Object.fromEntries(
		STYLE_KEYS[format].filter((k) => options?.[k] !== undefined).map((k) => [k, options?.[k]])
	);
	const key = `${format} ${lng} ${JSON.stringify(style)}`;
	let f = BUILT.get(key);
	if (!f) BUILT.set(key, (f = MAKE[format](lng, style)));
	return f;
}

/**
 * A label's word put inside a sentence, lower-cased as its language does: a colour's name is a
 * button label ("Rose"), and a word in brackets or after a colon ("couleur : rose") in French,
 * Spanish and Italian. Each language's string chooses it (`{{color, lower}}`); English keeps
 * "Add a unicorn: Pink".
 */
export const lowered = (value: unknown, lng: string | undefined): string =>
	String(value).toLocaleLowerCase(lng ?? 'en');

/**
 * Gives `instance` the list, number and date formats, each `Intl` formatter built once, and
 * `lower`.
 */
export function useIntlFormats(instance: I18n): void {
	for (const format of Object.keys(STYLE_KEYS) as Format[])
		instance.services.formatter?.add(format, (value: unknown, lng, options: Options) =>
			formatterFor(format, lng ?? 'en', options)(value as never)
		);
	instance.services.formatter?.add('lower', lowered);
}

/**
 * Builds a language's list formatter ahead of need: the first one a page builds loads the
 * browser's list data (~30 ms on a phone), which would otherwise land on the tap that first shows
 * a list of names (starting a game, a saved game's first drawing). Called when the browser is
 * idle, and while a saved game is read.
 */
export function prepareListFormat(lng: string): void {
	formatterFor('list', lng, undefined);
}

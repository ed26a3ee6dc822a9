// Which language a page starts in, before the app has started: the same choice the settings make
// once they are read (state/settings.svelte.ts imports it), so the two never disagree.
import { STORAGE_KEYS, isLang, type Lang } from '../vocab';
import { pathInLang, preferredLang } from '../i18n/page-lang';

/** Reads a localStorage key; null when absent or when storage is refused (private mode). */
export type Read = (key: string) => string | null;

/**
 * One field of the settings' mirror (written by state/settings.svelte.ts, read through its schema
 * once the app runs); undefined when there is no mirror, or none that reads as JSON. Where there is
 * no mirror, `legacy`: the key the first builds kept that setting under.
 */
export function mirrored(read: Read, field: 'lang' | 'theme', legacy: string): unknown {
	try {
		const mirror: unknown = JSON.parse(read(STORAGE_KEYS.settings) ?? 'null');
		if (typeof mirror === 'object' && mirror !== null)
			return (mirror as Record<string, unknown>)[field];
	} catch {
		// A mirror that is not JSON holds no choice.
	}
	return read(legacy);
}

/** The language the player chose, as kept beside the database (the mirror first), or null. */
export function chosenLang(read: Read): Lang | null {
	let chosen = mirrored(read, 'lang', STORAGE_KEYS.legacyLang);
	if (!isLang(chosen)) chosen = read(STORAGE_KEYS.legacyLang);
	return isLang(chosen) ? chosen : null;
}

/** The language shown: the one chosen, else the browser's first that Hornbook speaks. */
export const startLang = (read: Read, languages: readonly string[]): Lang =>
	chosenLang(read) ?? preferredLang(languages);

/**
 * Where a page in another language than `want` swaps itself to: the same page, search and all, in
 * `want`; null when the page is already in it, or when this very swap was made last time in this
 * tab (`swapped`: the page then stays as it is rather than loop).
 */
export function swapTarget(
	page: { path: string; search: string; lang: string },
	want: Lang,
	swapped: string | null
): string | null {
	if (page.lang === want) return null;
	const to = pathInLang(page.path, want) + page.search;
	return to === swapped ? null : to;
}

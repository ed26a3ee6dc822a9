import type { Lang } from '$lib/vocab';

// "Ana, Bo and Cy" in each language, as Intl.ListFormat says it (a conjunction, long style; the
// test compares the two). Not Intl itself: its first use in a page loads the browser's list data,
// tens of milliseconds of main thread on a phone while the page starts (the hunt calculator
// names the players it waits for in its first render).
const PATTERNS: Record<Lang, { and: string; serial: boolean }> = {
	en: { and: 'and', serial: true },
	es: { and: 'y', serial: false },
	fr: { and: 'et', serial: false },
	it: { and: 'e', serial: false }
};

/** Spanish says "e" for "and" before an /i/ sound: "Ana e Inés", "Bo e Hilda", not "Bo y Hielo". */
const SPANISH_E = /^(?:i|hi(?![ae]))/i;

export function formatList(lang: Lang, items: readonly string[]): string {
	if (items.length === 0) return '';
	if (items.length === 1) return items[0] ?? '';
	const { serial } = PATTERNS[lang];
	const last = items[items.length - 1] ?? '';
	const and = lang === 'es' && SPANISH_E.test(last) ? 'e' : PATTERNS[lang].and;
	const head = items.slice(0, -1).join(', ');
	return `${head}${serial && items.length > 2 ? ',' : ''} ${and} ${last}`;
}

// No sentence is assembled from fragments: every plural key is rendered with 0, 1, 2 and 5, and
// every list of names with 1, 2 and 3 names, in all four languages, through the app's own i18next
// instance. A raw placeholder, a number printed with the wrong form of the word after it
// ("1 points", "2 carta"), a plural article on a one ("los 1") or a number the values did not
// contain fails the test.
import { LANGS, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { addBundles, dataKey, i18n } from '$lib/i18n/i18n';

const FILES = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
	eager: true,
	import: 'default'
});
addBundles(FILES);

type Flat = Map<string, string>;
function flatten(obj: unknown, prefix = '', out: Flat = new Map()): Flat {
	if (typeof obj === 'string') out.set(prefix, obj);
	else if (obj && typeof obj === 'object')
		for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
	return out;
}

const nsOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const langOf = (path: string) => path.split('/')[2] as Lang;
const strings = (lang: Lang) =>
	Object.entries(FILES)
		.filter(([path]) => langOf(path) === lang)
		.flatMap(([path, tree]) =>
			[...flatten(tree)].map(([key, text]) => ({ ns: nsOf(path), key, text }))
		);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const NAMES = ['Ana', 'Bea', 'Carlos'];

/** Placeholders that name a code translated by a nested `$t(…)`, with a real code to try. */
const CODES: Record<string, string> = {
	color: 'yellow',
	product: 'fairy-dust-blue',
	reading: 'cap',
	otherReading: 'new-collection',
	character: 'knight',
	phase: 'hunt',
	expected: 'market'
};
/** Free-text placeholders (names, labels, messages), with a sample. */
const TEXT: Record<string, string> = {
	player: 'Ana',
	taker: 'Bea',
	from: 'Ana',
	to: 'Bea',
	firstPlayer: 'Ana',
	unicorn: 'Narwhal Torpedo',
	item: 'Fairy Dust',
	token: 'Fake Horn',
	what: 'Stars',
	game: 'Kill the Unicorns',
	when: 'today',
	query: 'rainbow',
	field: 'players',
	error: 'QuotaExceededError',
	version: '1.2.3',
	chapter: 'Scoring',
	outcome: 'Bea captures the unicorn',
	sizesList: '5 + 2',
	values: '1, 3'
};
/** Numeric placeholders printed right before a word, or right after an article. */
const countedPlaceholders = (text: string) =>
	[...text.matchAll(/(?:^|\s)(\p{L}+\s+)?\{\{(\w+)\}\}\s+\p{L}/gu)]
		.map((m) => m[2]!)
		.filter((name) => !(name in TEXT) && !(name in CODES));

/**
 * The values some placeholders can really take (a game has 3 to 6 players, a hand at most 8
 * cards…), by key without its namespace, or '*' for every key. Any other counted placeholder is
 * tried with 1, 2 and 5.
 */
const DOMAIN: Record<string, Record<string, readonly number[]>> = {
	'*': {
		playerCount: [3, 6],
		pate: [3, 6],
		fakeHorn: [3, 6],
		max: [2, 8],
		players: [2, 8],
		goal: [6, 7],
		limit: [7]
	},
	'setup.stock': { count: [3, 6] },
	'score.beyondFiveCap': { count: [6, 7, 8], unpaid: [1, 2, 3] },
	'score.beyondFiveNewCollection': { count: [6, 7, 8] },
	'score.lastColorTokenWins': { tokens: [2, 3] },
	'refusal.handSize': { size: [8] },
	// The Knight leads with more than 3 cards, or plays more than the lead.
	'hunt.knightLeads': { cards: [4, 8] },
	'hunt.knightFollowers': { cards: [4, 8] },
	'hunt.error.knightLeadCount': { cards: [4, 8] },
	'hunt.knightCount': { cards: [2, 8] }
};

/** A number that is not 0, 1, 2 or 5, for the placeholders that are not being varied. */
const OTHER_NUMBER = 7;

/**
 * The placeholders of a text, with their format: `, list` (names), `, datetime(…)` (a moment),
 * `, de` and `, que` (a name after the word French writes before it, src/lib/i18n/elision.ts), and
 * Italian's `, a` ("a" or "ad" before a name), `, lower` (a label's word inside a sentence).
 */
const placeholders = (text: string) =>
	[
		...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(list|datetime|de|que|a|lower)(?:\([^)]*\))?)?\s*\}\}/g)
	].map((m) => ({
		name: m[1]!,
		list: m[2] === 'list',
		moment: m[2] === 'datetime'
	}));

/** The moment a `datetime` placeholder is given: 27 November 2026, 18:30 UTC. */
const MOMENT = Date.UTC(2026, 10, 27, 18, 30);

/** Placeholders whose number chooses a nested plural: `$t(key, {"count": {{unpaid}} })`. */
const nestedCounts = (text: string) =>
	[...text.matchAll(/"count":\s*\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

function values(text: string, vary: readonly string[], n: number, names: readonly string[]) {
	const out: Record<string, unknown> = { lng: undefined };
	for (const { name, list, moment } of placeholders(text)) {
		if (list) out[name] = names;
		else if (moment) out[name] = MOMENT;
		else if (vary.includes(name)) out[name] = n;
		else if (name in CODES && text.includes(`.{{${name}}})`)) out[name] = CODES[name];
		else if (name in TEXT) out[name] = TEXT[name];
		else out[name] = OTHER_NUMBER;
	}
	return out;
}

/** Words counted everywhere in the app, as a seed for what the plural forms teach. */
const SEED: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
	en: [
		['point', 'points'],
		['card', 'cards'],
		['unicorn', 'unicorns'],
		['token', 'tokens']
	],
	es: [
		['punto', 'puntos'],
		['carta', 'cartas'],
		['unicornio', 'unicornios'],
		['ficha', 'fichas']
	],
	fr: [
		['point', 'points'],
		['carte', 'cartes'],
		['licorne', 'licornes'],
		['jeton', 'jetons']
	],
	it: [
		['punto', 'punti'],
		['carta', 'carte'],
		['unicorno', 'unicorni'],
		['segnalino', 'segnalini']
	]
};

/** The words each language uses after a number, learned from its own `_one` / `_other` forms. */
function nounForms(lang: Lang) {
	const singular = new Set<string>(SEED[lang].map(([one]) => one));
	const plural = new Set<string>(SEED[lang].map(([, other]) => other));
	const after = /\{\{count\}\}\s+([\p{L}]+(?:[ -]\p{L}+){0,2})/gu;
	for (const { key, text } of strings(lang)) {
		const form = PLURAL.exec(key)?.[1];
		if (!form) continue;
		for (const m of text.matchAll(after)) {
			const word = headNoun(lang, m[1]!);
			if (word) (form === 'one' ? singular : plural).add(word);
		}
	}
	const both = [...singular].filter((w) => plural.has(w));
	for (const w of both) {
		singular.delete(w);
		plural.delete(w);
	}
	return { singular, plural };
}

/**
 * The word that carries the number in the words after it: the first one, except in English, where
 * capitalised term words come first ("2 Hunt cards") and the head is the first lowercase word.
 */
function headNoun(lang: Lang, words: string): string | undefined {
	const list = words.split(/[ -]/);
	const head = lang === 'en' ? list.find((w) => /^\p{Ll}/u.test(w)) : list[0];
	return head?.toLowerCase();
}

/** The characters' names, which carry their own gender. */
const CHARACTER: Record<Lang, RegExp> = {
	en: /Princess|Knight|Bard|Shaman|Huntress|Wizard|Merchant|Thief|Mage|characters\./,
	es: /Princesa|Caballero|Bardo|Chamana|Cazadora|Mago|Mercader|Ladrona|characters\./,
	fr: /Princesse|Chevalier|Barde|Shamane|Chasseresse|Magicien|Marchand|Voleuse|Mage|characters\./,
	it: /Principessa|Cavaliere|Bardo|Sciamana|Cacciatrice|Mago|Mercante|Ladra|characters\./
};
/** Pronouns that would give a named player a gender (characters keep theirs: they are not named here). */
const PRONOUNS: Record<Lang, RegExp> = {
	en: /\b(he|she|him|his|her|hers)\b/i,
	es: /\b(él|ella)\b/i,
	fr: /-t-(il|elle)\b|\b(lui-même|elle-même)\b/i,
	it: /\b(lui|lei)\b/i
};

/** Articles that only go with a plural noun. */
const PLURAL_ARTICLES: Record<Lang, readonly string[]> = {
	en: ['these', 'those'],
	es: ['los', 'las', 'unos', 'unas'],
	fr: ['les', 'des', 'ces'],
	it: ['i', 'gli', 'le']
};

function agreementErrors(lang: Lang, text: string, printed: readonly number[] | null) {
	const rules = new Intl.PluralRules(lang);
	const { singular, plural } = FORMS[lang];
	const errors: string[] = [];
	for (const m of text.matchAll(
		/(?:(\p{L}+)\s+)?(?<![\d.,+-])(\d+)(?![\d.,]\d)(?:\s+(\p{L}+(?:[ -]\p{L}+){0,2}))?/gu
	)) {
		const [, before, digits, words] = m;
		const n = Number(digits);
		const one = rules.select(n) === 'one';
		const w = words ? headNoun(lang, words) : undefined;
		if (w && one && plural.has(w)) errors.push(`"${m[0].trim()}": plural word after ${n}`);
		if (w && !one && singular.has(w)) errors.push(`"${m[0].trim()}": singular word after ${n}`);
		if (before && one && PLURAL_ARTICLES[lang].includes(before.toLowerCase()))
			errors.push(`"${m[0].trim()}": plural article before ${n}`);
	}
	// A number the sentence prints must be one of its values (not a "1" written into a form that
	// French also uses for 0).
	if (printed)
		for (const m of text.matchAll(/(?<![\d.\p{L}])(\d+)(?![\d\p{L}])/gu)) {
			const n = Number(m[1]);
			if (!printed.includes(n) && !/\d/.test(text.slice(Math.max(0, m.index - 2), m.index)))
				errors.push(`prints ${n}, which none of its values holds`);
		}
	return errors;
}

const FORMS = Object.fromEntries(LANGS.map((l) => [l, nounForms(l)])) as Record<
	Lang,
	ReturnType<typeof nounForms>
>;

/** Every number the values hold, including the ones inside sample texts ("3 + 1"). */
const printedNumbers = (options: Record<string, unknown>) =>
	Object.values(options).flatMap((v) =>
		typeof v === 'number' ? [v] : typeof v === 'string' ? [...v.matchAll(/\d+/g)].map(Number) : []
	);

function render(lang: Lang, ns: string, key: string, options: Record<string, unknown>) {
	return i18n.t(dataKey(`${ns}:${key}`), { ...options, lng: lang });
}

function problems(text: string): string[] {
	const out: string[] = [];
	if (/\{\{|\}\}/.test(text)) out.push('a raw {{placeholder}}');
	if (/\$t\(/.test(text)) out.push('a raw $t(…)');
	if (/\b(undefined|NaN|null)\b|\[object /.test(text)) out.push('an empty value');
	return out;
}

describe.each(LANGS)('%s', (lang) => {
	const all = strings(lang);
	const families = new Map<string, { ns: string; base: string; texts: string[] }>();
	for (const { ns, key, text } of all) {
		const base = key.replace(PLURAL, '');
		const nested = nestedCounts(text).length > 0;
		if (base === key && !nested) continue;
		const id = `${ns}:${base}`;
		const family = families.get(id) ?? { ns, base, texts: [] };
		family.texts.push(text);
		families.set(id, family);
	}
	const lists = all.filter(({ text }) => placeholders(text).some((p) => p.list));

	test('has plural keys and lists to check', () => {
		expect(families.size).toBeGreaterThan(10);
		expect(lists.length).toBeGreaterThan(3);
	});

	test.each([...families.values()].map((f) => [`${f.ns}:${f.base}`, f] as const))(
		'%s agrees with 0, 1, 2 and 5',
		(_, { ns, base, texts }) => {
			const joined = texts.join(' ');
			const vary = ['count', ...nestedCounts(joined)];
			for (const n of [0, 1, 2, 5]) {
				const options = values(joined, vary, n, NAMES.slice(0, 2));
				const text = render(lang, ns, base, options);
				const printed = printedNumbers(options);
				for (const p of [...problems(text), ...agreementErrors(lang, text, printed)])
					expect.soft(p, `${lang} ${ns}:${base} with ${n}: ${text}`).toBe('');
			}
		}
	);

	// A form of its own for 0 (French "il n'en reste plus") is what a count of 0 reads, nested or not.
	const zeros = all.filter(({ key }) => key.endsWith('_zero'));
	if (zeros.length)
		test.each(zeros.map((z) => [`${z.ns}:${z.key}`, z] as const))(
			'%s is what a count of 0 reads',
			(_, { ns, key, text }) => {
				const base = key.replace(PLURAL, '');
				expect(render(lang, ns, base, { count: 0 })).toBe(text);
				expect(render(lang, ns, base, { count: 1 })).not.toBe(text);
				for (const user of all.filter((u) => u.text.includes(`$t(${ns}:${base},`))) {
					for (const name of nestedCounts(user.text)) {
						const options = { ...values(user.text, [name], 0, NAMES.slice(0, 2)), [name]: 0 };
						expect(render(lang, user.ns, user.key, options)).toContain(text);
					}
				}
			}
		);

	// Outside plural keys, a number printed right before a word (or after a plural article) must
	// agree with it for every value it can take.
	const numbered = all.filter(
		({ key, text }) =>
			!PLURAL.test(key) && nestedCounts(text).length === 0 && countedPlaceholders(text).length > 0
	);
	test.each(numbered.map((l) => [`${l.ns}:${l.key}`, l] as const))(
		'%s prints no number against the form of its words',
		(_, { ns, key, text: source }) => {
			for (const name of countedPlaceholders(source)) {
				for (const n of DOMAIN[key]?.[name] ?? DOMAIN['*']![name] ?? [1, 2, 5]) {
					const options = values(source, [name], n, NAMES.slice(0, 2));
					const text = render(lang, ns, key, options);
					for (const p of [...problems(text), ...agreementErrors(lang, text, null)])
						expect.soft(p, `${lang} ${ns}:${key} with ${name} = ${n}: ${text}`).toBe('');
				}
			}
		}
	);

	// No sentence guesses a player's gender ("tocca a lui", "Qu'achète-t-il ?"); the characters,
	// who have one, are named in the sentence when a pronoun refers to them.
	test('no sentence gives a player a gendered pronoun', () => {
		const gendered = all.filter(
			({ text }) => PRONOUNS[lang].test(text) && !CHARACTER[lang].test(text)
		);
		expect(gendered.map(({ ns, key, text }) => `${ns}:${key}: ${text}`)).toEqual([]);
	});

	test.each(lists.map((l) => [`${l.ns}:${l.key}`, l] as const))(
		'%s reads with 1, 2 and 3 names',
		(_, { ns, key, text: source }) => {
			const base = key.replace(PLURAL, '');
			for (const count of [1, 2, 3]) {
				const names = NAMES.slice(0, count);
				const options = { ...values(source, [], 0, names), count };
				const text = render(lang, ns, base, options);
				for (const p of problems(text)) expect.soft(p, `${lang} ${ns}:${key}: ${text}`).toBe('');
				for (const name of names) expect.soft(text, `${lang} ${ns}:${key}`).toContain(name);
				// Names are joined as the language joins them ("Ana y Bea"), never with a bare comma.
				if (count > 1) expect.soft(text, `${lang} ${ns}:${key}`).toContain(listOf(lang, names));
			}
		}
	);
});

const listOf = (lang: Lang, names: readonly string[]) =>
	new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);

// What a native player reads: every message rendered with real values in every language and checked
// for the patterns a translation falls into — a raw code or key on screen, a player's name given a
// gender, a verb fixed before a list of names whatever its length, a tool called by two names (a
// game term written two ways: term-case.test.ts). The checks look for the patterns, not for the
// sentences that once had them.
import { GAMES, LANGS, type GameId, type Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { addBundles, dataKey, i18n, type TKey } from '$lib/i18n/i18n';
import { READING_IDS } from '$lib/rulebook/markdown';
import { GAME_UI } from '$lib/state/game-ui';
import { summaryOfEvents } from '$lib/tracker/games';
import { sampleEvents } from '$lib/tracker/ktu/sample-game';
import { finishedOf } from '$lib/tracker/finished.testing';
import { DECKS } from '$lib/games/unstable-unicorns/cards';

const FILES = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
	eager: true,
	import: 'default'
});
addBundles(FILES);

type Entry = { ns: string; key: string; text: string };
function flatten(obj: unknown, prefix: string, out: Map<string, string>) {
	if (typeof obj === 'string') out.set(prefix, obj);
	else if (obj && typeof obj === 'object')
		for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
	return out;
}
const nsOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
/** `/locales/es/…` and `/src/content/rulebook/es/…` alike. */
const langOf = (path: string) =>
	(path.startsWith('/locales/') ? path.split('/')[2] : path.split('/')[4]) as Lang;
const strings = (lang: Lang): Entry[] =>
	Object.entries(FILES)
		.filter(([path]) => langOf(path) === lang)
		.flatMap(([path, tree]) =>
			[...flatten(tree, '', new Map())].map(([key, text]) => ({ ns: nsOf(path), key, text }))
		);
const en = (ns: string) => flatten(FILES[`/locales/en/${ns}.json`], '', new Map());
/** The codes a map of the English strings translates (`phase.hunt` → `hunt`). */
const codesUnder = (ns: string, prefix: string) =>
	[...en(ns).keys()]
		.filter((k) => k.startsWith(`${prefix}.`))
		.map((k) => k.slice(prefix.length + 1).replace(/_(one|other)$/, ''))
		.filter((k) => !k.includes('.'));

const PLURAL = /_(zero|one|two|few|many|other)$/;
const render = (lang: Lang, ns: string, key: string, options: Record<string, unknown>) =>
	i18n.t(dataKey(`${ns}:${key.replace(PLURAL, '')}`), { ...options, lng: lang });

/** A women's and a men's name, and a list of three, so no form can hide behind one gender. */
const NAMES = { her: 'Ana', him: 'Bruno', three: ['Ana', 'Bruno', 'Carla'] } as const;
const PLAYER_SLOTS = ['player', 'taker', 'from', 'to', 'a', 'b', 'firstPlayer', 'winner'];

/** Sample values for every placeholder that is not a player or a code. */
function sample(name: string): unknown {
	if (PLAYER_SLOTS.includes(name)) return NAMES.her;
	if (['unicorn', 'ua', 'ub', 'before'].includes(name)) return 'Narwhal Torpedo';
	if (['game'].includes(name)) return 'Kill the Unicorns';
	if (['cards', 'values', 'sizesList'].includes(name)) return '1 + 2';
	if (name === 'date') return new Date(2024, 4, 1);
	return 2;
}

/**
 * Placeholders as written: `{{name}}`, `{{name, list}}`, formatted ones (`{{date, datetime(…)}}`,
 * `{{value, number(…)}}`), and whether a `$t(…)` translates them.
 */
const placeholders = (text: string) =>
	[
		...text.matchAll(/(\$t\([\w:.-]*)?\{\{\s*(\w+)\s*(?:,\s*(list|\w+(?:\([^)]*\))?))?\s*\}\}/g)
	].map((m) => ({
		name: m[2]!,
		list: m[3] === 'list',
		nested: !!m[1]
	}));

// ── Raw codes and keys ──────────────────────────────────────────────────────────────────────────

/** A map of codes to their names: `ktu-games:phase` holds `phase.hunt`… */
type CodeMap = { ns: string; prefix: string };
const codesOf = ({ ns, prefix }: CodeMap) => codesUnder(ns, prefix);
/**
 * Messages whose params come straight from the rules code (engine steps, tracker refusals, saved
 * games' summaries), with the params that carry codes there and the map of their names. A code
 * shown as it is ("Ronda 2 · hunt") is the bug; a `$t(…)` around it is the fix.
 */
const PHASES: CodeMap = { ns: 'ktu-games', prefix: 'phase' };
const NAME_PROBLEMS: CodeMap = { ns: 'play', prefix: 'names' };
const READINGS: CodeMap = { ns: 'steps-ktu', prefix: 'vocab.reading' };
const CODE_PARAMS: Record<string, Record<string, CodeMap>> = {
	'ktu-games': {
		phase: PHASES,
		expected: PHASES,
		character: { ns: 'ktu-games', prefix: 'characters' },
		reason: NAME_PROBLEMS
	},
	'uu-games': { phase: { ns: 'uu-games', prefix: 'phase' }, reason: NAME_PROBLEMS },
	play: { reason: NAME_PROBLEMS },
	'steps-ktu': {
		color: { ns: 'steps-ktu', prefix: 'vocab.color' },
		product: { ns: 'steps-ktu', prefix: 'vocab.product' },
		reading: READINGS,
		otherReading: READINGS
	},
	'steps-uu': {}
};
/** Keys of those namespaces that the rules code fills (the rest are labels the views fill). */
const FROM_CODE = (ns: string, key: string) =>
	ns.startsWith('steps-') || /^(refusal|summary)\./.test(key);

/**
 * The params a nested `$t(…)` reads too: a message passes its own values on (a name refused for
 * its length carries the `max` its nested reason prints).
 */
function withNested(source: string, options: Record<string, unknown>) {
	for (const m of source.matchAll(/\$t\(([\w-]+):([\w.-]*?)(?:\{\{(\w+)\}\})?[,)]/g)) {
		const [, ns, prefix, param] = m;
		const key = param ? `${prefix}${String(options[param])}` : prefix!;
		const target = en(ns!).get(key) ?? en(ns!).get(`${key}_other`);
		for (const p of placeholders(target ?? ''))
			if (!(p.name in options)) options[p.name] = p.list ? NAMES.three : sample(p.name);
	}
	return options;
}

/** What must never reach the screen; `codes` are the codes given, with their names here. */
function rawBits(text: string, codes: ReadonlyArray<{ code: string; name: string }>): string[] {
	const out: string[] = [];
	if (/\{\{|\}\}/.test(text)) out.push('a raw {{placeholder}}');
	if (/\$t\(/.test(text)) out.push('a raw $t(…)');
	if (/\b(undefined|NaN|null)\b|\[object /.test(text)) out.push('an empty value');
	// i18next answers a missing key with the key: `ktu-games:phase.hunt`, `summary.round`.
	const key = /(?<![\p{L}\d])[a-z][\w-]*(?::[a-z][\w-]*)?(?:\.[a-z][\w-]*)+(?![\p{L}\d])/u.exec(
		text
	);
	if (key && /[a-z]{2,}[.:][a-z]{2,}/i.test(key[0])) out.push(`a key: ${key[0]}`);
	for (const { code, name } of codes) {
		// The code's own name may hold the same word (English "the setup" for `setup`).
		const shown = name ? text.split(name).join(' ') : text;
		if (new RegExp(`(?<![\\p{L}-])${code}(?![\\p{L}-])`, 'u').test(shown))
			out.push(`the code "${code}"`);
	}
	return out;
}

describe.each(LANGS)('%s: no code or key on screen', (lang) => {
	const nameOf = (map: CodeMap, code: string) =>
		i18n.t(dataKey(`${map.ns}:${map.prefix}.${code}`), { lng: lang, count: 2 });

	test('the saved-games list, at every step of a whole game', () => {
		const found = new Set<string>();
		// Each game's finished games (its folder's own), and KtU's whole sample game.
		const games = GAMES.flatMap((kind) =>
			finishedOf(kind).map((events) => [kind, events] as const)
		);
		for (const [kind, events] of [['ktu', sampleEvents()] as const, ...games]) {
			const ns = GAME_UI[kind].ns;
			for (let n = 0; n <= events.length; n++) {
				const { progress } = summaryOfEvents(kind, events.slice(0, n));
				const text = render(lang, ns, progress.code, progress.params);
				const codes = Object.entries(progress.params)
					.filter(([, v]) => typeof v === 'string' && /^[a-z]+(-[a-z]+)*$/.test(v))
					.map(([param, v]) => {
						const map = CODE_PARAMS[ns]![param];
						return { code: v as string, name: map ? nameOf(map, v as string) : '' };
					});
				for (const bit of rawBits(text, codes))
					found.add(`${ns}:${progress.code}: ${text} (${bit})`);
			}
		}
		expect([...found].join('\n')).toBe('');
	});

	test('every message the rules code fills, with every real code', () => {
		const found: string[] = [];
		for (const { ns, key, text: source } of strings(lang)) {
			// A game's own namespaces with no code params listed are checked too, with plain samples.
			const params =
				CODE_PARAMS[ns] ??
				(GAMES.some((g) => ns === GAME_UI[g].ns || ns === `steps-${g}`) ? {} : null);
			if (!params || !FROM_CODE(ns, key)) continue;
			const slots = placeholders(source);
			const coded = slots.filter((p) => p.name in params);
			const variants = coded.length
				? coded.flatMap((p) => codesOf(params[p.name]!).map((code) => [p.name, code] as const))
				: [['', ''] as const];
			for (const [name, code] of variants) {
				const options: Record<string, unknown> = { count: 2 };
				for (const p of slots) options[p.name] = p.list ? NAMES.three : sample(p.name);
				for (const p of coded) options[p.name] = codesOf(params[p.name]!)[0];
				if (name) options[name] = code;
				const text = render(lang, ns, key, withNested(source, options));
				const given = name ? [{ code, name: nameOf(params[name]!, code) }] : [];
				for (const bit of rawBits(text, given))
					found.push(`${ns}:${key} with ${name || 'no code'} = ${code}: ${text} (${bit})`);
			}
		}
		expect(found.join('\n')).toBe('');
	});

	test('every other label and message, with sample values', () => {
		const found: string[] = [];
		for (const { ns, key, text: source } of strings(lang)) {
			const options: Record<string, unknown> = { count: 2 };
			for (const p of placeholders(source)) options[p.name] = p.list ? NAMES.three : sample(p.name);
			for (const [name, map] of Object.entries(CODE_PARAMS[ns] ?? {}))
				if (name in options) options[name] = codesOf(map)[0];
			const text = render(lang, ns, key, withNested(source, options));
			for (const bit of rawBits(text, [])) found.push(`${ns}:${key}: ${text} (${bit})`);
		}
		expect(found.join('\n')).toBe('');
	});
});

// ── A player's name given a gender ──────────────────────────────────────────────────────────────

/**
 * How a sentence gives the name it is about a gender, per language: a participle or adjective
 * after a copula ("Princesa está elegido", "Shamane est choisi", "es el único cazador", "est
 * déjà passé"), a reflexive ("consigo mismo", "sé stesso"), a gendered quantifier or pronoun for
 * the names ("ont chacun", "entre ellos", "sono in parità (2 Unicorni ciascuno)"). Checked in the
 * clause right after each name, an aside in brackets included, and in the two words before it
 * ("la primera, Ana"). Capitalised words are terms (Premier Joueur), not
 * agreement, so the patterns are case-sensitive.
 */
const AFTER_NAME: Record<Lang, RegExp> = {
	en: /\b(he|she|him|his|her|himself|herself)\b/,
	es: /(?<!\p{L})((?:es|está|son|están|sigue|siguen|queda|quedan|fue|ha sido|resulta)\s+(?:(?:ya|el|la|los|las|muy|todavía|dos|veces)\s+)*(?:elegid|escogid|sentad|únic|empatad|list|obligad|eliminad|sol[oa]s?(?!\p{L})|primer|ganador|nuev)\p{L}*|consigo mism\p{L}*|sí mism\p{L}*|cada un[oa](?!\p{L})|ell[oa]s?(?!\p{L})|tod[oa]s(?!\p{L}))/u,
	fr: /(?<!\p{L})((?:est|sont|reste|restent|était|étaient|a été)\s+(?:(?:déjà|le|la|les|bien|toujours|encore|deux|fois)\s+)*(?:choisi|assis|seul|premi|élimin|prêt|oblig|passé|gagnant|perdant)\p{L}*|lui-même|elle-même|chacune?(?!\p{L})|ils(?!\p{L})|elles(?!\p{L})|tous(?!\p{L}))/u,
	it: /(?<!\p{L})((?:è|sono|resta|restano|era|erano|rimane|rimangono|è stat[oa])\s+(?:(?:già|il|la|lo|ancora|sempre|due|volte)\s+)*(?:scelt|sedut|sol[oa](?!\p{L})|prim[oaie](?!\p{L})|eliminat|pront|costrett|passat|vincitor)\p{L}*|sé stess\p{L}*|ciascun[oa]?(?!\p{L})|entramb[ie](?!\p{L})|tutt[ie](?!\p{L})|per prim[oa](?!\p{L}))/u
};
const BEFORE_NAME: Record<Lang, RegExp> = {
	en: /(?!)/,
	es: /(?<!\p{L})(el|la) (primer[oa]?|únic[oa]|mism[oa])$/u,
	fr: /(?<!\p{L})(le|la) (premier|première|seule?|même)$/u,
	it: /(?<!\p{L})(il|la|lo) (prim[oa]|sol[oa]|stess[oa])$/u
};

/**
 * A role noun as the label of a name ("Primer jugador: Ana", "Premier joueur : Léa"): the noun's
 * gender becomes the name's. Lower-case only: a printed term ("Ficha de Jugador Inicial: Ana")
 * names the token, not the player. A label is the whole clause before the name, in one or two words.
 */
const ROLE_LABEL: Record<Lang, RegExp> = {
	en: /(?!)/,
	es: /^(\p{L}+\s+)?(jugador|jugadora|ganador|ganadora|cazador|cazadora)(\s+\p{Ll}+)?\s*:\s*$/u,
	fr: /^(\p{L}+\s+)?(joueur|joueuse|gagnant|gagnante|chasseur|chasseuse)(\s+\p{Ll}+)?[\s\u00a0\u202f]*:\s*$/u,
	it: /^(\p{L}+\s+)?(giocatore|giocatrice|vincitore|vincitrice|cacciatore|cacciatrice)(\s+\p{Ll}+)?\s*:\s*$/u
};
const labelled = (lang: Lang, text: string, name: string): string[] => {
	const out: string[] = [];
	for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
		// The label: what stands between the last sentence break and the name.
		const label = (
			text
				.slice(0, at)
				.split(/[.!?·(\n]/)
				.pop() ?? ''
		).trimStart();
		const m = ROLE_LABEL[lang].exec(label);
		if (m) out.push(m[0]);
	}
	return out;
};

/** The clause right after each place a name is printed (9 words), and the two words before it. */
function around(text: string, name: string): Array<[before: string, after: string]> {
	const out: Array<[string, string]> = [];
	let at = text.indexOf(name);
	while (at >= 0) {
		const before =
			text
				.slice(0, at)
				.split(/[.,:;!?()«»"·]/)
				.pop() ?? '';
		const after = text.slice(at + name.length).split(/[.:;!?«»"·]/)[0] ?? '';
		out.push([
			before.trim().split(/\s+/).slice(-2).join(' '),
			after.trim().split(/\s+/).slice(0, 9).join(' ')
		]);
		at = text.indexOf(name, at + name.length);
	}
	return out;
}
const genderedNear = (lang: Lang, text: string, name: string) =>
	around(text, name)
		.flatMap(([before, after]) =>
			[BEFORE_NAME[lang].exec(before), AFTER_NAME[lang].exec(after)].flatMap((m) =>
				m ? [m[0]] : []
			)
		)
		.concat(labelled(lang, text, name));

describe.each(LANGS)('%s: no gender given to a name', (lang) => {
	const characters = codesUnder('ktu-games', 'characters');

	test('around every player name, for a woman, a man and a list of three', () => {
		const found: string[] = [];
		for (const { ns, key, text: source } of strings(lang)) {
			const slots = placeholders(source);
			const named = slots.filter((p) => p.list || PLAYER_SLOTS.includes(p.name));
			if (named.length === 0) continue;
			for (const who of [NAMES.her, NAMES.him]) {
				const options: Record<string, unknown> = { count: 3 };
				for (const p of slots) options[p.name] = p.list ? NAMES.three : sample(p.name);
				for (const p of named) options[p.name] = p.list ? NAMES.three : who;
				const text = render(lang, ns, key, options);
				const names = [who, ...(named.some((p) => p.list) ? NAMES.three : [])];
				for (const name of new Set(names))
					for (const word of genderedNear(lang, text, name))
						found.push(`${ns}:${key}: "${word}" next to ${name}: ${text}`);
			}
		}
		expect([...new Set(found)].join('\n')).toBe('');
	});

	test("around every character's name (a name with its own gender)", () => {
		const found: string[] = [];
		for (const { ns, key, text: source } of strings(lang)) {
			if (!/characters\.\{\{/.test(source)) continue;
			for (const character of characters) {
				const options: Record<string, unknown> = { count: 2, character };
				for (const p of placeholders(source))
					if (p.name !== 'character') options[p.name] = sample(p.name);
				const text = render(lang, ns, key, options);
				const name = i18n.t(dataKey(`ktu-games:characters.${character}`), { lng: lang });
				for (const word of genderedNear(lang, text, name))
					found.push(`${ns}:${key}: "${word}" next to ${name}: ${text}`);
			}
		}
		expect([...new Set(found)].join('\n')).toBe('');
	});
});

// ── A verb fixed before (or after) a list of names ──────────────────────────────────────────────

/** Finite verbs of one and of several subjects, the ones messages put next to a list of players. */
const VERBS: Record<Lang, { one: RegExp; many: RegExp }> = {
	en: { one: /\b(is|has|was|does|needs|wins)\b/i, many: /\b(are|have|were|do|need)\b/i },
	es: {
		one: /(?<!\p{L})(tiene|debe|falta|queda|ha|es|está|juega|pasa|gana|empata|sigue)(?!\p{L})/iu,
		many: /(?<!\p{L})(tienen|deben|faltan|quedan|han|son|están|juegan|pasan|ganan|empatan|siguen)(?!\p{L})/iu
	},
	fr: {
		one: /(?<!\p{L})(doit|a|est|reste|manque|joue|passe|gagne)(?!\p{L})/iu,
		many: /(?<!\p{L})(doivent|ont|sont|restent|manquent|jouent|passent|gagnent)(?!\p{L})/iu
	},
	it: {
		one: /(?<!\p{L})(deve|ha|è|manca|resta|gioca|passa|vince)(?!\p{L})/iu,
		many: /(?<!\p{L})(devono|hanno|sono|mancano|restano|giocano|passano|vincono)(?!\p{L})/iu
	}
};
/**
 * A preposition right before the list makes it a complement, not the subject: in "Se ha importado
 * la partida de Ana, Bruno y Carla" the "ha" belongs to "la partida", not to the names.
 */
const PREPOSITION: Record<Lang, RegExp> = {
	en: /^(of|to|with|for|by|from|between)$/i,
	es: /^(de|del|a|al|con|para|por|entre)$/iu,
	fr: /^(de|du|des|à|au|aux|avec|pour|par|entre)$/iu,
	it: /^(di|del|della|dei|a|al|alla|ai|con|per|tra|fra|da)$/iu
};

/** Lists that always hold two names or more (a tie needs two). */
const AT_LEAST_TWO =
	/(tie|Tie|simultaneous|everyoneLoses|rainbow_other|doubleRainbowTie|tieCancelled)/;

/** The clause before the list (back to the previous sentence) and the two words after it. */
function besideList(text: string, list: string): [before: string, after: string] {
	const at = text.indexOf(list);
	if (at < 0) return ['', ''];
	const before =
		text
			.slice(0, at)
			.split(/[.!?]\s/)
			.pop() ?? '';
	const after = (text.slice(at + list.length).split(/[.,:;!?()]/)[0] ?? '').trim();
	return [before.split(/\s+/).slice(-6).join(' '), after.split(/\s+/).slice(0, 2).join(' ')];
}

describe.each(LANGS)('%s: a verb next to a list agrees with its length', (lang) => {
	const lists = strings(lang).filter(({ text }) => placeholders(text).some((p) => p.list));

	test('has lists to check', () => expect(lists.length).toBeGreaterThan(10));

	test.each(lists.map((e) => [`${e.ns}:${e.key}`, e] as const))('%s', (_, { ns, key, text }) => {
		if (PLURAL.test(key) && !key.endsWith('_other') && !key.endsWith('_one')) return;
		const found: string[] = [];
		const sizes = AT_LEAST_TWO.test(key) ? [2, 3] : [1, 3];
		for (const size of sizes) {
			if (key.endsWith('_one') && size > 1) continue;
			if (key.endsWith('_other') && size === 1) continue;
			const names = NAMES.three.slice(0, size);
			const options: Record<string, unknown> = { count: size };
			for (const p of placeholders(text)) options[p.name] = p.list ? names : sample(p.name);
			const out = render(lang, ns, key, options);
			const list = new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
			const [clause, after] = besideList(out, list);
			const before = PREPOSITION[lang].test(clause.trim().split(/\s+/).pop() ?? '') ? '' : clause;
			const wrong = size === 1 ? VERBS[lang].many : VERBS[lang].one;
			for (const [where, words] of [
				['before', before],
				['after', after]
			] as const) {
				const m = wrong.exec(words);
				if (m) found.push(`"${m[0]}" ${where} a list of ${size}: ${out}`);
			}
		}
		expect(found.join('\n')).toBe('');
	});
});

// ── One name per tool ───────────────────────────────────────────────────────────────────────────

/** The heading each tool's own page shows. */
const PAGE_TITLE: Record<string, TKey> = {
	'/ktu/hunt': 'ktu-hunt:title',
	'/ktu/score': 'ktu-score:title',
	'/ktu/games': 'ktu-games:title',
	'/uu/games': 'uu-games:title',
	'/uu/deck-out': 'uu-games:deckOut.toolTitle'
};
/**
 * Bar labels that name the place rather than the tool: "Rules" and "Game" stand for the game's
 * rules and the game being played, in both games' bars.
 */
const PLACE_LABELS = new Set(['nav.rules', 'nav.game']);

describe.each(LANGS)('%s: one name per tool', (lang) => {
	const t = (key: TKey) => i18n.t(key, { lng: lang });
	const tools = GAMES.flatMap((g) => GAME_UI[g].tools).filter((tool) => tool.href in PAGE_TITLE);

	test.each(tools.map((tool) => [tool.href, tool] as const))('%s', (href, tool) => {
		const name = t(tool.title);
		// The page says what the home page and the hubs call it.
		expect(t(PAGE_TITLE[href]!), `${href}: page heading`).toBe(name);
		// The bar says the same name, or one word of it.
		if (!PLACE_LABELS.has(tool.nav)) {
			const label = t(tool.nav).toLowerCase();
			const words = name.toLowerCase().split(/\s+/);
			expect([name.toLowerCase(), ...words], `${href}: bar label "${t(tool.nav)}"`).toContain(
				label
			);
		}
	});
});

/** Where a reading is marked as Hornbook's: the rulebook's notes and each tool's "why" list. */
const READING_BADGES = [
	'rules:section.note',
	'ktu-hunt:why.reading',
	'ktu-score:why.reading',
	'uu-games:why.reading'
] as const;
const READING_HINTS = [
	'ktu-hunt:why.readingHint',
	'ktu-score:why.readingHint',
	'uu-games:why.readingHint'
] as const;

describe.each(LANGS)("%s: one name for Hornbook's reading", (lang) => {
	test.each([
		['badge', READING_BADGES],
		['hint', READING_HINTS]
	] as const)('every %s says the same', (_, keys) => {
		const said = keys.map((k) => i18n.t(k, { lng: lang }));
		expect(new Set(said).size, said.join(' | ')).toBe(1);
	});
});

// ── A number after a verb, calques, developer words, glued fragments, apostrophes ───────────────

/** Every string a player reads in one language: the UI and the rulebook (not search keywords). */
const RULEBOOK_TEXTS = import.meta.glob<{
	sections: Record<string, { title: string; summary: string; body: string }>;
	glossary: Record<string, { term: string; meaning: string }>;
}>('/src/content/rulebook/*/*.json', { eager: true, import: 'default' });
function everything(lang: Lang): Array<[where: string, text: string]> {
	const out: Array<[string, string]> = strings(lang).map(({ ns, key, text }) => [
		`${ns}:${key}`,
		text
	]);
	for (const [path, book] of Object.entries(RULEBOOK_TEXTS)) {
		if (langOf(path) !== lang) continue;
		for (const [id, s] of Object.entries(book.sections))
			out.push([`${path}:${id}`, `${s.title}\n${s.summary}\n${s.body.replace(READING_IDS, '')}`]);
		for (const [id, g] of Object.entries(book.glossary))
			out.push([`${path}:glossary.${id}`, `${g.term}: ${g.meaning}`]);
	}
	return out;
}

/** "The same number as each other" said word for word: mismo… entre sí, même… entre eux. */
const SAME_AS_EACH_OTHER: Record<Lang, RegExp> = {
	en: /\bsame\b[^.:;]*\bas each other\b/i,
	es: /(?<!\p{L})mism[oa]s?(?!\p{L})[^.:;]*(?<!\p{L})entre sí(?!\p{L})/iu,
	fr: /(?<!\p{L})même(?!\p{L})[^.:;]*(?<!\p{L})entre (eux|elles)(?!\p{L})/iu,
	it: /(?<!\p{L})stess[oa](?!\p{L})[^.:;]*(?<!\p{L})tra (di )?loro(?!\p{L})/iu
};
/** The code's words: the app has rules, not an engine. */
const DEVELOPER_WORDS: Record<Lang, RegExp> = {
	en: /\b(engine|payload|backend|string|array|boolean)\b/i,
	es: /(?<!\p{L})(motor|payload|backend|string|array|booleano)(?!\p{L})/iu,
	fr: /(?<!\p{L})(moteur|payload|backend|string|array|booléen)(?!\p{L})/iu,
	it: /(?<!\p{L})(motore|payload|backend|string|array|booleano)(?!\p{L})/iu
};
/**
 * A label fragment glued into a sentence: a "·" label ("Écurie · Ana") that the sentence then
 * carries on from with a preposition ("passe de l'Écurie · Ana à l'Écurie · Bea").
 */
const GLUED =
	/· \{\{\s*\w+\s*\}\}\s+(à|a|au|de|di|da|del|al|to|from|en|in|dans|nella|nel)(?!\p{L})/iu;
/** Verbs whose subject is the number after them ("quedan 2", "ne restano 2", "are 2"). */
const BEFORE_NUMBER: Record<Lang, RegExp> = {
	en: /^(are|were|remain)$/i,
	es: /^(quedan|faltan|sobran|restan|son|están)$/i,
	fr: /^(restent|manquent|sont)$/i,
	it: /^(restano|mancano|rimangono|sono|avanzano)$/i
};
/** Numbers that are never 1 (a full hand, a table of players). */
const NEVER_ONE = new Set(['size', 'players', 'playerCount', 'max', 'goal', 'limit']);

describe.each(LANGS)('%s: sentences a native would write', (lang) => {
	test('a verb right before a number agrees with every number it can take', () => {
		const found: string[] = [];
		for (const { ns, key, text } of strings(lang)) {
			if (PLURAL.test(key)) continue;
			for (const m of text.matchAll(/(\p{L}+)\s+\{\{\s*(\w+)\s*\}\}/gu)) {
				const [, verb, name] = m;
				if (name === 'count' || NEVER_ONE.has(name!) || !BEFORE_NUMBER[lang].test(verb!)) continue;
				// "quedan 1", "ne restano 1": the number takes its own form, through a plural key.
				const text1 = render(lang, ns, key, withNested(text, { [name!]: 1, count: 1 }));
				found.push(`${ns}:${key}: "${verb} {{${name}}}" reads "${text1}" with 1`);
			}
		}
		expect(found.join('\n')).toBe('');
	});

	test('no calque of "the same … as each other"', () => {
		const found = everything(lang).filter(([, text]) => SAME_AS_EACH_OTHER[lang].test(text));
		expect(found.map(([where]) => where).join('\n')).toBe('');
	});

	test("no developer's word", () => {
		const found = everything(lang).flatMap(([where, text]) => {
			const m = DEVELOPER_WORDS[lang].exec(text);
			return m ? [`${where}: "${m[0]}"`] : [];
		});
		expect(found.join('\n')).toBe('');
	});

	test('no label fragment glued into a sentence', () => {
		const found = strings(lang).flatMap(({ ns, key, text }) => {
			const m = GLUED.exec(text);
			return m ? [`${ns}:${key}: "${m[0]}" in ${text}`] : [];
		});
		expect(found.join('\n')).toBe('');
	});

	test('one apostrophe throughout', () => {
		const texts = everything(lang).map(([, text]) => text);
		const straight = texts.filter((t) => /\p{L}'\p{L}/u.test(t)).length;
		const curly = texts.filter((t) => /\p{L}’\p{L}/u.test(t)).length;
		expect(Math.min(straight, curly), `${straight} texts with ', ${curly} with ’`).toBe(0);
	});
});

// ── What a native editor of each language strikes out ───────────────────────────────────────────

/**
 * Every UI string of a language as the player reads it: each rendered with a woman's and a man's
 * name, lists of 1 and 3 names, counts of 1 and 3, and every real code of each coded placeholder
 * (each character, phase, product…), one at a time.
 */
function renderedUi(lang: Lang): Array<[where: string, text: string]> {
	const out = new Map<string, Set<string>>();
	for (const { ns, key, text: source } of strings(lang)) {
		const slots = placeholders(source);
		const params = { ...CODE_PARAMS[ns], character: { ns: 'ktu-games', prefix: 'characters' } };
		const coded = slots.filter((p) => p.name in params);
		const variants: Array<Record<string, unknown>> = [{}];
		for (const p of coded)
			for (const code of codesOf(params[p.name as keyof typeof params]))
				variants.push({ [p.name]: code });
		const texts = out.get(`${ns}:${key}`) ?? new Set<string>();
		for (const who of [NAMES.her, NAMES.him])
			for (const size of [1, 3])
				for (const variant of variants) {
					const options: Record<string, unknown> = { count: size };
					for (const p of slots)
						options[p.name] = p.list
							? NAMES.three.slice(0, size)
							: PLAYER_SLOTS.includes(p.name)
								? who
								: sample(p.name);
					for (const p of coded)
						options[p.name] = codesOf(params[p.name as keyof typeof params])[0];
					Object.assign(options, variant);
					texts.add(render(lang, ns, key, withNested(source, options)));
				}
		out.set(`${ns}:${key}`, texts);
	}
	return [...out].flatMap(([where, texts]) =>
		[...texts].map((t) => [where, t] as [string, string])
	);
}

/** The rulebook's texts a player reads, one per title, summary, body and glossary line. */
function rulebookTexts(lang: Lang): Array<[where: string, text: string]> {
	const out: Array<[string, string]> = [];
	for (const [path, book] of Object.entries(RULEBOOK_TEXTS)) {
		if (langOf(path) !== lang) continue;
		for (const [id, s] of Object.entries(book.sections))
			for (const part of ['title', 'summary', 'body'] as const)
				out.push([`${path}:${id}.${part}`, s[part].replace(READING_IDS, '')]);
		for (const [id, g] of Object.entries(book.glossary))
			out.push([`${path}:glossary.${id}`, `${g.term}: ${g.meaning}`]);
	}
	return out;
}
const READ = new Map<Lang, Array<[string, string]>>();
/** Every text of a language as the player reads it: the UI rendered, and the rulebook. */
const readAll = (lang: Lang) => {
	let all = READ.get(lang);
	if (!all) READ.set(lang, (all = [...renderedUi(lang), ...rulebookTexts(lang)]));
	return all;
};

const TERMS = import.meta.glob<Record<string, Record<string, { term: string }>>>(
	['/src/content/terms/*.json', '!/src/content/terms/*.*.json'],
	{ eager: true, import: 'default' }
);
const termsOf = (lang: Lang, game: GameId, ids: RegExp) =>
	Object.entries(TERMS[`/src/content/terms/${lang}.json`]![game]!)
		.filter(([id]) => ids.test(id))
		.map(([, t]) => t.term);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NATIVE: Lang[] = ['es', 'fr', 'it'];

/**
 * The names of Kill the Unicorns' phases and of the Schemes that are a phrase ("El tamaño no
 * importa", "C'est pas la taille qui compte", "Ojo Avizor"), not a kind of unicorn ("Unicornio
 * Siamés" reads as a noun and takes an article).
 */
function titles(lang: Lang): string[] {
	const unicorn = termsOf(lang, 'ktu', /^unicorn$/)[0]!;
	return termsOf(lang, 'ktu', /^(phase|scheme)\./).filter(
		(t) => t.includes(' ') && !t.includes(unicorn)
	);
}
/** Where a title stands as a label or a heading, not inside a sentence. */
const LABEL_BEFORE = /(^|\n|·\s|\d\.\s|-\s|:\s)(\*\*)?$/;
const LABEL_AFTER = /^(\*\*)?(\s*:|\s*\(|$|\n|\s·)/;
/**
 * A title followed by a colon is a label only when it is set apart (bold, or a glossary
 * headword); bare at the start of a sentence ("C'est pas la taille qui compte : le total le plus
 * bas gagne") it is the sentence's subject, and is quoted like anywhere else.
 */
const BARE_BEFORE_COLON = /^\s*:/;

describe.each(NATIVE)('%s: a title inside a sentence is quoted', (lang) => {
	test('every phase and Scheme name in a sentence stands in « »', () => {
		const open = lang === 'fr' ? /«[\s\u00a0\u202f]$/ : /«$/;
		const found: string[] = [];
		for (const [where, text] of readAll(lang))
			for (const title of titles(lang))
				for (const m of text.matchAll(new RegExp(escapeRe(title), 'g'))) {
					const link =
						/\[$/.test(text.slice(0, m.index)) &&
						/^\]\([\w.-]+\)/.exec(text.slice(m.index + title.length));
					// A title in a link stands in « » like anywhere else ("avec la Ruse « [C'est pas la
					// taille qui compte](…) »", "con la Estratagema «[El tamaño no importa](…)»"): a link's colour
					// does not stand for the guillemets the book's prose gives a card's title. Its brackets
					// and target are not words: the sentence reads around them.
					const before = text.slice(0, link ? m.index - 1 : m.index);
					const after = text.slice(m.index + title.length + (link ? link[0].length : 0));
					if (open.test(before)) continue;
					const startsLine = /(^|\n|\d\.\s|-\s)(\*\*)?$/.test(before);
					// A glossary headword or a section's heading ("It's a Trap! : poser les Ruses") is a label.
					const setApart =
						(where.includes(':glossary.') && m.index === 0) || /\.title$/.test(where);
					// A heading may give the printed title last, in brackets ("Poser les Ruses (It's a Trap!)").
					if (/\.title$/.test(where) && /\($/.test(before) && /^\)$/.test(after)) continue;
					if (
						(startsLine || LABEL_BEFORE.test(before)) &&
						LABEL_AFTER.test(after) &&
						(setApart || !BARE_BEFORE_COLON.test(after))
					)
						continue;
					found.push(`${where}: …${before.slice(-30)}[${title}]${after.slice(0, 20)}…`);
				}
		expect([...new Set(found)].join('\n')).toBe('');
	});

	test('a Scheme named like a unicorn is quoted after the word « Scheme » ("la Ruse « Licorne Siamoise »")', () => {
		// Alone it reads as a noun ("une Licorne Siamoise compte pour 2"); after the card kind it is a title,
		// and bold does not stand for the guillemets ("l'Inganno **Unicorno di Troia**").
		const unicorn = termsOf(lang, 'ktu', /^unicorn$/)[0]!;
		const scheme = termsOf(lang, 'ktu', /^scheme$/)[0]!;
		const named = termsOf(lang, 'ktu', /^scheme\./).filter((t) => t.includes(unicorn));
		const bare = new RegExp(
			`(?<![\\p{L}])${escapeRe(scheme)}s?\\s+(?:\\*\\*)?(${named.map(escapeRe).join('|')})(?![\\p{L}])`,
			'giu'
		);
		const found = readAll(lang).flatMap(([where, text]) =>
			[...text.matchAll(bare)].map((m) => `${where}: "${m[0]}"`)
		);
		expect([...new Set(found)].join('\n')).toBe('');
	});
});

/** Cards and characters whose names change the article before them (el/la, le/la, il/la). */
const CARD_IDS =
	/^(character\.|scheme\.|fake-horn|cotton-candy|fairy-dust|pate|unicorn-butcher-shop|pigicorn)/;

describe.each(NATIVE)('%s: a card or character is no bare subject', (lang) => {
	test('a sentence never starts with a card or character name and its verb', () => {
		const names = [
			...termsOf(lang, 'ktu', CARD_IDS),
			...codesUnder('steps-ktu', 'vocab.product').map((c) =>
				i18n.t(dataKey(`steps-ktu:vocab.product.${c}`), { lng: lang })
			)
		].sort((a, b) => b.length - a.length);
		const start = new RegExp(
			`(?:^|\\n|[.!?]\\s+|-\\s|\\d\\.\\s)(?:\\*\\*|\\[)?(${names.map(escapeRe).join('|')})(?:\\*\\*|\\]\\([\\w.-]+\\))?\\s+(\\p{Ll}[\\p{L}'’]*)(.?)`,
			'gu'
		);
		const found: string[] = [];
		for (const [where, text] of readAll(lang))
			for (const m of text.matchAll(start)) {
				// "Unicornio de Troya anotado: …" is a label, its participle fixed by the card's name.
				if (m[3] === ':' || (lang === 'fr' && text.slice(m.index + m[0].length).startsWith(':')))
					continue;
				found.push(`${where}: ${m[0].trim()}… in ${text.slice(0, 90)}`);
			}
		expect([...new Set(found)].join('\n')).toBe('');
	});
});

/**
 * A label whose value agrees with it: "{{what}}: uno menos" reads "Estrellas: uno menos" (the
 * stars are feminine and plural). A label filled in by the view takes a value that agrees with
 * nothing: a number, a verb.
 */
const AGREEING_VALUE: Record<Lang, RegExp> = {
	en: /(?!)/,
	es: /^(un|uno|una|unos|unas|otro|otra|ningun[oa]?)(?!\p{L})/u,
	fr: /^(un|une|des|autre|aucune?)(?!\p{L})/u,
	it: /^(un|uno|una|altro|altra|nessun[oa]?)(?!\p{L})/u
};

describe.each(NATIVE)('%s: labels and values', (lang) => {
	test('a value after a label the view fills never agrees with it', () => {
		const found = strings(lang).flatMap(({ ns, key, text }) =>
			[...text.matchAll(/\{\{\s*(\w+)\s*\}\}[\s\u00a0]?:\s+([^.;]*)/gu)]
				.filter((m) => !PLAYER_SLOTS.includes(m[1]!) && AGREEING_VALUE[lang].test(m[2]!))
				.map((m) => `${ns}:${key}: "${m[0]}"`)
		);
		expect(found.join('\n')).toBe('');
	});

	test("a colour's button name inside a label is lower-cased (« couleur : rose », not « Rose »)", () => {
		// The scorer passes a colour's button label ("Rose"); a string that puts it anywhere but
		// first writes `{{color, lower}}`. `items.colored` is given the rule steps' lower-case word.
		const label = i18n.t('ktu-score:colors.pink', { lng: lang });
		const found = strings(lang)
			.filter(
				({ ns, key, text }) =>
					ns === 'ktu-score' && key !== 'items.colored' && /\{\{\s*color\b/.test(text)
			)
			.flatMap(({ ns, key, text }) => {
				const options: Record<string, unknown> = { count: 2 };
				for (const p of placeholders(text)) options[p.name] = p.list ? NAMES.three : sample(p.name);
				const shown = render(lang, ns, key, { ...options, color: label });
				return shown.indexOf(label) > 0 ? [`${ns}:${key}: ${shown}`] : [];
			});
		expect(found.join('\n')).toBe('');
	});

	test("where a held unicorn came from reads as a label, like a hunt's", () => {
		// The origin of a unicorn shown beside "Round 2 · Unicorn 3": a noun phrase, never a bare
		// adjective ("inicial") hanging on nothing.
		const starter = i18n.t('ktu-games:moves.starter', { lng: lang });
		const hunt = i18n.t('ktu-games:log.hunt', { lng: lang, round: 2, slot: 3 });
		expect(/^\p{Lu}/u.test(hunt), hunt).toBe(true);
		expect(starter, 'the starting unicorn, named as the book names it').toBe(
			termsOf(lang, 'ktu', /^starting-unicorn$/)[0]
		);
	});
});

describe("fr: a player's name after « de »", () => {
	test('"de" before a name or a list of names goes through {{…, de}}, never written out', () => {
		const found = strings('fr').flatMap(({ ns, key, text }) =>
			[...text.matchAll(/(?<!\p{L})de \{\{\s*(\w+)\s*(,\s*list)?\s*\}\}/gu)]
				// A game's name too: « d'Unstable Unicorns ».
				.filter((m) => m[2] || PLAYER_SLOTS.includes(m[1]!) || m[1] === 'game')
				.map((m) => `${ns}:${key}: "${m[0]}" in ${text}`)
		);
		expect(found.join('\n')).toBe('');
	});

	test('no "de" left unelided before a name, rendered with a name that starts with a vowel', () => {
		const found = readAll('fr').flatMap(([where, text]) =>
			new RegExp(`(?<!\\p{L})de (${NAMES.her})(?!\\p{L})`, 'u').test(text)
				? [`${where}: ${text}`]
				: []
		);
		expect([...new Set(found)].join('\n')).toBe('');
	});

	test('no name glued to a noun as its label ("Ana : Licornes", "Écurie · Ana")', () => {
		const found = strings('fr').flatMap(({ ns, key, text }) => {
			const label = /^\{\{\s*(\w+)\s*\}\}[\s\u00a0]:\s\p{Lu}\p{Ll}+$/u.exec(text);
			const tail = /\p{L} · \{\{\s*(\w+)\s*\}\}$/u.exec(text);
			return [label, tail]
				.filter((m) => m && PLAYER_SLOTS.includes(m[1]!))
				.map(() => `${ns}:${key}: ${text}`);
		});
		expect(found.join('\n')).toBe('');
	});
});

describe("it: a player's name after « a »", () => {
	test('"a" before a name goes through {{…, a}} ("ad Anna"), never written out', () => {
		const found = strings('it').flatMap(({ ns, key, text }) =>
			// Opening a sentence too ("A Anna non restano…").
			[...text.matchAll(/(?<![\p{L}'])a \{\{\s*(\w+)\s*\}\}/giu)]
				.filter((m) => PLAYER_SLOTS.includes(m[1]!))
				.map((m) => `${ns}:${key}: "${m[0]}" in ${text}`)
		);
		expect(found.join('\n')).toBe('');
	});

	test('no bare "a" before a name that starts with an a, rendered with one', () => {
		const found = readAll('it').flatMap(([where, text]) =>
			new RegExp(`(?<![\\p{L}'])a (${NAMES.her})(?!\\p{L})`, 'u').test(text)
				? [`${where}: ${text}`]
				: []
		);
		expect([...new Set(found)].join('\n')).toBe('');
	});
});

test("fr: a Kill the Unicorns unicorn's label takes its article (« Modifier la Licorne 2 », not « Modifier Licorne 2 »)", () => {
	// Its label is a noun phrase ("Licorne 2 (couleur : rose)", "Licorne rose à 2 ★"), never a
	// name: after a verb or a preposition it needs « la » or « sa », as the log writes it.
	const found = strings('fr')
		.filter(({ ns }) => ['ktu-games', 'ktu-score', 'steps-ktu'].includes(ns))
		.flatMap(({ ns, key, text }) =>
			[...text.matchAll(/(?<!\p{L})(\p{L}+)\s+\{\{\s*(?:unicorn|ua|ub|target|before)\s*\}\}/gu)]
				.filter((m) => !/^(la|sa|une|cette|chaque|leur|votre)$/i.test(m[1]!))
				.map((m) => `${ns}:${key}: "${m[0]}"`)
		);
	expect(found.join('\n')).toBe('');
});

test('fr: an Unstable Unicorns card name never follows a bare « de », « que » or article (« de Alluring Narwhal »)', () => {
	// The name is the printed one, English or Italian, and may start with a vowel: « de » cannot
	// elide before a placeholder, so the card is named « de la carte {{unicorn}} ».
	const found = strings('fr')
		.filter(({ ns }) => /uu/.test(ns))
		.flatMap(({ ns, key, text }) =>
			[
				...text.matchAll(
					/(?<!\p{L})(de|que|le|la|les|du|au|un|une) \{\{\s*(unicorn|card|first|second)\s*\}\}/giu
				)
			].map((m) => `${ns}:${key}: "${m[0]}" in ${text}`)
		);
	expect(found.join('\n')).toBe('');
});

/**
 * A whole sentence put in after a colon: the refusal a log entry fails on (`reason`), what a power
 * did (`effect`), a game's recorded or today's result (`result`, `today`), a name problem
 * (`$t(play:names.…)`). It starts with a capital, so after "Ya no vale: " or "Jugador 2: " it
 * reads "Ya no vale: La partida…". A sentence of its own goes after a full stop, a result in « ».
 * (A log line after a label such as "Antes de la corrección:" is a heading and its text.) Spanish,
 * French and Italian hold it; a language that composes these the same way adds itself here.
 */
const SENTENCE_AFTER_COLON: Partial<Record<Lang, RegExp>> = {
	es: /:\s*(\{\{\s*(reason|effect|result|today)\s*\}\}|\$t\(play:names\.)/u,
	fr: /:\s*(\{\{\s*(reason|effect|result|today)\s*\}\}|\$t\(play:names\.)/u,
	it: /:\s*(\{\{\s*(reason|effect|result|today)\s*\}\}|\$t\(play:names\.)/u
};

describe.each(Object.keys(SENTENCE_AFTER_COLON) as Lang[])(
	'%s: sentences put together from two',
	(lang) => {
		test('a sentence put in is never glued after a colon', () => {
			const found = strings(lang).flatMap(({ ns, key, text }) => {
				const m = SENTENCE_AFTER_COLON[lang]!.exec(text);
				return m ? [`${ns}:${key}: "${m[0]}" in ${text}`] : [];
			});
			expect(found.join('\n')).toBe('');
		});
	}
);

describe.each(NATIVE)('%s: a phase named inside a sentence', (lang) => {
	test('stands in « », like the phase it is compared with', () => {
		// "Ronda 2 · Las Cazas" is a label; in a sentence ("Fase actual: El Mercado Negro" after
		// «Las Cazas») every phase name is quoted.
		const found = strings(lang).flatMap(({ ns, key, text }) =>
			[...text.matchAll(/\$t\([\w-]+:phase\.\{\{\s*\w+\s*\}\}\)/gu)]
				.filter((m) => {
					const before = text.slice(0, m.index);
					return !/«[\s\u00a0\u202f]*$/u.test(before) && !/(^|·\s)$/u.test(before);
				})
				.map((m) => `${ns}:${key}: "${m[0]}" in ${text}`)
		);
		expect(found.join('\n')).toBe('');
	});
});

test('es: the Knight checkboxes are labelled as the term list says; a sentence "usa la habilidad"', () => {
	// The label once read "Usa la habilidad del Caballero", a verb with no subject beside a box; the
	// term list's variant ruled that out everywhere, so a log line fell back on "recurre a". The
	// label is held here, the one verb for using a power by the term list ("use-power").
	const label = TERMS['/src/content/terms/es.json']!.hornbook!['knight-option']!.term;
	for (const key of ['ktu-games:bid.knight', 'ktu-hunt:knight'])
		expect(i18n.t(dataKey(key), { lng: 'es' }), key).toBe(label);
});

/** A plural "you" in a interface that says "tú"/"tu" to its player. */
const PLURAL_YOU: Partial<Record<Lang, RegExp>> = {
	es: /(?<!\p{L})(vosotr[oa]s|vuestr[oa]s?|os|\p{L}+(?:áis|éis)|(?:segu|jug|puls|toc|anot|eleg|mir|volv|empez|apunt|escrib|pon|hac|continu|sum|rest)(?:ad|ed|id)|\p{L}+(?:ad|ed|id)(?:lo|la|los|las|le|les|nos)|\p{L}{3,}(?:aos|íos))(?!\p{L})/iu,
	it: /(?<!\p{L})(voi|vostr[oaie]|potete|avete|siete|dovete|volete|fate|continuate|ricominciate|riprendete|tornate|scegliete|premete|toccate|tenete|aggiungete|togliete|prendete|segnate|giocate a|\p{L}+(?:ate|ete|ite)(?:vi|ci|lo|la|li|le|ne)|(?:cui|se|quando) \p{L}+(?:ate|ete|ite))(?!\p{L})/iu
};

describe.each(['es', 'it'] as const)('%s: one register, tú/tu', (lang) => {
	test('no plural "you" anywhere the player reads', () => {
		const found = readAll(lang).flatMap(([where, text]) => {
			const m = PLURAL_YOU[lang]!.exec(text);
			return m ? [`${where}: "${m[0]}"`] : [];
		});
		expect(found.join('\n')).toBe('');
	});
});

test('it: "pari" never stands for tied totals (it reads as even numbers)', () => {
	const found = readAll('it').flatMap(([where, text]) =>
		[...text.matchAll(/(?<!\p{L})(a |alla )?pari(?!\p{L})( merito| punti)?/giu)]
			.filter((m) => !m[1] && !m[2])
			.map((m) => `${where}: …${text.slice(Math.max(0, m.index - 40), m.index + 20)}…`)
	);
	expect(found.join('\n')).toBe('');
});

test('it: a Mahiii! that is the subject of a clause takes its article ("; un Mahiii! blocca")', () => {
	const found = readAll('it').flatMap(([where, text]) =>
		[...text.matchAll(/(?:[.;:]\s+)((?:Super )?Mahiii!?)\s+\p{Ll}/gu)].map(
			(m) => `${where}: …${text.slice(Math.max(0, m.index - 30), m.index + 40)}…`
		)
	);
	expect(found.join('\n')).toBe('');
});

// A link's words are part of its sentence: "Vedi [passare](ktu.pass)" or "…: [rivelare l'Inganno](…)"
// hangs a bare infinitive, a section's title, where the sentence wants a noun or a clause
// ("vedi [cosa succede quando si passa]", "sarà il vincitore a [rivelare l'Inganno]").
test('it: a link after « vedi », a colon or a bracket never opens on a bare infinitive', () => {
	const found = rulebookTexts('it').flatMap(([where, text]) =>
		[
			...text.matchAll(
				/(?:(?<!\p{L})vedi(?: anche)?\s+|:\s+|\()\[(\p{L}+(?:are|ere|ire))(?!\p{L})/giu
			)
		].map((m) => `${where}: …${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20)}…`)
	);
	expect(found.join('\n')).toBe('');
});

describe('fr: the words of a hunt', () => {
	test('a pass is « passer », never the noun « passe » (a master key)', () => {
		const found = readAll('fr').flatMap(([where, text]) => {
			const m =
				/(?<!\p{L})(un|une|le|la|son|sa|ses|leur|leurs|du|au|ce|cette|les|des|aucune?) passes?(?!\p{L})/iu.exec(
					text
				);
			return m ? [`${where}: "${m[0]}"`] : [];
		});
		expect(found.join('\n')).toBe('');
	});

	test('« départager » takes players, never a thing ("départager la partie", "les mises")', () => {
		const found = readAll('fr').flatMap(([where, text]) =>
			[...text.matchAll(/(?<!\p{L})départag\p{L}*/giu)]
				.filter((m) => {
					const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
					const before = text.slice(Math.max(0, m.index - 30), m.index);
					return !(
						/^\s+(les |des |deux )?(joueu|ex aequo|participant|\{\{)/u.test(after) ||
						/(les|se|nous|vous) $/u.test(before) ||
						/joueu\p{L}* (sont|seront) $/u.test(before)
					);
				})
				.map((m) => `${where}: …${text.slice(Math.max(0, m.index - 40), m.index + 40)}…`)
		);
		expect(found.join('\n')).toBe('');
	});
});

/** One French wording for each of these ideas, and the wordings it replaced. */
const FR_ONE_WORDING: ReadonlyArray<readonly [idea: string, avoided: RegExp]> = [
	[
		'a printed rulebook is « le livret » (« livret français »), not « la règle »',
		/(?<!\p{L})(règles? (anglaise|française|espagnole|italienne)s?|les règles (sont muettes|divergent))(?!\p{L})/iu
	],
	['Scheme points on no unicorn are « hors Licorne »', /(?<!\p{L})sur aucune Licorne(?!\p{L})/iu],
	[
		'a Scheme that discards the unicorn « l’envoie à la défausse »',
		/(?<!\p{L})fait défausser(?!\p{L})/iu
	],
	['the rules Hornbook applies now are « les règles actuelles »', /règles d[’']aujourd[’']hui/iu],
	[
		'the draw phase is « Phase de Pioche », never « la Pioche » alone (that is the draw pile)',
		/(?<!\p{L})(avant|après|pendant) la Pioche(?!\p{L})|Début de tour, Pioche(?!\p{L})|\[Pioche\]\(uu\.phase\.draw\)/iu
	],
	[
		"a turn, a round or a game ends with « terminer », the buttons' verb, never « finir »",
		/(?<!\p{L})(finir|finissez|finis) (le|la|son|sa|votre) (tour|manche|partie)(?!\p{L})/iu
	],
	[
		'a name is typed with « saisir », never « taper »',
		/(?<!\p{L})(taper|tapez|tapé\p{L}*)(?!\p{L})/iu
	],
	[
		'something done in a round takes a preposition (« pendant cette manche »), never a bare « cette manche »',
		/(?<!\p{L})(?<!(?:pendant|durant|dans|de|pour|à|sur|avant|après|depuis|par|que|toute|:|«)[\s\u00a0])cette manche(?!\p{L})/u
	],
	[
		'an Unstable Unicorns phase is named in full (« Phase de Pioche »), never a bare « Pioche » in guillemets',
		/«[\s\u00a0\u202f]*(Pioche|Action|Début de tour|Fin de tour)[\s\u00a0\u202f]*»/u
	],
	[
		'a player is named in the generic masculine, never « celui ou celle »',
		/(?<!\p{L})(celui ou celle|celle ou celui|il ou elle|elle ou il)(?!\p{L})/iu
	]
];

test.each(FR_ONE_WORDING)('fr: %s', (_idea, avoided) => {
	const found = readAll('fr').flatMap(([where, text]) => {
		const m = avoided.exec(text);
		return m ? [`${where}: "${m[0]}"`] : [];
	});
	expect([...new Set(found)].join('\n')).toBe('');
});

test('fr: the Unstable Unicorns tracker names each phase by its full term (« Phase de Pioche », not « Pioche », the draw pile)', () => {
	for (const code of codesUnder('uu-games', 'phase'))
		expect(i18n.t(dataKey(`uu-games:phase.${code}`), { lng: 'fr' }), code).toBe(
			termsOf('fr', 'uu', new RegExp(`^phase\\.${code}$`))[0]
		);
});

test('fr: both trackers name the rulebook as the home page does (« Livret de règles »)', () => {
	const home = i18n.t(dataKey('common:home.rulesTool'), { lng: 'fr' });
	for (const key of ['ktu-games:rules', 'uu-games:rules'])
		expect(i18n.t(dataKey(key), { lng: 'fr' }), key).toBe(home);
});

test('fr: a no-break space before « : », « ★ » and inside « », a narrow one before ; ? !', () => {
	const found = readAll('fr').flatMap(([where, text]) => {
		// A plain space, or a wide no-break one where the narrow one belongs ("de qui\u00a0?"), or a
		// narrow one where the wide one belongs (before « : », inside « »): one kind for each sign.
		const m = /(?<=\p{L}|\p{N}|[)*»}\]])( [:;?!»★]|\u00a0[;?!]|\u202f[:»])|«[ \u202f]/u.exec(text);
		return m
			? [`${where}: "${m[0]}" in …${text.slice(Math.max(0, m.index - 30), m.index + 10)}…`]
			: [];
	});
	expect(found.join('\n')).toBe('');
});

// One apostrophe per language: the straight ' or the typographic ’, never both ("l'Écurie" beside
// "l’Écurie" reads as two hands at work).
test.each(LANGS)('%s: the apostrophe is written one way', (lang) => {
	const all = readAll(lang);
	const straight = all.filter(([, text]) => text.includes("'"));
	const curly = all.filter(([, text]) => text.includes('\u2019'));
	const fewer = straight.length < curly.length ? straight : curly;
	expect(
		straight.length && curly.length
			? fewer.map(([where, text]) => `${where}: ${text.slice(0, 60)}`)
			: []
	).toEqual([]);
});

/**
 * In Spanish and Italian a card's printed name inside a sentence stands in « » ("jugó «Unicornio
 * Narval»", "ha giocato «Yay»"), as the Kill the Unicorns titles do; a bare name standing alone
 * as a label ("{{unicorn}} ({{player}})") is set apart already.
 */
test.each(['es', 'it'] as const)(
	'%s: a Unstable Unicorns card name inside a sentence stands in « »',
	(lang) => {
		const found: string[] = [];
		const walk = (o: unknown, path: string) => {
			if (typeof o === 'string') {
				for (const m of o.matchAll(/\{\{(unicorn|card|first|second)\}\}/g)) {
					const before = o.slice(0, m.index);
					const after = o.slice(m.index + m[0].length);
					if (before.endsWith('«') && after.startsWith('»')) continue;
					if (before === '' && /^( \(|$)/.test(after)) continue;
					found.push(`${path}: ${o}`);
				}
			} else if (o && typeof o === 'object')
				for (const [k, v] of Object.entries(o)) walk(v, path ? `${path}.${k}` : k);
		};
		walk(FILES[`/locales/${lang}/uu-games.json`], 'uu-games');
		walk(FILES[`/locales/${lang}/steps-uu.json`], 'steps-uu');
		expect([...new Set(found)].join('\n')).toBe('');
	}
);

/**
 * The same for a card's name written out ("«Ginormous Unicorn» cuenta como dos"), at the start of
 * a sentence as anywhere in it. A name that is the game's own term ("Bebé unicornio") is a word of
 * the text, not a title; a list of cards (one per line, or a line of names in a row) is set apart.
 */
test.each([
	['es', 'y'],
	['it', 'e']
] as const)(
	'%s: a Unstable Unicorns card name written in a sentence stands in « »',
	(lang, and) => {
		const terms = new Set(termsOf(lang, 'uu', /./).map((t) => t.toLowerCase()));
		const names = [
			...new Set(
				Object.values(DECKS).flatMap((deck) =>
					deck.cards.flatMap((card) => [card.names.en, card.names.es, card.names.it])
				)
			)
		]
			.filter((n): n is string => !!n && n.includes(' ') && !terms.has(n.toLowerCase()))
			.sort((a, b) => b.length - a.length);
		const found: string[] = [];
		const list = new RegExp(`(^-\\s|,\\s|\\s${and}\\s)(\\*\\*)?$`);
		const next = new RegExp(`^(\\*\\*)?(;|,|\\s\\(|\\s${and}\\s|\\.?$|\\.?\\n)`);
		for (const [where, text] of everything(lang))
			for (const name of names)
				for (const m of text.matchAll(
					new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`, 'gu')
				)) {
					const before = text.slice(0, m.index);
					const after = text.slice(m.index + name.length);
					if (before.endsWith('«') && after.startsWith('»')) continue;
					if (before === '' && after === '') continue;
					// A list of cards: the line is a list item, the name one of its entries.
					const line = before.slice(before.lastIndexOf('\n') + 1);
					if (/^-\s/.test(line) && list.test(line) && next.test(after)) continue;
					found.push(`${where}: …${before.slice(-30)}[${name}]${after.slice(0, 20)}…`);
				}
		expect([...new Set(found)].join('\n')).toBe('');
	}
);

test.each(LANGS)('%s: Undo and the forms’ Cancel never share a word on one screen', (lang) => {
	// The game screen shows the log's Undo while a form or a dialog is open with its own Cancel:
	// two buttons of one name doing different things (and one name twice for a screen reader).
	const word = (key: string) => i18n.t(dataKey(key), { lng: lang });
	const undo = word('play:game.undo');
	for (const cancel of ['play:log.cancel', 'play:dialog.cancel', 'ktu-games:row.cancel'])
		expect(word(cancel), cancel).not.toBe(undo);
});

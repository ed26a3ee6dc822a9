import { GAMES, type GameId, type Lang } from '$lib/vocab';
// Rulebook text per language and game (src/content/rulebook/<lang>/<game>.json), keyed by the ids
// of sections.ts. English ships with the code so prerendered pages have real text and every
// missing translation has a fallback; the other languages load on demand, one file at a time.

export interface SectionText {
	title: string;
	summary: string;
	/** Restricted markdown (src/content/README.md). */
	body: string;
	keywords: string[];
}

export interface GlossaryText {
	term: string;
	meaning: string;
}

export interface RulebookFile {
	title: string;
	chapters: Record<string, string>;
	sections: Record<string, SectionText>;
	glossary: Record<string, GlossaryText>;
}

const EN = import.meta.glob<RulebookFile>('/src/content/rulebook/en/*.json', {
	eager: true,
	import: 'default'
});
const OTHERS = import.meta.glob<RulebookFile>(
	['/src/content/rulebook/*/*.json', '!/src/content/rulebook/en/*.json'],
	{ import: 'default' }
);

const pathOf = (lang: Lang, game: GameId) => `/src/content/rulebook/${lang}/${game}.json`;

function english(game: GameId): RulebookFile {
	const file = EN[pathOf('en', game)];
	if (!file) throw new Error(`No English rulebook for ${game}`);
	return file;
}

/** The English rulebook of a game, synchronously (prerendering, fallbacks). */
export const englishRulebook = (game: GameId): RulebookFile => english(game);

const pending = new Map<string, Promise<RulebookFile>>();

/** The rulebook of a game in a language; English when that language has no file. */
export function loadRulebook(lang: Lang, game: GameId): Promise<RulebookFile> {
	if (lang === 'en') return Promise.resolve(english(game));
	const key = pathOf(lang, game);
	let promise = pending.get(key);
	if (!promise) {
		const load = OTHERS[key];
		promise = load ? load() : Promise.resolve(english(game));
		// A failed chunk load must not stick: the next call tries again.
		promise.catch(() => pending.delete(key));
		pending.set(key, promise);
	}
	return promise;
}

/** Both games' rulebooks in a language. */
export async function loadLanguage(lang: Lang): Promise<Record<GameId, RulebookFile>> {
	const files = await Promise.all(GAMES.map((g) => loadRulebook(lang, g)));
	return Object.fromEntries(GAMES.map((g, i) => [g, files[i]!])) as Record<GameId, RulebookFile>;
}

export interface ResolvedSection {
	text: SectionText;
	/** The language the text is actually in. */
	lang: Lang;
	/** True when the requested language lacks this section and English stands in. */
	fallback: boolean;
}

const usable = (s: SectionText | undefined): s is SectionText =>
	s !== undefined && s.title.trim() !== '' && s.body.trim() !== '';

/** A section's text in `file`'s language, or the English text (flagged) when it is missing. */
export function resolveSection(
	file: RulebookFile,
	lang: Lang,
	game: GameId,
	id: string
): ResolvedSection | null {
	const own = file.sections[id];
	if (usable(own)) return { text: own, lang, fallback: false };
	const en = english(game).sections[id];
	if (usable(en)) return { text: en, lang: 'en', fallback: lang !== 'en' };
	return null;
}

/** A chapter title, falling back to English. */
export function chapterTitle(file: RulebookFile, game: GameId, id: string): string {
	return file.chapters[id] || english(game).chapters[id] || id;
}

/** A glossary entry, falling back to English. */
export function glossaryText(file: RulebookFile, game: GameId, id: string): GlossaryText | null {
	const own = file.glossary[id];
	if (own && own.term.trim() !== '') return own;
	return english(game).glossary[id] ?? null;
}

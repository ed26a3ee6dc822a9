// The rulebook's structure lives once, here: chapters, cross-links and glossary terms, over the
// section ids each engine declares in its own folder (games/<engine>/sections.ts, the ids its steps
// cite, whose default export this table finds with no line per game). Text lives per language as data in src/content/rulebook/<lang>/<game>.json, keyed by
// these ids. Section ids are stable: links, search and the engines' steps use them.

import { GAMES, gameTable, type GameId, type GameRulebooks } from '$lib/vocab';

/**
 * What a game's engine folder says of its rulebook (games/<engine>/sections.ts): its chapters and
 * their section ids in the book's order, the links between them, its glossary, the sections
 * players open most, its NSFW chapters and whether the search's card names are its cards.
 */
interface GameRulebook<S extends string> {
	outline: Readonly<Record<string, readonly S[]>>;
	seeAlso: { readonly [id in S]?: readonly S[] };
	glossary: readonly { id: string; sections: readonly S[]; key?: boolean }[];
	popular: readonly S[];
	nsfwChapters: readonly string[];
	namesCards: boolean;
	/**
	 * What its sections weigh in a search with no game chosen and none preferred, against 1:
	 * where a question's words fit every game alike ("who starts?", "how many cards at the
	 * start?"), one game's section must come first.
	 */
	searchWeight: number;
}

/**
 * Every game's rulebook by id: the default export of each engine's `sections.ts`, by its `id` (its
 * line in `GameRulebooks`, src/lib/vocab.ts, types it). The type check fails when a game is
 * missing, is filed under another's id or cites another game's sections.
 */
const RULEBOOKS = gameTable<GameRulebooks>()(
	import.meta.glob<{ id: string }>('/src/lib/games/*/sections.ts', {
		eager: true,
		import: 'default'
	}),
	'id',
	'src/lib/games/<engine>/sections.ts (its default export, its line in GameRulebooks)',
	true
) satisfies { [G in GameId]: GameRulebook<`${G}.${string}`> };

/** The section ids of a game's rulebook. */
type SectionsOf<B> = B extends { outline: infer O }
	? O[keyof O] extends readonly (infer S)[]
		? S
		: never
	: never;

/** A section id of any game's rulebook. */
export type SectionId = SectionsOf<(typeof RULEBOOKS)[GameId]>;

export interface ChapterDef {
	id: string;
	game: GameId;
	sections: readonly SectionId[];
	/** Hidden unless the user turns on NSFW-edition content. */
	nsfw?: boolean;
}

export interface SectionDef {
	id: SectionId;
	game: GameId;
	chapter: string;
	seeAlso: readonly SectionId[];
	nsfw: boolean;
}

export interface GlossaryDef {
	id: string;
	game: GameId;
	/** Sections the term leads to; the term in every language is indexed as a keyword of these. */
	sections: readonly SectionId[];
	/** One of the game's key terms, offered on an empty search. */
	key: boolean;
}

/** The same table, each game's read with any game's section ids, for the lists below. */
const BOOKS: { readonly [G in GameId]: GameRulebook<SectionId> } = RULEBOOKS;

/**
 * The games whose rulebook the glob found, in the order of GAMES: every game, unless an engine's
 * `sections.ts` is missing (a type error; the navigation test names the game at run time).
 */
const BOOKED = GAMES.filter((game) => game in BOOKS);

export const CHAPTERS: readonly ChapterDef[] = BOOKED.flatMap((game) =>
	Object.entries(BOOKS[game].outline).map(([id, sections]): ChapterDef => ({
		id,
		game,
		sections,
		...(BOOKS[game].nsfwChapters.includes(id) ? { nsfw: true } : {})
	}))
);

export const SECTIONS: readonly SectionDef[] = CHAPTERS.flatMap((ch) =>
	ch.sections.map((id) => ({
		id,
		game: ch.game,
		chapter: ch.id,
		seeAlso: BOOKS[ch.game].seeAlso[id] ?? [],
		nsfw: ch.nsfw === true
	}))
);

export const SECTION_BY_ID: ReadonlyMap<string, SectionDef> = new Map(
	SECTIONS.map((s) => [s.id, s])
);

/** Every game's glossary terms, game by game in the order of GAMES. */
export const GLOSSARY: readonly GlossaryDef[] = BOOKED.flatMap((game) =>
	BOOKS[game].glossary.map((term): GlossaryDef => ({ ...term, game, key: term.key === true }))
);

/** The sections players open most, each game's in the order of GAMES (offered on an empty search). */
export const POPULAR: readonly SectionId[] = BOOKED.flatMap((game) => BOOKS[game].popular);

/** What each game's sections weigh in a search that neither chooses nor prefers a game. */
export const SEARCH_WEIGHT: Readonly<Record<GameId, number>> = Object.fromEntries(
	BOOKED.map((game) => [game, BOOKS[game].searchWeight])
) as Record<GameId, number>;

/** The game whose cards' names the search's synonyms list (a card named leans a query to it), if any. */
export const CARDS_GAME: GameId | undefined = BOOKED.find((game) => BOOKS[game].namesCards);

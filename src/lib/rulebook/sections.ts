// The rulebook's structure lives once, here: chapters, cross-links and glossary terms, over the
// section ids each engine declares in its own folder (games/<engine>/sections.ts, the ids its steps
// cite). Text lives per language as data in src/content/rulebook/<lang>/<game>.json, keyed by
// these ids. Section ids are stable: links, search and the engines' steps use them.

import { GAMES, type GameId } from '$lib/vocab';
import { KTU_OUTLINE, type KtuSection } from '$lib/games/kill-the-unicorns/sections';
import { UU_OUTLINE, type UuSection } from '$lib/games/unstable-unicorns/sections';

/** A section id of any game's rulebook. */
export type SectionId = KtuSection | UuSection;

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
}

/** Each game's chapters and their sections, in the book's order: the ids its engine cites. */
const OUTLINES: { readonly [G in GameId]: Readonly<Record<string, readonly SectionId[]>> } = {
	ktu: KTU_OUTLINE,
	uu: UU_OUTLINE
};

/**
 * Which way each game's words lean a query, from -1 to 1 (search.ts weighs a section by how well
 * its game fits the lean). The lean is a line between two games: a third needs its own measure,
 * and this table's type fails until it has one.
 */
export const GAME_LEAN = { ktu: -1, uu: 1 } as const satisfies { [G in GameId]: -1 | 1 };

/** The game whose words lean a query toward 1: the sections counted by `leanFreq`. */
export const LEANS_UP = GAMES.find((game) => GAME_LEAN[game] === 1);

/** Chapters hidden unless the player turns on the NSFW editions' content. */
const NSFW_CHAPTERS: ReadonlySet<string> = new Set(['uu.ch.variants']);

export const CHAPTERS: readonly ChapterDef[] = GAMES.flatMap((game) =>
	Object.entries(OUTLINES[game]).map(([id, sections]): ChapterDef => ({
		id,
		game,
		sections,
		...(NSFW_CHAPTERS.has(id) ? { nsfw: true } : {})
	}))
);

/** "See also" links, by section id (both directions are not implied: list each side you want). */
const SEE_ALSO: Partial<Record<SectionId, readonly SectionId[]>> = {
	'ktu.overview': ['ktu.round', 'ktu.scoring'],
	'ktu.components': ['ktu.setup', 'ktu.phase.market'],
	'ktu.setup': ['ktu.components', 'ktu.first-player', 'ktu.starters'],
	'ktu.first-player': ['ktu.first-player-change', 'ktu.pass'],
	'ktu.round': ['ktu.phase.trap', 'ktu.phase.hunt', 'ktu.phase.market', 'ktu.round-end'],
	'ktu.phase.trap': ['ktu.scheme-reveal', 'ktu.variant.expert'],
	'ktu.phase.hunt': ['ktu.pass', 'ktu.phase.resolve', 'ktu.characters'],
	'ktu.pass': ['ktu.first-player-change', 'ktu.faq.everyone-passes'],
	'ktu.phase.resolve': ['ktu.ties', 'ktu.faq.zero', 'ktu.scheme-reveal'],
	'ktu.ties': ['ktu.faq.zero', 'ktu.scheme.size', 'ktu.faq.final-tie'],
	'ktu.scheme-reveal': ['ktu.phase.trap', 'ktu.scheme.no-point-running', 'ktu.scheme.size'],
	'ktu.capture': ['ktu.scoring.sets', 'ktu.legendary', 'ktu.discards'],
	'ktu.discards': ['ktu.variant.expert', 'ktu.faq.butcher-attachments'],
	'ktu.first-player-change': ['ktu.first-player', 'ktu.faq.market-first-player'],
	'ktu.phase.market': [
		'ktu.market.butcher',
		'ktu.market.fake-horn',
		'ktu.market.cotton-candy',
		'ktu.market.fairy-dust'
	],
	'ktu.market.butcher': ['ktu.faq.butcher-attachments', 'ktu.phase.market'],
	'ktu.market.fake-horn': ['ktu.faq.stacked-tokens', 'ktu.phase.market'],
	'ktu.market.fairy-dust': ['ktu.faq.stacked-tokens', 'ktu.faq.same-colour-token'],
	'ktu.market.cotton-candy': ['ktu.faq.stacked-tokens', 'ktu.faq.same-colour-token'],
	'ktu.round-end': ['ktu.first-player-change', 'ktu.scoring'],
	'ktu.scoring': ['ktu.scoring.sets', 'ktu.scoring.rainbow', 'ktu.faq.final-tie'],
	'ktu.scoring.sets': ['ktu.scoring.rainbow', 'ktu.capture', 'ktu.scheme.siamese'],
	'ktu.scoring.rainbow': ['ktu.scoring.sets', 'ktu.scheme.siamese'],
	'ktu.legendary': ['ktu.market.cotton-candy', 'ktu.market.fairy-dust'],
	'ktu.starters': ['ktu.setup', 'ktu.scoring.sets'],
	'ktu.characters': ['ktu.variant.initiation', 'ktu.phase.hunt'],
	'ktu.variant.expert': ['ktu.discards'],
	'ktu.variant.initiation': ['ktu.characters'],
	'ktu.faq.final-tie': ['ktu.ties', 'ktu.scoring'],
	'ktu.faq.zero': ['ktu.ties', 'ktu.phase.resolve'],
	'ktu.faq.everyone-passes': ['ktu.pass', 'ktu.ties'],
	'ktu.faq.market-first-player': ['ktu.first-player-change', 'ktu.phase.market'],
	'ktu.faq.stacked-tokens': ['ktu.faq.same-colour-token', 'ktu.market.fake-horn'],
	'ktu.faq.same-colour-token': ['ktu.market.cotton-candy', 'ktu.market.fairy-dust'],
	'ktu.faq.butcher-attachments': ['ktu.market.butcher'],
	'ktu.scheme.no-point-running': ['ktu.ties', 'ktu.scheme-reveal'],
	'ktu.scheme.trojan': ['ktu.scheme-reveal'],
	'ktu.scheme.zombie': ['ktu.scheme-reveal'],
	'ktu.scheme.siamese': ['ktu.scoring.sets', 'ktu.scoring.rainbow'],
	'ktu.scheme.size': ['ktu.ties', 'ktu.phase.resolve'],

	'uu.overview': ['uu.end', 'uu.turn'],
	'uu.components': ['uu.setup', 'uu.cards.unicorn'],
	'uu.setup': ['uu.two-player', 'uu.first-player', 'uu.terms.places'],
	'uu.first-player': ['uu.turn'],
	'uu.turn': ['uu.phase.beginning', 'uu.phase.draw', 'uu.phase.action', 'uu.phase.end'],
	'uu.phase.beginning': ['uu.adv.beginning-effects', 'uu.adv.mandatory-optional'],
	'uu.phase.draw': ['uu.phase.action'],
	'uu.phase.action': ['uu.cards.magic', 'uu.cards.upgrade', 'uu.cards.downgrade'],
	'uu.phase.end': ['uu.turn'],
	'uu.terms.places': ['uu.terms.actions', 'uu.setup'],
	'uu.terms.actions': ['uu.terms.places', 'uu.adv.enter-leave'],
	'uu.cards.unicorn': ['uu.end', 'uu.adv.enter-leave'],
	'uu.cards.magic': ['uu.phase.action'],
	'uu.cards.downgrade': ['uu.adv.downgrade-removal'],
	'uu.cards.upgrade': ['uu.cards.downgrade'],
	'uu.cards.instant': ['uu.adv.neigh'],
	'uu.end': ['uu.overview', 'uu.cards.unicorn'],
	'uu.adv.hand-vs-stable': ['uu.adv.enter-leave'],
	'uu.adv.enter-leave': ['uu.terms.actions'],
	'uu.adv.mandatory-optional': ['uu.phase.beginning'],
	'uu.adv.beginning-effects': ['uu.phase.beginning'],
	'uu.adv.neigh': ['uu.cards.instant'],
	'uu.adv.player-terms': ['uu.adv.targeting'],
	'uu.adv.targeting': ['uu.adv.player-terms'],
	'uu.adv.search': ['uu.terms.places'],
	'uu.adv.downgrade-removal': ['uu.cards.downgrade', 'uu.terms.actions'],
	'uu.adv.then': ['uu.adv.impossible'],
	'uu.adv.impossible': ['uu.adv.then'],
	'uu.two-player': ['uu.setup', 'uu.cards.instant'],
	'uu.variant.drinking': ['uu.variant.strip'],
	'uu.variant.strip': ['uu.variant.drinking']
};

export const SECTIONS: readonly SectionDef[] = CHAPTERS.flatMap((ch) =>
	ch.sections.map((id) => ({
		id,
		game: ch.game,
		chapter: ch.id,
		seeAlso: SEE_ALSO[id] ?? [],
		nsfw: ch.nsfw === true
	}))
);

export const SECTION_BY_ID: ReadonlyMap<string, SectionDef> = new Map(
	SECTIONS.map((s) => [s.id, s])
);

export const GLOSSARY: readonly GlossaryDef[] = [
	{ id: 'unicorn', game: 'ktu', sections: ['ktu.capture', 'ktu.components'] },
	{ id: 'legendary-unicorn', game: 'ktu', sections: ['ktu.legendary'] },
	{ id: 'starting-unicorn', game: 'ktu', sections: ['ktu.starters', 'ktu.setup'] },
	{ id: 'pigicorn', game: 'ktu', sections: ['ktu.starters'] },
	{ id: 'hunt-card', game: 'ktu', sections: ['ktu.phase.hunt', 'ktu.phase.resolve'] },
	{ id: 'scheme', game: 'ktu', sections: ['ktu.phase.trap', 'ktu.scheme-reveal'] },
	{ id: 'character', game: 'ktu', sections: ['ktu.characters'] },
	{
		id: 'first-player-token',
		game: 'ktu',
		sections: ['ktu.first-player', 'ktu.first-player-change']
	},
	{ id: 'pass', game: 'ktu', sections: ['ktu.pass'] },
	{ id: 'black-market', game: 'ktu', sections: ['ktu.phase.market'] },
	{ id: 'unicorn-butcher-shop', game: 'ktu', sections: ['ktu.market.butcher'] },
	{ id: 'pate', game: 'ktu', sections: ['ktu.market.butcher'] },
	{ id: 'fake-horn', game: 'ktu', sections: ['ktu.market.fake-horn'] },
	{ id: 'cotton-candy', game: 'ktu', sections: ['ktu.market.cotton-candy'] },
	{ id: 'fairy-dust', game: 'ktu', sections: ['ktu.market.fairy-dust'] },
	{ id: 'collection', game: 'ktu', sections: ['ktu.scoring.sets'] },
	{ id: 'rainbow', game: 'ktu', sections: ['ktu.scoring.rainbow'] },
	{ id: 'double-rainbow', game: 'ktu', sections: ['ktu.scoring.rainbow'] },
	{ id: 'victory-points', game: 'ktu', sections: ['ktu.scoring'] },

	{ id: 'stable', game: 'uu', sections: ['uu.terms.places'] },
	{ id: 'nursery', game: 'uu', sections: ['uu.terms.places', 'uu.setup'] },
	{ id: 'draw-pile', game: 'uu', sections: ['uu.terms.places', 'uu.end'] },
	{ id: 'discard-pile', game: 'uu', sections: ['uu.terms.places'] },
	{ id: 'baby-unicorn', game: 'uu', sections: ['uu.cards.unicorn', 'uu.setup'] },
	{ id: 'basic-unicorn', game: 'uu', sections: ['uu.cards.unicorn'] },
	{ id: 'magical-unicorn', game: 'uu', sections: ['uu.cards.unicorn'] },
	{ id: 'magic-card', game: 'uu', sections: ['uu.cards.magic'] },
	{ id: 'upgrade-card', game: 'uu', sections: ['uu.cards.upgrade'] },
	{
		id: 'downgrade-card',
		game: 'uu',
		sections: ['uu.cards.downgrade', 'uu.adv.downgrade-removal']
	},
	{ id: 'instant-card', game: 'uu', sections: ['uu.cards.instant'] },
	{ id: 'neigh', game: 'uu', sections: ['uu.cards.instant', 'uu.adv.neigh'] },
	{ id: 'super-neigh', game: 'uu', sections: ['uu.cards.instant', 'uu.adv.neigh'] },
	{ id: 'sacrifice', game: 'uu', sections: ['uu.terms.actions'] },
	{ id: 'destroy', game: 'uu', sections: ['uu.terms.actions'] },
	{ id: 'steal', game: 'uu', sections: ['uu.terms.actions'] },
	{ id: 'hand-limit', game: 'uu', sections: ['uu.phase.end'] }
];

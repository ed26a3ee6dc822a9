// Kill the Unicorns' rulebook sections, by chapter in the book's order: the one list of its
// section ids. Steps cite them (KtuRule), the rulebook lays its pages out by them
// (rulebook/sections.ts) and its text is keyed by them (src/content/rulebook/<lang>/ktu.json).
// An id is stable once published: links, saved searches and the steps use it.
// No imports: the rulebook reads this file without the engine.

export const KTU_OUTLINE = {
	'ktu.ch.basics': ['ktu.overview', 'ktu.components', 'ktu.setup', 'ktu.first-player'],
	'ktu.ch.round': [
		'ktu.round',
		'ktu.phase.trap',
		'ktu.phase.hunt',
		'ktu.pass',
		'ktu.phase.resolve',
		'ktu.ties',
		'ktu.scheme-reveal',
		'ktu.capture',
		'ktu.discards',
		'ktu.first-player-change',
		'ktu.round-end'
	],
	'ktu.ch.market': [
		'ktu.phase.market',
		'ktu.market.butcher',
		'ktu.market.fake-horn',
		'ktu.market.cotton-candy',
		'ktu.market.fairy-dust'
	],
	'ktu.ch.scoring': [
		'ktu.scoring',
		'ktu.scoring.sets',
		'ktu.scoring.rainbow',
		'ktu.legendary',
		'ktu.starters'
	],
	'ktu.ch.characters': ['ktu.characters', 'ktu.variant.expert', 'ktu.variant.initiation'],
	'ktu.ch.schemes': [
		'ktu.scheme.no-point-running',
		'ktu.scheme.trojan',
		'ktu.scheme.zombie',
		'ktu.scheme.siamese',
		'ktu.scheme.size'
	],
	'ktu.ch.faq': [
		'ktu.faq.final-tie',
		'ktu.faq.zero',
		'ktu.faq.everyone-passes',
		'ktu.faq.market-first-player',
		'ktu.faq.stacked-tokens',
		'ktu.faq.same-colour-token',
		'ktu.faq.butcher-attachments'
	]
} as const;

/** A Kill the Unicorns rulebook section id, e.g. `ktu.ties`. */
export type KtuSection = (typeof KTU_OUTLINE)[keyof typeof KTU_OUTLINE][number];

/** Every section, in the book's order: a step may cite any of them. */
export const KTU_RULES: readonly KtuSection[] = Object.values(KTU_OUTLINE).flat();

/** The section a step rests on. */
export type KtuRule = KtuSection;

/**
 * What the rulebook lays out of Kill the Unicorns beyond its chapters, the one place that says it
 * (rulebook/sections.ts lists it once, beside the other games'): "see also" links by section
 * (one way: list each side wanted), its glossary terms and the sections each leads to (`key`:
 * offered on an empty search), the sections players open most, the chapters shown only with
 * the NSFW editions' content, and whether the card names of the search's synonyms are its
 * cards (a card named in a question then leans it toward this game).
 */
export const KTU_RULEBOOK = {
	id: 'ktu',
	outline: KTU_OUTLINE,
	seeAlso: {
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
		'ktu.scheme.size': ['ktu.ties', 'ktu.phase.resolve']
	},
	glossary: [
		{ id: 'unicorn', sections: ['ktu.capture', 'ktu.components'] },
		{ id: 'legendary-unicorn', sections: ['ktu.legendary'], key: true },
		{ id: 'starting-unicorn', sections: ['ktu.starters', 'ktu.setup'] },
		{ id: 'pigicorn', sections: ['ktu.starters'] },
		{ id: 'hunt-card', sections: ['ktu.phase.hunt', 'ktu.phase.resolve'] },
		{ id: 'scheme', sections: ['ktu.phase.trap', 'ktu.scheme-reveal'], key: true },
		{ id: 'character', sections: ['ktu.characters'] },
		{ id: 'first-player-token', sections: ['ktu.first-player', 'ktu.first-player-change'] },
		{ id: 'pass', sections: ['ktu.pass'], key: true },
		{ id: 'black-market', sections: ['ktu.phase.market'], key: true },
		{ id: 'unicorn-butcher-shop', sections: ['ktu.market.butcher'] },
		{ id: 'pate', sections: ['ktu.market.butcher'] },
		{ id: 'fake-horn', sections: ['ktu.market.fake-horn'] },
		{ id: 'cotton-candy', sections: ['ktu.market.cotton-candy'] },
		{ id: 'fairy-dust', sections: ['ktu.market.fairy-dust'] },
		{ id: 'collection', sections: ['ktu.scoring.sets'] },
		{ id: 'rainbow', sections: ['ktu.scoring.rainbow'], key: true },
		{ id: 'double-rainbow', sections: ['ktu.scoring.rainbow'] },
		{ id: 'victory-points', sections: ['ktu.scoring'] }
	],
	popular: [
		'ktu.ties',
		'ktu.faq.zero',
		'ktu.pass',
		'ktu.scoring.sets',
		'ktu.scoring.rainbow',
		'ktu.phase.market'
	],
	nsfwChapters: [],
	namesCards: false,
	searchWeight: 1
} as const;

/** The rulebook's table of games finds it here (rulebook/sections.ts), by its `id`. */
export default KTU_RULEBOOK;

declare module '$lib/vocab' {
	interface GameRulebooks {
		ktu: typeof KTU_RULEBOOK;
	}
}

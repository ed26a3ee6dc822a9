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

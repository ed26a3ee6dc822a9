// Unstable Unicorns' rulebook sections, by chapter in the book's order: the one list of its
// section ids. Steps cite them (UuRule), the rulebook lays its pages out by them
// (rulebook/sections.ts) and its text is keyed by them (src/content/rulebook/<lang>/uu.json).
// An id is stable once published: links, saved searches and the steps use it.
// No imports: the rulebook reads this file without the engine.

export const UU_OUTLINE = {
	'uu.ch.basics': ['uu.overview', 'uu.components', 'uu.setup', 'uu.first-player', 'uu.two-player'],
	'uu.ch.turn': [
		'uu.turn',
		'uu.phase.beginning',
		'uu.phase.draw',
		'uu.phase.action',
		'uu.phase.end',
		'uu.end'
	],
	'uu.ch.cards': [
		'uu.terms.places',
		'uu.terms.actions',
		'uu.cards.unicorn',
		'uu.cards.magic',
		'uu.cards.downgrade',
		'uu.cards.upgrade',
		'uu.cards.instant'
	],
	'uu.ch.advanced': [
		'uu.adv.hand-vs-stable',
		'uu.adv.enter-leave',
		'uu.adv.mandatory-optional',
		'uu.adv.beginning-effects',
		'uu.adv.neigh',
		'uu.adv.player-terms',
		'uu.adv.targeting',
		'uu.adv.search',
		'uu.adv.downgrade-removal',
		'uu.adv.then',
		'uu.adv.impossible'
	],
	'uu.ch.variants': ['uu.variant.drinking', 'uu.variant.strip']
} as const;

/** An Unstable Unicorns rulebook section id, e.g. `uu.adv.neigh`. */
export type UuSection = (typeof UU_OUTLINE)[keyof typeof UU_OUTLINE][number];

/** Every section, in the book's order: a step may cite any of them. */
export const UU_RULES: readonly UuSection[] = Object.values(UU_OUTLINE).flat();

/** The section a step rests on. */
export type UuRule = UuSection;

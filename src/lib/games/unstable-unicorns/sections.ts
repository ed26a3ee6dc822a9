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

/**
 * What the rulebook lays out of Unstable Unicorns beyond its chapters, the one place that says it
 * (rulebook/sections.ts lists it once, beside the other games'): "see also" links by section
 * (one way: list each side wanted), its glossary terms and the sections each leads to (`key`:
 * offered on an empty search), the sections players open most, the chapters shown only with
 * the NSFW editions' content, and whether the card names of the search's synonyms are its
 * cards (a card named in a question then leans it toward this game).
 */
export const UU_RULEBOOK = {
	id: 'uu',
	outline: UU_OUTLINE,
	seeAlso: {
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
	},
	glossary: [
		{ id: 'stable', sections: ['uu.terms.places'], key: true },
		{ id: 'nursery', sections: ['uu.terms.places', 'uu.setup'] },
		{ id: 'draw-pile', sections: ['uu.terms.places', 'uu.end'] },
		{ id: 'discard-pile', sections: ['uu.terms.places'] },
		{ id: 'baby-unicorn', sections: ['uu.cards.unicorn', 'uu.setup'] },
		{ id: 'basic-unicorn', sections: ['uu.cards.unicorn'] },
		{ id: 'magical-unicorn', sections: ['uu.cards.unicorn'] },
		{ id: 'magic-card', sections: ['uu.cards.magic'] },
		{ id: 'upgrade-card', sections: ['uu.cards.upgrade'] },
		{
			id: 'downgrade-card',
			sections: ['uu.cards.downgrade', 'uu.adv.downgrade-removal'],
			key: true
		},
		{ id: 'instant-card', sections: ['uu.cards.instant'] },
		{ id: 'neigh', sections: ['uu.cards.instant', 'uu.adv.neigh'], key: true },
		{ id: 'super-neigh', sections: ['uu.cards.instant', 'uu.adv.neigh'] },
		{ id: 'sacrifice', sections: ['uu.terms.actions'], key: true },
		{ id: 'destroy', sections: ['uu.terms.actions'] },
		{ id: 'steal', sections: ['uu.terms.actions'] },
		{ id: 'hand-limit', sections: ['uu.phase.end'], key: true }
	],
	popular: [
		'uu.end',
		'uu.adv.neigh',
		'uu.phase.action',
		'uu.phase.end',
		'uu.terms.actions',
		'uu.two-player'
	],
	nsfwChapters: ['uu.ch.variants'],
	namesCards: true,
	// A question that fits both games asked with no game chosen is about this one more often: of
	// the question sets' 3,603 questions, 2,349 are about Unstable Unicorns. Weighed 1.2, its
	// sections come first there; Unstable Unicorns' questions then came first 91.4 → 92.5 % with
	// no game chosen, Kill the Unicorns' 87.8 → 87.6 % (a tie in a hunt asked with 'everyone', a
	// lone card against the first player's 2), none of them lower with a game chosen or preferred.
	searchWeight: 1.2
} as const;

/** The rulebook's table of games finds it here (rulebook/sections.ts), by its `id`. */
export default UU_RULEBOOK;

declare module '$lib/vocab' {
	interface GameRulebooks {
		uu: typeof UU_RULEBOOK;
	}
}

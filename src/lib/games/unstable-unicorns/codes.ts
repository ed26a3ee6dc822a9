import type { UuRule } from './sections';
import type { Step } from './step';

/**
 * Every step and error code this engine emits. The engine builds steps only through `step()`,
 * which accepts nothing else, and codes.test.ts checks each one has a translation in
 * locales/{en,es,fr,it}/steps-uu.json (dots are nesting there).
 */
export const UU_CODES = [
	// players and the goal (uu.end)
	'goal.unicorns',
	// stables (uu.end)
	'stable.count',
	'stable.countsAs',
	// instant win (uu.end)
	'win.reached',
	'win.notYet',
	'win.simultaneous',
	// draw pile runs out (uu.end)
	'deckOut.start',
	'deckOut.mostUnicorns',
	'deckOut.tie',
	'deckOut.namesAsTyped',
	'deckOut.letters',
	'deckOut.mostLetters',
	'deckOut.everyoneLoses',
	// the turn (uu.turn, uu.phase.*)
	'turn.next',
	'turn.phase.beginning',
	'turn.phase.draw',
	'turn.phase.action',
	'turn.phase.end',
	'action.playUnicorn',
	'action.playMagic',
	'action.playDowngrade',
	'action.playUpgrade',
	'action.draw',
	'hand.discard',
	'hand.withinLimit',
	// setup (uu.setup, uu.first-player, uu.two-player)
	'setup.separate',
	'setup.deal',
	'setup.baby',
	'setup.firstPlayer.mostColourful',
	'setup.firstPlayer.darkestChooses',
	'setup.twoPlayer.removeCards',
	'setup.twoPlayer.removeListed',
	'setup.twoPlayer.neigh',
	'setup.twoPlayer.hand',
	// bad input
	'error.players.notInteger',
	'error.players.tooFew',
	'error.players.tooMany',
	'error.stables.notArray',
	'error.stables.tooMany',
	'error.stable.notObject',
	'error.player.notString',
	'error.player.empty',
	'error.player.duplicate',
	'error.unicorns.notArray',
	'error.unicorn.notString',
	'error.unicorn.empty',
	'error.unicorn.countsAs',
	'error.turn.state',
	'error.phase.unknown',
	'error.action.unknown',
	'error.action.wrongPhase',
	'error.action.alreadyTaken',
	'error.action.cardType',
	'error.action.notFromHand',
	'error.action.instant',
	'error.cardType.unknown',
	'error.hand.size',
	'error.hand.limit',
	'error.edition.unknown'
] as const;

export type UuCode = (typeof UU_CODES)[number];

/** Codes whose `count` param selects a plural form (`_one` / `_other` keys besides the base key). */
export const UU_PLURAL_CODES = [
	'goal.unicorns',
	'stable.count',
	'stable.countsAs',
	'win.reached',
	'win.notYet',
	'deckOut.mostUnicorns',
	'deckOut.tie',
	'deckOut.letters',
	'deckOut.mostLetters',
	'deckOut.everyoneLoses',
	'hand.discard',
	'hand.withinLimit',
	'setup.deal',
	'setup.twoPlayer.removeCards',
	'setup.twoPlayer.removeListed',
	'setup.twoPlayer.hand'
] as const satisfies readonly UuCode[];

/** The only way the engine makes a step: a known code, a rulebook section, plain data. */
export function step(
	code: UuCode,
	rule: UuRule,
	params?: Record<string, unknown>,
	interpretation = false
): Step {
	return {
		code,
		rule,
		...(params === undefined ? {} : { params }),
		...(interpretation ? { interpretation: true } : {})
	};
}

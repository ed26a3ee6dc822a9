// The tracker's own vocabulary for Kill the Unicorns: what a table records beyond the engine's
// rules (variants, phases), and the engine's words it uses (characters, what a Scheme does).

/** ktu.variant.expert, ktu.variant.initiation. */
export const VARIANTS = ['standard', 'expert', 'initiation'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The characters and the Initiation bans are the engine's (ktu.characters). */
export {
	CHARACTERS,
	BARRED_WITH_INITIATION_POWERS,
	type Character
} from '$lib/games/kill-the-unicorns';

/** A round's phases in order (ktu.round); `over` once the game has ended. */
export const PHASES = ['trap', 'hunt', 'market'] as const;
export type RoundPhase = (typeof PHASES)[number];
export type Phase = 'setup' | RoundPhase | 'over';

/**
 * Why a unicorn ran away, as quick entry says it in its one tap (ktu.phase.resolve): every player
 * passed, or the totals revealed all tied and cancelled one another.
 */
export const FLED_WHYS = ['passed', 'tied'] as const;
export type FledWhy = (typeof FLED_WHYS)[number];

/** What the winner's revealed Scheme does to the hunt: the engine's one vocabulary. */
export { SCHEME_EFFECTS, type SchemeEffect } from '$lib/games/kill-the-unicorns';

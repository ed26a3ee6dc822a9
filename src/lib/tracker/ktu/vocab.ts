// The tracker's own vocabulary for Kill the Unicorns: what a table records beyond the engine's
// rules (variants, characters, phases, what a revealed Scheme does).

/** ktu.variant.expert, ktu.variant.initiation. */
export const VARIANTS = ['standard', 'expert', 'initiation'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The six retail characters, then the three crowdfunding ones the rulebook mentions. */
export const CHARACTERS = [
	'princess',
	'knight',
	'wizard',
	'shaman',
	'bard',
	'huntress',
	'merchant',
	'thief',
	'black-mage'
] as const;
export type Character = (typeof CHARACTERS)[number];

/** ktu.variant.initiation: without Schemes but with powers, all except Princess and Shaman. */
export const BARRED_WITH_INITIATION_POWERS: readonly Character[] = ['princess', 'shaman'];

/** A round's phases in order (ktu.round); `over` once the game has ended. */
export const PHASES = ['trap', 'hunt', 'market'] as const;
export type RoundPhase = (typeof PHASES)[number];
export type Phase = 'setup' | RoundPhase | 'over';

/** What the winner's revealed Scheme does to the hunt: the engine's one vocabulary. */
export { SCHEME_EFFECTS, type SchemeEffect } from '$lib/games/kill-the-unicorns';

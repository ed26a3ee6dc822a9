import type { Color } from '$lib/games/kill-the-unicorns';

/** A unicorn's colour as a picker offers it: one of the four, or legendary (no colour). */
export type ColorChoice = Color | 'legendary';

/** Colour names in the current language, passed in by the page so the widgets stay generic. */
export type ColorNames = Record<ColorChoice, string>;

export const toChoice = (color: Color | null): ColorChoice => color ?? 'legendary';
export const fromChoice = (choice: ColorChoice): Color | null =>
	choice === 'legendary' ? null : choice;

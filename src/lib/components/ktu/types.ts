import type { Color } from '$lib/games/kill-the-unicorns';
import type { Character, KtuEvent } from '$lib/tracker/ktu';

/** A unicorn's colour as a picker offers it: one of the four, or legendary (no colour). */
export type ColorChoice = Color | 'legendary';

/** Colour names in the current language, passed in by the page so the widgets stay generic. */
export type ColorNames = Record<ColorChoice, string>;

export const toChoice = (color: Color | null): ColorChoice => color ?? 'legendary';
export const fromChoice = (choice: ColorChoice): Color | null =>
	choice === 'legendary' ? null : choice;

/** Records a table action; resolves true once it is saved (false when refused or not saved). */
export type Dispatch = (event: KtuEvent) => Promise<boolean>;

/** One seat of the setup form, before it becomes a setup event. */
export interface SeatDraft {
	id: number;
	name: string;
	character: Character | '';
	color: Color;
	stars: number | null;
	/** Hunt card values as typed ("0 1 1 2 2 3 3 4"), empty when not given. */
	hand: string;
}

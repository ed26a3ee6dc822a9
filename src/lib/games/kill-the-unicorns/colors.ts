/** The four unicorn colours (ktu.components); legendary unicorns have none (`null`). */
export const COLORS = ['pink', 'blue', 'green', 'yellow'] as const;
export type Color = (typeof COLORS)[number];

/** Every legendary unicorn is worth 4 stars (ktu.components, ktu.legendary). */
export const LEGENDARY_STARS = 4;

export function isColor(value: unknown): value is Color {
	return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
}

/** 3 to 6 players (ktu.components: 6 characters, 6 starting unicorns). */
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

/** The unicorn cards in the box: 24 coloured and 4 legendary (ktu.components). */
export const UNICORN_CARDS = 28;
/** One Starting Unicorn a player, 6 in the box (ktu.components, ktu.starters). */
export const STARTING_UNICORNS = 6;
/**
 * The stars a Starting Unicorn is proposed with at setup, changeable seat by seat. The rulebooks
 * say how the starters are dealt but print no value for them; Hornbook's reading takes 1 as the
 * usual starter (docs/rules-readings.md#ktu-starter-stars), so a table whose starters are worth
 * that enters nothing.
 */
export const STARTER_STARS = 1;
/** The most unicorns one player can own: every unicorn card and every Starting Unicorn. */
export const MAX_OWNED = UNICORN_CARDS + STARTING_UNICORNS;

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

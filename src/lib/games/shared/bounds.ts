// Bounds on what a table enters, the one table of them: the engines, the event schemas and the
// inputs' limits all read it. The rulebooks fix some (hunt cards, Paté tokens); where
// they are silent (a star value, scheme points, "counts as", a name's length), the bounds are Hornbook's reading:
// far beyond any real card, yet small enough that a typo cannot decide a game
// (docs/rules-readings.md#ktu-entered-values, #uu-counts-as: entered by the table, negatives allowed).

export interface Bounds {
	min: number;
	max: number;
	/** The rulebook section the bounds rest on. */
	rule: string;
	/** True where the rulebooks give no bound and the numbers are Hornbook's reading. */
	interpretation?: true;
}

/** A KtU unicorn's stars: entered by the table; some cards are bad catches (0 or negative). */
export const STAR_BOUNDS: Bounds = { min: -10, max: 10, rule: 'ktu.scoring', interpretation: true };
/** A KtU scheme's bonus or penalty, on a unicorn or a player. */
export const SCHEME_POINT_BOUNDS: Bounds = {
	min: -30,
	max: 30,
	rule: 'ktu.scheme-reveal',
	interpretation: true
};
/** A Paté token is worth 1, 2 or 3 points. */
export const PATE_BOUNDS: Bounds = { min: 1, max: 3, rule: 'ktu.market.butcher' };
/** A hunt card is worth 0 to 4. */
export const HUNT_CARD_BOUNDS: Bounds = { min: 0, max: 4, rule: 'ktu.components' };
/** How many unicorns one UU unicorn card counts as (Ginormous Unicorn: 2). */
export const COUNTS_AS_BOUNDS: Bounds = {
	min: 0,
	max: 3,
	rule: 'uu.cards.unicorn',
	interpretation: true
};

/** The longest card name a table can type (the longest printed one is far shorter). */
export const CARD_NAME_MAX_LENGTH = 80;

/**
 * The longest player name, in characters (code points) after trimming: the name check's limit
 * (names.ts) and the inputs'. A name is shown on small screens, in lists and beside other names.
 */
export const NAME_MAX_LENGTH = 40;

export interface BoundsError {
	code: 'input.notWhole' | 'input.outOfRange';
	params: { value: unknown; min: number; max: number };
	rule: string;
	interpretation?: true;
}

/** Null when `value` is a whole number within `bounds`; otherwise why not, as a code. */
export function checkBounds(value: unknown, bounds: Bounds): BoundsError | null {
	const { min, max, rule, interpretation } = bounds;
	const base = { params: { value, min, max }, rule, ...(interpretation ? { interpretation } : {}) };
	if (typeof value !== 'number' || !Number.isInteger(value))
		return { code: 'input.notWhole', ...base };
	if (value < min || value > max) return { code: 'input.outOfRange', ...base };
	return null;
}

/** Clamps a stepper's value into `bounds` (whole numbers only). */
export function clampToBounds(value: number, bounds: Bounds): number {
	if (!Number.isFinite(value)) return value > 0 ? bounds.max : bounds.min;
	return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

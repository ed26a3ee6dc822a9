// The values offered as one tap each where a number is entered: those a table enters most, kept
// within the bounds table's range (games/shared/bounds.ts); any other value in the bounds is typed.
import { SCHEME_POINT_BOUNDS, STAR_BOUNDS, type Bounds } from '$lib/games/shared/bounds';

const within = (values: readonly number[], bounds: Bounds): number[] =>
	values.filter((v) => v >= bounds.min && v <= bounds.max);

/** The star values printed on most unicorns. */
export const COMMON_STARS = within([0, 1, 2, 3, 4, 5], STAR_BOUNDS);

/** A Scheme's usual bonus or penalty: small, more often a bonus. */
export const COMMON_SCHEME_POINTS = within([-3, -2, -1, 1, 2, 3, 4, 5], SCHEME_POINT_BOUNDS);

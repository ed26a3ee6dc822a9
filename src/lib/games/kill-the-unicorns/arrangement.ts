// The best arrangement of a player's unicorns into rainbows and same-colour collections
// (ktu.scoring.rainbow, ktu.scoring.sets): an exact search over every number of rainbows, each
// colour then packed into its best collections under the reading of more than 5 of one colour.
import { COLORS, type Color } from './colors';
import type { BeyondFive } from '$lib/vocab';

/** Same-colour collection bonus by size (ktu.scoring.sets): 1 → 0, 2 → 2, 3 → 5, 4 → 8, 5 → 12. */
export const SET_BONUS = [0, 0, 2, 5, 8, 12] as const;
/** The largest collection the table knows. */
export const SET_MAX = 5;
/** One unicorn of each colour (ktu.scoring.rainbow). */
export const RAINBOW_BONUS = 8;

export function setBonusOf(size: number): number {
	return SET_BONUS[Math.min(size, SET_MAX)] ?? 0;
}

/** What one colour keeps for its collections: plain cards and Siamese cards (2 units each). */
interface Kept {
	plain: number;
	siamese: number;
}

/** One colour's collections under a reading: their sizes (2 or more) and bonus. */
interface Collections {
	sizes: number[];
	bonus: number;
}

const packed = new Map<string, Collections>();
/**
 * The best split of one colour's cards into collections of at most 5 units, under the "new
 * collection" reading (ktu.scoring.sets). A Siamese Unicorn is one card (ktu.scheme.siamese): it
 * goes whole into one collection, its two counts never straddle two (docs/rules-readings.md#ktu-siamese: three pink
 * Siamese are 4 + 2, four are 4 + 4). Exact: every first collection, then the best of the rest.
 */
function pack(plain: number, siamese: number): Collections {
	const key = `${plain},${siamese}`;
	const known = packed.get(key);
	if (known) return known;
	let best: Collections = { sizes: [], bonus: 0 };
	for (let s = Math.min(siamese, Math.floor(SET_MAX / 2)); s >= 0; s--) {
		for (let p = Math.min(plain, SET_MAX - 2 * s); p >= 0; p--) {
			const size = 2 * s + p;
			if (size === 0) continue;
			const rest = pack(plain - p, siamese - s);
			const bonus = setBonusOf(size) + rest.bonus;
			if (bonus > best.bonus) {
				const sizes = size >= 2 ? [size, ...rest.sizes] : rest.sizes;
				best = { sizes: sizes.sort((a, b) => b - a), bonus };
			}
		}
	}
	packed.set(key, best);
	return best;
}

/** The collections one colour's kept cards form under a reading. */
function collectionsOf(kept: Kept, reading: BeyondFive): Collections {
	const units = kept.plain + 2 * kept.siamese;
	if (reading === 'cap') return { sizes: units >= 2 ? [units] : [], bonus: setBonusOf(units) };
	return pack(kept.plain, kept.siamese);
}

/**
 * What one colour can keep for its collections once `rainbows` rainbows take their place of that
 * colour: every possibility, none when they cannot. A Siamese Unicorn is one card
 * (ktu.scheme.siamese): it fills one place in one rainbow (its second count then used nowhere
 * else), or its colour's place in two rainbows at once; it never splits between a rainbow and a
 * collection.
 */
function keptAfterRainbows(units: number, siamese: number, rainbows: number): Kept[] {
	const singles = units - 2 * siamese;
	const kept: Kept[] = [];
	for (let used = 0; used <= siamese; used++) {
		for (let plain = 0; plain <= Math.min(singles, rainbows); plain++) {
			const places = rainbows - plain;
			if (places < used || places > Math.min(2, rainbows) * used) continue;
			kept.push({ plain: singles - plain, siamese: siamese - used });
		}
	}
	return kept;
}

/** One colour's best collections beside `rainbows` rainbows, or null when they cannot be made. */
export function bestForColor(
	units: number,
	siamese: number,
	rainbows: number,
	reading: BeyondFive
): (Collections & { units: number }) | null {
	let best: (Collections & { units: number }) | null = null;
	for (const kept of keptAfterRainbows(units, siamese, rainbows)) {
		const collections = collectionsOf(kept, reading);
		const left = kept.plain + 2 * kept.siamese;
		// On equal bonuses the most units kept (the cap reading then names what goes unpaid).
		if (
			!best ||
			collections.bonus > best.bonus ||
			(collections.bonus === best.bonus && left > best.units)
		) {
			best = { ...collections, units: left };
		}
	}
	return best;
}

/**
 * Exact optimum: try every number of rainbows r and give each colour's remaining cards to its
 * best collections. On equal bonuses the arrangement with more rainbows is kept.
 */
export function bestArrangement(
	counts: Record<Color, number>,
	siamese: Record<Color, number>,
	reading: BeyondFive
): { rainbows: number; bonus: number } {
	const maxRainbows = Math.min(...COLORS.map((c) => counts[c]));
	let best = { rainbows: 0, bonus: -1 };
	for (let r = 0; r <= maxRainbows; r++) {
		let bonus = r * RAINBOW_BONUS;
		let possible = true;
		for (const color of COLORS) {
			const own = bestForColor(counts[color], siamese[color], r, reading);
			if (own === null) possible = false;
			else bonus += own.bonus;
		}
		if (possible && bonus >= best.bonus) best = { rainbows: r, bonus };
	}
	return best;
}

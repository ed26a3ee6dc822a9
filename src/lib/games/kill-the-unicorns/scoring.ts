import { SCHEME_POINT_BOUNDS, STAR_BOUNDS, type Bounds } from '../shared/bounds';
import { isWholeNumber } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { COLORS, isColor, type Color } from './colors';
import { BEYOND_FIVE, type BeyondFive } from '$lib/vocab';

/** Same-colour collection bonus by size (ktu.scoring.sets): 1 → 0, 2 → 2, 3 → 5, 4 → 8, 5 → 12. */
export const SET_BONUS = [0, 0, 2, 5, 8, 12] as const;
/** The largest collection the table knows. */
export const SET_MAX = 5;
/** One unicorn of each colour (ktu.scoring.rainbow). */
export const RAINBOW_BONUS = 8;
/** Two rainbows at once win the game (ktu.scoring.rainbow). */
export const DOUBLE_RAINBOW = 2;

// The readings of more than 5 of one colour are a setting too: declared once in the vocabulary.
export { BEYOND_FIVE, type BeyondFive } from '$lib/vocab';

export const COLOR_TOKENS = ['cotton-candy', 'fairy-dust'] as const;
export type ColorTokenKind = (typeof COLOR_TOKENS)[number];
export type Token = 'fake-horn' | { kind: ColorTokenKind; color: Color };

/** Points a token adds to its unicorn (ktu.market.fake-horn, ktu.market.fairy-dust). */
export const TOKEN_POINTS = { 'fake-horn': 2, 'cotton-candy': 0, 'fairy-dust': 2 } as const;
/** A Paté is worth 1, 2 or 3 (ktu.market.butcher). */
export const PATE_MIN = 1;
export const PATE_MAX = 3;

export interface HeldUnicorn {
	/** Star points printed on the card; whole, may be 0 or negative. */
	stars: number;
	/** `null` for a legendary unicorn. */
	color: Color | null;
	/** Siamese Unicorn scheme: counts as 2 of its colour for collections and rainbows. */
	siamese?: boolean;
	/** Signed scheme bonus or penalty pinned to this unicorn. */
	schemePoints?: number;
	/** Black Market tokens in placement order. */
	tokens?: readonly Token[];
}

export interface Holdings {
	unicorns: readonly HeldUnicorn[];
	/** The value of each Paté token. */
	pate?: readonly number[];
	/** Signed scheme bonus or penalty that belongs to no unicorn. */
	schemePoints?: number;
	beyondFive?: BeyondFive;
}

export type Group =
	| { kind: 'rainbow'; size: number; bonus: number }
	| { kind: 'set'; color: Color; size: number; bonus: number };

export interface ScoreResult {
	total: number;
	stars: number;
	tokenPoints: number;
	patePoints: number;
	schemePoints: number;
	setBonus: number;
	rainbows: number;
	rainbowBonus: number;
	/** A double rainbow can be formed: the player wins whatever the points. */
	instantVictory: boolean;
	/** The most rainbows the holdings allow (2 or more is a double rainbow). */
	maxRainbows: number;
	/** Units per colour after tokens, a Siamese Unicorn counting 2. */
	colorCounts: Record<Color, number>;
	/** The reading used for more than 5 of a colour, and the total under the other one. */
	beyondFive: BeyondFive;
	otherReadingTotal: number;
	/** The best arrangement: rainbows first, then collections of 2 or more, in colour order. */
	groups: Group[];
	steps: KtuStep[];
	errors: KtuStep[];
}

/** Scores one player's holdings at the end of the game with the best arrangement (ktu.scoring). */
export function scoreHoldings(input: Holdings): ScoreResult {
	const errors = validateHoldings(input);
	const reading: BeyondFive = input.beyondFive ?? 'cap';
	if (errors.length > 0) return invalid(reading, errors);

	const steps: KtuStep[] = [];
	const counts = { pink: 0, blue: 0, green: 0, yellow: 0 } satisfies Record<Color, number>;
	/** Siamese cards per colour: each is one card, however many units it counts for. */
	const siameseCards = { pink: 0, blue: 0, green: 0, yellow: 0 } satisfies Record<Color, number>;
	let stars = 0;
	let schemePoints = input.schemePoints ?? 0;
	let fakeHorns = 0;
	let fairyDusts = 0;

	const unicorns = input.unicorns;
	for (let index = 0; index < unicorns.length; index++) {
		const unicorn = unicorns[index] as HeldUnicorn;
		stars += unicorn.stars;
		schemePoints += unicorn.schemePoints ?? 0;

		let color = unicorn.color;
		let colorTokens = 0;
		const tokens = unicorn.tokens ?? NO_TOKENS;
		for (let t = 0; t < tokens.length; t++) {
			const token = tokens[t] as Token;
			if (token === 'fake-horn') {
				fakeHorns++;
				continue;
			}
			if (token.kind === 'fairy-dust') fairyDusts++;
			colorTokens++;
			// ktu.faq.same-colour-token: the token's points count, the colour does not change.
			if (token.color === color) {
				steps.push(
					step('score.sameColorToken', 'ktu.faq.same-colour-token', {
						index,
						number: index + 1,
						color
					})
				);
			}
			color = token.color;
		}
		// ktu.faq.stacked-tokens: the last colour token placed decides the colour.
		if (colorTokens > 1) {
			const params = { index, number: index + 1, color, tokens: colorTokens };
			steps.push(step('score.lastColorTokenWins', 'ktu.faq.stacked-tokens', params, true));
		}
		if (unicorn.color === null) {
			if (color === null) {
				steps.push(step('score.legendaryNoColor', 'ktu.legendary', { index, number: index + 1 }));
			} else {
				const params = { index, number: index + 1, color };
				steps.push(step('score.legendaryColored', 'ktu.legendary', params));
			}
		}
		if (color === null) continue;
		if (unicorn.siamese === true) {
			steps.push(step('score.siamese', 'ktu.scheme.siamese', { index, number: index + 1, color }));
			counts[color] += 2;
			siameseCards[color] += 1;
		} else {
			counts[color] += 1;
		}
	}

	const tokenPoints =
		fakeHorns * TOKEN_POINTS['fake-horn'] + fairyDusts * TOKEN_POINTS['fairy-dust'];
	const pate = input.pate ?? [];
	const patePoints = pate.reduce((sum, value) => sum + value, 0);
	const base = stars + tokenPoints + patePoints + schemePoints;

	steps.push(step('score.stars', 'ktu.scoring', { stars, unicorns: input.unicorns.length }));
	if (fakeHorns > 0) {
		steps.push(
			step('score.fakeHorn', 'ktu.market.fake-horn', {
				count: fakeHorns,
				points: fakeHorns * TOKEN_POINTS['fake-horn']
			})
		);
	}
	if (fairyDusts > 0) {
		steps.push(
			step('score.fairyDust', 'ktu.market.fairy-dust', {
				count: fairyDusts,
				points: fairyDusts * TOKEN_POINTS['fairy-dust']
			})
		);
	}
	if (pate.length > 0) {
		steps.push(
			step('score.pate', 'ktu.market.butcher', { count: pate.length, points: patePoints })
		);
	}
	if (schemePoints !== 0) steps.push(step('score.scheme', 'ktu.scoring', { points: schemePoints }));

	const best = bestArrangement(counts, siameseCards, reading);
	const maxRainbows = Math.min(...COLORS.map((c) => counts[c]));
	const groups: Group[] = [];
	for (let i = 0; i < best.rainbows; i++) {
		groups.push({ kind: 'rainbow', size: COLORS.length, bonus: RAINBOW_BONUS });
	}
	if (best.rainbows > 0) {
		steps.push(
			step('score.rainbow', 'ktu.scoring.rainbow', {
				count: best.rainbows,
				bonus: best.rainbows * RAINBOW_BONUS
			})
		);
	}
	let setBonus = 0;
	for (const color of COLORS) {
		const own = bestForColor(counts[color], siameseCards[color], best.rainbows, reading);
		const left = own?.units ?? 0;
		const sizes = own?.sizes ?? [];
		for (const size of sizes) {
			const bonus = setBonusOf(size);
			setBonus += bonus;
			groups.push({ kind: 'set', color, size, bonus });
			steps.push(step('score.set', 'ktu.scoring.sets', { color, size, bonus }));
		}
		if (left > SET_MAX) {
			if (reading === 'cap') {
				steps.push(
					step(
						'score.beyondFiveCap',
						'ktu.scoring.sets',
						{ color, count: left, unpaid: left - SET_MAX },
						true
					)
				);
			} else {
				steps.push(
					step(
						'score.beyondFiveNewCollection',
						'ktu.scoring.sets',
						{ color, count: left, sizes, sizesList: sizes.join(' + ') },
						true
					)
				);
			}
		}
	}

	const rainbowBonus = best.rainbows * RAINBOW_BONUS;
	const total = base + rainbowBonus + setBonus;
	const otherReading: BeyondFive = reading === 'cap' ? 'new-collection' : 'cap';
	const otherReadingTotal = base + bestArrangement(counts, siameseCards, otherReading).bonus;
	// docs/rules-readings.md#ktu-beyond-five: the app shows the difference whenever the reading changes a result.
	if (otherReadingTotal !== total) {
		steps.push(
			step(
				'score.readingChangesTotal',
				'ktu.scoring.sets',
				{ reading, total, otherReading, otherTotal: otherReadingTotal },
				true
			)
		);
	}
	const instantVictory = maxRainbows >= DOUBLE_RAINBOW;
	if (instantVictory) {
		steps.push(step('score.doubleRainbow', 'ktu.scoring.rainbow', { rainbows: maxRainbows }));
	}
	steps.push(step('score.total', 'ktu.scoring', { total }));

	return {
		total,
		stars,
		tokenPoints,
		patePoints,
		schemePoints,
		setBonus,
		rainbows: best.rainbows,
		rainbowBonus,
		instantVictory,
		maxRainbows,
		colorCounts: counts,
		beyondFive: reading,
		otherReadingTotal,
		groups,
		steps,
		errors: []
	};
}

const NO_TOKENS: readonly Token[] = [];

function setBonusOf(size: number): number {
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
function bestForColor(
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
function bestArrangement(
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

function invalid(reading: BeyondFive, errors: KtuStep[]): ScoreResult {
	return {
		total: 0,
		stars: 0,
		tokenPoints: 0,
		patePoints: 0,
		schemePoints: 0,
		setBonus: 0,
		rainbows: 0,
		rainbowBonus: 0,
		instantVictory: false,
		maxRainbows: 0,
		colorCounts: { pink: 0, blue: 0, green: 0, yellow: 0 },
		beyondFive: isBeyondFive(reading) ? reading : 'cap',
		otherReadingTotal: 0,
		groups: [],
		steps: [],
		errors
	};
}

function isBeyondFive(value: unknown): value is BeyondFive {
	return typeof value === 'string' && (BEYOND_FIVE as readonly string[]).includes(value);
}

function validateHoldings(input: unknown): KtuStep[] {
	const errors: KtuStep[] = [];
	const holdings = (typeof input === 'object' && input !== null ? input : {}) as Record<
		string,
		unknown
	>;
	const { unicorns, pate, schemePoints, beyondFive } = holdings;

	if (!Array.isArray(unicorns)) {
		errors.push(
			step('score.error.unicornsNotList', 'ktu.scoring', { field: 'unicorns', value: unicorns })
		);
	} else {
		(unicorns as unknown[]).forEach((entry, index) => validateUnicorn(entry, index, errors));
	}

	if (pate !== undefined) {
		if (!Array.isArray(pate)) {
			errors.push(
				step('score.error.pateNotList', 'ktu.market.butcher', { field: 'pate', value: pate })
			);
		} else {
			(pate as unknown[]).forEach((value, index) => {
				if (!isWholeNumber(value) || value < PATE_MIN || value > PATE_MAX) {
					errors.push(
						step('score.error.pateValue', 'ktu.market.butcher', {
							index,
							number: index + 1,
							field: 'pate',
							value,
							min: PATE_MIN,
							max: PATE_MAX
						})
					);
				}
			});
		}
	}
	if (schemePoints !== undefined && !isWholeNumber(schemePoints)) {
		errors.push(
			step('score.error.playerSchemePointsNotWhole', 'ktu.scoring', {
				field: 'schemePoints',
				value: schemePoints
			})
		);
	} else if (schemePoints !== undefined && outside(schemePoints, SCHEME_POINT_BOUNDS)) {
		errors.push(
			outOfRange(
				'score.error.playerSchemePointsOutOfRange',
				SCHEME_POINT_BOUNDS,
				{},
				'schemePoints',
				schemePoints
			)
		);
	}
	if (beyondFive !== undefined && !isBeyondFive(beyondFive)) {
		errors.push(
			step('score.error.unknownReading', 'ktu.scoring.sets', {
				field: 'beyondFive',
				value: beyondFive
			})
		);
	}
	return errors;
}

/** A whole number beyond what a table can enter (bounds.ts: Hornbook's reading of the cards). */
const outside = (value: number, bounds: Bounds) => value < bounds.min || value > bounds.max;

function outOfRange(
	code:
		| 'score.error.starsOutOfRange'
		| 'score.error.schemePointsOutOfRange'
		| 'score.error.playerSchemePointsOutOfRange',
	bounds: Bounds,
	at: Record<string, unknown>,
	field: string,
	value: number
): KtuStep {
	const { min, max, rule, interpretation } = bounds;
	const s = step(code, rule as KtuStep['rule'], { ...at, field, value, min, max });
	return interpretation ? { ...s, interpretation } : s;
}

function validateUnicorn(entry: unknown, index: number, errors: KtuStep[]): void {
	const at = { index, number: index + 1 };
	if (typeof entry !== 'object' || entry === null) {
		errors.push(
			step('score.error.unicornNotObject', 'ktu.scoring', { ...at, field: 'unicorn', value: entry })
		);
		return;
	}
	const unicorn = entry as Record<string, unknown>;
	if (!isWholeNumber(unicorn.stars)) {
		errors.push(
			step('score.error.starsNotWhole', 'ktu.scoring', {
				...at,
				field: 'stars',
				value: unicorn.stars
			})
		);
	} else if (outside(unicorn.stars, STAR_BOUNDS)) {
		errors.push(outOfRange('score.error.starsOutOfRange', STAR_BOUNDS, at, 'stars', unicorn.stars));
	}
	if (unicorn.color !== null && !isColor(unicorn.color)) {
		errors.push(
			step('score.error.unknownColor', 'ktu.scoring.sets', {
				...at,
				field: 'color',
				value: unicorn.color
			})
		);
	}
	if (unicorn.schemePoints !== undefined && !isWholeNumber(unicorn.schemePoints)) {
		errors.push(
			step('score.error.schemePointsNotWhole', 'ktu.scoring', {
				...at,
				field: 'schemePoints',
				value: unicorn.schemePoints
			})
		);
	} else if (
		unicorn.schemePoints !== undefined &&
		outside(unicorn.schemePoints, SCHEME_POINT_BOUNDS)
	) {
		errors.push(
			outOfRange(
				'score.error.schemePointsOutOfRange',
				SCHEME_POINT_BOUNDS,
				at,
				'schemePoints',
				unicorn.schemePoints
			)
		);
	}
	const tokens = unicorn.tokens;
	if (tokens === undefined) return;
	if (!Array.isArray(tokens)) {
		errors.push(
			step('score.error.tokensNotList', 'ktu.phase.market', {
				...at,
				field: 'tokens',
				value: tokens
			})
		);
		return;
	}
	for (let t = 0; t < tokens.length; t++) {
		const token: unknown = tokens[t];
		if (token === 'fake-horn') continue;
		const kind =
			typeof token === 'object' && token !== null ? (token as Record<string, unknown>).kind : token;
		const where = () => ({
			index,
			number: index + 1,
			token: t,
			tokenNumber: t + 1,
			field: 'tokens'
		});
		if (kind !== 'cotton-candy' && kind !== 'fairy-dust') {
			errors.push(
				step('score.error.unknownToken', 'ktu.phase.market', { ...where(), value: kind })
			);
			continue;
		}
		const color = (token as Record<string, unknown>).color;
		if (!isColor(color)) {
			errors.push(
				step('score.error.unknownTokenColor', `ktu.market.${kind}`, {
					...where(),
					kind,
					value: color
				})
			);
		}
	}
}

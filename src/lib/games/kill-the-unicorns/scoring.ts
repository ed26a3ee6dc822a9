// One player's end-of-game score (ktu.scoring): stars, tokens, Paté and scheme points, then the
// best arrangement of rainbows and collections (arrangement.ts), each step named for the "why".
// The holdings are checked first (holdings-check.ts).
import { bestArrangement, bestForColor, RAINBOW_BONUS, SET_MAX, setBonusOf } from './arrangement';
import { step, type KtuStep } from './codes';
import { COLORS, type Color } from './colors';
import { isBeyondFive, validateHoldings } from './holdings-check';
import type { BeyondFive } from '$lib/vocab';

/** Two rainbows at once win the game (ktu.scoring.rainbow). */
export const DOUBLE_RAINBOW = 2;

// The readings of more than 5 of one colour are a setting too: declared once in the vocabulary.
export { BEYOND_FIVE, type BeyondFive } from '$lib/vocab';

export const COLOR_TOKENS = ['cotton-candy', 'fairy-dust'] as const;
export type ColorTokenKind = (typeof COLOR_TOKENS)[number];
export type Token = 'fake-horn' | { kind: ColorTokenKind; color: Color };

/** Points a token adds to its unicorn (ktu.market.fake-horn, ktu.market.fairy-dust). */
export const TOKEN_POINTS = { 'fake-horn': 2, 'cotton-candy': 0, 'fairy-dust': 2 } as const;
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
		// ktu.faq.stacked-tokens: the last colour token placed decides the colour (all three books).
		if (colorTokens > 1) {
			const params = { index, number: index + 1, color, tokens: colorTokens };
			steps.push(step('score.lastColorTokenWins', 'ktu.faq.stacked-tokens', params));
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

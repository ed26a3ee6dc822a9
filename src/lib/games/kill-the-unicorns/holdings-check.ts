// A player's holdings as entered, checked before they are scored (ktu.scoring): each field that a
// table cannot hold comes back as an error code with its field, never as a number that looks right.
import { PATE_BOUNDS, SCHEME_POINT_BOUNDS, STAR_BOUNDS, type Bounds } from '../shared/bounds';
import { isWholeNumber } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { isColor } from './colors';
import { BEYOND_FIVE, type BeyondFive } from '$lib/vocab';

export function isBeyondFive(value: unknown): value is BeyondFive {
	return typeof value === 'string' && (BEYOND_FIVE as readonly string[]).includes(value);
}

export function validateHoldings(input: unknown): KtuStep[] {
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
				if (!isWholeNumber(value) || value < PATE_BOUNDS.min || value > PATE_BOUNDS.max) {
					errors.push(
						step('score.error.pateValue', 'ktu.market.butcher', {
							index,
							number: index + 1,
							field: 'pate',
							value,
							min: PATE_BOUNDS.min,
							max: PATE_BOUNDS.max
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

import { COUNTS_AS_BOUNDS } from '../shared/bounds';
import { unicornValue } from './cards';
import { step } from './codes';
import type { Step } from './step';

/**
 * A unicorn card in a stable: its name as printed (or typed), or the name with how many
 * unicorns it counts as when a card says other than 1 (0 is allowed: e.g. a downgrade that
 * stops unicorns counting). A bare name counts as `unicornValue(name)`.
 */
export type UnicornInput = string | { name: string; countsAs?: number };

export interface StableInput {
	player: string;
	unicorns: readonly UnicornInput[];
}

export interface UuUnicorn {
	name: string;
	countsAs: number;
}

export interface Stable {
	player: string;
	unicorns: UuUnicorn[];
}

function unicornOf(input: UnicornInput): UuUnicorn {
	return typeof input === 'string'
		? { name: input, countsAs: unicornValue(input) }
		: { name: input.name, countsAs: input.countsAs ?? unicornValue(input.name) };
}

/** uu.end: unicorns in a stable, each card counting 1 unless it says otherwise. Throws on bad input. */
export function stableCount(unicorns: readonly UnicornInput[]): number {
	if (!Array.isArray(unicorns)) throw new TypeError('stableCount: expected an array');
	const list: readonly UnicornInput[] = unicorns;
	return list.reduce<number>((sum, input) => {
		const unicorn = unicornOf(input);
		if (typeof unicorn.name !== 'string')
			throw new TypeError('stableCount: a name is not a string');
		if (!Number.isInteger(unicorn.countsAs) || unicorn.countsAs < 0) {
			throw new RangeError(`stableCount: countsAs must be a whole number ≥ 0 (${unicorn.name})`);
		}
		return sum + unicorn.countsAs;
	}, 0);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const blank = (text: string) => text.trim().length === 0;

/** Same player whatever the spacing or Unicode form; case still tells players apart. */
const playerKey = (name: string) => name.normalize('NFC').trim();

function checkUnicorn(input: unknown, field: string, position: number, player: string): Step[] {
	const name = isRecord(input) ? input.name : input;
	if (typeof name !== 'string') {
		return [step('error.unicorn.notString', 'uu.end', { field, player, position })];
	}
	if (blank(name)) return [step('error.unicorn.empty', 'uu.end', { field, player, position })];
	const countsAs = isRecord(input) ? input.countsAs : undefined;
	if (
		countsAs !== undefined &&
		!(
			typeof countsAs === 'number' &&
			Number.isInteger(countsAs) &&
			countsAs >= COUNTS_AS_BOUNDS.min &&
			countsAs <= COUNTS_AS_BOUNDS.max
		)
	) {
		// Ginormous Unicorn counts as 2; the upper bound is Hornbook's reading (bounds.ts).
		return [
			step('error.unicorn.countsAs', 'uu.end', {
				field: `${field}.countsAs`,
				player,
				unicorn: name,
				value: typeof countsAs === 'number' ? countsAs : typeof countsAs,
				min: COUNTS_AS_BOUNDS.min,
				max: COUNTS_AS_BOUNDS.max
			})
		];
	}
	return [];
}

/**
 * Checks user-entered stables: a list of `{ player, unicorns }` with non-empty, distinct player
 * names and unicorn names as non-empty strings. Errors name the field; stables come back only
 * when there are none.
 */
export function validateStables(input: unknown): { stables: Stable[]; errors: Step[] } {
	if (!Array.isArray(input)) {
		return {
			stables: [],
			errors: [step('error.stables.notArray', 'uu.end', { field: 'stables' })]
		};
	}
	const errors: Step[] = [];
	const seen = new Set<string>();
	input.forEach((entry: unknown, index) => {
		const field = `stables[${index}]`;
		const position = index + 1;
		if (!isRecord(entry)) {
			errors.push(step('error.stable.notObject', 'uu.end', { field, position }));
			return;
		}
		const { player, unicorns } = entry;
		if (typeof player !== 'string') {
			errors.push(step('error.player.notString', 'uu.end', { field: `${field}.player`, position }));
		} else if (blank(player)) {
			errors.push(step('error.player.empty', 'uu.end', { field: `${field}.player`, position }));
		} else if (seen.has(playerKey(player))) {
			errors.push(
				step('error.player.duplicate', 'uu.end', { field: `${field}.player`, position, player })
			);
		} else {
			seen.add(playerKey(player));
		}
		const name = typeof player === 'string' ? player : '';
		if (!Array.isArray(unicorns)) {
			errors.push(
				step('error.unicorns.notArray', 'uu.end', {
					field: `${field}.unicorns`,
					position,
					player: name
				})
			);
			return;
		}
		unicorns.forEach((unicorn: unknown, u) => {
			errors.push(...checkUnicorn(unicorn, `${field}.unicorns[${u}]`, u + 1, name));
		});
	});
	if (errors.length > 0) return { stables: [], errors };
	const stables = (input as StableInput[]).map(({ player, unicorns }) => ({
		player,
		unicorns: unicorns.map(unicornOf)
	}));
	return { stables, errors };
}

/** uu.end: a stable's count with a step for each card that counts as other than 1, then the total. */
export function countStable(stable: Stable): { count: number; steps: Step[] } {
	const steps = stable.unicorns
		.filter((u) => u.countsAs !== 1)
		.map((u) =>
			// docs/rules-readings.md#uu-counts-as: Ginormous Unicorn counts as 2, and the tracker allows such adjustments.
			step(
				'stable.countsAs',
				'uu.end',
				{ player: stable.player, unicorn: u.name, count: u.countsAs },
				true
			)
		);
	const count = stableCount(stable.unicorns);
	steps.push(step('stable.count', 'uu.end', { player: stable.player, count }));
	return { count, steps };
}

import type { Step } from '$lib/games/shared/step';
import { dataKey, type TFn } from '$lib/i18n/i18n';

/** An engine step, or a line the page adds itself, with the namespace that translates its code. */
export type ExplainStep = Step & { ns?: string };

/**
 * The display name of a player id the engine was given (a seat id), or undefined when the value
 * names no seat and is shown as it is.
 */
export type PlayerNames = (id: string) => string | undefined;

/** The params that name players, one or a list: the engines carry ids there, the view names. */
const PLAYER_PARAMS: ReadonlySet<string> = new Set([
	'player',
	'players',
	'taker',
	'from',
	'to',
	'order',
	'winner',
	'firstPlayer',
	'otherPlayer'
]);

function named(value: unknown, names: PlayerNames): unknown {
	if (typeof value === 'string') return names(value) ?? value;
	if (Array.isArray(value)) return value.map((v) => named(v, names));
	return value;
}

/**
 * Interpolation values made safe to print: a missing or non-finite value never shows as NaN, and
 * with `names` a seat id in a player param shows as the player's name.
 */
export function printable(
	params: Record<string, unknown> | undefined,
	names?: PlayerNames
): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(params ?? {})) {
		if (value === null || value === undefined) out[key] = '—';
		else if (typeof value === 'number' && !Number.isFinite(value)) out[key] = '—';
		else if (names && PLAYER_PARAMS.has(key)) out[key] = named(value, names);
		else out[key] = value;
	}
	return out;
}

/**
 * The sentence for a step in the current language (`ns` when the step names none); `names` turns
 * the seat ids in its player params into the names the table typed.
 */
export function stepText(t: TFn, step: ExplainStep, ns: string, names?: PlayerNames): string {
	return t(dataKey(`${step.ns ?? ns}:${step.code}`), printable(step.params, names));
}

/** The list's own words, translated by the page, so the list serves any game or tool. */
export interface WhyLabels {
	/** Text of each rulebook link, e.g. "Rule". */
	rule: string;
	/** Marker of a step that applies a reading where the rulebooks are silent or disagree. */
	reading: string;
	/**
	 * The marker and its explanation as one sentence in the language's own punctuation, read by
	 * screen readers instead of the marker (and shown as its tooltip).
	 */
	readingHint: string;
}

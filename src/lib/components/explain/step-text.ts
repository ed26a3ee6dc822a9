import type { Step } from '$lib/games/shared/step';
import type { TFn } from '$lib/i18n/i18n';

/** An engine step, or a line the page adds itself, with the namespace that translates its code. */
export type ExplainStep = Step & { ns?: string };

/** Interpolation values made safe to print: a missing or non-finite value never shows as NaN. */
function printable(params: Record<string, unknown> | undefined): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(params ?? {})) {
		if (value === null || value === undefined) out[key] = '—';
		else if (typeof value === 'number' && !Number.isFinite(value)) out[key] = '—';
		else out[key] = value;
	}
	return out;
}

/** The sentence for a step in the current language (`ns` when the step names none). */
export function stepText(t: TFn, step: ExplainStep, ns: string): string {
	return t(`${step.ns ?? ns}:${step.code}`, printable(step.params));
}

/** The list's own words, translated by the page, so the list serves any game or tool. */
export interface WhyLabels {
	/** Text of each rulebook link, e.g. "Rule". */
	rule: string;
	/** Marker of a step that applies a reading where the rulebooks are silent or disagree. */
	reading: string;
	/** Longer explanation of that marker, for screen readers and the tooltip. */
	readingHint: string;
}

/**
 * One line of an engine's "why": a code the UI translates, the data it needs, and the rulebook
 * section it rests on. `interpretation: true` marks a decision taken where the rulebooks are
 * silent or disagree (one entry each in docs/rules-readings.md); the UI says so next to the result.
 */
export type Step<Code extends string = string, Rule extends string = string> = {
	code: Code;
	params?: Record<string, unknown>;
	rule: Rule;
	interpretation?: boolean;
};

/** A rulebook section id, e.g. `ktu.ties`. */
export type RuleRef = string;

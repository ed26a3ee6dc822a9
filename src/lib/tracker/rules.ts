// Which rules a game was played under, and what today's rules make of a game recorded under
// others. The fingerprint is computed by the build from the rules' own sources
// (scripts/rules-fingerprint.mjs), so a change to a rule constant or a scoring table is noticed
// with no version to raise by hand.
import { GAMES, type GameId, type Progress, type RecordedResult } from '$lib/vocab';

declare const __RULES_FINGERPRINTS__: Record<GameId, string> | undefined;

/** This build's rules fingerprint of each game (vite.config.ts defines it at build time). */
export const RULES_FINGERPRINT: Readonly<Record<GameId, string>> =
	typeof __RULES_FINGERPRINTS__ === 'undefined'
		? // Only code run outside the build (a Playwright helper) reads this: no game is saved there.
			(Object.fromEntries(GAMES.map((game) => [game, 'unbuilt'])) as Record<GameId, string>)
		: __RULES_FINGERPRINTS__;

/** The same result: the same code and the same params (in any key order). */
export function sameProgress(a: Progress, b: Progress): boolean {
	if (a.code !== b.code) return false;
	const keys = Object.keys(a.params);
	return (
		keys.length === Object.keys(b.params).length &&
		keys.every((key) => JSON.stringify(a.params[key]) === JSON.stringify(b.params[key]))
	);
}

/**
 * The result to keep with a game after a change: today's when today's rules finish it; none when
 * the table took back the action that finished it under today's rules; else the one recorded
 * under other rules, kept until today's rules finish the game again (the table is still setting
 * its log right).
 */
export function resultAfter(
	kind: GameId,
	finished: boolean,
	progress: Progress,
	kept: RecordedResult | null
): RecordedResult | null {
	const rules = RULES_FINGERPRINT[kind];
	if (finished) return { progress, rules };
	return kept && kept.rules !== rules ? kept : null;
}

/** What today's rules make of a game that has a recorded result, for the screens to flag. */
export interface RulesCheck {
	/** The result as recorded when the game finished: what the game shows as its result. */
	recorded: Progress;
	/** Today's rules give another result (or none: they refuse actions the game was played with). */
	differs: boolean;
}

/** Checks a recorded result against where today's rules leave the game. */
export function checkRecorded(recorded: RecordedResult, today: Progress): RulesCheck {
	return { recorded: recorded.progress, differs: !sameProgress(recorded.progress, today) };
}

import type { Refusal } from '$lib/tracker/log';
import type { UuRule } from '$lib/games/unstable-unicorns';

/**
 * The tracker's own refusal codes (translated under `refusal` in locales/<lang>/uu.json). Where
 * the engine already decides (player count, names, actions), its own code is passed on as is and
 * translated by the steps-uu namespace.
 */
export const UU_REFUSALS = [
	'refusal.malformed',
	'refusal.notSetUp',
	'refusal.alreadySetUp',
	'refusal.babies',
	'refusal.badName',
	'refusal.cardNameTooLong',
	'refusal.cardNameCharacter',
	'refusal.gameOver',
	'refusal.unknownPlayer',
	'refusal.unknownUnicorn',
	'refusal.samePlayer',
	'refusal.endPhase',
	'refusal.phaseBehind'
] as const;

export type UuRefusalCode = (typeof UU_REFUSALS)[number];

export function refusal(
	code: UuRefusalCode,
	rule: UuRule,
	params?: Record<string, unknown>
): Refusal {
	return { code, rule, ...(params === undefined ? {} : { params }) };
}

/** The i18next key of any refusal code the UU reducer gives. */
export function refusalKey(code: string): string {
	// The log's own (a correction pointing past the end of the game) is worded beside the log.
	if (code.startsWith('log.')) return `uu-games:log.refusals.${code.slice(4)}`;
	return code.startsWith('refusal.') ? `uu-games:${code}` : `steps-uu:${code}`;
}

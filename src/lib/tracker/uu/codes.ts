import type { Refusal } from '$lib/tracker/log';
import { SHARED_REFUSALS } from '$lib/tracker/refusals';
import type { UuRule } from '$lib/games/unstable-unicorns';

/**
 * The codes of a finished game's summary (game.ts): the results an Unstable Unicorns game records
 * and a file's recorded result may hold, each worded under `summary` in uu-games.json.
 */
export const UU_RESULTS = ['summary.won', 'summary.everyoneLost'] as const;

/**
 * The tracker's own refusal codes (translated under `refusal` in locales/<lang>/uu-games.json;
 * those both games give, SHARED_REFUSALS, once for both in play.json). Where
 * the engine already decides (player count, names, actions), its own code is passed on as is and
 * translated by the steps-uu namespace.
 */
export const UU_REFUSALS = [
	'refusal.malformed',
	'refusal.notSetUp',
	...SHARED_REFUSALS,
	'refusal.babies',
	'refusal.cardNameTooLong',
	'refusal.cardNameCharacter',
	'refusal.gameOver',
	'refusal.unknownPlayer',
	'refusal.unknownUnicorn',
	'refusal.samePlayer',
	'refusal.endPhase',
	'refusal.phaseBehind',
	'refusal.onlyCopies',
	'refusal.nothingToNeigh',
	'refusal.neighOwn'
] as const;

export type UuRefusalCode = (typeof UU_REFUSALS)[number];

export function refusal(
	code: UuRefusalCode,
	rule: UuRule,
	params?: Record<string, unknown>
): Refusal {
	return { code, rule, ...(params === undefined ? {} : { params }) };
}

// The sentence for a refusal of either tracked game's fold: its own codes or its engine's.
import type { GameId } from '$lib/vocab';
import { printable, type PlayerNames } from '$lib/components/explain/step-text';
import type { TFn } from '$lib/i18n/i18n';
import { GAME_PAGES } from '$lib/state/game-pages';
import type { Refusal } from '$lib/tracker/log';

/**
 * The i18next key of a refusal code of a game's fold: the tracker's own (`refusal.…`) in the
 * game's screens' namespace, the log's (a correction pointing past the end of the game) worded
 * beside the log there, any other its engine's (`steps-ktu`, `steps-uu`).
 */
export function refusalKey(kind: GameId, code: string): string {
	const ns = GAME_PAGES[kind].ns;
	if (code.startsWith('log.')) return `${ns}:log.refusals.${code.slice('log.'.length)}`;
	return code.startsWith('refusal.') ? `${ns}:${code}` : `steps-${kind}:${code}`;
}

/** `names` turns the seat ids in the refusal's player params into the players' names. */
export function refusalText(t: TFn, kind: GameId, refusal: Refusal, names?: PlayerNames): string {
	return t(refusalKey(kind, refusal.code), printable(refusal.params, names));
}

// The sentence for a refusal of either tracked game's fold: its own codes or its engine's.
import type { GameId } from '$lib/vocab';
import { printable, type PlayerNames } from '$lib/components/explain/step-text';
import type { TFn } from '$lib/i18n/i18n';
import { refusalKey } from '$lib/state/game-ui';
import type { Refusal } from '$lib/tracker/log';

/** `names` turns the seat ids in the refusal's player params into the players' names. */
export function refusalText(t: TFn, kind: GameId, refusal: Refusal, names?: PlayerNames): string {
	return t(refusalKey(kind, refusal.code), printable(refusal.params, names));
}

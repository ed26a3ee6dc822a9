// A KtU control's stable id on the game screen (`data-tap`, games/tap-id.ts): the moment of the game
// it acts in (the round, its phase, the unicorn hunted, the hunts settled), then the control.
import type { KtuState } from '$lib/tracker/ktu';
import { tapJoin } from '$lib/components/games/tap-id';

/** The moment of the game a control acts in. */
export const momentOf = (table: KtuState): string =>
	`${table.round}.${table.phase}.${table.slot}.${table.hunts.length}`;

/** The id of the control `parts` name at this moment of `table`. */
export const tapId = (table: KtuState, ...parts: (string | number)[]): string =>
	tapJoin(momentOf(table), ...parts);

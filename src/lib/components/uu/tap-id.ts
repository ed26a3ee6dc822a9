// A UU control's stable id on the game screen (`data-tap`, games/tap-id.ts): the moment of the game
// it acts in (the turn, its phase, how many events the turn has recorded, whether the game is still
// on), then the place on the screen and the control. The components take the id of the part they
// sit in (`tap`) and add their controls to it.
import type { UuState } from '$lib/tracker/uu';
import { tapJoin } from '$lib/components/games/tap-id';

/** The moment of the game a control acts in. */
export const momentOf = (table: UuState): string =>
	`${table.turn.turn}.${table.turn.phase}.${table.turnEvents}.${table.status}`;

/** The id of the control (or the part of the screen) `parts` name at this moment of `table`. */
export const tapId = (table: UuState, ...parts: (string | number)[]): string =>
	tapJoin(momentOf(table), ...parts);

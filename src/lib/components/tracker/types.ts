import type { Color } from '$lib/games/kill-the-unicorns';
import type { Character, KtuEvent } from '$lib/tracker/ktu';

/** Records a table action; resolves true once it is saved (false when refused or not saved). */
export type Dispatch = (event: KtuEvent) => Promise<boolean>;

/** One seat of the setup form, before it becomes a setup event. */
export interface SeatDraft {
	id: number;
	name: string;
	character: Character | '';
	color: Color;
	stars: number | null;
	/** Hunt card values as typed ("0 1 1 2 2 3 3 4"), empty when not given. */
	hand: string;
}

// What a one-tap hunt records (ktu.phase.resolve, ktu.scheme-reveal): who caught the unicorn, or
// that it ran away, and what the revealed Scheme did only when the table said so. The log then says
// no more than the table did: a Scheme nobody spoke of is not recorded as one that changed nothing.
import type { KtuEvent, SchemeEffect } from '$lib/tracker/ktu';

/** What the table said of the revealed Scheme: `said` once it picked anything in the choice. */
export interface SchemeSaid {
	effect: SchemeEffect;
	said: boolean;
}

/** The `caught` entry of a quick hunt on a unicorn carrying `schemes` Schemes. */
export function caughtEvent(
	player: number | null,
	schemes: number,
	scheme: SchemeSaid,
	taker?: number
): KtuEvent {
	const told = player !== null && schemes > 0 && scheme.said;
	return {
		type: 'caught',
		player,
		...(told ? { effect: scheme.effect } : {}),
		...(taker === undefined ? {} : { taker })
	};
}

// What a one-tap hunt records (ktu.phase.resolve, ktu.scheme-reveal): who caught the unicorn, or
// that it ran away, and what the revealed Scheme did only when the table said so. The log then says
// no more than the table did: a Scheme nobody spoke of is not recorded as one that changed nothing.
import type { FledWhy, KtuEvent, SchemeEffect } from '$lib/tracker/ktu';

/** What the table said of the revealed Scheme: `said` once it picked anything in the choice. */
export interface SchemeSaid {
	effect: SchemeEffect;
	said: boolean;
}

/**
 * The `caught` entry of a quick hunt on a unicorn carrying `schemes` Schemes; `why` the unicorn
 * fled, when nobody caught it (the tap that says so says why).
 */
export function caughtEvent(
	player: number | null,
	schemes: number,
	scheme: SchemeSaid,
	taker?: number,
	why?: FledWhy
): KtuEvent {
	const told = player !== null && schemes > 0 && scheme.said;
	return {
		type: 'caught',
		player,
		...(told ? { effect: scheme.effect } : {}),
		...(taker === undefined ? {} : { taker }),
		...(player === null && why !== undefined ? { why } : {})
	};
}

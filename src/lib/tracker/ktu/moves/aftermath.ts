// What the Scheme revealed at a hunt did in front of the players (ktu.scheme-reveal), when the
// table records it right after that hunt: a Trojan's exchange, a Zombie's discard, a Siamese,
// Scheme points. Kept on the hunt's record, so the log's line for the catch and the results'
// panel tell the one story the fold knows (a catch never reads "keeps the unicorn" before its
// Trojan exchanged it).
import type { KtuEvent } from '../events';
import type { HuntRecord, KtuState, RowUnicorn, SchemeActs } from '../state';
import { countsAs } from '../view';
import { replaceAt } from './common';

/**
 * The unicorn whose hunt was settled last in this round, while nothing of the next hunt (or of
 * the Black Market) has been entered yet; null otherwise.
 */
export function settledSlot(before: KtuState): number | null {
	const last = before.hunts.at(-1);
	if (!last || last.round !== before.round) return null;
	if (before.phase === 'hunt') {
		const untouched = before.hunt.first === null && before.hunt.entries.every((e) => e === null);
		return untouched ? last.slot : null;
	}
	if (before.phase === 'market')
		return before.decisions.every((d) => d === null) ? last.slot : null;
	return null;
}

/** What the event does in front of the players, as a revealed Scheme's act; null for another. */
function actsOf(before: KtuState, event: KtuEvent): SchemeActs | null {
	switch (event.type) {
		case 'exchange':
			return { kind: 'exchange', a: event.a.player, b: event.b.player };
		case 'discard':
			return { kind: 'discard', holder: event.player };
		case 'siamese': {
			const u = before.collections[event.player]?.[event.unicorn];
			if (!event.siamese || !u) return null;
			const target: RowUnicorn = { color: countsAs(u), stars: u.stars };
			return { kind: 'siamese', holder: event.player, target };
		}
		case 'add-points':
			return { kind: 'points', holder: event.player, points: event.points };
		default:
			return null;
	}
}

/**
 * The table after an entry, with the act kept on the hunt just settled when the entry is the
 * first thing recorded after it and its winner revealed a Scheme that changed nobody's catch. A
 * power used first ends the wait: the move after it is that power's doing (the log says it in the
 * power's own sentence), not the Scheme's.
 */
export function withActs(before: KtuState, event: KtuEvent, after: KtuState): KtuState {
	const last: HuntRecord | undefined = before.hunts.at(-1);
	if (!last || last.scheme !== 'no-effect' || last.winner === null) return after;
	if (last.acts || last.powerFirst) return after;
	if (settledSlot(before) !== last.slot) return after;
	const at = after.hunts.length - 1;
	if (after.hunts[at] !== last) return after;
	if (event.type === 'power') {
		return { ...after, hunts: replaceAt(after.hunts, at, { ...last, powerFirst: true }) };
	}
	const acts = actsOf(before, event);
	if (!acts) return after;
	return { ...after, hunts: replaceAt(after.hunts, at, { ...last, acts }) };
}

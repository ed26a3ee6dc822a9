// The order the table plays a hunt in (ktu.pass, ktu.phase.hunt), for a log a correction changed:
// the first player at the hunt's start acts first, each one who passes before anyone bid hands
// the token to the left, and the first who bids leads; the others follow. Live entry keeps a log
// in that order (the reducer's guide); a correction of an earlier hunt can change who starts a
// later one, and the bids recorded then would read as if a player led before the token reached
// them. The fold settles a hunt the same in any order (hunt.ts reads the seats); this puts its
// entries back in the order the table played, so each line of the log is true where it stands.
// Two rules, each correction read by the one it was recorded under (log.ts `Correction.arrange`):
// 1, the openers first and the others as entered; 2 (`TABLE_ORDER`), a hunt whose openers do not
// open it reads clockwise from the player who held the token at its start, the order the table
// bid in, since the order it was entered in came from the wrong first player. A hunt whose
// openers already lead stays as entered, under both: live entry never moves.
import type { KtuEvent } from './events';
import { caughtRef } from './refs';
import type { KtuState } from './state';
import type { Result } from './moves/result';

type HuntEntry = Extract<KtuEvent, { type: 'bid' | 'pass' }>;

/** A bid or pass of the hunt under way: stamped for it, or unstamped (entries from before stamps). */
function ofHunt(state: KtuState, event: KtuEvent | undefined): event is HuntEntry {
	return (
		state.phase === 'hunt' &&
		(event?.type === 'bid' || event?.type === 'pass') &&
		(event.hunt === undefined || event.hunt === caughtRef(state.round, state.slot))
	);
}

/**
 * Of a run of the hunt's entries, those the table plays first (indices into the run, in order):
 * from the first player at the hunt's start round the table, each pass up to the first bid, and
 * that bid. Seats already entered before the run count as they stand.
 */
function openers(state: KtuState, run: readonly HuntEntry[]): number[] {
	const n = state.players.length;
	const front: number[] = [];
	let seat = state.hunt.start;
	for (let k = 0; k < n; k++) {
		let kind = state.hunt.entries[seat]?.kind;
		if (kind === undefined) {
			const at = run.findIndex((e) => e.player === seat);
			if (at < 0) break;
			front.push(at);
			kind = run[at]?.type === 'bid' ? 'bid' : 'pass';
		}
		if (kind === 'bid') break;
		seat = (seat + 1) % n;
	}
	return front;
}

/** The rule of the arrangement this build stamps on the corrections it records. */
export const TABLE_ORDER = 2;

/**
 * The events' indices in the order the table played them, or null when they stand so already:
 * in each run of a hunt's bids and passes whose openers (`openers`) do not come first, the
 * openers first and the others in the order they were entered (rule 1), or every entry clockwise
 * from the hunt's first player (rule 2 and later). Nothing else moves.
 */
export function tableArrangement(
	initial: () => KtuState,
	apply: (state: KtuState, event: KtuEvent) => Result,
	events: readonly KtuEvent[],
	rule = TABLE_ORDER
): number[] | null {
	let state = initial();
	const order: number[] = [];
	let moved = false;
	const play = (at: number) => {
		const event = events[at];
		const r = event ? apply(state, event) : null;
		if (r?.ok) state = r.state;
		order.push(at);
	};
	let at = 0;
	while (at < events.length) {
		if (!ofHunt(state, events[at])) {
			play(at++);
			continue;
		}
		const run: number[] = [];
		while (at < events.length && ofHunt(state, events[at])) run.push(at++);
		const front = openers(
			state,
			run.map((i) => events[i] as HuntEntry)
		).map((k) => run[k] as number);
		const rest = run.filter((i) => !front.includes(i));
		let played = [...front, ...rest];
		if (rule >= 2 && played.some((i, k) => i !== run[k])) {
			// Entered from another first player: the seats in the order they bid, from the hunt's.
			const n = state.players.length;
			const start = state.hunt.start;
			const rank = (i: number) => ((events[i] as HuntEntry).player - start + n) % n;
			played = [...run].sort((a, b) => rank(a) - rank(b));
		}
		if (played.some((i, k) => i !== run[k])) moved = true;
		played.forEach(play);
	}
	return moved ? order : null;
}

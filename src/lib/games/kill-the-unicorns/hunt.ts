// Who catches the unicorn (ktu.phase.resolve, ktu.ties, ktu.scheme.size), once the bids are
// checked (bids.ts).
import { cancelTies } from '../shared/ties';
import { validateBids, type ValidBid } from './bids';
import { step, type KtuStep } from './codes';

export interface Bid {
	player: string;
	/** Sum of the hunt cards played. */
	total: number;
	/** How many hunt cards were played, when known. */
	cards?: number | null;
	/** The player uses the Knight's power (may play a different number of cards). */
	knight?: boolean;
}

export interface HuntInput {
	/** Table order, the lead first; players who passed are absent. */
	bids: readonly Bid[];
	/** "Size Does Not Matter": after tie cancellation the lowest total wins. */
	lowestWins?: boolean;
}

export type HuntOutcome = 'captured' | 'fled' | 'invalid';

export interface HuntResult {
	outcome: HuntOutcome;
	winner: string | null;
	/** Totals removed by tie cancellation, each once, highest first. */
	cancelled: number[];
	steps: KtuStep[];
	errors: KtuStep[];
}

/** Decides who catches the unicorn (ktu.phase.resolve, ktu.ties, ktu.scheme.size). */
export function resolveHunt(input: HuntInput): HuntResult {
	const { bids, errors, steps } = validateBids(input.bids);
	if (errors.length > 0) {
		return { outcome: 'invalid', winner: null, cancelled: [], steps: [], errors };
	}

	// ktu.faq.everyone-passes: a player who passes can never catch it, so nobody can.
	if (bids.length === 0) {
		steps.push(step('hunt.nobodyBid', 'ktu.faq.everyone-passes', {}, true));
		return { outcome: 'fled', winner: null, cancelled: [], steps, errors };
	}

	const lowestWins = input.lowestWins === true;
	const only = bids.length === 1 ? bids[0] : undefined;
	if (only) {
		steps.push(step('hunt.onlyBidder', 'ktu.pass', { player: only.player, total: only.total }));
		return captured(only, steps);
	}

	const { survivors, groups, cancelled } = cancelTies(bids, (b) => b.total);
	for (const group of groups) {
		const players = group.members.map((b) => b.player);
		// ktu.faq.zero: a tie of zeros cancels like any other.
		steps.push(
			step('hunt.tieCancelled', group.total === 0 ? 'ktu.faq.zero' : 'ktu.ties', {
				total: group.total,
				players,
				count: players.length
			})
		);
	}

	let winner: ValidBid | undefined;
	for (const bid of survivors) {
		if (!winner || (lowestWins ? bid.total < winner.total : bid.total > winner.total)) winner = bid;
	}
	if (!winner) {
		steps.push(step('hunt.allCancelled', 'ktu.ties', { cancelled }));
		return { outcome: 'fled', winner: null, cancelled, steps, errors };
	}

	const params = { player: winner.player, total: winner.total };
	if (lowestWins) {
		steps.push(step('hunt.lowestWins', 'ktu.scheme.size', params));
	} else {
		const rule = cancelled.length > 0 ? 'ktu.ties' : 'ktu.phase.resolve';
		steps.push(step('hunt.highestWins', rule, params));
	}
	return { ...captured(winner, steps), cancelled };
}

function captured(winner: ValidBid, steps: KtuStep[]): HuntResult {
	if (winner.total === 0) {
		steps.push(step('hunt.zeroWins', 'ktu.faq.zero', { player: winner.player }));
	}
	return { outcome: 'captured', winner: winner.player, cancelled: [], steps, errors: [] };
}

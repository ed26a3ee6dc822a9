import { cancelTies } from '../shared/ties';
import { isWholeNumber } from '../shared/checks';
import { step, type KtuStep } from './codes';
import { checkPlayerList } from './players';

export interface PlayerScore {
	player: string;
	total: number;
	/** The player holds a double rainbow (ktu.scoring.rainbow). */
	instantVictory?: boolean;
}

export interface WinnerInput {
	scores: readonly PlayerScore[];
}

export interface WinnerResult {
	winner: string | null;
	/** Totals removed by tie cancellation, each once, highest first. */
	cancelled: number[];
	steps: KtuStep[];
	errors: KtuStep[];
}

/** Who wins the game (ktu.scoring, ktu.faq.final-tie, ktu.scoring.rainbow). */
export function findWinner(input: WinnerInput): WinnerResult {
	const errors = validateScores(input.scores);
	if (errors.length > 0) return { winner: null, cancelled: [], steps: [], errors };
	const scores = input.scores;
	const steps: KtuStep[] = [];

	const instant = scores.filter((s) => s.instantVictory === true).map((s) => s.player);
	const first = instant[0];
	if (first !== undefined && instant.length === 1) {
		steps.push(step('winner.doubleRainbow', 'ktu.scoring.rainbow', { player: first }));
		return { winner: first, cancelled: [], steps, errors };
	}
	if (instant.length > 1) {
		// docs/rules-readings.md#ktu-double-rainbow: cannot happen at a real table; if entered, it is a tie between them.
		steps.push(
			step(
				'winner.doubleRainbowTie',
				'ktu.scoring.rainbow',
				{ players: instant, count: instant.length },
				true
			)
		);
		return { winner: null, cancelled: [], steps, errors };
	}

	const { survivors, groups, cancelled } = cancelTies(scores, (s) => s.total);
	for (const group of groups) {
		const players = group.members.map((s) => s.player);
		steps.push(
			step('winner.tieCancelled', 'ktu.faq.final-tie', {
				total: group.total,
				players,
				count: players.length
			})
		);
	}
	let best: PlayerScore | undefined;
	for (const score of survivors) if (!best || score.total > best.total) best = score;
	if (!best) {
		steps.push(step('winner.nobody', 'ktu.faq.final-tie', { cancelled }));
		return { winner: null, cancelled, steps, errors };
	}
	const rule = cancelled.length > 0 ? 'ktu.faq.final-tie' : 'ktu.overview';
	steps.push(step('winner.highestTotal', rule, { player: best.player, total: best.total }));
	return { winner: best.player, cancelled, steps, errors };
}

function validateScores(raw: unknown): KtuStep[] {
	const players = checkPlayerList(raw, {
		field: 'scores',
		nameField: 'player',
		rule: 'ktu.scoring'
	});
	if (players.entries === null || players.errors.length > 0) return players.errors;
	const errors: KtuStep[] = [];
	players.entries.forEach((entry, index) => {
		errors.push(...(players.at[index] ?? []));
		const score = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
			string,
			unknown
		>;
		const player = score.player;
		// Every part of a score is whole (stars, tokens, Paté, schemes, bonuses); it may be negative.
		if (!isWholeNumber(score.total)) {
			const name = typeof player === 'string' ? player : '';
			errors.push(
				step('winner.error.totalNotWhole', 'ktu.scoring', {
					player: name,
					index,
					number: index + 1,
					field: 'total',
					value: score.total
				})
			);
		}
	});
	return errors;
}

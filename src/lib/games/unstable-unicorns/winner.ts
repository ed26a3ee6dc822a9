import { step } from './codes';
import { countLettersInNames } from './letters';
import { checkPlayerCount, unicornsToWin } from './players';
import { countStable, validateStables, type Stable } from './stable';
import type { Step } from './step';

export interface Standing {
	player: string;
	/** Unicorns in the stable, each card counted as it says (Ginormous Unicorn: 2). */
	unicorns: number;
	/** Letters in the names of all unicorn cards in the stable (uu.end tie-break). */
	letters: number;
}

function standingsOf(stables: Stable[]): { standings: Standing[]; steps: Step[] } {
	const steps: Step[] = [];
	const standings = stables.map((stable) => {
		const counted = countStable(stable);
		steps.push(...counted.steps);
		return {
			player: stable.player,
			unicorns: counted.count,
			letters: countLettersInNames(stable.unicorns.map((u) => u.name))
		};
	});
	return { standings, steps };
}

function leaders(standings: Standing[], by: 'unicorns' | 'letters'): Standing[] {
	const best = Math.max(...standings.map((s) => s[by]));
	return standings.filter((s) => s[by] === best);
}

export interface WinCheck {
	/** The player who has won, or null while nobody has reached the goal (or on bad input). */
	winner: string | null;
	/** Unicorns needed to win at this table. */
	goal: number | null;
	/** Every player at or over the goal, in the order given. */
	reached: string[];
	standings: Standing[];
	steps: Step[];
	errors: Step[];
}

/**
 * uu.end: the first player with the goal (7 for 2–5 players, 6 for 6–8) in their stable wins at
 * once. `players` defaults to the number of stables; stables may leave out players with none.
 * List stables in turn order starting with the player whose turn it is: should several reach the
 * goal at the same moment, the first listed wins (the rulebooks are silent; see win.simultaneous).
 */
export function checkWin({
	players,
	stables
}: {
	players?: number;
	stables: readonly { player: string; unicorns: readonly unknown[] }[];
}): WinCheck {
	const validated = validateStables(stables);
	const tableSize = players ?? (Array.isArray(stables) ? stables.length : undefined);
	const errors = [
		...(tableSize === undefined ? [] : checkPlayerCount(tableSize)),
		...validated.errors
	];
	if (
		errors.length === 0 &&
		typeof tableSize === 'number' &&
		validated.stables.length > tableSize
	) {
		errors.push(
			step('error.stables.tooMany', 'uu.end', {
				field: 'stables',
				count: validated.stables.length,
				players: tableSize
			})
		);
	}
	if (errors.length > 0) {
		return { winner: null, goal: null, reached: [], standings: [], steps: [], errors };
	}

	const goal = unicornsToWin(tableSize as number);
	const { standings, steps: counted } = standingsOf(validated.stables);
	const steps = [step('goal.unicorns', 'uu.end', { players: tableSize, count: goal }), ...counted];
	const reached = standings.filter((s) => s.unicorns >= goal);
	const first = reached[0];
	if (!first) {
		steps.push(step('win.notYet', 'uu.end', { count: goal }));
	} else {
		steps.push(
			step('win.reached', 'uu.end', { player: first.player, count: first.unicorns, goal })
		);
		if (reached.length > 1) {
			steps.push(
				step(
					'win.simultaneous',
					'uu.end',
					{ players: reached.map((s) => s.player), player: first.player },
					true
				)
			);
		}
	}
	return {
		winner: first?.player ?? null,
		goal,
		reached: reached.map((s) => s.player),
		standings,
		steps,
		errors: []
	};
}

export interface DeckOutResult {
	winner: string | null;
	/** uu.end: still tied on unicorns and letters — everyone loses. */
	everyoneLoses: boolean;
	standings: Standing[];
	steps: Step[];
	errors: Step[];
}

/**
 * uu.end, the draw pile runs out: most unicorns wins (each card counted as it says, so Ginormous
 * Unicorn is 2 — "each unicorn card counts as one unless a card says otherwise" applies to every
 * count); a tie → the tied players count the letters of all their unicorns' names (as typed,
 * letters only) and most letters wins; still tied → everyone loses. The result does not depend on
 * the order of the stables.
 */
export function decideDeckOutWinner({
	stables
}: {
	stables: readonly { player: string; unicorns: readonly unknown[] }[];
}): DeckOutResult {
	const validated = validateStables(stables);
	const errors = [
		...(Array.isArray(stables) ? checkPlayerCount(stables.length, 'stables') : []),
		...validated.errors
	];
	if (errors.length > 0) {
		return { winner: null, everyoneLoses: false, standings: [], steps: [], errors };
	}

	const { standings, steps: counted } = standingsOf(validated.stables);
	const steps = [step('deckOut.start', 'uu.end'), ...counted];
	const byUnicorns = leaders(standings, 'unicorns');
	const top = byUnicorns[0] as Standing;
	if (byUnicorns.length === 1) {
		steps.push(step('deckOut.mostUnicorns', 'uu.end', { player: top.player, count: top.unicorns }));
		return { winner: top.player, everyoneLoses: false, standings, steps, errors: [] };
	}

	steps.push(
		step('deckOut.tie', 'uu.end', {
			players: byUnicorns.map((s) => s.player),
			count: top.unicorns
		}),
		// docs/rules-readings.md#uu-letters: letters only, names as the player picked or typed them.
		step('deckOut.namesAsTyped', 'uu.end', undefined, true),
		...byUnicorns.map((s) =>
			step('deckOut.letters', 'uu.end', { player: s.player, count: s.letters })
		)
	);
	const byLetters = leaders(byUnicorns, 'letters');
	const best = byLetters[0] as Standing;
	if (byLetters.length === 1) {
		steps.push(step('deckOut.mostLetters', 'uu.end', { player: best.player, count: best.letters }));
		return { winner: best.player, everyoneLoses: false, standings, steps, errors: [] };
	}
	steps.push(
		step('deckOut.everyoneLoses', 'uu.end', {
			players: byLetters.map((s) => s.player),
			count: best.letters
		})
	);
	return { winner: null, everyoneLoses: true, standings, steps, errors: [] };
}

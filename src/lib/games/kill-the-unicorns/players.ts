// The one check of a list of players an engine is given (a hunt's bids, the final scores, the
// seating): a list, not empty where somebody must be there, each entry naming a player, nobody
// twice. One family of codes (`players.error.*`); each caller cites the rule its list rests on.
import { isPlayerName, playerKey } from '../shared/checks';
import { step, type KtuStep } from './codes';
import type { KtuRule } from './sections';

export interface PlayerListOptions {
	/** The input field the list came in (`bids`, `scores`, `players`). */
	field: string;
	/** The field of an entry that holds its player (`player`), or the entry itself when absent. */
	nameField?: string;
	/** The rule the list rests on. */
	rule: KtuRule;
	/** An empty list is allowed (a hunt everyone passed). */
	allowEmpty?: boolean;
}

export interface PlayerListCheck {
	/** The entries, or null when the input is not a list. */
	entries: readonly unknown[] | null;
	/** What is wrong with the list as a whole (not a list, nobody in it). */
	errors: KtuStep[];
	/** What is wrong with each entry's player, by index (at most one step each). */
	at: readonly KtuStep[][];
}

/** Checks a list of players; the caller reports the list's errors, then each entry's in order. */
export function checkPlayerList(list: unknown, options: PlayerListOptions): PlayerListCheck {
	const { field, nameField, rule } = options;
	if (!Array.isArray(list)) {
		return {
			entries: null,
			errors: [step('players.error.notList', rule, { field, value: list })],
			at: []
		};
	}
	const entries = list as unknown[];
	const errors =
		entries.length === 0 && options.allowEmpty !== true
			? [step('players.error.empty', rule, { field, value: list })]
			: [];
	const seen = new Set<string>();
	const at = entries.map((entry, index): KtuStep[] => {
		const player =
			nameField === undefined
				? entry
				: typeof entry === 'object' && entry !== null
					? (entry as Record<string, unknown>)[nameField]
					: undefined;
		const where = { index, number: index + 1, field: nameField ?? field, value: player };
		if (!isPlayerName(player)) return [step('players.error.nameMissing', rule, where)];
		if (seen.has(playerKey(player)))
			return [step('players.error.twice', rule, { player, ...where })];
		seen.add(playerKey(player));
		return [];
	});
	return { entries, errors, at };
}

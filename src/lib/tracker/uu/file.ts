// Export files and saved-game summaries of UU games.
import type { GameSummary } from '$lib/db/games';
import type { GameKind } from '$lib/tracker/file';
import { replay } from '$lib/tracker/log';
import type { UuEvent } from './events';
import { uuReducer, type UuState } from './reducer';

/**
 * The events of an imported file, replayed strictly: the first refused event is the file's
 * fault (a damaged or hand-edited log), and the whole file is refused for it.
 */
export function checkUuEvents(
	kind: GameKind,
	events: unknown[]
): { index: number; reason: string } | null {
	if (kind !== 'uu') return null; // a foreign kind is refused by the caller, with its own message
	const { refused } = replay(uuReducer, events as UuEvent[]);
	const first = refused[0];
	return first ? { index: first.index, reason: first.error.code } : null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The saved-games row of a game: its players and where it stands, in the current language. */
export function summaryOf(state: UuState, t: Translate): GameSummary {
	const winner = state.winner === null ? null : (state.players[state.winner] ?? null);
	const progress =
		winner !== null
			? t('uu-games:summary.won', { player: winner })
			: state.status === 'deck-out'
				? t('uu-games:summary.everyoneLost')
				: t('uu-games:summary.turn', { turn: state.turn.turn });
	return { title: t('uu-games:summary.title'), players: [...state.players], progress };
}

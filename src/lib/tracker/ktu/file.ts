// Export files and saved-game summaries of KtU games.
import type { GameSummary } from '$lib/db/games';
import type { GameKind } from '$lib/tracker/file';
import { replay } from '$lib/tracker/log';
import type { KtuEvent } from './events';
import { ktuReducer } from './reducer';
import type { KtuState } from './state';

/**
 * The events of an imported file, replayed strictly: the first refused event is the file's
 * fault (a damaged or hand-edited log), and the whole file is refused for it.
 */
export function checkKtuEvents(
	kind: GameKind,
	events: unknown[]
): { index: number; reason: string } | null {
	if (kind !== 'ktu') return null; // a foreign kind is refused by the caller, with its own message
	const { refused } = replay(ktuReducer, events as KtuEvent[]);
	const first = refused[0];
	return first ? { index: first.index, reason: first.error.code } : null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The saved-games row of a game: its players and where it stands, in the current language. */
export function summaryOf(state: KtuState, t: Translate): GameSummary {
	const progress =
		state.phase === 'over'
			? t('ktu-games:summary.over')
			: t('ktu-games:summary.round', {
					round: state.round,
					phase: t(`ktu-games:phase.${state.phase === 'setup' ? 'trap' : state.phase}`)
				});
	return { title: t('ktu-games:summary.title'), players: [...state.names], progress };
}

// One descriptor per tracked game: what the saved-games list, import/export, the new-game and game
// pages need to know about a game's rules, in one place. Codes, not sentences, and no URLs: the
// state layer knows each game's pages and namespace (state/game-pages.ts) and translates there.
import type { GameId, GameSummary, Progress } from '$lib/vocab';
import type { FileParse } from './file-schema';
import { replay, type Reducer } from './log';
import { ktuReducer } from './ktu/reducer';
import { KTU_EVENT_VERSION, isKtuSetup, type KtuEvent } from './ktu/events';
import { parseKtuFile } from './ktu/file-schema';
import type { KtuState } from './ktu/state';
import { finalCount } from './ktu/view';
import type { BeyondFive } from '$lib/games/kill-the-unicorns';
import { uuReducer, type UuState } from './uu/reducer';
import { UU_EVENT_VERSION, isUuSetup, type UuEvent } from './uu/events';
import { parseUuFile } from './uu/file-schema';

/** What the player chose that changes a summary (KtU's reading of more than 5 of a colour). */
export interface SummaryOptions {
	beyondFive?: BeyondFive;
}

export interface TrackedGame<E, S> {
	kind: GameId;
	title: string;
	reducer: Reducer<E, S>;
	/**
	 * The version of the events this build writes: stored with each event. Raise it with any change
	 * to an event's shape or to what the rules accept (a shape change also needs a way to read the
	 * old shape: none has been needed yet).
	 */
	eventVersion: number;
	/** Whether an event is the game's set-up: every game starts from one. */
	isSetup: (event: E) => boolean;
	/** The players' display names in seat order (the view shows them; the fold keys by seat). */
	names(state: S): readonly string[];
	summary(state: S, options?: SummaryOptions): GameSummary;
	/** The game has ended: its result is read, no longer played on. */
	finished(state: S): boolean;
	/**
	 * Parses an export file of this game (its valibot schema, then a strict replay) into a fresh,
	 * checked game, or the reasons it is refused.
	 */
	parseFile(text: string): FileParse<E>;
}

/** How a finished KtU game ended: who won and with how many points (ktu.scoring). */
function ktuResult(state: KtuState, beyondFive: BeyondFive): Progress {
	const { winner, winnerSeat, scores } = finalCount(state, beyondFive);
	if (winner.errors.length > 0) return { code: 'summary.over', params: { end: state.end } };
	if (winnerSeat === null) return { code: 'summary.noWinner', params: { end: state.end } };
	const player = state.names[winnerSeat] ?? '';
	const score = scores[winnerSeat];
	return score?.instantVictory
		? { code: 'summary.rainbow', params: { seat: winnerSeat, player } }
		: { code: 'summary.won', params: { seat: winnerSeat, player, points: score?.total ?? 0 } };
}

export const KTU_GAME: TrackedGame<KtuEvent, KtuState> = {
	kind: 'ktu',
	title: 'Kill the Unicorns',
	reducer: ktuReducer,
	eventVersion: KTU_EVENT_VERSION,
	isSetup: isKtuSetup,
	names: (state) => state.names,
	finished: (state) => state.phase === 'over',
	summary(state, options) {
		const progress: Progress =
			state.phase === 'over'
				? ktuResult(state, options?.beyondFive ?? 'cap')
				: {
						code: 'summary.round',
						// Before the setup is recorded there is no phase yet: the first one is the trap.
						params: { round: state.round, phase: state.phase === 'setup' ? 'trap' : state.phase }
					};
		return { title: this.title, players: [...state.names], progress };
	},
	parseFile: parseKtuFile
};

export const UU_GAME: TrackedGame<UuEvent, UuState> = {
	kind: 'uu',
	title: 'Unstable Unicorns',
	reducer: uuReducer,
	eventVersion: UU_EVENT_VERSION,
	isSetup: isUuSetup,
	names: (state) => state.players,
	finished: (state) => state.winner !== null || state.status === 'deck-out',
	summary(state) {
		const winner = state.winner;
		const progress: Progress =
			winner !== null
				? { code: 'summary.won', params: { seat: winner, player: state.players[winner] ?? '' } }
				: state.status === 'deck-out'
					? { code: 'summary.everyoneLost', params: {} }
					: { code: 'summary.turn', params: { turn: state.turn.turn } };
		return { title: this.title, players: [...state.players], progress };
	},
	parseFile: parseUuFile
};

/** Every tracked game by kind. */
export const TRACKED_GAMES: {
	ktu: TrackedGame<KtuEvent, KtuState>;
	uu: TrackedGame<UuEvent, UuState>;
} = { ktu: KTU_GAME, uu: UU_GAME };

export type AnyTrackedGame = (typeof TRACKED_GAMES)[GameId];

export const trackedGame = (kind: GameId): AnyTrackedGame => TRACKED_GAMES[kind];

/** The summary of a game from its events (the truth), whatever its kind. */
export function summaryOfEvents(kind: GameId, events: readonly unknown[]): GameSummary {
	const game = trackedGame(kind) as TrackedGame<unknown, unknown>;
	return game.summary(replay(game.reducer, events).state);
}

// The fold of an Unstable Unicorns game: events in, table state out. Every rule is the engine's;
// this file only keeps the record and refuses what the rules (or the record) do not allow.
// Long: one fold, read whole: each move is a few lines handing the engine's verdict back, and the
// moves share the state's shape and the refusal helpers above them.
import { seatKey, seatOfKey } from '$lib/vocab';
import {
	DECKS,
	EDITIONS,
	advanceTurn,
	checkAction,
	checkPlayerCount,
	checkWin,
	decideDeckOutWinner,
	firstTurn,
	unicornValue,
	unicornsToWin,
	validateStables,
	TURN_PHASES,
	type TurnPhase,
	type Action,
	type CardLanguage,
	type DeckOutResult,
	type Edition,
	type TurnState,
	type UuUnicorn,
	type WinCheck
} from '$lib/games/unstable-unicorns';
import { CARD_NAME_MAX_LENGTH } from '$lib/games/shared/bounds';
import { firstNameProblem, forbiddenCharacter } from '$lib/games/shared/names';
import { readEvent } from '$lib/tracker/file-schema';
import type { Applied, Reducer, Refusal } from '$lib/tracker/log';
import { refusal } from './codes';
import { uuEventSchema, type UuSetupEvent, type UuEvent } from './events';

export type UuStatus = 'new' | 'playing' | 'won' | 'deck-out';

export interface UuState {
	status: UuStatus;
	/** Names in seat order, for the views only: engines, results and params name seats by key. */
	players: readonly string[];
	edition: Edition;
	language: CardLanguage;
	/** Unicorns needed to win at this table (0 before the setup). */
	goal: number;
	/** Each seat's Stable, in the order the unicorns came in. */
	stables: readonly (readonly UuUnicorn[])[];
	turn: TurnState;
	/** The action taken this turn, if any (uu.phase.action: one per turn). */
	action: Action | null;
	/** Seat of the winner: by reaching the goal, or by the deck-out tie-breaks. */
	winner: number | null;
	/** The winning check, when someone reached the goal. */
	win: WinCheck | null;
	/** The deck-out ruling, when the draw pile ran out. */
	deckOut: DeckOutResult | null;
}

export const initialState = (): UuState => ({
	status: 'new',
	players: [],
	edition: 'standard-2e',
	language: 'en',
	goal: 0,
	stables: [],
	turn: firstTurn(),
	action: null,
	winner: null,
	win: null,
	deckOut: null
});

type Result = Applied<UuState>;
const ok = (state: UuState): Result => ({ ok: true, state });
const no = (error: Refusal): Result => ({ ok: false, error });
const fromStep = (s: { code: string; params?: Record<string, unknown>; rule: string }): Result =>
	no({ code: s.code, rule: s.rule, ...(s.params === undefined ? {} : { params: s.params }) });

const isEdition = (value: string): value is Edition =>
	(EDITIONS as readonly string[]).includes(value);

function setUp(event: UuSetupEvent): Result {
	const count = checkPlayerCount(event.players.length);
	if (count[0]) return fromStep(count[0]);
	const { edition } = event;
	if (!isEdition(edition)) {
		return no({
			code: 'error.edition.unknown',
			rule: 'uu.setup',
			params: { field: 'edition', value: String(edition) }
		});
	}
	if (event.babies.length !== event.players.length) {
		return no(
			refusal('refusal.babies', 'uu.setup', {
				count: event.babies.length,
				players: event.players.length
			})
		);
	}
	// Every name through the one name check (length, visible, no direction overrides, told apart).
	const badName = firstNameProblem(event.players);
	if (badName) {
		const { seat, reason, params } = badName;
		return no(
			refusal('refusal.badName', 'uu.setup', { ...params, seat, number: seat + 1, reason })
		);
	}
	// A baby's name is shown in every log line of its Stable: no character may reorder them.
	for (const baby of event.babies) {
		const char = forbiddenCharacter(baby);
		if (char) return no(refusal('refusal.cardNameCharacter', 'uu.setup', { char }));
	}
	// The babies go through the engine's own checks.
	const checked = validateStables(
		event.players.map((_, i) => ({ player: seatKey(i), unicorns: [event.babies[i]] }))
	);
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	return ok({
		...initialState(),
		status: 'playing',
		players: [...event.players],
		edition,
		language: event.language ?? DECKS[edition].language,
		goal: unicornsToWin(event.players.length),
		stables: checked.stables.map((s) => s.unicorns)
	});
}

/** Stables as the engine takes them, listed from `firstSeat` round the table. */
function stablesFrom(state: UuState, stables: UuState['stables'], firstSeat: number) {
	const n = state.players.length;
	return Array.from({ length: n }, (_, k) => {
		const seat = (firstSeat + k) % n;
		return { player: seatKey(seat), unicorns: stables[seat] ?? [] };
	});
}

/**
 * uu.end: a Stable changed; the first player at the goal wins at once. The table is listed from
 * the player whose turn it is, as checkWin asks.
 */
function withStables(state: UuState, stables: UuState['stables']): Result {
	const win = checkWin({
		players: state.players.length,
		stables: stablesFrom(state, stables, state.turn.seat)
	});
	if (win.errors[0]) return fromStep(win.errors[0]);
	if (win.winner === null) return ok({ ...state, stables });
	return ok({
		...state,
		stables,
		status: 'won',
		winner: seatOfKey(win.winner),
		win
	});
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
	list.map((item, i) => (i === index ? value : item));

function unicornOf(name: string, countsAs: number | undefined): UuUnicorn {
	return { name, countsAs: countsAs ?? unicornValue(name) };
}

function addUnicorn(state: UuState, player: number, name: string, countsAs?: number): Result {
	const stable = state.stables[player];
	if (!stable)
		return no(refusal('refusal.unknownPlayer', 'uu.terms.places', { position: player + 1 }));
	if ([...name.trim()].length > CARD_NAME_MAX_LENGTH)
		return no(
			refusal('refusal.cardNameTooLong', 'uu.cards.unicorn', { max: CARD_NAME_MAX_LENGTH })
		);
	const badCharacter = forbiddenCharacter(name);
	if (badCharacter)
		return no(refusal('refusal.cardNameCharacter', 'uu.cards.unicorn', { char: badCharacter }));
	const checked = validateStables([
		{
			player: seatKey(player),
			unicorns: [countsAs === undefined ? { name } : { name, countsAs }]
		}
	]);
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	const unicorn = unicornOf(name, countsAs);
	// uu.phase.action: a unicorn that comes into the current player's Stable in the Action phase,
	// before any action is recorded, is the card they played: it is the turn's action (Hornbook's
	// reading; an action already recorded, such as a Magic card that brought it, stays).
	const played =
		state.turn.phase === 'action' && player === state.turn.seat && state.action === null;
	const next = played ? { ...state, action: 'play-unicorn' as const } : state;
	return withStables(next, replaceAt(state.stables, player, [...stable, unicorn]));
}

function removeUnicorn(state: UuState, player: number, index: number): Result {
	const stable = state.stables[player];
	if (!stable)
		return no(refusal('refusal.unknownPlayer', 'uu.terms.places', { position: player + 1 }));
	if (index >= stable.length)
		return no(refusal('refusal.unknownUnicorn', 'uu.terms.places', { player: seatKey(player) }));
	return ok({
		...state,
		stables: replaceAt(
			state.stables,
			player,
			stable.filter((_, i) => i !== index)
		)
	});
}

function moveUnicorn(state: UuState, from: number, index: number, to: number): Result {
	const source = state.stables[from];
	const target = state.stables[to];
	if (!source)
		return no(refusal('refusal.unknownPlayer', 'uu.terms.places', { position: from + 1 }));
	if (!target) return no(refusal('refusal.unknownPlayer', 'uu.terms.places', { position: to + 1 }));
	if (from === to)
		return no(refusal('refusal.samePlayer', 'uu.terms.places', { player: seatKey(from) }));
	const unicorn = source[index];
	if (!unicorn)
		return no(refusal('refusal.unknownUnicorn', 'uu.terms.places', { player: seatKey(from) }));
	const stables = state.stables.map((stable, seat) =>
		seat === from
			? stable.filter((_, i) => i !== index)
			: seat === to
				? [...stable, unicorn]
				: stable
	);
	return withStables(state, stables);
}

function takeAction(state: UuState, action: string): Result {
	const check = checkAction({
		phase: state.turn.phase,
		action,
		actionsTaken: state.action === null ? 0 : 1
	});
	if (check.errors[0]) return fromStep(check.errors[0]);
	// The engine refuses any name that is not one of its actions (error.action.unknown).
	return ok({ ...state, action: action as Action });
}

function advance(state: UuState): Result {
	const next = advanceTurn({ state: state.turn, players: state.players.length });
	if (next.errors[0]) return fromStep(next.errors[0]);
	const newTurn = next.state.turn !== state.turn.turn;
	return ok({ ...state, turn: next.state, action: newTurn ? null : state.action });
}

/**
 * uu.turn: forward to a later phase of this turn (the phases between were played at the table),
 * or, with no phase, to the next player's turn. Never backwards: undo is for that.
 */
function advanceTo(state: UuState, target: TurnPhase | 'next-turn'): Result {
	if (
		target !== 'next-turn' &&
		TURN_PHASES.indexOf(target) <= TURN_PHASES.indexOf(state.turn.phase)
	)
		return no(refusal('refusal.phaseBehind', 'uu.turn', { phase: target }));
	let current = state;
	for (let i = 0; i < TURN_PHASES.length; i++) {
		const result = advance(current);
		if (!result.ok) return result;
		current = result.state;
		if (
			target === 'next-turn' ? current.turn.turn !== state.turn.turn : current.turn.phase === target
		)
			return result;
	}
	return no(refusal('refusal.malformed', 'uu.turn'));
}

function deckOut(state: UuState): Result {
	const result = decideDeckOutWinner({
		stables: state.players.map((_, seat) => ({
			player: seatKey(seat),
			unicorns: state.stables[seat] ?? []
		}))
	});
	if (result.errors[0]) return fromStep(result.errors[0]);
	return ok({
		...state,
		status: 'deck-out',
		winner: seatOfKey(result.winner),
		deckOut: result
	});
}

/** The log is read through the events' schema (file-schema.ts `readEvent`), as a file is. */
function apply(state: UuState, input: UuEvent): Result {
	const event = readEvent(uuEventSchema, input);
	if (!event) return no(refusal('refusal.malformed', 'uu.turn'));
	if (event.type === 'setup') {
		return state.status === 'new' ? setUp(event) : no(refusal('refusal.alreadySetUp', 'uu.setup'));
	}
	if (state.status === 'new') return no(refusal('refusal.notSetUp', 'uu.setup'));
	if (state.status !== 'playing') return no(refusal('refusal.gameOver', 'uu.end'));
	switch (event.type) {
		case 'phase':
			if (event.to !== undefined) return advanceTo(state, event.to);
			// uu.phase.end: leaving the end phase is the turn passing on, a separate step.
			return state.turn.phase === 'end'
				? no(refusal('refusal.endPhase', 'uu.phase.end'))
				: advance(state);
		case 'turn-ended':
			// One tap passes the turn: the phases left were played at the table (Hornbook's reading).
			return advanceTo(state, 'next-turn');
		case 'action':
			return takeAction(state, event.action);
		case 'unicorn-added':
			return addUnicorn(state, event.player, event.name, event.countsAs);
		case 'unicorn-removed':
			return removeUnicorn(state, event.player, event.index);
		case 'unicorn-moved':
			return moveUnicorn(state, event.from, event.index, event.to);
		case 'deck-out':
			return deckOut(state);
	}
}

export const uuReducer: Reducer<UuEvent, UuState> = { initial: initialState, apply };

/** Unstable Unicorns rules engine: pure, deterministic; results carry steps (codes, not sentences). */
export type { Step } from './step';
// Types only: the section ids' list is read by the rulebook, so the engine's chunks do not carry it.
export type { UuRule, UuSection } from './sections';
export { UU_CODES, UU_PLURAL_CODES, type UuCode } from './codes';
export {
	MIN_PLAYERS,
	MAX_PLAYERS,
	WIN_GOALS,
	unicornsToWin,
	checkPlayerCount,
	goalFor
} from './players';
export { countLetters, countLettersInNames } from './letters';
export {
	EDITIONS,
	CARD_LANGUAGES,
	CARD_TYPES,
	UNICORN_TYPES,
	DECKS,
	cardName,
	cardOf,
	neighName,
	pickList,
	normaliseCardName,
	unicornValue,
	type Edition,
	type CardLanguage,
	type CardType,
	type CardEntry,
	type Deck,
	type NeighCard
} from './cards';
export {
	stableCount,
	validateStables,
	countStable,
	type UnicornInput,
	type StableInput,
	type UuUnicorn,
	type Stable
} from './stable';
export {
	checkWin,
	decideDeckOutWinner,
	type Standing,
	type WinCheck,
	type DeckOutResult
} from './winner';
export {
	TURN_PHASES,
	phaseRule,
	CARDS_DRAWN_PER_TURN,
	isTurnPhase,
	nextPhase,
	nextPlayer,
	turnOf,
	turnsTaken,
	firstTurn,
	advanceTurn,
	type TurnPhase,
	type TurnState
} from './turn';
export { ACTIONS, ACTIONS_PER_TURN, actionForCard, checkAction, type Action } from './actions';
export { HAND_LIMIT, discardsNeeded, endOfTurnDiscards } from './hand';
export {
	CARDS_DEALT,
	BABIES_EACH,
	TWO_PLAYER_NEIGHS_EACH,
	TWO_PLAYER_REMOVALS,
	FIRST_PLAYER_RULES,
	twoPlayerRemovals,
	twoPlayerRemovedCount,
	setupFor,
	type SetupResult
} from './setup';

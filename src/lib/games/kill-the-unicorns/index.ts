// Kill the Unicorns rules engine: pure functions, one object in, one object out.
export type { Step, RuleRef } from '../shared/step';
export { cancelTies, type TieCancellation, type TiedGroup } from '../shared/ties';

export {
	COLORS,
	isColor,
	LEGENDARY_STARS,
	MIN_PLAYERS,
	MAX_PLAYERS,
	UNICORN_CARDS,
	STARTING_UNICORNS,
	STARTER_STARS,
	MAX_OWNED,
	type Color
} from './colors';
export { KTU_CODES, type KtuCode, type KtuStep } from './codes';
// Types only: the section ids' list is read by the rulebook, so the engine's chunks do not carry it.
export type { KtuRule, KtuSection } from './sections';
export { LEAD_CARDS_MIN, LEAD_CARDS_MAX, HAND_SIZE } from './bids';
export { HUNT_CARD_BOUNDS, PATE_BOUNDS } from '../shared/bounds';
export { resolveHunt, type Bid, type HuntInput, type HuntOutcome, type HuntResult } from './hunt';
export { SET_BONUS, SET_MAX, RAINBOW_BONUS } from './arrangement';
export {
	scoreHoldings,
	DOUBLE_RAINBOW,
	BEYOND_FIVE,
	COLOR_TOKENS,
	TOKEN_POINTS,
	type BeyondFive,
	type ColorTokenKind,
	type Token,
	type HeldUnicorn,
	type Holdings,
	type Group,
	type ScoreResult
} from './scoring';
export { findWinner, type PlayerScore, type WinnerInput, type WinnerResult } from './winner';
export {
	MARKET_ITEMS,
	MARKET_COSTS,
	COLORED_ITEMS,
	initialStock,
	stockLeft,
	soldOut,
	canPurchase,
	applyPurchase,
	marketOrder,
	isMarketItem,
	type MarketItem,
	type ColoredItem,
	type MarketStock,
	type PurchaseInput,
	type PurchaseCheck
} from './market';
export {
	firstPlayerAfterHunt,
	firstPlayerAfterPass,
	ROUNDS,
	UNICORNS_PER_ROUND,
	MAX_SCHEMES_PER_UNICORN,
	type TokenResult
} from './round';
export {
	applyScheme,
	isSchemeEffect,
	SCHEME_EFFECTS,
	type SchemeEffect,
	type SchemeInput,
	type SchemeOutcome,
	type SchemeResult
} from './scheme';
export {
	CHARACTERS,
	BARRED_WITH_INITIATION_POWERS,
	barredCharacters,
	checkPowerUse,
	checkCharacterPower,
	isCharacter,
	type Character,
	type PowerInput
} from './characters';
export {
	checkKnightPower,
	checkRoundCards,
	cardCounts,
	type CardCount,
	type CardCountsInput,
	type KnightInput,
	type RoundCardsInput
} from './knight';

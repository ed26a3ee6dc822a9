/** The Kill the Unicorns tracker: events, their fold (rules from the engine), views and files. */
export {
	KTU_EVENT_VERSION,
	ktuEventSchema,
	ktuEntrySchema,
	type KtuEvent,
	type KtuEventType,
	type KtuSetupEvent,
	type SetupPlayer,
	type BidEvent,
	type PurchaseEvent,
	type AddPointsEvent
} from './events';
export { KTU_REFUSALS, type KtuRefusalCode } from './codes';
export { ktuReducer, initialState, nextBuyer } from './reducer';
export { placeRefs, withRefs } from './refs';
export { PHASE_MOVES, MOVES, HOLDINGS, accepts } from './phases';
export { prepareSetup, parseHand, type SetupDraft, type SeatDraftInput } from './moves/setup';
export { revealsScheme } from './moves/hunt';
export { settledSlot } from './moves/aftermath';
export { knightPowerSpent } from './state';
export type {
	KtuState,
	OwnedUnicorn,
	RowUnicorn,
	Slot,
	Entry,
	CurrentHunt,
	HuntRecord,
	SchemeActs,
	RecordOutcome,
	PurchaseRecord,
	MarketDecision,
	PlayerInfo,
	TrackerStep
} from './state';
export {
	VARIANTS,
	CHARACTERS,
	BARRED_WITH_INITIATION_POWERS,
	PHASES,
	SCHEME_EFFECTS,
	FLED_WHYS,
	type FledWhy,
	type Variant,
	type Character,
	type Phase,
	type RoundPhase,
	type SchemeEffect
} from './vocab';
export {
	huntOrder,
	nextToAct,
	stageOf,
	marketQueue,
	fromFirstPlayer,
	purchaseCheck,
	countsAs,
	shelves,
	scoreOf,
	finalCount,
	type Stage,
	type ColorShelf,
	type FinalCount
} from './view';
export { parseKtuFile } from './file-schema';

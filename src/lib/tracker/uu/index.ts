/** The Unstable Unicorns tracker: events, their fold (rules from the engine), views and files. */
export {
	UU_EVENT_VERSION,
	uuEventSchema,
	uuEntrySchema,
	DRAW_ACTION,
	type UuEvent,
	type UuEventType,
	type UuSetupEvent
} from './events';
export { UU_REFUSALS, type UuRefusalCode } from './codes';
export { uuReducer, initialState, type UuState, type UuStatus } from './reducer';
export { logEntries, stands, likelyChange, type InStable, type LastPlay } from './state';
export { STABLE_CHANGES, changeOf, type StableChange } from './follow-up';
export { PLAYED_CARDS, type PlayedCard, type RemovedHow, type MovedHow } from './events';
export {
	seats,
	cardLanguagesOf,
	defaultCardLanguage,
	unicornNames,
	babyNames,
	unicornChoices,
	likelyUnicorns,
	otherLanguageNames,
	otherCardNames,
	OTHER_CARDS,
	type OtherCard,
	nurseryBaby,
	effectAsked,
	neighNames,
	type NeighNames,
	winOpenToNeigh,
	firstNeighFight,
	cameApart,
	type SeatView,
	type StableSeat
} from './view';
export { parseUuFile } from './file-schema';
export { addToTurn, drawOnly, turnEnd, type TurnEnd } from './past-turn';

// The table actions of an Unstable Unicorns game, as stored in the log and in export files.
// Players are named by seat (0…players−1, clockwise from the first player).
import {
	CARD_LANGUAGES,
	isTurnPhase,
	type Action,
	type TurnPhase,
	type CardLanguage,
	type Edition
} from '$lib/games/unstable-unicorns';

/**
 * The version of the events this build writes, stored with each one (../versions.ts). Raise it
 * with any change to an event's shape or to what the rules accept. v2: bounds on stars, Scheme
 * points and "counts as", and every setup name through the one name check.
 */
export const UU_EVENT_VERSION = 2;

export interface UuSetupEvent {
	type: 'setup';
	/** Names in seat order, clockwise, the first player first. */
	players: string[];
	edition: Edition;
	/** Each player's baby unicorn, in seat order. */
	babies: string[];
	/** The language of the cards on the table (pick lists, letter counts). */
	language?: CardLanguage;
}

export type UuEvent =
	| UuSetupEvent
	/** The next phase of the turn (beginning → draw → action → end), or straight to a later one. */
	| { type: 'phase'; to?: TurnPhase }
	| { type: 'action'; action: Action }
	| { type: 'unicorn-added'; player: number; name: string; countsAs?: number }
	| { type: 'unicorn-removed'; player: number; index: number }
	/** A unicorn leaves one Stable for another (stolen, swapped…). */
	| { type: 'unicorn-moved'; from: number; index: number; to: number }
	/** The end phase is over: the turn passes clockwise. */
	| { type: 'turn-ended' }
	/** The draw pile ran out: the game ends on the unicorns and letters in each Stable. */
	| { type: 'deck-out' };

export type UuEventType = UuEvent['type'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
	typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isStrings = (v: unknown): v is string[] =>
	Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * The event in a stored or imported value, or null when its shape is wrong (a foreign or
 * damaged log). Whether the rules allow it is the reducer's business, not this one's.
 */
export function parseEvent(value: unknown): UuEvent | null {
	if (!isRecord(value)) return null;
	switch (value.type) {
		case 'setup': {
			const { players, edition, babies, language } = value;
			if (!isStrings(players) || !isStrings(babies) || typeof edition !== 'string') return null;
			if (language !== undefined && !(CARD_LANGUAGES as readonly unknown[]).includes(language))
				return null;
			return {
				type: 'setup',
				players,
				babies,
				// The reducer checks the edition against the engine's list and says which rule.
				edition: edition as Edition,
				...(language === undefined ? {} : { language: language as CardLanguage })
			};
		}
		case 'phase':
			if (value.to === undefined) return { type: 'phase' };
			return isTurnPhase(value.to) ? { type: 'phase', to: value.to } : null;
		case 'turn-ended':
		case 'deck-out':
			return { type: value.type };
		case 'action':
			// An unknown action name is the reducer's to refuse, with the engine's code.
			return typeof value.action === 'string'
				? { type: 'action', action: value.action as Action }
				: null;
		case 'unicorn-added': {
			const { player, name, countsAs } = value;
			if (!isIndex(player) || typeof name !== 'string') return null;
			if (countsAs !== undefined && typeof countsAs !== 'number') return null;
			return {
				type: 'unicorn-added',
				player,
				name,
				...(countsAs === undefined ? {} : { countsAs })
			};
		}
		case 'unicorn-removed':
			return isIndex(value.player) && isIndex(value.index)
				? { type: 'unicorn-removed', player: value.player, index: value.index }
				: null;
		case 'unicorn-moved':
			return isIndex(value.from) && isIndex(value.index) && isIndex(value.to)
				? { type: 'unicorn-moved', from: value.from, index: value.index, to: value.to }
				: null;
		default:
			return null;
	}
}

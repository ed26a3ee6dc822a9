// The building blocks of every game's event schema and of the file around it: the file's limits,
// whole numbers, places and texts within bounds, and a log entry (an event or a correction of one).
// The ranges travel in the checks' messages, so an issue can name both ends (file-issues.ts).
import * as v from 'valibot';
import { CARD_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from '$lib/games/shared/bounds';

export const FILE_LIMITS = {
	/** A long game is a few tens of KB; anything this big is not one of ours. */
	bytes: 1_048_576,
	/** Our files nest 5 deep; deeper JSON is refused before it is parsed. */
	depth: 32,
	events: 5_000,
	idLength: 100,
	titleLength: 200,
	/** Card names (UU unicorns, babies): what a table can type. */
	cardNameLength: CARD_NAME_MAX_LENGTH,
	/** Raw names before the name check (which allows NAME_MAX_LENGTH): a 10 MB name stops here. */
	rawNameLength: 200,
	/** The latest date a JavaScript Date can hold: a later `createdAt` could never be exported. */
	maxTime: 8_640_000_000_000_000,
	/** Event schema versions: far beyond any this app will reach. */
	eventVersion: 1_000,
	/** A rules fingerprint (16 hex digits today). */
	fingerprint: 64,
	/**
	 * A recorded result's params (seat, player, points…) and the length of a text one: a name or a
	 * code, never longer than the longest text a table types (a card name, longer than a player's).
	 */
	resultParams: 8,
	resultText: Math.max(CARD_NAME_MAX_LENGTH, NAME_MAX_LENGTH),
	/** Points in a recorded result: far beyond any game's score. */
	points: 1_000_000
} as const;

/** Both ends of a range travel in the message of its checks, so a refusal can name both. */
const rangeMessage = (min: number, max: number) => `range:${min}:${max}`;

/** A whole number from `min` to `max`. */
export const whole = (min: number, max: number) =>
	v.pipe(
		v.number(),
		v.integer(),
		v.minValue(min, rangeMessage(min, max)),
		v.maxValue(max, rangeMessage(min, max))
	);
const isIndex = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0;
/**
 * A place (a seat, a slot, a unicorn in a collection): a whole number from 0 is its shape, so
 * anything else is a damaged event; up to `max` is the file's bound, past which the rules refuse
 * it with their own code (there is no such player, no such unicorn).
 */
export const index = (max: number) =>
	v.pipe(v.custom<number>(isIndex, rangeMessage(0, max)), v.maxValue(max, rangeMessage(0, max)));
/** A seat: 0 to `players - 1`. */
export const seat = (maxPlayers: number) => index(maxPlayers - 1);
/** Text of at most `max` characters (checked in UTF-16 units: a cheap upper bound first). */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** A list of at most `max` entries. */
export const list = <T extends v.GenericSchema>(item: T, max: number) =>
	v.pipe(v.array(item), v.maxLength(max));

export function rangeOf(issue: v.BaseIssue<unknown>): { min: number; max: number } | undefined {
	const [tag, min, max] = issue.message.split(':');
	return tag === 'range' ? { min: Number(min), max: Number(max) } : undefined;
}

/** A correction's place: far beyond any game's length (the log checks it points somewhere). */
const at = whole(0, 100_000);
/** The rule of the game's arrangement a correction was recorded under (log.ts `Correction`). */
const arrange = v.optional(whole(1, 100));

/**
 * What a saved log holds (log.ts `LogEntry`): a game's events and the corrections of them (edit,
 * insert or delete at a place), each correction's event checked by the same event schema.
 */
export function entrySchema<T extends v.GenericSchema>(event: T) {
	const correction = v.variant('correction', [
		v.object({ correction: v.literal('edit'), at, event, arrange }),
		v.object({ correction: v.literal('insert'), at, event, restores: v.optional(at), arrange }),
		v.object({ correction: v.literal('delete'), at, arrange })
	]);
	return v.lazy((input) =>
		typeof input === 'object' && input !== null && 'correction' in input ? correction : event
	);
}

// A log entry as a flat form: the fields each kind of event has, the draft an event fills in, and
// the event a draft records. The setup has its own form (the Starting Unicorns). Whether the rules
// allow the entry at its place is the fold's business, checked before the correction is recorded.
import type { KeysUnder } from '$lib/i18n/i18n';
import { readEvent } from '$lib/tracker/file-schema';
import { ktuEventSchema, type KtuEvent, type KtuEventType } from '$lib/tracker/ktu';

export type FieldKind =
	| 'seat'
	/** A seat or nobody (null): who caught a unicorn that may have fled, a taker. */
	| 'seatOrNone'
	| 'slot'
	/** One of the unicorns of the seat in `of`, as they stand before the entry. */
	| 'unicorn'
	/** One of those unicorns, or none (null): on the player. */
	| 'unicornOrPlayer'
	| 'int'
	| 'bool'
	/** A colour or legendary (null). */
	| 'colorOrLegendary'
	| 'color'
	| 'effect'
	| 'effectOrNone'
	| 'item'
	| 'character';

export type DraftValue = string | number | boolean | null;
export type EntryDraft = Record<string, DraftValue>;

/** A field's name: the event's property, labelled by `ktu-games:log.fields.<name>`. */
export type FieldName = KeysUnder<'ktu-games:log.fields.'>;

export interface FieldSpec {
	name: FieldName;
	kind: FieldKind;
	/** Null (left empty) is a valid value: the event has no such property. */
	optional?: boolean;
	/** Null is a value the event records as null (legendary, the unicorn fled). */
	nullable?: boolean;
	/** For a unicorn: the field naming its holder. */
	of?: string;
	/** Shown (and recorded) only when this holds. */
	when?: (draft: EntryDraft) => boolean;
}

export type EntryType = Exclude<KtuEventType, 'setup'>;

const takerWanted = (d: EntryDraft) => d.effect === 'taker' || d.effect === 'size';
const seat = (name: FieldName = 'player'): FieldSpec => ({ name, kind: 'seat' });
const unicorn = (of = 'player', name: FieldName = 'unicorn'): FieldSpec => ({
	name,
	kind: 'unicorn',
	of
});
const int = (name: FieldName): FieldSpec => ({ name, kind: 'int' });
const legendaryOr: FieldSpec = { name: 'color', kind: 'colorOrLegendary', nullable: true };

export const ENTRY_FIELDS: Record<EntryType, readonly FieldSpec[]> = {
	unicorn: [{ name: 'slot', kind: 'slot' }, legendaryOr, int('stars')],
	scheme: [seat(), { name: 'slot', kind: 'slot' }],
	'hunts-start': [],
	bid: [seat(), int('total'), int('cards'), { name: 'knight', kind: 'bool' }],
	pass: [seat()],
	resolve: [
		{ name: 'effect', kind: 'effectOrNone', optional: true },
		{ name: 'taker', kind: 'seatOrNone', optional: true, when: takerWanted }
	],
	caught: [
		{ name: 'player', kind: 'seatOrNone', nullable: true },
		{ name: 'effect', kind: 'effectOrNone', optional: true },
		{ name: 'taker', kind: 'seatOrNone', optional: true, when: takerWanted }
	],
	'scheme-applied': [
		{ name: 'effect', kind: 'effect' },
		{ name: 'taker', kind: 'seatOrNone', optional: true, when: takerWanted }
	],
	purchase: [
		seat(),
		{ name: 'item', kind: 'item' },
		{
			name: 'color',
			kind: 'color',
			when: (d) => d.item === 'cotton-candy' || d.item === 'fairy-dust'
		},
		unicorn(),
		{ name: 'pate', kind: 'int', when: (d) => d.item === 'butcher' }
	],
	'market-pass': [seat()],
	'round-end': [],
	siamese: [seat(), unicorn(), { name: 'siamese', kind: 'bool' }],
	'scheme-points': [seat(), int('points')],
	'unicorn-points': [seat(), unicorn(), int('points')],
	'add-points': [
		seat(),
		{ name: 'unicorn', kind: 'unicornOrPlayer', of: 'player', optional: true },
		int('points')
	],
	give: [seat(), unicorn(), seat('to')],
	exchange: [seat(), unicorn(), seat('other'), unicorn('other', 'otherUnicorn')],
	discard: [seat(), unicorn()],
	'edit-unicorn': [seat(), unicorn(), legendaryOr, int('stars'), { name: 'siamese', kind: 'bool' }],
	power: [seat(), { name: 'character', kind: 'character' }]
};

/** Every kind of entry the log can hold, in the order a round goes. */
export const ENTRY_TYPES = Object.keys(ENTRY_FIELDS) as EntryType[];

/** Older entries this build still reads and corrects but no longer writes (KTU_EVENT_VERSION 3). */
const LEGACY: readonly EntryType[] = ['scheme-points', 'unicorn-points'];

/** The kinds a table can add as a missed entry. */
export const NEW_ENTRY_TYPES = ENTRY_TYPES.filter((type) => !LEGACY.includes(type));

/**
 * The kinds a past entry may be corrected into: a bid turned out to be a pass, or the other way
 * round (the same player's turn in the same hunt); every other entry keeps its kind.
 */
export function correctedKinds(type: EntryType): readonly EntryType[] {
	return type === 'bid' || type === 'pass' ? ['bid', 'pass'] : [type];
}

/** The draft of an entry turned into another kind: what both kinds ask keeps its value. */
export function switchedDraft(draft: EntryDraft, to: EntryType): EntryDraft {
	const next = draftOf(to);
	for (const f of ENTRY_FIELDS[to]) {
		const value = draft[f.name];
		if (value !== undefined && value !== null) next[f.name] = value;
	}
	return next;
}

export const shown = (type: EntryType, draft: EntryDraft): FieldSpec[] =>
	ENTRY_FIELDS[type].filter((f) => !f.when || f.when(draft));

/** The form's starting values for an event (or an empty one of its kind). */
export function draftOf(event: KtuEvent | EntryType): EntryDraft {
	if (typeof event === 'string') {
		const draft: EntryDraft = {};
		for (const f of ENTRY_FIELDS[event]) draft[f.name] = f.kind === 'bool' ? false : null;
		// The colour pickers always show a choice: start on the first colour.
		if (event === 'unicorn' || event === 'edit-unicorn') draft.color = 'pink';
		return draft;
	}
	if (event.type === 'exchange') {
		return {
			player: event.a.player,
			unicorn: event.a.unicorn,
			other: event.b.player,
			otherUnicorn: event.b.unicorn
		};
	}
	const draft: EntryDraft = {};
	for (const [key, value] of Object.entries(event)) {
		if (key === 'type' || key === 'players') continue;
		draft[key] = Array.isArray(value) ? value.join(' ') : (value as DraftValue);
	}
	if (event.type !== 'setup') {
		for (const f of ENTRY_FIELDS[event.type]) {
			if (!(f.name in draft)) draft[f.name] = f.kind === 'bool' ? false : null;
		}
	}
	return draft;
}

const isWhole = (v: DraftValue): v is number => typeof v === 'number' && Number.isInteger(v);

/** The event a draft records, or the first field to fill. */
export function eventOf(
	type: EntryType,
	draft: EntryDraft
): { ok: true; event: KtuEvent } | { ok: false; field: string } {
	const raw: Record<string, unknown> = { type };
	const fields = shown(type, draft);
	for (const f of fields) {
		const value = draft[f.name] ?? null;
		if (value === null) {
			if (f.nullable) {
				raw[f.name] = null;
				continue;
			}
			if (f.optional) continue;
			return { ok: false, field: f.name };
		}
		if (
			(f.kind === 'int' || f.kind === 'unicorn' || f.kind === 'unicornOrPlayer') &&
			!isWhole(value)
		) {
			return { ok: false, field: f.name };
		}
		raw[f.name] = value;
	}
	if (type === 'bid') {
		if (raw.knight === false) delete raw.knight;
		// Card values entered one by one stay when they still make the bid.
		const values =
			typeof draft.values === 'string' ? draft.values.split(' ').map(Number) : undefined;
		const sum = values?.reduce((a, b) => a + b, 0);
		if (values && values.length === raw.cards && sum === raw.total) raw.values = values;
	}
	if (type === 'purchase') raw.confirmed = true;
	if (type === 'exchange') {
		const { player, unicorn, other, otherUnicorn } = raw;
		const event = readEvent(ktuEventSchema, {
			type,
			a: { player, unicorn },
			b: { player: other, unicorn: otherUnicorn }
		});
		return event ? { ok: true, event } : { ok: false, field: 'player' };
	}
	const event = readEvent(ktuEventSchema, raw);
	return event ? { ok: true, event } : { ok: false, field: fields[0]?.name ?? 'type' };
}

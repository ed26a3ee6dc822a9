// Which unicorn a later entry means, whatever corrections do before it: an entry that
// names a held unicorn keeps the unicorn's identity beside its place in the collection. Replaying,
// the identity wins: a correction that adds or removes an earlier unicorn cannot make a Trojan
// exchange or a token silently move to another one, and an entry whose unicorn is no longer there
// is refused, saying which unicorn it was, for the table to fix or drop. An entry of a hunt (a
// bid, a pass, its settling) keeps the hunt it was recorded in the same way: a correction that
// leaves an earlier hunt unsettled cannot make it another hunt's entry.
import { refusal, type TrackerRule } from './codes';
import type { HeldRef, KtuEvent } from './events';
import { keyOf } from './moves/common';
import type { Result } from './moves/result';
import type { KtuState, OwnedUnicorn } from './state';

/** A Starting Unicorn by the seat it was dealt to; a caught one by its round and row place. */
export const starterRef = (seat: number): string => `s${seat}`;
export const caughtRef = (round: number, slot: number): string => `r${round}u${slot}`;

const parseRef = (ref: string): { starter: number } | { round: number; slot: number } | null => {
	const starter = /^s(\d+)$/.exec(ref);
	if (starter) return { starter: Number(starter[1]) };
	const caught = /^r(\d+)u(\d+)$/.exec(ref);
	return caught ? { round: Number(caught[1]), slot: Number(caught[2]) } : null;
};

type Ref = { player: number; unicorn: number; ref?: string };

/** The ref of `seat`'s unicorn `index` as the table stands, if there is one. */
const refAt = (state: KtuState, seat: number, index: number): string | undefined =>
	state.collections[seat]?.[index]?.ref;

/** The unicorn's identity as the table stands, replacing any the entry had (an edit may re-point it). */
function stamp<T extends Ref>(state: KtuState, held: T): T {
	const ref = refAt(state, held.player, held.unicorn);
	const { ref: _old, ...rest } = held;
	return (ref === undefined ? rest : { ...rest, ref }) as T;
}

const HUNT_ENTRIES = ['bid', 'pass', 'resolve', 'scheme-applied', 'caught'] as const;
type HuntEntry = Extract<KtuEvent, { type: (typeof HUNT_ENTRIES)[number] }>;
const isHuntEntry = (event: KtuEvent): event is HuntEntry =>
	(HUNT_ENTRIES as readonly string[]).includes(event.type);

/** The hunt being played, named by its unicorn; null outside the hunt phase. */
const huntNow = (state: KtuState): string | null =>
	state.phase === 'hunt' ? caughtRef(state.round, state.slot) : null;

/**
 * The event as recorded from the table as it stands: each unicorn it names with its identity, an
 * entry of a hunt with the hunt it belongs to.
 */
export function withRefs(state: KtuState, event: KtuEvent): KtuEvent {
	if (isHuntEntry(event)) {
		const { hunt: _old, ...rest } = event;
		const hunt = huntNow(state);
		return hunt === null ? rest : { ...rest, hunt };
	}
	switch (event.type) {
		case 'exchange':
			return { ...event, a: stamp(state, event.a), b: stamp(state, event.b) };
		case 'purchase':
		case 'siamese':
		case 'unicorn-points':
		case 'give':
		case 'discard':
		case 'edit-unicorn':
			return stamp(state, event);
		case 'add-points':
			return event.unicorn === undefined
				? event
				: stamp(state, { ...event, unicorn: event.unicorn });
		default:
			return event;
	}
}

const ruleOf = (event: KtuEvent): TrackerRule => {
	switch (event.type) {
		case 'exchange':
			return 'ktu.scheme.trojan';
		case 'discard':
			return 'ktu.scheme.zombie';
		case 'siamese':
			return 'ktu.scheme.siamese';
		case 'purchase':
			return 'ktu.phase.market';
		default:
			return 'ktu.scoring';
	}
};

/** Where the named unicorn is now in the player's collection, or the refusal saying it is gone. */
function place<T extends Ref>(
	state: KtuState,
	held: T,
	rule: TrackerRule
): { held: T } | { refused: Result } {
	if (held.ref === undefined) return { held };
	const owned: readonly OwnedUnicorn[] = state.collections[held.player] ?? [];
	const index = owned.findIndex((u) => u.ref === held.ref);
	if (index >= 0) return { held: index === held.unicorn ? held : { ...held, unicorn: index } };
	const named = parseRef(held.ref);
	const player = keyOf(held.player);
	const error =
		named && 'starter' in named
			? refusal('refusal.starterGone', rule, { player, from: keyOf(named.starter) })
			: refusal('refusal.unicornGone', rule, {
					player,
					round: named ? named.round : '—',
					number: named ? named.slot + 1 : '—'
				});
	return { refused: { ok: false, error } };
}

/**
 * The event with each unicorn it names found by identity in the table as it stands now (an entry
 * written before identities were kept goes by its place, as it always did).
 */
export function placeRefs(
	state: KtuState,
	event: KtuEvent
): { event: KtuEvent } | { refused: Result } {
	if (isHuntEntry(event)) return placeInHunt(state, event);
	const rule = ruleOf(event);
	switch (event.type) {
		case 'exchange': {
			const a = place<HeldRef>(state, event.a, rule);
			if ('refused' in a) return a;
			const b = place<HeldRef>(state, event.b, rule);
			if ('refused' in b) return b;
			return { event: { ...event, a: a.held, b: b.held } };
		}
		case 'purchase':
		case 'siamese':
		case 'unicorn-points':
		case 'give':
		case 'discard':
		case 'edit-unicorn': {
			const found = place(state, event, rule);
			return 'refused' in found ? found : { event: found.held };
		}
		case 'add-points': {
			if (event.unicorn === undefined) return { event };
			const found = place(state, { ...event, unicorn: event.unicorn }, rule);
			return 'refused' in found ? found : { event: found.held };
		}
		default:
			return { event };
	}
}

/**
 * An entry of a hunt applies to the hunt it was recorded in, or is refused saying which one: never
 * read silently as the entry of the hunt the table stands at (entries without a hunt go by place).
 */
function placeInHunt(state: KtuState, event: HuntEntry): { event: KtuEvent } | { refused: Result } {
	if (event.hunt === undefined || event.hunt === huntNow(state)) return { event };
	const named = parseRef(event.hunt);
	if (!named || 'starter' in named) return { event };
	return {
		refused: {
			ok: false,
			error: refusal('refusal.otherHunt', 'ktu.phase.hunt', {
				round: named.round,
				number: named.slot + 1
			})
		}
	};
}

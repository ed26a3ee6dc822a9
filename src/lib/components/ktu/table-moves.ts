// The table-move form as data: what the player picked, turned into the one event that records it,
// or the field still to fill. Whether the rules allow the move is the fold's business, not this.
import type { Color } from '$lib/games/kill-the-unicorns';
import type { Character, KtuEvent, KtuState } from '$lib/tracker/ktu';

export const MOVE_KINDS = ['give', 'exchange', 'discard', 'edit', 'points', 'power'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** The "unicorn" choice of a Scheme-points move that puts the points on the player. */
export const ON_PLAYER = -1;

export interface MoveDraft {
	kind: MoveKind;
	player: number | null;
	/** Index in the player's collection; ON_PLAYER for a player's own Scheme points. */
	unicorn: number | null;
	/** The receiving player (give) or the other player of an exchange. */
	other: number | null;
	otherUnicorn: number | null;
	color: Color | null;
	stars: number | null;
	siamese: boolean;
	points: number | null;
	character: Character | null;
}

export type MoveField =
	'player' | 'unicorn' | 'other' | 'otherUnicorn' | 'stars' | 'points' | 'character';

export const emptyDraft = (kind: MoveKind = 'give'): MoveDraft => ({
	kind,
	player: null,
	unicorn: null,
	other: null,
	otherUnicorn: null,
	color: null,
	stars: null,
	siamese: false,
	points: null,
	character: null
});

const whole = (n: number | null): n is number => typeof n === 'number' && Number.isInteger(n);

/** The fields a move needs, in the order the form shows them. */
export const FIELDS: Record<MoveKind, readonly MoveField[]> = {
	give: ['player', 'unicorn', 'other'],
	exchange: ['player', 'unicorn', 'other', 'otherUnicorn'],
	discard: ['player', 'unicorn'],
	edit: ['player', 'unicorn', 'stars'],
	points: ['player', 'unicorn', 'points'],
	power: ['player', 'character']
};

/** The first field still empty (or not a whole number), or null when the move is complete. */
export function missingField(draft: MoveDraft): MoveField | null {
	for (const field of FIELDS[draft.kind]) {
		const value = draft[field];
		if (field === 'stars' || field === 'points') {
			if (!whole(value as number | null)) return field;
		} else if (value === null) return field;
	}
	return null;
}

/** The event the draft records, or the first field to fill. */
export function moveEvent(
	draft: MoveDraft
): { ok: true; event: KtuEvent } | { ok: false; field: MoveField } {
	const field = missingField(draft);
	if (field !== null) return { ok: false, field };
	const player = draft.player ?? 0;
	const unicorn = draft.unicorn ?? 0;
	const other = draft.other ?? 0;
	switch (draft.kind) {
		case 'give':
			return { ok: true, event: { type: 'give', player, unicorn, to: other } };
		case 'exchange':
			return {
				ok: true,
				event: {
					type: 'exchange',
					a: { player, unicorn },
					b: { player: other, unicorn: draft.otherUnicorn ?? 0 }
				}
			};
		case 'discard':
			return { ok: true, event: { type: 'discard', player, unicorn } };
		case 'edit':
			return {
				ok: true,
				event: {
					type: 'edit-unicorn',
					player,
					unicorn,
					color: draft.color,
					stars: draft.stars ?? 0,
					siamese: draft.siamese
				}
			};
		case 'points': {
			// Each recording adds to what is there: +2 then +1 is +3.
			const points = draft.points ?? 0;
			return {
				ok: true,
				event:
					unicorn === ON_PLAYER
						? { type: 'add-points', player, points }
						: { type: 'add-points', player, unicorn, points }
			};
		}
		case 'power':
			return { ok: true, event: { type: 'power', player, character: draft.character ?? 'knight' } };
	}
}

/**
 * The draft after picking `unicorn` of the chosen player: an edit starts from the unicorn as it
 * is; Scheme points start empty, since they are added to what is there.
 */
export function pickUnicorn(draft: MoveDraft, state: KtuState, unicorn: number): MoveDraft {
	const seat = draft.player ?? 0;
	const next = { ...draft, unicorn };
	const held = unicorn === ON_PLAYER ? undefined : state.collections[seat]?.[unicorn];
	if (held && draft.kind === 'edit') {
		return { ...next, color: held.color, stars: held.stars, siamese: held.siamese };
	}
	return next;
}

/** The Scheme points already on the picked unicorn, or on the player. */
export function pointsThere(state: KtuState, seat: number, unicorn: number): number {
	return unicorn === ON_PLAYER
		? (state.schemePoints[seat] ?? 0)
		: (state.collections[seat]?.[unicorn]?.schemePoints ?? 0);
}

/** The draft after picking the acting player: their own choices start afresh. */
export function pickPlayer(draft: MoveDraft, state: KtuState, player: number): MoveDraft {
	const next: MoveDraft = {
		...emptyDraft(draft.kind),
		player,
		other: draft.other === player ? null : draft.other,
		otherUnicorn: draft.other === player ? null : draft.otherUnicorn,
		character: state.players[player]?.character ?? null
	};
	// One unicorn in front of the player: nothing to choose.
	const owned = state.collections[player] ?? [];
	return owned.length === 1 && draft.kind !== 'points' && draft.kind !== 'power'
		? pickUnicorn(next, state, 0)
		: next;
}

/** The draft after picking the other player: their only unicorn is taken for an exchange. */
export function pickOther(draft: MoveDraft, state: KtuState, other: number): MoveDraft {
	const owned = state.collections[other] ?? [];
	const only = draft.kind === 'exchange' && owned.length === 1 ? 0 : null;
	return { ...draft, other, otherUnicorn: only };
}

/**
 * What a Scheme revealed at a hunt does in front of the players (ktu.scheme-reveal), offered right
 * at its reveal: the move it causes and the rule it cites.
 */
export const AFTERMATH_RULE = {
	exchange: 'ktu.scheme.trojan',
	discard: 'ktu.scheme.zombie',
	siamese: 'ktu.scheme.siamese',
	points: 'ktu.scheme-reveal'
} as const satisfies Record<string, string>;
export type Aftermath = keyof typeof AFTERMATH_RULE;
/** The aftermaths in the order they are offered (the rule map's own). */
export const AFTERMATHS = Object.keys(AFTERMATH_RULE) as Aftermath[];

/** The draft a Scheme's aftermath starts from: the player who took the unicorn and that unicorn. */
export function aftermathDraft(
	kind: Exclude<Aftermath, 'siamese'>,
	state: KtuState,
	seat: number,
	unicorn: number | null
): MoveDraft {
	const draft = pickPlayer(emptyDraft(kind === 'points' ? 'points' : kind), state, seat);
	return unicorn === null ? draft : pickUnicorn(draft, state, unicorn);
}

/** The taker of the last hunt and the place of the unicorn they took, if it is still theirs. */
export function lastCaught(state: KtuState): { seat: number; unicorn: number | null } | null {
	const last = state.hunts.at(-1);
	if (!last || last.taker === null) return null;
	const owned = state.collections[last.taker] ?? [];
	const index = owned.findIndex(
		(u) => u.origin?.round === last.round && u.origin.slot === last.slot
	);
	return { seat: last.taker, unicorn: index >= 0 ? index : null };
}

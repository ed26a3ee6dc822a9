// Unicorns coming into a Stable, leaving it, going to another, swapped or counted anew
// (uu.terms.places, uu.terms.actions). Each change is weighed against the goal (uu.end).
import { seatKey } from '$lib/vocab';
import {
	cardOf,
	unicornValue,
	validateStables,
	type UuUnicorn
} from '$lib/games/unstable-unicorns';
import { CARD_NAME_MAX_LENGTH } from '$lib/games/shared/bounds';
import { forbiddenCharacter } from '$lib/games/shared/names';
import { refusal } from '../codes';
import type { UuEvent } from '../events';
import type { UuState } from '../state';
import {
	isSeat,
	locate,
	no,
	replaceAt,
	unknownPlayer,
	unknownUnicorn,
	withStables,
	type UuMoved
} from './common';

type Of<T extends UuEvent['type']> = Extract<UuEvent, { type: T }>;

/**
 * uu.components: a card the deck holds N times is in at most N Stables at once (the one Baby
 * Narwhal, any Magical Unicorn): `unicorn`, just come into `seat`'s Stable, is one too many.
 * Names the deck does not print are the table's own: not counted.
 */
export function copiesProblem(
	state: UuState,
	stables: UuState['stables'],
	unicorn: UuUnicorn,
	seat: number
): UuMoved | null {
	const card = cardOf(state.edition, unicorn.name);
	if (card?.copies == null) return null;
	const isCard = (u: UuUnicorn) => cardOf(state.edition, u.name) === card;
	const held = stables.reduce((n, stable) => n + stable.filter(isCard).length, 0);
	if (held <= card.copies) return null;
	// The Stable it already sits in (another's first), for the message.
	const order = stables.map((_, i) => i).sort((a, b) => Number(a === seat) - Number(b === seat));
	const where = order.find((i) => stables[i]?.some(isCard)) ?? seat;
	return no(
		refusal('refusal.onlyCopies', 'uu.components', {
			unicorn: unicorn.name,
			count: card.copies,
			player: seatKey(where)
		})
	);
}

/** A unicorn card as a Stable holds it: a name checked as every card name is, and its count. */
export function unicornCard(name: string, countsAs: number | undefined): UuUnicorn | UuMoved {
	if ([...name.trim()].length > CARD_NAME_MAX_LENGTH)
		return no(
			refusal('refusal.cardNameTooLong', 'uu.cards.unicorn', { max: CARD_NAME_MAX_LENGTH })
		);
	const badCharacter = forbiddenCharacter(name);
	if (badCharacter)
		return no(refusal('refusal.cardNameCharacter', 'uu.cards.unicorn', { char: badCharacter }));
	const checked = validateStables([
		{ player: seatKey(0), unicorns: [countsAs === undefined ? { name } : { name, countsAs }] }
	]);
	if (checked.errors[0]) {
		const { code, rule, params } = checked.errors[0];
		return no({ code, rule, ...(params === undefined ? {} : { params }) });
	}
	return { name, countsAs: countsAs ?? unicornValue(name) };
}

export const isUnicorn = (value: UuUnicorn | UuMoved): value is UuUnicorn => 'name' in value;

/** The Stables with `unicorn` last in `seat`'s, checked against the deck's copies and the goal. */
export function enter(state: UuState, seat: number, card: UuUnicorn): UuMoved {
	const unicorn = { ...card, came: state.turn.turn };
	const stables = replaceAt(state.stables, seat, [...(state.stables[seat] ?? []), unicorn]);
	const seen = [...state.seen.filter((name) => name !== unicorn.name), unicorn.name];
	return copiesProblem(state, stables, unicorn, seat) ?? withStables({ ...state, seen }, stables);
}

export function addUnicorn(state: UuState, event: Of<'unicorn-added'>): UuMoved {
	const { player } = event;
	if (!isSeat(state, player)) return unknownPlayer(player);
	const unicorn = unicornCard(event.name, event.countsAs);
	if (!isUnicorn(unicorn)) return unicorn;
	// uu.phase.action: a unicorn that comes into the current player's Stable in the Action phase,
	// before any action is recorded, is the card they played: it is the turn's action (Hornbook's
	// reading; an action already recorded, such as a Magic card that brought it, stays). A baby
	// from the Nursery is never played.
	const played =
		event.how === undefined &&
		state.turn.phase === 'action' &&
		player === state.turn.seat &&
		state.action === null;
	return enter(played ? { ...state, action: 'play-unicorn' } : state, player, unicorn);
}

export function removeUnicorn(state: UuState, event: Of<'unicorn-removed'>): UuMoved {
	const { player } = event;
	const stable = state.stables[player];
	if (!stable || !isSeat(state, player)) return unknownPlayer(player);
	const index = locate(state, player, event.index, event.name);
	if (index < 0) return unknownUnicorn(player);
	return withStables(
		state,
		replaceAt(
			state.stables,
			player,
			stable.filter((_, i) => i !== index)
		)
	);
}

export function moveUnicorn(state: UuState, event: Of<'unicorn-moved'>): UuMoved {
	const { from, to } = event;
	const index = locate(state, from, event.index, event.name);
	const source = state.stables[from];
	if (!source || !isSeat(state, from)) return unknownPlayer(from);
	if (!isSeat(state, to)) return unknownPlayer(to);
	if (from === to)
		return no(refusal('refusal.samePlayer', 'uu.terms.places', { player: seatKey(from) }));
	const moved = source[index];
	if (!moved) return unknownUnicorn(from);
	const unicorn = { ...moved, came: state.turn.turn };
	const stables = state.stables.map((stable, seat) =>
		seat === from
			? stable.filter((_, i) => i !== index)
			: seat === to
				? [...stable, unicorn]
				: stable
	);
	return withStables(state, stables);
}

export function swapUnicorns(state: UuState, event: Of<'unicorns-swapped'>): UuMoved {
	const { a, b } = event;
	if (!isSeat(state, a)) return unknownPlayer(a);
	if (!isSeat(state, b)) return unknownPlayer(b);
	const aIndex = locate(state, a, event.aIndex, event.aName);
	const bIndex = locate(state, b, event.bIndex, event.bName);
	if (a === b) return no(refusal('refusal.samePlayer', 'uu.terms.places', { player: seatKey(a) }));
	const first = state.stables[a]?.[aIndex];
	const second = state.stables[b]?.[bIndex];
	if (!first) return unknownUnicorn(a);
	if (!second) return unknownUnicorn(b);
	const came = state.turn.turn;
	// Each takes the other's place in its Stable.
	const stables = state.stables.map((stable, seat) =>
		seat === a
			? replaceAt(stable, aIndex, { ...second, came })
			: seat === b
				? replaceAt(stable, bIndex, { ...first, came })
				: stable
	);
	return withStables(state, stables);
}

export function countUnicorn(state: UuState, event: Of<'unicorn-counted'>): UuMoved {
	const { player } = event;
	const index = locate(state, player, event.index, event.name);
	const stable = state.stables[player];
	if (!stable || !isSeat(state, player)) return unknownPlayer(player);
	const unicorn = stable[index];
	if (!unicorn) return unknownUnicorn(player);
	const recounted = unicornCard(unicorn.name, event.countsAs);
	if (!isUnicorn(recounted)) return recounted;
	return withStables(
		state,
		replaceAt(state.stables, player, replaceAt(stable, index, { ...recounted, came: unicorn.came }))
	);
}

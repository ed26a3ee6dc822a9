// A card played from hand (uu.phase.action) and the Neighs played on it (uu.cards.instant,
// uu.adv.neigh). A Neigh stops the card: a unicorn it stopped never stays in the Stable; a Neigh
// on that Neigh lets the card through again.
import { ACTIONS, type Action } from '$lib/games/unstable-unicorns';
import { seatKey } from '$lib/vocab';
import { refusal } from '../codes';
import type { PlayedCard, UuEvent } from '../events';
import { stands, type LastPlay, type UuState } from '../state';
import { isSeat, no, ok, replaceAt, unknownPlayer, withStables, type UuMoved } from './common';
import { enter, isUnicorn, unicornCard } from './stable';
import { toAction } from './turn';

type Of<T extends UuEvent['type']> = Extract<UuEvent, { type: T }>;

const ACTION_OF = {
	unicorn: 'play-unicorn',
	magic: 'play-magic',
	upgrade: 'play-upgrade',
	downgrade: 'play-downgrade'
} as const satisfies Record<PlayedCard, (typeof ACTIONS)[number]>;

export function play(state: UuState, event: Of<'played'>): UuMoved {
	const { player, card } = event;
	if (!isSeat(state, player)) return unknownPlayer(player);
	const name = event.name?.trim() || null;
	// A unicorn card is named: the Stable shows it and a deck-out counts its letters.
	if (card === 'unicorn' && name === null)
		return no(refusal('refusal.malformed', 'uu.cards.unicorn'));
	const unicorn = name === null ? null : unicornCard(name, event.countsAs);
	if (unicorn !== null && !isUnicorn(unicorn)) return unicorn;
	// The player whose turn it is plays their action: the phases before it were played at the
	// table. A second card (Double Dutch and its kin let a player play more) is accepted as well:
	// the action stays the first one.
	let current = state;
	if (player === state.turn.seat) {
		const at = toAction(state);
		if (!at.ok) return at;
		current = at.state;
		if (current.turn.phase === 'action' && current.action === null) {
			current = { ...current, action: ACTION_OF[card] satisfies Action };
		}
	}
	const lastPlay: LastPlay = {
		seat: player,
		card,
		name,
		unicorn: card === 'unicorn' ? unicorn : null,
		neighs: [],
		seenBefore: current.seen
	};
	current = { ...current, lastPlay, turnPlay: lastPlay };
	return lastPlay.unicorn ? enter(current, player, lastPlay.unicorn) : ok(current);
}

/**
 * uu.cards.instant: a Neigh is played when another player plays a card, so it stops the last card
 * played, or the Neigh just played on it (docs/rules-readings.md#uu-neigh-chain); nobody Neighs
 * their own card. Whether a stopped card
 * still used the turn's action is the table's to say (docs/rules-readings.md#uu-neigh-action): the
 * tracker accepts another card either way. The sources print no rule for a Neigh on a Super
 * Neigh; the tracker accepts it too (docs/rules-readings.md#uu-super-neigh).
 */
export function neigh(state: UuState, event: Of<'neigh'>): UuMoved {
	const play = state.lastPlay;
	if (!play) return no(refusal('refusal.nothingToNeigh', 'uu.cards.instant'));
	const { player } = event;
	if (!isSeat(state, player)) return unknownPlayer(player);
	const target = play.neighs.at(-1)?.seat ?? play.seat;
	if (player === target)
		return no(refusal('refusal.neighOwn', 'uu.cards.instant', { player: seatKey(player) }));
	const next: LastPlay = {
		...play,
		neighs: [...play.neighs, { seat: player, super: event.super === true }]
	};
	const neighsPlayed = replaceAt(state.neighsPlayed, player, (state.neighsPlayed[player] ?? 0) + 1);
	// The card a Neigh stops is always the turn's last one (both are set when it is played).
	const withPlay = { ...state, lastPlay: next, turnPlay: next, neighsPlayed };
	if (!play.unicorn || stands(play) === stands(next)) return ok(withPlay);
	// The unicorn leaves its Stable while stopped (it sits last there: nothing but Neighs came
	// after it), and comes back when a Neigh on the Neigh lets it through.
	if (stands(next)) return enter(withPlay, play.seat, play.unicorn);
	const stable = state.stables[play.seat] ?? [];
	return withStables(
		{ ...withPlay, seen: play.seenBefore },
		replaceAt(state.stables, play.seat, stable.slice(0, -1))
	);
}

// Where on the game screen an action is entered, so that its refusal is shown there: a Stable
// (by seat), the turn's panel, the deck-out, or the log's form for a past turn.
import type { UuEvent } from '$lib/tracker/uu';

export type Place = number | 'turn' | 'deck-out' | 'log';

/** Where an event is entered from its Stable's own controls (a card's effect: the turn). */
export function placeOf(event: UuEvent): Exclude<Place, 'log'> {
	switch (event.type) {
		case 'unicorn-added':
		case 'unicorn-removed':
		case 'unicorn-counted':
			return event.player;
		case 'unicorn-moved':
			return event.from;
		case 'unicorns-swapped':
			return event.a;
		case 'deck-out':
			return 'deck-out';
		default:
			return 'turn';
	}
}

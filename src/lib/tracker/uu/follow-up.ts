// What a card played can do to the Stables, as the table records it (uu.terms.actions, and a
// unicorn a card brings in, from a hand or elsewhere, uu.adv.enter-leave): the
// changes the screen offers right under the card, each recorded by the Stable events the Stables'
// own menus record.
import type { UuEvent } from './events';

/** A change of a Stable a card's effect makes, in the order the screen offers them. */
export const STABLE_CHANGES = [
	'steal',
	'destroy',
	'sacrifice',
	'return',
	'move',
	'swap',
	'baby',
	'bring'
] as const;
export type StableChange = (typeof STABLE_CHANGES)[number];

/** The change an event records, if it is one of them. */
export function changeOf(event: UuEvent): StableChange | null {
	switch (event.type) {
		case 'unicorn-moved':
			return event.how === 'steal' ? 'steal' : 'move';
		case 'unicorn-removed':
			return event.how === undefined || event.how === 'other' ? null : event.how;
		case 'unicorns-swapped':
			return 'swap';
		case 'unicorn-added':
			// Not a baby: a unicorn a card brought in (Rainbow Unicorn's from a hand, one from the
			// discard pile), as the Stable's own "another unicorn arrives" records it.
			return event.how === 'baby' ? 'baby' : 'bring';
		default:
			return null;
	}
}

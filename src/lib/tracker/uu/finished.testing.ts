// Finished Unstable Unicorns games, one for each way the game ends, for the tests every game's
// folder answers (../games.test.ts reads each game's file of this name).
import type { UuEvent } from './events';

/** A two-player game set up, its first phase passed and one unicorn in Ben's Stable. */
export const UU_START: readonly UuEvent[] = [
	{
		type: 'setup',
		players: ['Ana', 'Ben'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Narwhal']
	},
	{ type: 'phase' },
	{ type: 'unicorn-added', player: 1, name: 'Ginormous Unicorn' }
];

const finished: readonly (readonly unknown[])[] = [
	[
		...UU_START,
		...Array.from({ length: 4 }, (): UuEvent => ({ type: 'unicorn-added', player: 1, name: 'N' }))
	],
	// The deck runs out before anyone has a unicorn: everyone lost.
	[UU_START[0]!, { type: 'deck-out' }]
];
export default finished;

// A long evening of Unstable Unicorns, the game the replay bench (tests/bench/uu-replay.bench.ts)
// and the paint bench (scripts/bench-paint.mjs) both measure: 8 players, a unicorn played in and
// out every turn.

/** Events in one turn of the evening. */
export const UU_TURN_EVENTS = 7;

/**
 * The evening's events, a set-up then whole turns, at most `count` of them.
 * @param {number} count
 * @returns {import('../src/lib/tracker/uu').UuEvent[]}
 */
export function uuEvening(count) {
	const players = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo', 'Gus', 'Hal'];
	/** @type {import('../src/lib/tracker/uu').UuEvent[]} */
	const events = [
		{ type: 'setup', players, edition: 'standard-2e', babies: players.map(() => 'Baby Unicorn') }
	];
	for (let turn = 0; events.length + UU_TURN_EVENTS <= count; turn++) {
		const seat = turn % players.length;
		events.push(
			{ type: 'phase' },
			{ type: 'phase' },
			{ type: 'action', action: 'play-unicorn' },
			{ type: 'unicorn-added', player: seat, name: 'Ginormous Unicorn' },
			{ type: 'unicorn-removed', player: seat, index: 1 },
			{ type: 'phase' },
			{ type: 'turn-ended' }
		);
	}
	return events;
}

// Games to hand over, for the QR bench (scripts/bench-handover.mjs) and the end-to-end test: a
// whole four-player Kill the Unicorns game and a 40-turn Unstable Unicorns game.
import { toGameFile } from '../../src/lib/tracker/file';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';
import type { UuEvent } from '../../src/lib/tracker/uu/events';

const UU_NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
/**
 * Unicorns as a table plays them, one after another. Each is one card of the deck (uu.components:
 * in at most one Stable at a time), and four Stables of three hold the last twelve played, so
 * the thirteenth must differ from all of them: more than twelve names, in turn.
 */
const UNICORNS = [
	'Rainbow Unicorn',
	'Narwhal',
	'Seductive Unicorn',
	'Llamacorn',
	'Unicorn Phoenix',
	'Magical Kittencorn',
	'Shark With a Horn',
	'Stabby the Unicorn',
	'Black Knight Unicorn',
	'Queen Bee Unicorn',
	'Alluring Narwhal',
	'Americorn',
	'Mermaid Unicorn',
	'Classy Narwhal',
	'Rhinocorn'
];

/**
 * Turns at a table of four: every turn's phases, an action and a unicorn in; a Stable of four
 * gives its oldest back, so nobody reaches the goal (7) however long the game goes on.
 */
export function uuTurns(turns: number): UuEvent[] {
	const events: UuEvent[] = [
		{
			type: 'setup',
			players: UU_NAMES,
			edition: 'standard-2e',
			babies: UU_NAMES.map(() => 'Baby Unicorn')
		}
	];
	const stables = UU_NAMES.map(() => 1);
	for (let turn = 0; turn < turns; turn++) {
		const seat = turn % UU_NAMES.length;
		const full = (stables[seat] ?? 0) >= 4;
		stables[seat] = (stables[seat] ?? 0) + (full ? 0 : 1);
		events.push(
			{ type: 'phase' },
			{ type: 'phase' },
			{ type: 'action', action: 'play-unicorn' },
			{ type: 'unicorn-added', player: seat, name: UNICORNS[turn % UNICORNS.length] ?? 'Narwhal' },
			...(full ? [{ type: 'unicorn-removed', player: seat, index: 1 } as UuEvent] : []),
			{ type: 'phase' },
			{ type: 'turn-ended' }
		);
	}
	return events;
}

export const HANDOVER_GAMES = [
	{
		name: 'Kill the Unicorns, 4 players, whole game',
		file: toGameFile(
			'ktu',
			{ id: 'bench-ktu', createdAt: 0, title: 'Kill the Unicorns' },
			sampleEvents()
		)
	},
	{
		name: 'Unstable Unicorns, 4 players, 40 turns',
		file: toGameFile(
			'uu',
			{ id: 'bench-uu', createdAt: 0, title: 'Unstable Unicorns' },
			uuTurns(40)
		)
	}
];

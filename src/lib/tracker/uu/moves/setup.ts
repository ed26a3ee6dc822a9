// uu.setup: the players in seat order, the edition, each player's Baby Unicorn.
import { seatKey } from '$lib/vocab';
import {
	DECKS,
	EDITIONS,
	checkPlayerCount,
	unicornsToWin,
	validateStables,
	type Edition
} from '$lib/games/unstable-unicorns';
import { firstNameProblem, forbiddenCharacter } from '$lib/games/shared/names';
import { refusal } from '../codes';
import type { UuSetupEvent } from '../events';
import { initialState, type UuState } from '../state';
import { fromStep, no, ok, type UuMoved } from './common';
import { copiesProblem } from './stable';

const isEdition = (value: string): value is Edition =>
	(EDITIONS as readonly string[]).includes(value);

export function setUp(_: UuState, event: UuSetupEvent): UuMoved {
	const count = checkPlayerCount(event.players.length);
	if (count[0]) return fromStep(count[0]);
	const { edition } = event;
	if (!isEdition(edition)) {
		return no({
			code: 'error.edition.unknown',
			rule: 'uu.setup',
			params: { field: 'edition', value: String(edition) }
		});
	}
	if (event.babies.length !== event.players.length) {
		return no(
			refusal('refusal.babies', 'uu.setup', {
				count: event.babies.length,
				players: event.players.length
			})
		);
	}
	// Every name through the one name check (length, visible, no direction overrides, told apart).
	const badName = firstNameProblem(event.players);
	if (badName) {
		const { seat, reason, params } = badName;
		return no(
			refusal('refusal.badName', 'uu.setup', { ...params, seat, number: seat + 1, reason })
		);
	}
	// A baby's name is shown in every log line of its Stable: no character may reorder them.
	for (const baby of event.babies) {
		const char = forbiddenCharacter(baby);
		if (char) return no(refusal('refusal.cardNameCharacter', 'uu.setup', { char }));
	}
	// The babies go through the engine's own checks.
	const checked = validateStables(
		event.players.map((_, i) => ({ player: seatKey(i), unicorns: [event.babies[i]] }))
	);
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	const state: UuState = {
		...initialState(),
		status: 'playing',
		players: [...event.players],
		edition,
		language: event.language ?? DECKS[edition].language,
		goal: unicornsToWin(event.players.length),
		stables: checked.stables.map((s) => s.unicorns.map((u) => ({ ...u, came: 0 }))),
		neighsPlayed: event.players.map(() => 0)
	};
	// The Nursery holds one Baby Narwhal: two players cannot both start with it.
	for (const [seat, stable] of state.stables.entries()) {
		const twice = stable[0] && copiesProblem(state, state.stables, stable[0], seat);
		if (twice) return twice;
	}
	return ok(state);
}

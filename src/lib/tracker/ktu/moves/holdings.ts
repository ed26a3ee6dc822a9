// What a player holds, open until the final count: Siamese Unicorns, Scheme points, and the free
// table moves (give, exchange, discard, edit a held unicorn; a power used). The table is the
// authority: these refuse only what the rulebooks forbid or what points at nothing.
import { seatKey } from '$lib/vocab';
import { barredCharacters, checkCharacterPower, scoreHoldings } from '$lib/games/kill-the-unicorns';
import { refusal, type TrackerRule } from '../codes';
import type { KtuEvent } from '../events';
import type { KtuState, OwnedUnicorn, PowerUse, SchemeMoveRecord } from '../state';
import { checkRainbows, isSeat, keyOf, replaceAt, unknownPlayer } from './common';
import { fromStep, no, ok, type Result } from './result';

type Of<T extends KtuEvent['type']> = Extract<KtuEvent, { type: T }>;

const unknownUnicorn = (state: KtuState, seat: number, index: number, rule: TrackerRule): Result =>
	no(
		refusal('refusal.unknownUnicorn', rule, {
			player: keyOf(seat),
			number: index + 1
		})
	);

/** The unicorn `index` of `seat`, or the refusal saying it is not there. */
function held(
	state: KtuState,
	seat: number,
	index: number,
	rule: TrackerRule
): { unicorn: OwnedUnicorn } | { refused: Result } {
	if (!isSeat(state, seat)) return { refused: unknownPlayer(seat) };
	const unicorn = state.collections[seat]?.[index];
	return unicorn ? { unicorn } : { refused: unknownUnicorn(state, seat, index, rule) };
}

/** After a double rainbow the game is over: nothing in front of the players moves any more. */
const rainbowOver = (state: KtuState): Result | null =>
	state.end === 'double-rainbow' ? no(refusal('refusal.gameOver', 'ktu.scoring.rainbow')) : null;

/** Collections with one seat's list changed, the rainbows of the seats checked again. */
function withCollections(
	state: KtuState,
	changes: ReadonlyArray<[number, readonly OwnedUnicorn[]]>
): KtuState {
	let collections = state.collections;
	for (const [seat, list] of changes) collections = replaceAt(collections, seat, list);
	let next: KtuState = { ...state, collections };
	for (const [seat] of changes) next = checkRainbows(next, seat);
	return next;
}

/** The state with these unicorns' moves kept for the records. */
const moved = (
	state: KtuState,
	moves: ReadonlyArray<Omit<SchemeMoveRecord, 'round'>>
): KtuState => ({
	...state,
	schemeMoves: [...state.schemeMoves, ...moves.map((m) => ({ round: state.round, ...m }))]
});

const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A held unicorn goes to another player with its schemes, tokens and pinned points. */
export function give(state: KtuState, event: Of<'give'>): Result {
	const over = rainbowOver(state);
	if (over) return over;
	const found = held(state, event.player, event.unicorn, 'ktu.scheme.trojan');
	if ('refused' in found) return found.refused;
	if (!isSeat(state, event.to)) return unknownPlayer(event.to);
	if (event.to === event.player) {
		return no(refusal('refusal.sameSeat', 'ktu.scheme.trojan', { player: keyOf(event.to) }));
	}
	const from = state.collections[event.player] ?? [];
	const to = state.collections[event.to] ?? [];
	return ok(
		withCollections(moved(state, [{ from: event.player, to: event.to }]), [
			[event.player, without(from, event.unicorn)],
			[event.to, [...to, found.unicorn]]
		])
	);
}

/** ktu.scheme.trojan: two players exchange unicorns; schemes and tokens stay on them. */
export function exchange(state: KtuState, event: Of<'exchange'>): Result {
	const over = rainbowOver(state);
	if (over) return over;
	const { a, b } = event;
	const first = held(state, a.player, a.unicorn, 'ktu.scheme.trojan');
	if ('refused' in first) return first.refused;
	const second = held(state, b.player, b.unicorn, 'ktu.scheme.trojan');
	if ('refused' in second) return second.refused;
	if (a.player === b.player) {
		return no(refusal('refusal.sameSeat', 'ktu.scheme.trojan', { player: keyOf(a.player) }));
	}
	const listA = replaceAt(state.collections[a.player] ?? [], a.unicorn, second.unicorn);
	const listB = replaceAt(state.collections[b.player] ?? [], b.unicorn, first.unicorn);
	const swap = [
		{ from: a.player, to: b.player },
		{ from: b.player, to: a.player }
	];
	return ok(
		withCollections(moved(state, swap), [
			[a.player, listA],
			[b.player, listB]
		])
	);
}

/** ktu.scheme.zombie: the unicorn leaves the game with its schemes and tokens. */
export function discard(state: KtuState, event: Of<'discard'>): Result {
	const over = rainbowOver(state);
	if (over) return over;
	const found = held(state, event.player, event.unicorn, 'ktu.scheme.zombie');
	if ('refused' in found) return found.refused;
	const list = without(state.collections[event.player] ?? [], event.unicorn);
	return ok(
		withCollections(moved(state, [{ from: event.player, to: null }]), [[event.player, list]])
	);
}

/**
 * A unicorn entered wrong, set right: colour, stars, legendary, Siamese. Its tokens and points stay.
 * A Starting Unicorn is always coloured (ktu.starters).
 */
export function editUnicorn(state: KtuState, event: Of<'edit-unicorn'>): Result {
	const over = rainbowOver(state);
	if (over) return over;
	const found = held(state, event.player, event.unicorn, 'ktu.scoring');
	if ('refused' in found) return found.refused;
	const { unicorn } = found;
	if (unicorn.origin === null && event.color === null) {
		return no(refusal('refusal.starterColor', 'ktu.starters', { player: keyOf(event.player) }));
	}
	const checked = scoreHoldings({ unicorns: [{ color: event.color, stars: event.stars }] });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	const edited: OwnedUnicorn = {
		...unicorn,
		color: event.color,
		stars: event.stars,
		siamese: event.siamese
	};
	const list = replaceAt(state.collections[event.player] ?? [], event.unicorn, edited);
	return ok(withCollections(state, [[event.player, list]]));
}

/** Scheme points pinned to one unicorn (they replace what was there). */
export function setUnicornPoints(state: KtuState, event: Of<'unicorn-points'>): Result {
	const over = rainbowOver(state);
	if (over) return over;
	const found = held(state, event.player, event.unicorn, 'ktu.scoring');
	if ('refused' in found) return found.refused;
	const checked = scoreHoldings({ unicorns: [], schemePoints: event.points });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	const { schemePoints: _old, ...rest } = found.unicorn;
	const edited: OwnedUnicorn = event.points === 0 ? rest : { ...rest, schemePoints: event.points };
	const list = replaceAt(state.collections[event.player] ?? [], event.unicorn, edited);
	return ok({ ...state, collections: replaceAt(state.collections, event.player, list) });
}

/**
 * Scheme points added on one of the player's unicorns or on the player (a penalty below zero):
 * each recording adds to what is there. The addition and the total each stay within the bounds.
 */
export function addPoints(state: KtuState, event: Of<'add-points'>): Result {
	const { player: seat, points, unicorn } = event;
	const added = scoreHoldings({ unicorns: [], schemePoints: points });
	if (added.errors[0]) return fromStep(added.errors[0]);
	if (unicorn === undefined) {
		if (!isSeat(state, seat)) return unknownPlayer(seat);
		const total = (state.schemePoints[seat] ?? 0) + points;
		const checked = scoreHoldings({ unicorns: [], schemePoints: total });
		if (checked.errors[0]) return fromStep(checked.errors[0]);
		return ok({ ...state, schemePoints: replaceAt(state.schemePoints, seat, total) });
	}
	const over = rainbowOver(state);
	if (over) return over;
	const found = held(state, seat, unicorn, 'ktu.scoring');
	if ('refused' in found) return found.refused;
	const total = (found.unicorn.schemePoints ?? 0) + points;
	const checked = scoreHoldings({ unicorns: [], schemePoints: total });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	const { schemePoints: _old, ...rest } = found.unicorn;
	const edited: OwnedUnicorn = total === 0 ? rest : { ...rest, schemePoints: total };
	const list = replaceAt(state.collections[seat] ?? [], unicorn, edited);
	return ok({ ...state, collections: replaceAt(state.collections, seat, list) });
}

/**
 * ktu.characters: a power used. The engine refuses a character the game leaves out or another
 * player plays, the Princess once the hunt's Hunt cards are down, and a second use in a round.
 */
export function usePower(state: KtuState, event: Of<'power'>): Result {
	const seat = event.player;
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	const power = checkCharacterPower({
		player: seatKey(seat),
		powers: state.powers,
		usedThisRound: (state.powerUsed[seat] ?? false) !== false,
		character: event.character,
		own: state.players[seat]?.character ?? null,
		elsewhere: state.players.some((p, s) => s !== seat && p.character === event.character),
		barred: barredCharacters({ initiation: state.variant === 'initiation', powers: state.powers }),
		huntCardsPlayed:
			state.phase === 'hunt' && state.hunt.entries.some((entry) => entry?.kind === 'bid')
	});
	if (power.errors[0]) return fromStep(power.errors[0]);
	return ok({ ...state, powerUsed: replaceAt<PowerUse>(state.powerUsed, seat, 'move') });
}

/** ktu.scheme.siamese: a Siamese Unicorn counts as 2 of its colour. */
export function setSiamese(state: KtuState, event: Of<'siamese'>): Result {
	const { player: seat, unicorn: index, siamese } = event;
	if (state.end === 'double-rainbow') return no(refusal('refusal.gameOver', 'ktu.scoring.rainbow'));
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	const owned = state.collections[seat] ?? [];
	const unicorn = owned[index];
	if (!unicorn) {
		return no(
			refusal('refusal.unknownUnicorn', 'ktu.scheme.siamese', {
				player: keyOf(seat),
				number: index + 1
			})
		);
	}
	const collections = replaceAt(
		state.collections,
		seat,
		replaceAt(owned, index, { ...unicorn, siamese })
	);
	return ok(checkRainbows({ ...state, collections }, seat));
}

export function setSchemePoints(state: KtuState, event: Of<'scheme-points'>): Result {
	const { player: seat, points } = event;
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	const checked = scoreHoldings({ unicorns: [], schemePoints: points });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	return ok({ ...state, schemePoints: replaceAt(state.schemePoints, seat, points) });
}

// What a player holds, open until the final count: Siamese Unicorns and Scheme points. Issue 11's
// free table moves (give, exchange, discard, edit a held unicorn; a power used) belong here.
import { scoreHoldings } from '$lib/games/kill-the-unicorns';
import { refusal } from '../codes';
import type { KtuEvent } from '../events';
import type { KtuState } from '../state';
import { checkRainbows, isSeat, nameOf, replaceAt, unknownPlayer } from './common';
import { fromStep, no, ok, type Result } from './result';

type Of<T extends KtuEvent['type']> = Extract<KtuEvent, { type: T }>;

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
				player: nameOf(state, seat),
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

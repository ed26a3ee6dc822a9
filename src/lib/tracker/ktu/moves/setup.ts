// Setting up a game (ktu.setup, ktu.starters, ktu.characters, ktu.variant.initiation), and the
// check of a new game's form before anything is saved.
import { starterRef } from '../refs';
import { seatKey } from '$lib/vocab';
import {
	HAND_SIZE,
	HUNT_CARD_BOUNDS,
	barredCharacters,
	initialStock,
	marketOrder,
	scoreHoldings,
	type Color
} from '$lib/games/kill-the-unicorns';
import { firstNameProblem } from '$lib/games/shared/names';
import type { Refusal } from '$lib/tracker/log';
import { refusal } from '../codes';
import type { KtuSetupEvent } from '../events';
import type { KtuState, PowerUse } from '../state';
import type { Character, Variant } from '../vocab';
import { EMPTY_STOCK, freshHunt, initialState } from './common';
import { fromStep, no, ok, type Result } from './result';

export const isCardValue = (v: number) =>
	Number.isInteger(v) && v >= HUNT_CARD_BOUNDS.min && v <= HUNT_CARD_BOUNDS.max;

/** The first name the name check refuses, as a refusal naming its seat. */
function nameRefusal(names: readonly string[]): Refusal | null {
	const problem = firstNameProblem(names);
	if (!problem) return null;
	const { seat, reason, params } = problem;
	return refusal('refusal.badName', 'ktu.setup', { ...params, seat, number: seat + 1, reason });
}

export function setUp(_state: KtuState, event: KtuSetupEvent): Result {
	const names = event.players.map((p) => p.name);
	// Every name through the one name check (length, visible, no direction overrides, told apart).
	const badName = nameRefusal(names);
	if (badName) return no(badName);
	const stock = initialStock({ playerCount: names.length });
	if (stock.errors[0]) return fromStep(stock.errors[0]);
	// The engine checks the seating by seat keys: somebody there, the first player among them.
	const seats = names.map((_, seat) => seatKey(seat));
	const seating = marketOrder({ players: seats, firstPlayer: seats[event.firstPlayer] ?? '' });
	if (seating.errors[0]) return fromStep(seating.errors[0]);
	const powers = event.variant === 'initiation' ? event.powers : true;

	const barred = barredCharacters({ initiation: event.variant === 'initiation', powers });
	const seen = new Set<string>();
	for (const [seat, player] of event.players.entries()) {
		const { character } = player;
		if (character !== null) {
			if (seen.has(character)) {
				const params = { character, player: seatKey(seat) };
				return no(refusal('refusal.characterTwice', 'ktu.characters', params));
			}
			seen.add(character);
			if (barred.includes(character)) {
				return no(
					refusal('refusal.characterBarred', 'ktu.variant.initiation', {
						character,
						player: seatKey(seat)
					})
				);
			}
		}
		const starter = scoreHoldings({ unicorns: [player.starter] });
		if (starter.errors[0]) return fromStep(starter.errors[0]);
		const hand = player.hand;
		if (hand !== null) {
			if (hand.length !== HAND_SIZE) {
				return no(
					refusal('refusal.handSize', 'ktu.setup', {
						player: seatKey(seat),
						count: hand.length,
						size: HAND_SIZE
					})
				);
			}
			const bad = hand.find((v) => !isCardValue(v));
			if (bad !== undefined) {
				return no(
					refusal('refusal.handValue', 'ktu.setup', {
						player: seatKey(seat),
						value: bad,
						max: HUNT_CARD_BOUNDS.max
					})
				);
			}
		}
	}

	const count = names.length;
	return ok({
		...initialState(),
		phase: 'trap',
		variant: event.variant,
		powers,
		players: event.players.map((p) => ({ name: p.name, character: p.character, hand: p.hand })),
		names,
		firstPlayer: event.firstPlayer,
		hunt: freshHunt(event.firstPlayer, count),
		handLeft: event.players.map((p) => p.hand),
		cardsPlayed: names.map(() => 0),
		powerUsed: names.map((): PowerUse => false),
		collections: event.players.map((p, seat) => [
			{ ...p.starter, tokens: [], siamese: false, ref: starterRef(seat), origin: null }
		]),
		pate: names.map(() => []),
		schemePoints: names.map(() => 0),
		stock: stock.stock ?? EMPTY_STOCK,
		decisions: names.map(() => null),
		doubleRainbow: names.map(() => false)
	});
}

/** One seat of the new-game form, as typed. */
export interface SeatDraftInput {
	name: string;
	character: Character | null;
	color: Color;
	/** The Starting Unicorn's stars; null while not entered. */
	stars: number | null;
	/** The hand as typed ("0 1 1 2 …"); blank when not given. */
	hand: string;
}

export interface SetupDraft {
	variant: Variant;
	powers: boolean;
	firstPlayer: number;
	players: readonly SeatDraftInput[];
}

/** "0 1 1 2" → [0, 1, 1, 2]; blank → not given. */
export function parseHand(text: string): number[] | null {
	const parts = text.split(/[^0-9-]+/u).filter((p) => p !== '');
	return parts.length === 0 ? null : parts.map(Number);
}

/**
 * A new game's form checked as the fold will check its setup: the setup event to save, or the
 * first refusal (with `seat` in its params when it belongs to one player).
 */
export function prepareSetup(
	draft: SetupDraft
): { ok: true; event: KtuSetupEvent } | { ok: false; error: Refusal } {
	const missing = draft.players.findIndex((s) => s.stars === null);
	if (missing >= 0) {
		return {
			ok: false,
			error: refusal('refusal.starsMissing', 'ktu.starters', {
				seat: missing,
				number: missing + 1,
				player: seatKey(missing)
			})
		};
	}
	const event: KtuSetupEvent = {
		type: 'setup',
		variant: draft.variant,
		powers: draft.variant === 'initiation' ? draft.powers : true,
		firstPlayer: draft.firstPlayer,
		players: draft.players.map((s) => ({
			name: s.name.trim(),
			character: s.character,
			starter: { color: s.color, stars: s.stars ?? 0 },
			hand: parseHand(s.hand)
		}))
	};
	const checked = setUp(initialState(), event);
	return checked.ok ? { ok: true, event } : { ok: false, error: checked.error };
}

// The fold of a Kill the Unicorns game: events in, table state out. Every rule is the engine's
// (hunts, ties, the first player token, the Black Market, scoring); this file keeps the record
// and refuses what the rules, or the record itself, do not allow.
import {
	HAND_SIZE,
	HUNT_CARD_MAX,
	MAX_SCHEMES_PER_UNICORN,
	ROUNDS,
	UNICORNS_PER_ROUND,
	applyPurchase,
	canPurchase,
	firstPlayerAfterHunt,
	firstPlayerAfterPass,
	initialStock,
	marketOrder,
	resolveHunt,
	scoreHoldings,
	type Bid,
	type HuntResult,
	type KtuStep,
	type MarketStock,
	type Token
} from '$lib/games/kill-the-unicorns';
import type { Applied, Reducer, Refusal } from '$lib/tracker/log';
import { refusal, type KtuTrackerStepCode, type TrackerRule } from './codes';
import {
	parseEvent,
	type BidEvent,
	type KtuEvent,
	type PurchaseEvent,
	type SetupEvent
} from './events';
import type {
	CurrentHunt,
	Entry,
	HuntOutcome,
	HuntRecord,
	KtuState,
	MarketDecision,
	OwnedUnicorn,
	RowUnicorn,
	Slot,
	TrackerStep
} from './state';
import { BARRED_WITH_INITIATION_POWERS, type SchemeEffect } from './vocab';

const EMPTY_STOCK: MarketStock = {
	butcher: 0,
	'fake-horn': 0,
	'cotton-candy': { pink: 0, blue: 0, green: 0, yellow: 0 },
	'fairy-dust': { pink: 0, blue: 0, green: 0, yellow: 0 }
};

const emptySlots = (): Slot[] =>
	Array.from({ length: UNICORNS_PER_ROUND }, () => ({ unicorn: null, schemes: [], hunted: false }));

const freshHunt = (start: number, players: number): CurrentHunt => ({
	start,
	lead: null,
	entries: Array.from({ length: players }, () => null),
	tokenSteps: [],
	first: null
});

export const initialState = (): KtuState => ({
	phase: 'setup',
	end: null,
	variant: 'standard',
	powers: true,
	players: [],
	names: [],
	round: 1,
	slot: 0,
	slots: emptySlots(),
	firstPlayer: 0,
	hunt: freshHunt(0, 0),
	handLeft: [],
	collections: [],
	pate: [],
	schemePoints: [],
	stock: EMPTY_STOCK,
	decisions: [],
	hunts: [],
	purchases: [],
	doubleRainbow: []
});

type Result = Applied<KtuState>;
const ok = (state: KtuState): Result => ({ ok: true, state });
const no = (error: Refusal): Result => ({ ok: false, error });
const fromStep = (s: KtuStep): Result =>
	no({ code: s.code, rule: s.rule, ...(s.params === undefined ? {} : { params: s.params }) });
const own = (
	code: KtuTrackerStepCode,
	rule: TrackerRule,
	params: Record<string, unknown>
): TrackerStep => ({ ns: 'ktu-games', code, rule, params });

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
	list.map((item, i) => (i === index ? value : item));

const isSeat = (state: KtuState, seat: number) => seat < state.players.length;
const nameOf = (state: KtuState, seat: number | null) =>
	seat === null ? null : (state.names[seat] ?? null);
const seatOf = (state: KtuState, name: string | null) =>
	name === null ? null : state.names.indexOf(name);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const isCardValue = (v: number) => Number.isInteger(v) && v >= 0 && v <= HUNT_CARD_MAX;

// --- setup (ktu.setup) ---------------------------------------------------------------------

function setUp(event: SetupEvent): Result {
	const names = event.players.map((p) => p.name);
	const stock = initialStock({ playerCount: names.length });
	if (stock.errors[0]) return fromStep(stock.errors[0]);
	// The engine checks the seating: blank or repeated names, a first player not at the table.
	const seating = marketOrder({ players: names, firstPlayer: names[event.firstPlayer] ?? '' });
	if (seating.errors[0]) return fromStep(seating.errors[0]);
	const powers = event.variant === 'initiation' ? event.powers : true;

	const seen = new Set<string>();
	for (const player of event.players) {
		const { character, name } = player;
		if (character !== null) {
			if (seen.has(character)) {
				return no(refusal('refusal.characterTwice', 'ktu.characters', { character, player: name }));
			}
			seen.add(character);
			if (event.variant === 'initiation' && powers) {
				if (BARRED_WITH_INITIATION_POWERS.includes(character)) {
					return no(
						refusal('refusal.characterBarred', 'ktu.variant.initiation', {
							character,
							player: name
						})
					);
				}
			}
		}
		const starter = scoreHoldings({ unicorns: [player.starter] });
		if (starter.errors[0]) return fromStep(starter.errors[0]);
		const hand = player.hand;
		if (hand !== null) {
			if (hand.length !== HAND_SIZE) {
				return no(
					refusal('refusal.handSize', 'ktu.setup', {
						player: name,
						count: hand.length,
						size: HAND_SIZE
					})
				);
			}
			const bad = hand.find((v) => !isCardValue(v));
			if (bad !== undefined) {
				return no(
					refusal('refusal.handValue', 'ktu.setup', {
						player: name,
						value: bad,
						max: HUNT_CARD_MAX
					})
				);
			}
		}
	}

	const count = names.length;
	const state: KtuState = {
		...initialState(),
		phase: 'trap',
		variant: event.variant,
		powers,
		players: event.players.map((p) => ({ name: p.name, character: p.character, hand: p.hand })),
		names,
		firstPlayer: event.firstPlayer,
		hunt: freshHunt(event.firstPlayer, count),
		handLeft: event.players.map((p) => p.hand),
		collections: event.players.map((p) => [
			{ ...p.starter, tokens: [], siamese: false, origin: null }
		]),
		pate: names.map(() => []),
		schemePoints: names.map(() => 0),
		stock: stock.stock ?? EMPTY_STOCK,
		decisions: names.map(() => null),
		doubleRainbow: names.map(() => false)
	};
	return ok(state);
}

// --- the row and It's a trap! (ktu.round, ktu.phase.trap) ---------------------------------

function revealUnicorn(state: KtuState, slot: number, unicorn: RowUnicorn): Result {
	if (state.phase !== 'trap' && state.phase !== 'hunt') {
		return no(refusal('refusal.wrongPhase', 'ktu.round', { phase: state.phase, expected: 'trap' }));
	}
	const current = state.slots[slot];
	if (!current) return no(refusal('refusal.unknownSlot', 'ktu.round', { number: slot + 1 }));
	if (current.hunted) {
		return no(refusal('refusal.slotHunted', 'ktu.round', { number: slot + 1 }));
	}
	if (state.phase === 'hunt' && slot === state.slot && state.hunt.first !== null) {
		return no(refusal('refusal.schemePending', 'ktu.scheme-reveal'));
	}
	// Stars are whole numbers, 0 and negative included: the engine's own check.
	const checked = scoreHoldings({ unicorns: [unicorn] });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	return ok({ ...state, slots: replaceAt(state.slots, slot, { ...current, unicorn }) });
}

function placeScheme(state: KtuState, player: number, slot: number): Result {
	if (state.variant === 'initiation') {
		return no(refusal('refusal.noSchemes', 'ktu.variant.initiation'));
	}
	if (state.phase !== 'trap') {
		return no(
			refusal('refusal.wrongPhase', 'ktu.phase.trap', { phase: state.phase, expected: 'trap' })
		);
	}
	if (!isSeat(state, player)) return unknownPlayer(player);
	const target = state.slots[slot];
	if (!target) return no(refusal('refusal.unknownSlot', 'ktu.round', { number: slot + 1 }));
	const placed = state.slots.findIndex((s) => s.schemes.includes(player));
	if (placed >= 0) {
		return no(
			refusal('refusal.schemeAlreadyPlaced', 'ktu.phase.trap', {
				player: nameOf(state, player),
				number: placed + 1
			})
		);
	}
	if (target.schemes.length >= MAX_SCHEMES_PER_UNICORN) {
		return no(
			refusal('refusal.schemeFull', 'ktu.phase.trap', {
				number: slot + 1,
				max: MAX_SCHEMES_PER_UNICORN
			})
		);
	}
	const schemes = [...target.schemes, player];
	return ok({ ...state, slots: replaceAt(state.slots, slot, { ...target, schemes }) });
}

function startHunts(state: KtuState): Result {
	if (state.phase !== 'trap') {
		return no(
			refusal('refusal.wrongPhase', 'ktu.phase.trap', { phase: state.phase, expected: 'trap' })
		);
	}
	if (state.variant !== 'initiation') {
		// ktu.phase.trap: the phase is over when every player has placed one Scheme.
		const missing = state.names.filter(
			(_, seat) => !state.slots.some((s) => s.schemes.includes(seat))
		);
		if (missing.length > 0) {
			return no(
				refusal('refusal.schemesMissing', 'ktu.phase.trap', {
					players: missing,
					playersList: missing.join(', '),
					count: missing.length
				})
			);
		}
	}
	return ok({
		...state,
		phase: 'hunt',
		slot: 0,
		hunt: freshHunt(state.firstPlayer, state.players.length)
	});
}

// --- the hunt (ktu.phase.hunt, ktu.pass, ktu.phase.resolve, ktu.scheme-reveal) --------------

function unknownPlayer(seat: number): Result {
	return no(refusal('refusal.unknownPlayer', 'ktu.setup', { number: seat + 1 }));
}

/** A bid, pass or resolution needs the hunt phase, and no Scheme waiting to be applied. */
function huntGate(state: KtuState): Result | null {
	if (state.phase !== 'hunt') {
		return no(
			refusal('refusal.wrongPhase', 'ktu.phase.hunt', { phase: state.phase, expected: 'hunt' })
		);
	}
	if (state.hunt.first !== null) return no(refusal('refusal.schemePending', 'ktu.scheme-reveal'));
	return null;
}

/** The player's own entry, and the lead who must open the hunt before anyone else (ktu.pass). */
function entryGate(state: KtuState, player: number): Result | null {
	if (!isSeat(state, player)) return unknownPlayer(player);
	const entry = state.hunt.entries[player];
	const name = nameOf(state, player);
	if (entry?.kind === 'pass')
		return no(refusal('refusal.alreadyPassed', 'ktu.pass', { player: name }));
	if (entry?.kind === 'bid') {
		return no(refusal('refusal.alreadyBid', 'ktu.phase.hunt', { player: name }));
	}
	const lead = state.firstPlayer;
	if (state.hunt.lead === null && player !== lead && state.hunt.entries[lead] === null) {
		return no(refusal('refusal.leadFirst', 'ktu.phase.hunt', { player: nameOf(state, lead) }));
	}
	return null;
}

/** The bids in table order from the lead, as the engine takes them; passes are left out. */
function bidsOf(state: KtuState, entries: readonly (Entry | null)[], lead: number): Bid[] {
	const n = state.players.length;
	const bids: Bid[] = [];
	for (let k = 0; k < n; k++) {
		const seat = (lead + k) % n;
		const entry = entries[seat];
		if (entry?.kind !== 'bid') continue;
		bids.push({
			player: state.names[seat] ?? '',
			total: entry.total,
			cards: entry.cards,
			...(entry.knight ? { knight: true } : {})
		});
	}
	return bids;
}

/** The hand once the cards are played, or null when a card is not in it. */
function withoutCards(hand: readonly number[], played: readonly number[]): number[] | null {
	const left = [...hand];
	for (const value of played) {
		const at = left.indexOf(value);
		if (at < 0) return null;
		left.splice(at, 1);
	}
	return left;
}

function placeBid(state: KtuState, event: BidEvent): Result {
	const gate = huntGate(state) ?? entryGate(state, event.player);
	if (gate) return gate;
	const seat = event.player;
	const player = nameOf(state, seat);
	const knight = event.knight === true;
	if (knight) {
		const character = state.players[seat]?.character ?? null;
		if (!state.powers || (character !== null && character !== 'knight')) {
			return no(refusal('refusal.notKnight', 'ktu.characters', { player }));
		}
	}
	const values = event.values ?? null;
	if (values !== null) {
		if (
			values.length !== event.cards ||
			sum(values) !== event.total ||
			!values.every(isCardValue)
		) {
			return no(refusal('refusal.bidValues', 'ktu.phase.hunt', { player, max: HUNT_CARD_MAX }));
		}
	}
	// A hand stays known only while every bid names its cards.
	let hand = state.handLeft[seat] ?? null;
	if (hand !== null) {
		if (values === null) hand = null;
		else {
			hand = withoutCards(hand, values);
			if (hand === null) return no(refusal('refusal.cardNotInHand', 'ktu.phase.hunt', { player }));
		}
	}
	const entry: Entry = { kind: 'bid', total: event.total, cards: event.cards, values, knight };
	const entries = replaceAt(state.hunt.entries, seat, entry);
	const lead = state.hunt.lead ?? seat;
	// The engine checks the bid against the lead's: card count, totals (ktu.phase.hunt).
	const check = resolveHunt({ bids: bidsOf(state, entries, lead) });
	if (check.errors[0]) return fromStep(check.errors[0]);
	return ok({
		...state,
		hunt: { ...state.hunt, entries, lead },
		handLeft: replaceAt(state.handLeft, seat, hand)
	});
}

function pass(state: KtuState, seat: number): Result {
	const gate = huntGate(state) ?? entryGate(state, seat);
	if (gate) return gate;
	const entries = replaceAt(state.hunt.entries, seat, { kind: 'pass' });
	let { firstPlayer } = state;
	let { tokenSteps } = state.hunt;
	// ktu.pass: a first player who passes before anyone bid hands the token to the left at once.
	if (state.hunt.lead === null && seat === state.firstPlayer) {
		const moved = firstPlayerAfterPass({
			players: state.names,
			firstPlayer: state.names[seat] ?? ''
		});
		if (moved.errors[0]) return fromStep(moved.errors[0]);
		firstPlayer = Math.max(0, state.names.indexOf(moved.firstPlayer));
		tokenSteps = [...tokenSteps, ...moved.steps];
	}
	return ok({ ...state, firstPlayer, hunt: { ...state.hunt, entries, tokenSteps } });
}

function resolve(state: KtuState): Result {
	const gate = huntGate(state);
	if (gate) return gate;
	const missing = state.names.filter((_, seat) => state.hunt.entries[seat] == null);
	if (missing.length > 0) {
		return no(
			refusal('refusal.huntIncomplete', 'ktu.phase.resolve', {
				players: missing,
				playersList: missing.join(', '),
				count: missing.length
			})
		);
	}
	const slot = state.slots[state.slot];
	if (!slot?.unicorn) {
		return no(refusal('refusal.unicornMissing', 'ktu.round', { number: state.slot + 1 }));
	}
	const lead = state.hunt.lead ?? state.firstPlayer;
	const first = resolveHunt({ bids: bidsOf(state, state.hunt.entries, lead) });
	if (first.errors[0]) return fromStep(first.errors[0]);
	// ktu.scheme-reveal: the winner reveals a Scheme first, if the unicorn has any.
	if (first.outcome === 'captured' && slot.schemes.length > 0) {
		return ok({ ...state, hunt: { ...state.hunt, first } });
	}
	return finishHunt(state, first, {
		outcome: first.outcome === 'captured' ? 'captured' : 'fled',
		taker: seatOf(state, first.winner),
		scheme: null,
		steps: []
	});
}

function applyScheme(state: KtuState, effect: SchemeEffect, taker: number | undefined): Result {
	if (state.phase !== 'hunt') {
		return no(
			refusal('refusal.wrongPhase', 'ktu.scheme-reveal', { phase: state.phase, expected: 'hunt' })
		);
	}
	const first = state.hunt.first;
	if (!first) return no(refusal('refusal.noSchemePending', 'ktu.scheme-reveal'));
	const player = first.winner;
	const winner = seatOf(state, player);
	switch (effect) {
		case 'no-effect':
			return finishHunt(state, first, {
				outcome: 'captured',
				taker: winner,
				scheme: effect,
				steps: [own('steps.schemeNoEffect', 'ktu.scheme-reveal', { player })]
			});
		case 'size': {
			// ktu.scheme.size: ties cancel first, then the lowest total wins.
			const lead = state.hunt.lead ?? state.firstPlayer;
			const again = resolveHunt({
				bids: bidsOf(state, state.hunt.entries, lead),
				lowestWins: true
			});
			if (again.errors[0]) return fromStep(again.errors[0]);
			return finishHunt(state, first, {
				outcome: again.outcome === 'captured' ? 'captured' : 'fled',
				taker: seatOf(state, again.winner),
				scheme: effect,
				steps: [own('steps.schemeSize', 'ktu.scheme.size', { player }), ...again.steps]
			});
		}
		case 'taker': {
			if (taker === undefined || !isSeat(state, taker)) {
				return no(refusal('refusal.takerRequired', 'ktu.scheme-reveal', { player }));
			}
			return finishHunt(state, first, {
				outcome: 'captured',
				taker,
				scheme: effect,
				steps: [
					own('steps.schemeTaker', 'ktu.scheme-reveal', { player, taker: nameOf(state, taker) })
				]
			});
		}
		case 'discarded':
			return finishHunt(state, first, {
				outcome: 'discarded',
				taker: null,
				scheme: effect,
				steps: [own('steps.schemeDiscarded', 'ktu.scheme-reveal', { player })]
			});
	}
}

/** The unicorn goes to its taker (or away), the token moves, and the next hunt or the market opens. */
function finishHunt(
	state: KtuState,
	first: HuntResult,
	end: {
		outcome: HuntOutcome;
		taker: number | null;
		scheme: SchemeEffect | null;
		steps: TrackerStep[];
	}
): Result {
	const slot = state.slots[state.slot];
	const unicorn = slot?.unicorn;
	if (!slot || !unicorn) return no(refusal('refusal.unicornMissing', 'ktu.round'));
	const captured = end.outcome === 'captured' && end.taker !== null;
	// ktu.first-player-change: the taker becomes first player; nobody took it, the token stays.
	const token = firstPlayerAfterHunt({
		firstPlayer: state.names[state.firstPlayer] ?? '',
		winner: captured ? nameOf(state, end.taker) : null,
		outcome: captured ? 'captured' : 'fled'
	});
	if (token.errors[0]) return fromStep(token.errors[0]);
	const after = Math.max(0, state.names.indexOf(token.firstPlayer));
	const lead = state.hunt.lead ?? state.firstPlayer;
	const record: HuntRecord = {
		round: state.round,
		slot: state.slot,
		unicorn,
		schemes: slot.schemes.length,
		bids: bidsOf(state, state.hunt.entries, lead).map((b) => ({
			player: state.names.indexOf(b.player),
			total: b.total,
			cards: b.cards ?? 0,
			knight: b.knight === true
		})),
		passed: state.names.flatMap((_, seat) =>
			state.hunt.entries[seat]?.kind === 'pass' ? [seat] : []
		),
		winner: seatOf(state, first.winner),
		cancelled: first.cancelled,
		scheme: end.scheme,
		outcome: end.outcome,
		taker: captured ? end.taker : null,
		firstPlayer: { before: state.hunt.start, after },
		steps: [...state.hunt.tokenSteps, ...first.steps, ...end.steps, ...token.steps]
	};
	let collections = state.collections;
	if (captured && end.taker !== null) {
		const caught: OwnedUnicorn = {
			...unicorn,
			tokens: [],
			siamese: false,
			origin: { round: state.round, slot: state.slot }
		};
		collections = replaceAt(collections, end.taker, [...(collections[end.taker] ?? []), caught]);
	}
	const last = state.slot >= UNICORNS_PER_ROUND - 1;
	const next: KtuState = {
		...state,
		slots: replaceAt(state.slots, state.slot, { ...slot, hunted: true }),
		collections,
		firstPlayer: after,
		hunts: [...state.hunts, record],
		slot: last ? state.slot : state.slot + 1,
		phase: last ? 'market' : 'hunt',
		hunt: freshHunt(after, state.players.length)
	};
	return ok(captured && end.taker !== null ? checkRainbows(next, end.taker) : next);
}

// --- the Black Market (ktu.phase.market) --------------------------------------------------

/** The next player to shop, from the first player clockwise; null once all have decided. */
export function nextBuyer(state: KtuState): number | null {
	const { order } = marketOrder({
		players: state.names,
		firstPlayer: state.names[state.firstPlayer] ?? ''
	});
	for (const name of order) {
		const seat = state.names.indexOf(name);
		if (state.decisions[seat] === null) return seat;
	}
	return null;
}

function marketGate(state: KtuState, seat: number, decision: MarketDecision): Result | null {
	if (state.phase !== 'market') {
		return no(
			refusal('refusal.wrongPhase', 'ktu.phase.market', { phase: state.phase, expected: 'market' })
		);
	}
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	const player = nameOf(state, seat);
	if (decision === 'passed') {
		return no(refusal('refusal.marketDone', 'ktu.phase.market', { player }));
	}
	if (decision === null) {
		const next = nextBuyer(state);
		if (next !== seat) {
			return no(
				refusal('refusal.notYourTurn', 'ktu.phase.market', { player: nameOf(state, next) })
			);
		}
	}
	return null;
}

function purchase(state: KtuState, event: PurchaseEvent): Result {
	const seat = event.player;
	const decision = state.decisions[seat] ?? null;
	const gate = marketGate(state, seat, decision);
	if (gate) return gate;
	const { item, color } = event;
	const hand = state.handLeft[seat] ?? null;
	const check = canPurchase({
		item,
		...(color === undefined ? {} : { color }),
		stock: state.stock,
		alreadyBoughtThisRound: decision === 'bought',
		...(hand === null ? {} : { handValues: hand })
	});
	if (check.errors[0]) return fromStep(check.errors[0]);
	const player = nameOf(state, seat);
	if (check.needsConfirmation && event.confirmed !== true) {
		return no(
			refusal('refusal.confirmPayment', 'ktu.phase.market', { player, cost: check.cost, item })
		);
	}
	const owned = state.collections[seat] ?? [];
	if (owned.length === 0) return no(refusal('refusal.noUnicorn', 'ktu.phase.market', { player }));
	const target = owned[event.unicorn];
	if (!target) {
		return no(
			refusal('refusal.unknownUnicorn', 'ktu.phase.market', { player, number: event.unicorn + 1 })
		);
	}
	let collection: OwnedUnicorn[];
	let { pate } = state;
	if (item === 'butcher') {
		// ktu.market.butcher: the unicorn goes, with its tokens; a Paté worth 1–3 comes.
		if (event.pate === undefined) {
			return no(refusal('refusal.pateRequired', 'ktu.market.butcher', { player }));
		}
		const value = scoreHoldings({ unicorns: [], pate: [event.pate] });
		if (value.errors[0]) return fromStep(value.errors[0]);
		collection = owned.filter((_, i) => i !== event.unicorn);
		pate = replaceAt(pate, seat, [...(pate[seat] ?? []), event.pate]);
	} else {
		const token: Token =
			item === 'fake-horn' ? 'fake-horn' : { kind: item, color: color ?? 'pink' };
		collection = replaceAt(owned, event.unicorn, { ...target, tokens: [...target.tokens, token] });
	}
	const bought = applyPurchase({ stock: state.stock, item, ...(color ? { color } : {}) });
	if (bought.errors[0]) return fromStep(bought.errors[0]);
	const next: KtuState = {
		...state,
		stock: bought.stock,
		collections: replaceAt(state.collections, seat, collection),
		pate,
		decisions: replaceAt<MarketDecision>(state.decisions, seat, 'bought'),
		purchases: [
			...state.purchases,
			{
				round: state.round,
				player: seat,
				item,
				color: item === 'cotton-candy' || item === 'fairy-dust' ? (color ?? null) : null,
				unicorn: { color: target.color, stars: target.stars },
				pate: item === 'butcher' ? (event.pate ?? null) : null,
				cost: check.cost ?? 0,
				confirmed: check.needsConfirmation
			}
		]
	};
	return ok(checkRainbows(next, seat));
}

function marketPass(state: KtuState, seat: number): Result {
	const decision = state.decisions[seat] ?? null;
	if (state.phase === 'market' && decision === 'bought') {
		return no(refusal('refusal.marketDone', 'ktu.phase.market', { player: nameOf(state, seat) }));
	}
	const gate = marketGate(state, seat, decision);
	if (gate) return gate;
	return ok({ ...state, decisions: replaceAt<MarketDecision>(state.decisions, seat, 'passed') });
}

/** ktu.round-end: hunt cards back in hand, 4 new unicorns, the token stays where it is. */
function endRound(state: KtuState): Result {
	if (state.phase !== 'market') {
		return no(
			refusal('refusal.wrongPhase', 'ktu.round-end', { phase: state.phase, expected: 'market' })
		);
	}
	const reset = {
		handLeft: state.players.map((p) => p.hand),
		decisions: state.names.map((): MarketDecision => null)
	};
	if (state.round >= ROUNDS) return ok({ ...state, ...reset, phase: 'over', end: 'rounds' });
	return ok({
		...state,
		...reset,
		round: state.round + 1,
		phase: 'trap',
		slot: 0,
		slots: emptySlots(),
		hunt: freshHunt(state.firstPlayer, state.players.length)
	});
}

// --- holdings --------------------------------------------------------------------------------

/**
 * ktu.scoring.rainbow: a double rainbow wins at once. Checked with the engine after every change
 * to a player's unicorns; the game ends the moment one exists.
 */
function checkRainbows(state: KtuState, seat: number): KtuState {
	const has = scoreHoldings({
		unicorns: state.collections[seat] ?? [],
		pate: state.pate[seat] ?? []
	}).instantVictory;
	if (has === state.doubleRainbow[seat]) return state;
	const next = { ...state, doubleRainbow: replaceAt(state.doubleRainbow, seat, has) };
	if (has && next.phase !== 'over') return { ...next, phase: 'over', end: 'double-rainbow' };
	return next;
}

function setSiamese(state: KtuState, seat: number, index: number, siamese: boolean): Result {
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

function setSchemePoints(state: KtuState, seat: number, points: number): Result {
	if (!isSeat(state, seat)) return unknownPlayer(seat);
	const checked = scoreHoldings({ unicorns: [], schemePoints: points });
	if (checked.errors[0]) return fromStep(checked.errors[0]);
	return ok({ ...state, schemePoints: replaceAt(state.schemePoints, seat, points) });
}

// --- the fold ----------------------------------------------------------------------------------

function apply(state: KtuState, input: KtuEvent): Result {
	const event = parseEvent(input);
	if (!event) return no(refusal('refusal.malformed', 'ktu.round'));
	if (event.type === 'setup') {
		return state.phase === 'setup'
			? setUp(event)
			: no(refusal('refusal.alreadySetUp', 'ktu.setup'));
	}
	if (state.phase === 'setup') return no(refusal('refusal.notSetUp', 'ktu.setup'));
	// What only the final count needs stays open after the last round.
	if (event.type === 'scheme-points') return setSchemePoints(state, event.player, event.points);
	if (event.type === 'siamese') {
		return setSiamese(state, event.player, event.unicorn, event.siamese);
	}
	if (state.phase === 'over') {
		return no(
			refusal(
				'refusal.gameOver',
				state.end === 'double-rainbow' ? 'ktu.scoring.rainbow' : 'ktu.round-end'
			)
		);
	}
	switch (event.type) {
		case 'unicorn':
			return revealUnicorn(state, event.slot, { color: event.color, stars: event.stars });
		case 'scheme':
			return placeScheme(state, event.player, event.slot);
		case 'hunts-start':
			return startHunts(state);
		case 'bid':
			return placeBid(state, event);
		case 'pass':
			return pass(state, event.player);
		case 'resolve':
			return resolve(state);
		case 'scheme-applied':
			return applyScheme(state, event.effect, event.taker);
		case 'purchase':
			return purchase(state, event);
		case 'market-pass':
			return marketPass(state, event.player);
		case 'round-end':
			return endRound(state);
	}
}

export const ktuReducer: Reducer<KtuEvent, KtuState> = { initial: initialState, apply };

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { COLORS, KTU_CODES, MARKET_ITEMS, type MarketStock } from '$lib/games/kill-the-unicorns';
import {
	emptyHistory,
	record,
	redo,
	replay,
	stamped,
	undo,
	type Correction,
	type History
} from '$lib/tracker/log';
import { KTU_REFUSALS } from './codes';
import type { KtuEvent } from './events';
import { ktuReducer, nextBuyer } from './reducer';
import type { KtuState } from './state';
import { nextToAct } from './view';
import { CHARACTERS, SCHEME_EFFECTS, VARIANTS } from './vocab';

const KNOWN_CODES = new Set<string>([...KTU_REFUSALS, ...KTU_CODES]);

type Move = [pick: number, a: number, b: number];

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

function deepFreeze<T>(value: T): T {
	if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const child of Object.values(value)) deepFreeze(child);
	}
	return value;
}

/** The kinds of action worth trying in a phase, with a few that do not belong there. */
const KINDS: Record<KtuState['phase'], KtuEvent['type'][]> = {
	setup: ['setup', 'setup', 'bid'],
	trap: [
		'unicorn',
		'unicorn',
		'scheme',
		'scheme',
		'scheme',
		'hunts-start',
		'bid',
		'round-end',
		'power'
	],
	hunt: [
		'bid',
		'bid',
		'bid',
		'pass',
		'resolve',
		'caught',
		'scheme-applied',
		'unicorn',
		'scheme',
		'purchase',
		'exchange',
		'power',
		'power'
	],
	market: [
		'purchase',
		'purchase',
		'purchase',
		'market-pass',
		'round-end',
		'bid',
		'siamese',
		'give',
		'discard',
		'edit-unicorn',
		'unicorn-points',
		'add-points'
	],
	over: ['scheme-points', 'siamese', 'bid', 'round-end', 'exchange', 'edit-unicorn', 'power']
};

/** An action a table could enter now: mostly sensible for the phase, sometimes not at all. */
function propose(s: KtuState, [pick, a, b]: Move): KtuEvent {
	const n = Math.max(1, s.players.length);
	const kinds = KINDS[s.phase];
	const kind = kinds[pick % kinds.length] ?? 'setup';
	const anyone = a % (n + 1); // one past the table: an unknown player
	switch (kind) {
		case 'setup': {
			const count = 3 + (a % 4);
			return {
				type: 'setup',
				variant: VARIANTS[b % 3] ?? 'standard',
				powers: b % 2 === 0,
				firstPlayer: b % count,
				players: NAMES.slice(0, count).map((name, i) => ({
					name,
					character: null,
					starter: { color: COLORS[(i + a) % 4] ?? 'pink', stars: (i + b) % 4 },
					hand: (a + i) % 3 === 0 ? [0, 1, 1, 2, 2, 3, 3, 4] : null
				}))
			};
		}
		case 'unicorn':
			return {
				type: 'unicorn',
				slot: b % 5,
				color: a % 5 === 4 ? null : (COLORS[a % 4] ?? null),
				stars: (b % 6) - 1
			};
		case 'scheme':
			return { type: 'scheme', player: anyone, slot: b % 5 };
		case 'hunts-start':
		case 'resolve':
		case 'round-end':
			return { type: kind };
		case 'bid': {
			const next = nextToAct(s);
			const player = b % 3 !== 0 && next !== null ? next : anyone;
			const lead = s.hunt.lead === null ? null : s.hunt.entries[s.hunt.lead];
			const cards = lead?.kind === 'bid' && a % 7 !== 0 ? lead.cards : 1 + (a % 3);
			const values = Array.from({ length: cards }, (_, i) => (a + b * (i + 1)) % 5);
			const total = values.reduce((x, y) => x + y, 0);
			return b % 11 === 0
				? { type: 'bid', player, cards, total }
				: { type: 'bid', player, cards, total, values };
		}
		case 'pass': {
			const next = nextToAct(s);
			return { type: 'pass', player: b % 4 !== 0 && next !== null ? next : anyone };
		}
		case 'caught': {
			// Quick entry: a winner (or nobody), sometimes with a Scheme's effect and taker.
			const player = a % 6 === 5 ? null : anyone;
			const effect = SCHEME_EFFECTS[b % 4] ?? 'no-effect';
			if (b % 3 === 0) return { type: 'caught', player };
			return b % 2 === 0
				? { type: 'caught', player, effect }
				: { type: 'caught', player, effect, taker: b % n };
		}
		case 'scheme-applied': {
			const effect = SCHEME_EFFECTS[a % 4] ?? 'no-effect';
			return b % 5 === 0
				? { type: 'scheme-applied', effect }
				: { type: 'scheme-applied', effect, taker: b % n };
		}
		case 'purchase': {
			const player = b % 4 !== 0 ? (nextBuyer(s) ?? anyone) : anyone;
			const owned = s.collections[player]?.length ?? 1;
			return {
				type: 'purchase',
				player,
				item: MARKET_ITEMS[a % 4] ?? 'butcher',
				color: COLORS[b % 4] ?? 'pink',
				unicorn: b % (owned + 1),
				pate: 1 + (a % 4),
				confirmed: (a + b) % 6 !== 0
			};
		}
		case 'market-pass':
			return { type: 'market-pass', player: b % 4 !== 0 ? (nextBuyer(s) ?? anyone) : anyone };
		case 'siamese':
			return { type: 'siamese', player: anyone, unicorn: b % 4, siamese: a % 2 === 0 };
		case 'scheme-points':
			return { type: 'scheme-points', player: anyone, points: (a % 9) - 4 };
		case 'unicorn-points':
			return { type: 'unicorn-points', player: anyone, unicorn: b % 4, points: (a % 9) - 4 };
		case 'add-points':
			return b % 5 === 0
				? { type: 'add-points', player: anyone, points: (a % 9) - 4 }
				: { type: 'add-points', player: anyone, unicorn: b % 4, points: (a % 9) - 4 };
		case 'give':
			return { type: 'give', player: anyone, unicorn: b % 4, to: (a + 1 + (b % 3)) % n };
		case 'exchange':
			return {
				type: 'exchange',
				a: { player: anyone, unicorn: b % 3 },
				b: { player: (a + 1 + (b % 3)) % n, unicorn: a % 3 }
			};
		case 'discard':
			return { type: 'discard', player: anyone, unicorn: b % 4 };
		case 'edit-unicorn':
			return {
				type: 'edit-unicorn',
				player: anyone,
				unicorn: b % 3,
				color: a % 5 === 4 ? null : (COLORS[a % 4] ?? null),
				stars: (b % 6) - 1,
				siamese: a % 3 === 0
			};
		case 'power':
			return {
				type: 'power',
				player: anyone,
				character: CHARACTERS[a % CHARACTERS.length] ?? 'knight'
			};
	}
}

/** The step that always moves a game on, when nothing proposed was allowed. */
function progress(s: KtuState): KtuEvent[] {
	switch (s.phase) {
		case 'setup':
			return [];
		case 'trap': {
			const free = s.slots.findIndex((slot) => slot.schemes.length < 2);
			const waiting = s.names.findIndex((_, p) => !s.slots.some((x) => x.schemes.includes(p)));
			const empty = s.slots.findIndex((slot) => slot.unicorn === null);
			return [
				...(empty >= 0
					? [{ type: 'unicorn', slot: empty, color: 'pink', stars: 1 } as KtuEvent]
					: []),
				...(waiting >= 0 ? [{ type: 'scheme', player: waiting, slot: free } as KtuEvent] : []),
				{ type: 'hunts-start' }
			];
		}
		case 'hunt': {
			const next = nextToAct(s);
			const unknown = s.slots[s.slot]?.unicorn === null;
			return [
				...(unknown
					? [{ type: 'unicorn', slot: s.slot, color: 'blue', stars: 2 } as KtuEvent]
					: []),
				...(next === null ? [] : [{ type: 'pass', player: next } as KtuEvent]),
				{ type: 'resolve' },
				{ type: 'scheme-applied', effect: 'no-effect' }
			];
		}
		case 'market': {
			const next = nextBuyer(s);
			return [
				...(next === null ? [] : [{ type: 'market-pass', player: next } as KtuEvent]),
				{ type: 'round-end' }
			];
		}
		case 'over':
			return [];
	}
}

function checkInvariants(s: KtuState): void {
	for (const slot of s.slots) expect(slot.schemes.length).toBeLessThanOrEqual(2);
	const stock: MarketStock = s.stock;
	for (const v of [
		stock.butcher,
		stock['fake-horn'],
		...Object.values(stock['cotton-candy']),
		...Object.values(stock['fairy-dust'])
	]) {
		expect(v).toBeGreaterThanOrEqual(0);
	}
	expect(s.hunts.length).toBeLessThanOrEqual(16);
	expect(s.round).toBeGreaterThanOrEqual(1);
	expect(s.round).toBeLessThanOrEqual(4);
	if (s.phase !== 'setup') {
		expect(s.firstPlayer).toBeLessThan(s.players.length);
		expect(s.decisions.filter((d) => d === 'bought').length).toBeLessThanOrEqual(s.players.length);
	}
}

interface Played {
	history: History<KtuEvent>;
	states: KtuState[];
}

/** Plays the moves; every refused event must leave the state exactly as it was. */
function play(moves: readonly Move[], drive: boolean): Played {
	let state = deepFreeze(ktuReducer.initial());
	let history = emptyHistory<KtuEvent>();
	const states: KtuState[] = [state];
	for (const move of moves) {
		// A negative pick only moves the game on (the filler that ends a driven game).
		const proposed = move[0] < 0 ? [] : [propose(state, move)];
		const tries = drive ? [...proposed, ...progress(state)] : proposed;
		for (const event of tries) {
			const r = ktuReducer.apply(state, event);
			if (!r.ok) {
				// Every refusal is a listed code, so it has a sentence in every language.
				expect(KNOWN_CODES.has(r.error.code), r.error.code).toBe(true);
				continue;
			}
			state = deepFreeze(r.state);
			history = record(history, event);
			states.push(state);
			checkInvariants(state);
			break;
		}
		if (state.phase === 'over') break;
	}
	return { history, states };
}

const moves = (max: number) =>
	fc.array(fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000)), {
		minLength: 1,
		maxLength: max,
		size: 'max'
	});

/** The setup move: the table size and variant come from `a` and `b`. */
const setups = fc.tuple(fc.constant(0), fc.nat(1000), fc.nat(1000));

describe('property: random event sequences', () => {
	test('refused events change nothing; schemes ≤ 2 a unicorn, stock ≥ 0, hunts ≤ 16', () => {
		fc.assert(
			fc.property(setups, moves(250), (setupMove, ms) => {
				const { states } = play([setupMove, ...ms], false);
				checkInvariants(states.at(-1) as KtuState);
			}),
			{ numRuns: 60 }
		);
	});

	test('driven games reach their end: 16 hunts after four rounds, or a double rainbow', () => {
		fc.assert(
			fc.property(setups, moves(600), (setupMove, ms) => {
				const { states } = play(
					[setupMove, ...ms, ...Array.from({ length: 400 }, (): Move => [-1, 0, 0])],
					true
				);
				const last = states.at(-1) as KtuState;
				expect(last.phase).toBe('over');
				if (last.end === 'rounds') expect(last.hunts).toHaveLength(16);
				else expect(last.doubleRainbow.some(Boolean)).toBe(true);
			}),
			{ numRuns: 30 }
		);
	});

	test('the same events always give the same state; undo restores the previous one exactly', () => {
		fc.assert(
			fc.property(setups, moves(300), fc.nat(), (setupMove, ms, at) => {
				const { history, states } = play([setupMove, ...ms], true);
				const events = history.events;
				const again = replay(ktuReducer, events);
				expect(again.refused).toEqual([]);
				expect(again.state).toEqual(states.at(-1));
				expect(JSON.stringify(replay(ktuReducer, events).state)).toBe(JSON.stringify(again.state));
				// Undo one event (as the game screen does) and the state is the one before it.
				const undone = undo(history);
				expect(replay(ktuReducer, undone.events).state).toEqual(states.at(-2) ?? states[0]);
				expect(replay(ktuReducer, redo(undone).events).state).toEqual(states.at(-1));
				// Any earlier point of the game too.
				const k = events.length === 0 ? 0 : at % events.length;
				expect(replay(ktuReducer, events.slice(0, k)).state).toEqual(states[k]);
			}),
			{ numRuns: 40 }
		);
	});

	test('a correction replays to the state of the log built directly with the change', () => {
		fc.assert(
			fc.property(
				setups,
				moves(200),
				fc.nat(),
				fc.nat(2),
				moves(1),
				(setupMove, ms, at, op, extra) => {
					const { history, states } = play([setupMove, ...ms], true);
					const events = [...history.events];
					// Never the setup: a game always starts from one.
					const where = 1 + (at % Math.max(1, events.length - 1));
					if (events.length < 2) return;
					const before = states[where] as KtuState;
					const proposed = propose(before, extra[0] as Move);
					// Recorded as the screen records it: with the rule of the arrangement.
					const c: Correction<KtuEvent> = stamped(
						ktuReducer,
						op === 0
							? { correction: 'edit', at: where, event: proposed }
							: op === 1
								? { correction: 'insert', at: where, event: proposed }
								: { correction: 'delete', at: where }
					);
					const direct = [...events];
					if (c.correction === 'delete') direct.splice(where, 1);
					else direct.splice(where, c.correction === 'edit' ? 1 : 0, c.event);
					// The corrected log reads in the order the table played it (arrange.ts).
					const order = ktuReducer.arrange?.(direct, c.arrange ?? 1) ?? null;
					const viaLog = replay(ktuReducer, [...events, c]);
					const built = replay(ktuReducer, order ? order.map((i) => direct[i]!) : direct);
					expect(viaLog.state).toEqual(built.state);
					expect(viaLog.refused.map((r) => [r.at, r.error])).toEqual(
						built.refused.map((r) => [r.at, r.error])
					);
					// Undoing the correction gives back the game as it was.
					expect(replay(ktuReducer, events).state).toEqual(states.at(-1));
				}
			),
			{ numRuns: 25 }
		);
	});
});

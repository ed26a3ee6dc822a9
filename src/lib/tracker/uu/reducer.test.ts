import { seatKey } from '$lib/vocab';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ACTIONS } from '$lib/games/unstable-unicorns';
import { emptyHistory, record, replay, undo } from '$lib/tracker/log';
import type { UuEvent } from './events';
import { uuReducer, type UuState } from './reducer';
import { seats } from './view';
import { foldAll } from '../test-helpers';

const setup = (players = ['Ana', 'Ben', 'Cy'], extra: Partial<UuEvent> = {}): UuEvent =>
	({
		type: 'setup',
		players,
		edition: 'standard-2e',
		babies: players.map(() => 'Baby Unicorn'),
		...extra
	}) as UuEvent;

const fold = (events: UuEvent[]): UuState => foldAll(uuReducer, events);

/** The refusal code of the last event, the ones before it being accepted. */
function refusedCode(events: UuEvent[]): string | null {
	const before = fold(events.slice(0, -1));
	const r = uuReducer.apply(before, events.at(-1) as UuEvent);
	return r.ok ? null : r.error.code;
}

const add = (player: number, name = 'Basic Unicorn', countsAs?: number): UuEvent =>
	countsAs === undefined
		? { type: 'unicorn-added', player, name }
		: { type: 'unicorn-added', player, name, countsAs };
const phase: UuEvent = { type: 'phase' };
const endTurn: UuEvent = { type: 'turn-ended' };

describe('bounds on what the table enters', () => {
	test.each([
		['a name of only invisible characters', ['Ana', '\u200B\u200B', 'Cy'], 1, 'empty'],
		['a name of 5,000 characters', ['Ana', 'x'.repeat(5000), 'Cy'], 1, 'tooLong'],
		['a left-to-right embedding', ['Ana\u202A', 'Ben'], 0, 'forbiddenCharacter'],
		['a look-alike of another name', ['Ana', 'ANA\u200D'], 1, 'duplicate']
	])('a setup with %s is refused, naming the seat', (_what, players, seat, reason) => {
		const r = uuReducer.apply(uuReducer.initial(), setup(players));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.error).toMatchObject({ code: 'refusal.badName', params: { seat, reason } });
	});

	test.each([[1e21], [4], [-1], [1.5]])('a unicorn counting as %s is refused', (countsAs) => {
		expect(refusedCode([setup(), add(0, 'Ginormous Unicorn', countsAs)])).toBe(
			'error.unicorn.countsAs'
		);
	});

	test('a unicorn name longer than any card is refused', () => {
		expect(refusedCode([setup(), add(0, 'x'.repeat(81))])).toBe('refusal.cardNameTooLong');
		expect(refusedCode([setup(), add(0, 'x'.repeat(80))])).toBeNull();
	});

	test.each([
		['a right-to-left override', 'Rainbow\u202E Unicorn', 'U+202E'],
		['a right-to-left isolate', '\u2067Llamacorn', 'U+2067'],
		['a line break', 'Seductive\nUnicorn', 'U+000A']
	])('a unicorn name with %s is refused, naming the character', (_what, name, char) => {
		const r = replay(uuReducer, [setup(), add(0, name)]);
		expect(r.refused[0]?.error).toEqual({
			code: 'refusal.cardNameCharacter',
			rule: 'uu.cards.unicorn',
			params: { char }
		});
	});

	test('a baby unicorn with a bidi override is refused at setup', () => {
		const bad = setup(['Ana', 'Ben'], { babies: ['Baby Unicorn', 'Baby \u202ENarwhal'] });
		const r = uuReducer.apply(uuReducer.initial(), bad);
		expect(r).toMatchObject({ ok: false, error: { code: 'refusal.cardNameCharacter' } });
	});

	test('a unicorn counting as 0 to 3 is kept', () => {
		expect(refusedCode([setup(), add(0, 'Ginormous Unicorn', 3)])).toBeNull();
		expect(refusedCode([setup(), add(0, 'Ginormous Unicorn', 0)])).toBeNull();
	});
});

describe('setup (uu.setup)', () => {
	test('each player starts with their baby unicorn; the goal follows the table size', () => {
		const s = fold([setup()]);
		expect(s.status).toBe('playing');
		expect(s.goal).toBe(7);
		expect(s.stables).toEqual(
			[1, 2, 3].map(() => [{ name: 'Baby Unicorn', countsAs: 1, came: 0 }])
		);
		expect(s.turn).toEqual({ turn: 1, seat: 0, phase: 'beginning' });
		expect(s.language).toBe('en');
	});

	test.each([
		[6, 6],
		[8, 6],
		[5, 7],
		[2, 7]
	])('%i players play to %i unicorns', (n, goal) => {
		const names = Array.from({ length: n }, (_, i) => `P${i}`);
		expect(fold([setup(names)]).goal).toBe(goal);
	});

	test.each([
		['one player', setup(['Ana']), 'error.players.tooFew'],
		['nine players', setup(Array.from({ length: 9 }, (_, i) => `P${i}`)), 'error.players.tooMany'],
		['a blank name', setup(['Ana', '  ']), 'refusal.badName'],
		['the same name twice', setup(['Ana', 'Ana ']), 'refusal.badName'],
		['an unknown edition', setup(['Ana', 'Ben'], { edition: 'third' }), 'error.edition.unknown'],
		['a missing baby', setup(['Ana', 'Ben'], { babies: ['Baby Unicorn'] }), 'refusal.babies'],
		[
			'a blank baby',
			setup(['Ana', 'Ben'], { babies: ['Baby Unicorn', ' '] }),
			'error.unicorn.empty'
		],
		[
			'an unknown card language',
			setup(['Ana', 'Ben'], { language: 'de' } as never),
			'refusal.malformed'
		]
	])('refuses %s', (_name, event, code) => {
		expect(refusedCode([event])).toBe(code);
	});

	test('a second setup is refused, and so is anything before the first', () => {
		expect(refusedCode([setup(), setup()])).toBe('refusal.alreadySetUp');
		expect(refusedCode([phase])).toBe('refusal.notSetUp');
	});

	test('the card language defaults to the edition’s own', () => {
		const nsfw = setup(['Ana', 'Ben'], { edition: 'nsfw', babies: ['Unicorno Baby', 'X'] });
		expect(fold([nsfw]).language).toBe('it');
		expect(fold([setup(['Ana', 'Ben'], { language: 'es' })]).language).toBe('es');
	});
});

describe('the turn (uu.turn)', () => {
	test('four phases, then the turn passes clockwise and the count goes up', () => {
		const s = fold([setup(), phase, phase, phase]);
		expect(s.turn.phase).toBe('end');
		const next = fold([setup(), phase, phase, phase, endTurn]);
		expect(next.turn).toEqual({ turn: 2, seat: 1, phase: 'beginning' });
	});

	test('after the last seat, play comes back to the first', () => {
		const round = [phase, phase, phase, endTurn];
		const s = fold([setup(['Ana', 'Ben']), ...round, ...round]);
		expect(s.turn).toEqual({ turn: 3, seat: 0, phase: 'beginning' });
	});

	test('the end phase is left only by ending the turn', () => {
		expect(refusedCode([setup(), phase, phase, phase, phase])).toBe('refusal.endPhase');
	});

	test.each([0, 1, 2, 3])(
		'ending the turn after %i phase steps passes to the next player in one event',
		(steps) => {
			const s = fold([setup(), ...Array.from({ length: steps }, () => phase), endTurn]);
			expect(s.turn).toEqual({ turn: 2, seat: 1, phase: 'beginning' });
		}
	);

	test('a tap on a later phase goes straight there; an earlier one is refused', () => {
		expect(fold([setup(), { type: 'phase', to: 'action' }]).turn.phase).toBe('action');
		expect(fold([setup(), { type: 'phase', to: 'end' }]).turn).toEqual({
			turn: 1,
			seat: 0,
			phase: 'end'
		});
		expect(refusedCode([setup(), phase, phase, { type: 'phase', to: 'draw' }])).toBe(
			'refusal.phaseBehind'
		);
		expect(refusedCode([setup(), { type: 'phase', to: 'beginning' }])).toBe('refusal.phaseBehind');
	});
});

describe('the action (uu.phase.action)', () => {
	test("a unicorn the current player brings in during the Action phase is the turn's action", () => {
		const add = (player: number): UuEvent => ({ type: 'unicorn-added', player, name: 'Narwhal' });
		const s = fold([setup(), phase, phase, add(0)]);
		expect(s.action).toBe('play-unicorn');
		expect(s.stables[0]?.length).toBe(2);
		// So a second action that turn is refused, as if it had been tapped.
		expect(refusedCode([setup(), phase, phase, add(0), { type: 'action', action: 'draw' }])).toBe(
			'error.action.alreadyTaken'
		);
		// Not in another phase, not for another player, and an action already taken stays.
		expect(fold([setup(), phase, add(0)]).action).toBeNull();
		expect(fold([setup(), phase, phase, add(1)]).action).toBeNull();
		expect(
			fold([setup(), phase, phase, { type: 'action', action: 'play-magic' }, add(0)]).action
		).toBe('play-magic');
	});

	test.each(ACTIONS)('%s is taken in the action phase', (action) => {
		expect(fold([setup(), phase, phase, { type: 'action', action }]).action).toBe(action);
	});

	test('one action per turn', () => {
		const events: UuEvent[] = [setup(), phase, phase, { type: 'action', action: 'draw' }];
		expect(refusedCode([...events, { type: 'action', action: 'play-magic' }])).toBe(
			'error.action.alreadyTaken'
		);
	});

	test('no action after the action phase, and none unknown', () => {
		expect(
			refusedCode([setup(), { type: 'phase', to: 'end' }, { type: 'action', action: 'draw' }])
		).toBe('error.action.wrongPhase');
		expect(refusedCode([setup(), phase, phase, { type: 'action', action: 'steal' }])).toBe(
			'error.action.unknown'
		);
	});

	test('the next turn has its own action', () => {
		const turn: UuEvent[] = [phase, phase, { type: 'action', action: 'draw' }, phase, endTurn];
		const s = fold([setup(), ...turn, phase, phase]);
		expect(s.action).toBeNull();
		expect(
			fold([...[setup(), ...turn, phase, phase], { type: 'action', action: 'draw' }]).action
		).toBe('draw');
	});
});

describe('stables and the win (uu.end)', () => {
	test('a picked or typed unicorn joins the Stable; Ginormous Unicorn counts as two', () => {
		const s = fold([setup(), add(1, 'Ginormous Unicorn'), add(1, 'My own unicorn')]);
		expect(s.stables[1]).toEqual([
			{ name: 'Baby Unicorn', countsAs: 1, came: 0 },
			{ name: 'Ginormous Unicorn', countsAs: 2, came: 1 },
			{ name: 'My own unicorn', countsAs: 1, came: 1 }
		]);
		expect(seats(s).map((v) => v.count)).toEqual([1, 4, 1]);
	});

	test('a card may be set to count as another number, 0 included', () => {
		const s = fold([setup(), add(0, 'Rhinocorn', 0), add(0, 'Narwhal', 3)]);
		expect(seats(s)[0]?.count).toBe(4);
	});

	test.each([
		['an unknown player', add(3), 'refusal.unknownPlayer'],
		['a blank name', add(0, '   '), 'error.unicorn.empty'],
		['a negative count', add(0, 'Narwhal', -1), 'error.unicorn.countsAs'],
		['a fractional count', add(0, 'Narwhal', 1.5), 'error.unicorn.countsAs'],
		[
			'a fractional seat',
			{ type: 'unicorn-added' as const, player: 0.5, name: 'X' },
			'refusal.malformed'
		]
	])('adding to %s is refused', (_name, event, code) => {
		expect(refusedCode([setup(), event])).toBe(code);
	});

	test('removing and moving unicorns', () => {
		const s = fold([
			setup(),
			add(0, 'Narwhal'),
			{ type: 'unicorn-removed', player: 0, index: 0 },
			{ type: 'unicorn-moved', from: 0, index: 0, to: 2 }
		]);
		expect(s.stables.map((st) => st.map((u) => u.name))).toEqual([
			[],
			['Baby Unicorn'],
			['Baby Unicorn', 'Narwhal']
		]);
		expect(refusedCode([setup(), { type: 'unicorn-removed', player: 0, index: 1 }])).toBe(
			'refusal.unknownUnicorn'
		);
		expect(refusedCode([setup(), { type: 'unicorn-moved', from: 0, index: 0, to: 0 }])).toBe(
			'refusal.samePlayer'
		);
		expect(refusedCode([setup(), { type: 'unicorn-moved', from: 0, index: 0, to: 5 }])).toBe(
			'refusal.unknownPlayer'
		);
	});

	test('the first player to reach the goal wins at once, and the game stops there', () => {
		const six = Array.from({ length: 6 }, () => add(2));
		const s = fold([setup(), ...six]);
		expect(s.status).toBe('won');
		expect(s.winner).toBe(2);
		expect(s.win?.steps.map((st) => st.code)).toContain('win.reached');
		expect(refusedCode([setup(), ...six, add(0)])).toBe('refusal.gameOver');
		expect(refusedCode([setup(), ...six, phase])).toBe('refusal.gameOver');
	});

	test('a stolen unicorn can win the game for the thief', () => {
		const five = Array.from({ length: 5 }, () => add(1));
		const s = fold([setup(), ...five, add(0), { type: 'unicorn-moved', from: 0, index: 1, to: 1 }]);
		expect(s.winner).toBe(1);
	});

	test('six players win with six', () => {
		const names = ['A', 'B', 'C', 'D', 'E', 'F'];
		const s = fold([setup(names), ...Array.from({ length: 5 }, () => add(4))]);
		expect(s.winner).toBe(4);
	});
});

describe('the draw pile runs out (uu.end)', () => {
	test('most unicorns wins', () => {
		const s = fold([setup(), add(1), { type: 'deck-out' }]);
		expect(s.status).toBe('deck-out');
		expect(s.winner).toBe(1);
		expect(s.deckOut?.steps.map((st) => st.code)).toContain('deckOut.mostUnicorns');
	});

	test('a tie is decided by letters', () => {
		const s = fold([setup(), add(0, 'Narwhal'), add(2, 'Rhinocorn'), { type: 'deck-out' }]);
		expect(s.winner).toBe(2);
		expect(seats(s).map((v) => v.letters)).toEqual([18, 11, 20]);
	});

	test('still tied: everyone loses, and nothing more can happen', () => {
		const s = fold([setup(), { type: 'deck-out' }]);
		expect(s.winner).toBeNull();
		expect(s.deckOut?.everyoneLoses).toBe(true);
		expect(refusedCode([setup(), { type: 'deck-out' }, { type: 'deck-out' }])).toBe(
			'refusal.gameOver'
		);
	});
});

describe('players are seats, their names only shown', () => {
	test('renamed players (one as another seat key) change nothing but the names', () => {
		const play = (names: string[]) =>
			fold([
				setup(names),
				add(0, 'Narwhal'),
				add(2, 'Rhinocorn'),
				add(1, 'Pink'),
				{ type: 'deck-out' }
			]);
		const a = play(['Ana', 'Ben', 'Cy']);
		const b = play(['s2', 'Player 1', 's0']);
		expect({ ...b, players: [] }).toEqual({ ...a, players: [] });
		expect(b.winner).toBe(2);
		expect(b.deckOut?.winner).toBe(seatKey(2));
	});

	test('a blank or repeated name is still refused at setup', () => {
		expect(refusedCode([setup(['Ana', ' Ana'])])).toBe('refusal.badName');
		expect(refusedCode([setup(['Ana', ' '])])).toBe('refusal.badName');
	});
});

describe('malformed events', () => {
	test.each([
		null,
		3,
		'phase',
		{},
		{ type: 'dance' },
		{ type: 'unicorn-removed', player: -1, index: 0 }
	])('%j is refused as malformed', (event) => {
		expect(refusedCode([setup(), event as never])).toBe('refusal.malformed');
	});
});

// Random play: a mix of sensible and senseless events, as a tired table taps them.
const names = ['Ana', 'Ben', 'Cy', 'Dee'];
const arbEvent: fc.Arbitrary<UuEvent> = fc.oneof(
	fc.constant<UuEvent>({ type: 'phase' }),
	fc.constant<UuEvent>({ type: 'turn-ended' }),
	fc.constantFrom(...ACTIONS).map((action): UuEvent => ({ type: 'action', action })),
	fc
		.record({
			player: fc.integer({ min: 0, max: 4 }),
			name: fc.constantFrom('Narwhal', 'Ginormous Unicorn', 'Rhinocorn', 'Ñandú', ''),
			countsAs: fc.option(fc.integer({ min: -1, max: 3 }), { nil: undefined })
		})
		.map(({ player, name, countsAs }) => add(player, name, countsAs)),
	fc
		.record({ player: fc.integer({ min: 0, max: 4 }), index: fc.integer({ min: 0, max: 4 }) })
		.map((e): UuEvent => ({ type: 'unicorn-removed', ...e })),
	fc
		.record({
			from: fc.integer({ min: 0, max: 4 }),
			index: fc.integer({ min: 0, max: 4 }),
			to: fc.integer({ min: 0, max: 4 })
		})
		.map((e): UuEvent => ({ type: 'unicorn-moved', ...e })),
	fc.constant<UuEvent>({ type: 'deck-out' })
);
const arbGame = fc
	.tuple(fc.integer({ min: 2, max: 4 }), fc.array(arbEvent, { maxLength: 60 }))
	.map(([n, events]): UuEvent[] => [setup(names.slice(0, n)), ...events]);

describe('properties', () => {
	test('the same events always give the same state', () => {
		fc.assert(
			fc.property(arbGame, (events) => {
				expect(replay(uuReducer, events)).toEqual(replay(uuReducer, events));
			})
		);
	});

	test('undo restores the state before the last event', () => {
		fc.assert(
			fc.property(arbGame, arbEvent, (events, last) => {
				const { state: before } = replay(uuReducer, events);
				if (!uuReducer.apply(before, last).ok) return;
				let h = emptyHistory<UuEvent>();
				for (const e of events) h = record(h, e);
				expect(replay(uuReducer, undo(record(h, last)).events).state).toEqual(before);
			})
		);
	});

	test('a refused event changes nothing', () => {
		fc.assert(
			fc.property(arbGame, arbEvent, (events, last) => {
				const { state } = replay(uuReducer, events);
				const copy = structuredClone(state);
				const r = uuReducer.apply(state, last);
				if (!r.ok) expect(state).toEqual(copy);
			})
		);
	});

	test('no state ever has a negative count, a lost seat or a stray turn', () => {
		fc.assert(
			fc.property(arbGame, (events) => {
				const { state } = replay(uuReducer, events);
				const n = state.players.length;
				expect(state.stables).toHaveLength(n);
				expect(state.turn.turn).toBeGreaterThanOrEqual(1);
				expect(state.turn.seat).toBeGreaterThanOrEqual(0);
				expect(state.turn.seat).toBeLessThan(n);
				for (const v of seats(state)) {
					expect(v.count).toBeGreaterThanOrEqual(0);
					expect(v.letters).toBeGreaterThanOrEqual(0);
					expect(v.toGo).toBeGreaterThanOrEqual(0);
				}
				for (const u of state.stables.flat()) expect(u.countsAs).toBeGreaterThanOrEqual(0);
			})
		);
	});

	test('only a player at the goal can have won by it, and only then does play stop', () => {
		fc.assert(
			fc.property(arbGame, (events) => {
				const { state } = replay(uuReducer, events);
				const counts = seats(state).map((v) => v.count);
				if (state.status === 'won') {
					expect(counts[state.winner as number]).toBeGreaterThanOrEqual(state.goal);
				}
				if (state.status === 'playing') {
					for (const c of counts) expect(c).toBeLessThan(state.goal);
				}
			})
		);
	});
});

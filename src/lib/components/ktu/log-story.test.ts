// The rest of the table's story, as the log tells it in every language: where the First Player
// token goes, a lone bidder, the Knight's power said once (in his bid), whose Scheme a reveal or Scheme
// points were, and which of two look-alike unicorns a Zombie Unicorn discards.
import { describe, expect, test } from 'vitest';
import { LANGS } from '$lib/vocab';
import type { KeysUnder } from '$lib/i18n/i18n';
import { translator } from '$lib/i18n/translator.testing';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import {
	SAMPLE_ROUNDS,
	bidEvent as bid,
	firstRow,
	knightHunt,
	passEvent as pass
} from '$lib/tracker/ktu/sample-game';
import { history } from '$lib/tracker/log';
import { heldInSentence } from './labels';
import { logLine, unicornName } from './log-text';

const NAMESPACES = ['ktu-games', 'ktu-score', 'steps-ktu', 'play'];

/** Every line of a log the rules accept whole, as the log shows them (oldest first). */
function lines(t: ReturnType<typeof translator>, events: KtuEvent[]): string[] {
	const { steps, refused } = history(ktuReducer, events);
	expect(refused).toEqual([]);
	return steps.map((step, i) => logLine(t, step, { next: steps[i + 1], log: steps }));
}

/** Round 1's row (firstRow), its first hunts caught with one tap by these players in turn. */
const caughtBy = (...players: number[]): KtuEvent[] => [
	...firstRow(),
	...players.map((player): KtuEvent => ({ type: 'caught', player }))
];

// Round 1's row (firstRow): Ana holds the token; Ana's and Bo's Schemes lie under unicorn 1, none
// under unicorn 2, Cy's under unicorn 3, Di's under unicorn 4. Ana plays the Knight.
describe.each(LANGS)('the log tells the rest of the story, in %s', (lang) => {
	const t = translator(lang, NAMESPACES);
	const line = (k: KeysUnder<'ktu-games:log.lines.'>, params: Record<string, unknown> = {}) =>
		t(`ktu-games:log.lines.${k}`, params);
	const row = SAMPLE_ROUNDS[0]!.unicorns.map((u) => unicornName(t, u));

	test('the First Player token goes to the taker, said in the sentence that moves it', () => {
		const said = lines(t, [
			...firstRow(),
			// Ana holds the token and catches: she keeps it, nothing is said of it.
			{ type: 'caught', player: 0 },
			// Bo catches: the token goes to him.
			{ type: 'caught', player: 1 },
			// With the bids, Cy takes unicorn 3 from Bo's lead, and the token with it.
			bid(1, 2),
			bid(2, 4),
			pass(3),
			pass(0),
			{ type: 'resolve', effect: 'no-effect' },
			// Nobody takes unicorn 4: the token stays with Cy.
			{ type: 'caught', player: null }
		]);
		expect(said.slice(-8)).toEqual([
			`${line('caught', { player: 'Ana', unicorn: row[0] })} ${line('quickDecided')}`,
			`${line('caughtToken', { player: 'Bo', unicorn: row[1] })} ${line('quickDecided')}`,
			line('bid', { player: 'Bo', total: 2, cards: 1 }),
			line('bid', { player: 'Cy', total: 4, cards: 1 }),
			line('pass', { player: 'Di' }),
			line('pass', { player: 'Ana' }),
			line('caughtNoEffectOfToken', { player: 'Cy', unicorn: row[2], owner: 'Cy' }),
			`${line('fled', { unicorn: row[3] })} ${line('schemesGone', { count: 1 })}`
		]);
		// A catch with the bids where the taker did not hold the token.
		const bids = lines(t, [
			...firstRow(),
			bid(0, 1),
			bid(1, 3),
			pass(2),
			pass(3),
			{ type: 'resolve', effect: 'no-effect' }
		]);
		expect(bids.at(-1)).toBe(line('caughtNoEffectToken', { player: 'Bo', unicorn: row[0] }));
		const plain = lines(t, [
			...firstRow(),
			{ type: 'caught', player: 2 },
			pass(2),
			bid(3, 2),
			bid(0, 1),
			bid(1, 3),
			{ type: 'resolve' }
		]);
		expect(plain.at(-1)).toBe(
			line('resolveCaughtToken', { player: 'Bo', unicorn: row[1], total: 3 })
		);
	});

	test('a lone bidder is said to be the only one who bid', () => {
		const said = lines(t, [
			...caughtBy(0),
			bid(0, 2),
			pass(1),
			pass(2),
			pass(3),
			{ type: 'resolve' }
		]);
		expect(said.at(-1)).toBe(
			`${line('resolveCaught', { player: 'Ana', unicorn: row[1], total: 2 })} ${line('onlyBidder', { player: 'Ana' })}`
		);
		// Two bidders: nothing of the kind.
		const two = lines(t, [
			...caughtBy(0),
			bid(0, 2),
			bid(1, 1),
			pass(2),
			pass(3),
			{ type: 'resolve' }
		]);
		expect(two.at(-1)).toBe(line('resolveCaught', { player: 'Ana', unicorn: row[1], total: 2 }));
	});

	test("the Knight's power is said once, in the bid that used it: never again when it won or a tie cancelled it", () => {
		const start: KtuEvent[] = caughtBy(0);
		const knight = t('ktu-games:characters.knight');
		// Ana, the Knight, announces her power as a table move, leads with 4 cards and wins with 9.
		const won = lines(t, [
			...start,
			{ type: 'power', player: 0, character: 'knight' },
			bid(0, 9, 4, true),
			bid(1, 5, 4),
			bid(2, 3, 4),
			pass(3),
			{ type: 'resolve' }
		]);
		expect(won.at(-5)).toBe(line('bidKnight', { player: 'Ana', total: 9, cards: 4 }));
		expect(won.at(-1)).toBe(line('resolveCaught', { player: 'Ana', unicorn: row[1], total: 9 }));
		// Her 6 ties with Bo's and both cancel: Cy takes it with 3. The tie is said, the power not again.
		const cancelled = lines(t, [
			...start,
			bid(0, 6, 4, true),
			bid(1, 6, 4),
			bid(2, 3, 4),
			pass(3),
			{ type: 'resolve' }
		]);
		expect(cancelled.at(-5)).toBe(line('bidKnight', { player: 'Ana', total: 6, cards: 4 }));
		expect(cancelled.at(-1)).toBe(
			[
				line('resolveCaughtToken', { player: 'Cy', unicorn: row[1], total: 3 }),
				line('tiesCancelled', { players: ['Ana', 'Bo'] })
			].join(' ')
		);
		// With the Scheme said with the bids, and with it waiting for its own entry: the same.
		// Unicorn 1 holds Schemes: the one Ana reveals is said with the bids.
		const told = lines(t, knightHunt());
		const pending = lines(t, [
			...start,
			bid(0, 9, 4, true),
			bid(1, 5, 4),
			pass(2),
			pass(3),
			{ type: 'resolve' }
		]);
		// Each hunt names the Knight once, in the bid's line (and in the power's own table move,
		// when the table entered one: it says what the power allows, the bid then uses it).
		const named = (said: string[], from = start.length) =>
			said.slice(from).filter((l) => l.includes(knight));
		const bid9 = line('bidKnight', { player: 'Ana', total: 9, cards: 4 });
		expect(named(won)).toEqual([line('powerKnight', { player: 'Ana' }), bid9]);
		expect(named(cancelled)).toEqual([line('bidKnight', { player: 'Ana', total: 6, cards: 4 })]);
		expect(named(told, firstRow().length)).toEqual([bid9]);
		expect(named(pending)).toEqual([bid9]);
	});

	test('the Scheme revealed with the bids is named by its owner; two owners stay unnamed', () => {
		// Unicorn 3 holds Cy's Scheme only; Bo leads once he holds the token.
		const said = lines(t, [
			...caughtBy(0, 1),
			bid(1, 2),
			bid(2, 4),
			pass(3),
			pass(0),
			{ type: 'resolve', effect: 'no-effect' }
		]);
		expect(said.at(-1)).toBe(
			line('caughtNoEffectOfToken', { player: 'Cy', unicorn: row[2], owner: 'Cy' })
		);
		// Unicorn 1 holds Ana's and Bo's: which one Ana drew is not known.
		const two = lines(t, [
			...firstRow(),
			bid(0, 3),
			bid(1, 1),
			pass(2),
			pass(3),
			{ type: 'resolve', effect: 'no-effect' }
		]);
		expect(two.at(-1)).toBe(line('caughtNoEffect', { player: 'Ana', unicorn: row[0] }));
		expect(two.at(-1)).not.toContain('Bo');
	});

	test("Scheme points entered right after a hunt name the Scheme's owner", () => {
		const said = lines(t, [
			...caughtBy(0, 1),
			// Cy's Scheme under unicorn 3: Di, who caught it, loses a point.
			{ type: 'caught', player: 3, effect: 'no-effect' },
			{ type: 'add-points', player: 3, points: -1 },
			// A second entry of points: a Scheme revealed does one thing, these are not Cy's.
			{ type: 'add-points', player: 2, points: 2 },
			// Later, with nothing settled just before: no owner is named.
			{ type: 'caught', player: 0 },
			{ type: 'market-pass', player: 0 },
			{ type: 'add-points', player: 3, points: 1 }
		]);
		expect(said[said.length - 5]).toBe(
			line('addPointsPlayerOf', { owner: 'Cy', player: 'Di', points: '−1' })
		);
		expect(said[said.length - 4]).toBe(line('addPointsPlayer', { player: 'Cy', points: '+2' }));
		expect(said.at(-1)).toBe(line('addPointsPlayer', { player: 'Di', points: '+1' }));
		// The same of a Zombie's discard: after the points, it is not Cy's Scheme that acts.
		const zombie = lines(t, [
			...caughtBy(0, 1),
			{ type: 'caught', player: 3, effect: 'no-effect' },
			{ type: 'add-points', player: 3, points: -1 },
			{ type: 'discard', player: 3, unicorn: 0 }
		]);
		// Di's Starting Unicorn, said to be one.
		const yellow = line('namedFrom', {
			unicorn: unicornName(t, { color: 'yellow', stars: 2 }),
			origin: line('fromStarter')
		});
		expect(zombie.at(-1)).toBe(line('discard', { player: 'Di', unicorn: yellow }));
	});

	test("the catch whose Scheme gave points names that Scheme's owner in its own sentence", () => {
		// Di's Scheme alone lies under unicorn 4: Cy catches it, and the Scheme gives Cy a point.
		const said = lines(t, [
			...caughtBy(0, 1),
			{ type: 'caught', player: 3 },
			{ type: 'caught', player: 2 },
			{ type: 'add-points', player: 2, points: 1 }
		]);
		const params = { player: 'Cy', unicorn: row[3], holder: 'Cy', points: '+1' };
		expect(said.at(-2)).toBe(
			`${line('caughtPointsOfToken', { ...params, owner: 'Di' })} ${line('quickDecided')}`
		);
		expect(said.at(-1)).toBe(
			line('addPointsPlayerOf', { owner: 'Di', player: 'Cy', points: '+1' })
		);
		// Ana's and Bo's lie under unicorn 1: Cy drew one of them blind, and both are named.
		const blind = lines(t, [
			...firstRow(),
			{ type: 'caught', player: 2 },
			{ type: 'add-points', player: 2, unicorn: 1, points: -1 }
		]);
		const pink = line('heldCaught', {
			unicorn: heldInSentence(t, {
				color: 'pink',
				stars: 3,
				tokens: [],
				siamese: false,
				ref: 'r1u0',
				origin: { round: 1, slot: 0 }
			}),
			round: 1,
			slot: 1
		});
		expect(blind.at(-2)).toBe(
			`${line('caughtPointsEitherToken', { player: 'Cy', unicorn: row[0], holder: 'Cy', points: '−1', a: 'Ana', b: 'Bo' })} ${line('quickDecided')}`
		);
		expect(blind.at(-1)).toBe(
			line('addPointsUnicornEither', {
				a: 'Ana',
				b: 'Bo',
				player: 'Cy',
				points: '−1',
				unicorn: pink
			})
		);
	});

	test('a Zombie Unicorn discarding one of two look-alike unicorns says which, by where it came from', () => {
		const blue2 = unicornName(t, { color: 'blue', stars: 2 });
		const events: KtuEvent[] = [
			...caughtBy(0),
			// Bo catches the blue 2 ★ unicorn; his Starting Unicorn is set right to a blue 2 ★ too.
			{ type: 'caught', player: 1 },
			{ type: 'edit-unicorn', player: 1, unicorn: 0, color: 'blue', stars: 2, siamese: false },
			{ type: 'discard', player: 1, unicorn: 1 }
		];
		const caught = line('namedFrom', {
			unicorn: blue2,
			origin: line('fromCaught', { round: 1, slot: 2 })
		});
		expect(lines(t, events).at(-1)).toBe(line('discard', { player: 'Bo', unicorn: caught }));
		const starter = line('namedFrom', { unicorn: blue2, origin: line('fromStarter') });
		const other: KtuEvent = { type: 'discard', player: 1, unicorn: 0 };
		expect(lines(t, [...events.slice(0, -1), other]).at(-1)).toBe(
			line('discard', { player: 'Bo', unicorn: starter })
		);
		// One of its kind: the unicorn's name is enough.
		const alone: KtuEvent[] = [...events.slice(0, -2), { type: 'discard', player: 1, unicorn: 1 }];
		expect(lines(t, alone).at(-1)).toBe(line('discard', { player: 'Bo', unicorn: blue2 }));
	});

	test('after the revealed cards, a Scheme that changes the outcome says what it changed, not who won the hunt again', () => {
		// Unicorn 1 carries Ana's and Bo's Schemes: Cy wins it (Ana and Bo tie on 3) and reveals one.
		const said = lines(t, [
			...firstRow(),
			bid(0, 3),
			bid(1, 3),
			bid(2, 2),
			pass(3),
			{ type: 'resolve' },
			{ type: 'scheme-applied', effect: 'taker', taker: 3 }
		]);
		expect(said.slice(-2)).toEqual([
			`${line('resolvePendingEither', { player: 'Cy', unicorn: row[0], total: 2 })} ${line('tiesCancelled', { players: ['Ana', 'Bo'] })}`,
			line('revealedTakerToken', { player: 'Cy', unicorn: row[0], taker: 'Di' })
		]);
		// The same Scheme entered in one tap (no cards before it): the line says who won the hunt.
		const quick = lines(t, [
			...firstRow(),
			{ type: 'caught', player: 2, effect: 'taker', taker: 3 }
		]);
		expect(quick.at(-1)).toContain(
			line('caughtTakerToken', { player: 'Cy', unicorn: row[0], taker: 'Di' })
		);
	});

	test('two bidders who tie are both totals, not all of them', () => {
		const said = lines(t, [
			...firstRow(),
			bid(0, 2),
			bid(1, 2),
			pass(2),
			pass(3),
			{ type: 'resolve' }
		]);
		const ties = line('tieAt', { players: ['Ana', 'Bo'], total: 2 });
		expect(said.at(-1)).toBe(
			`${line('resolveTiedBoth', { unicorn: row[0], ties })} ${line('schemesGone', { count: 2 })}`
		);
		const three = lines(t, [
			...firstRow(),
			bid(0, 2),
			bid(1, 2),
			bid(2, 2),
			pass(3),
			{ type: 'resolve' }
		]);
		expect(three.at(-1)).toBe(
			`${line('resolveTied', { unicorn: row[0], ties: line('tieAt', { players: ['Ana', 'Bo', 'Cy'], total: 2 }) })} ${line('schemesGone', { count: 2 })}`
		);
	});
});

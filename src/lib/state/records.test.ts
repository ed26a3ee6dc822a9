import { describe, expect, test } from 'vitest';
import { SAMPLE_RESULT, sampleEvents } from '$lib/tracker/ktu/sample-game';
import { ktuReducer } from '$lib/tracker/ktu/reducer';
import { replay } from '$lib/tracker/log';
import type { UuEvent } from '$lib/tracker/uu';
import { filterGames, playerKey, playerRecords, renamed, type FinishedGame } from './records';
import { resultOfLog, type GameResult } from './results';

const uuGame = (
	players: string[],
	winner: number,
	turns: number,
	first: UuEvent[] = []
): UuEvent[] => {
	const events: UuEvent[] = [
		{ type: 'setup', players, edition: 'standard-2e', babies: players.map(() => 'Baby Unicorn') },
		...first
	];
	// Turns pass with nothing played, then the winner's Stable fills up.
	for (let t = 1; t < turns; t++) events.push({ type: 'turn-ended' });
	for (let i = 0; i < 6; i++)
		events.push({ type: 'unicorn-added', player: winner, name: 'Basic Unicorn' });
	return events;
};

/** Seat 0 plays a unicorn; seat 1 Neighs it, seat 2 lets it through with a Super Neigh. */
const NEIGHED: UuEvent[] = [
	{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' },
	{ type: 'neigh', player: 1 },
	{ type: 'neigh', player: 2, super: true }
];

const finished = (id: string, createdAt: number, result: GameResult | null): FinishedGame => {
	if (!result) throw new Error('not over');
	return { id, kind: result.kind, createdAt, result };
};

describe('results', () => {
	test('a KtU game places the winner first, then the others by their totals, a tie sharing its place', () => {
		const result = resultOfLog('ktu', sampleEvents(), 'cap');
		expect(result?.kind).toBe('ktu');
		// Bo and Cy tie on 24 and cancel, so Ana wins with 12; the tie kept them from winning, not
		// from the place their 24 gives them above Di's 11 (docs/rules-readings.md#ktu-placings).
		expect(result?.placings.map((p) => [p.name, p.place, p.points])).toEqual([
			['Ana', 1, 12],
			['Bo', 2, 24],
			['Cy', 2, 24],
			['Di', 4, 11]
		]);
		expect(result?.placings[0]?.name).toBe(SAMPLE_RESULT.winner);
		if (result?.kind !== 'ktu') return;
		// A unicorn won in a hunt is a hunt won, not the other way round (Schemes move the unicorn).
		const { wonInHunts, huntsWon } = result.totals;
		expect(wonInHunts.every((won, seat) => won <= (huntsWon[seat] ?? 0))).toBe(true);
		expect(wonInHunts).not.toEqual(huntsWon);
	});

	test('a KtU game counts unicorns won in hunts apart from those Schemes and the Butcher Shop moved', () => {
		const events = sampleEvents({ schemeMoves: true });
		// Every move of the log is played: none refused, the game over.
		expect(replay(ktuReducer, events).refused).toEqual([]);
		const result = resultOfLog('ktu', events, 'cap');
		expect(result?.kind === 'ktu' && result.totals).toEqual({
			// The highest bid, whatever the winner's Scheme then did with the unicorn.
			huntsWon: [3, 4, 3, 4],
			// Taken home by the one who won the hunt: Bo's Scheme gave round 1's legendary unicorn
			// to Ana, Size Does Not Matter two unicorns to Bo (rounds 1 and 4), Ana's Scheme one to Cy.
			wonInHunts: [1, 3, 2, 2],
			// Those, and the Trojan swap (Bo and Di each get one) and Bo's unicorn handed to Cy.
			gainedByScheme: [1, 3, 2, 1],
			// The Trojan swap (Bo and Di each lose one), the Zombie (Cy), Bo's unicorn handed on.
			lostToScheme: [0, 2, 1, 1],
			// Di in round 1, Ana in round 4.
			butchered: [1, 0, 0, 1]
		});
		// Without the Schemes' moves, only the hunts' Schemes and the Butcher Shop are counted.
		const plain = resultOfLog('ktu', sampleEvents(), 'cap');
		expect(plain?.kind === 'ktu' && plain.totals).toMatchObject({
			gainedByScheme: [1, 2, 1, 0],
			lostToScheme: [0, 0, 0, 0]
		});
	});

	test('a game still being played has no result', () => {
		expect(resultOfLog('ktu', sampleEvents().slice(0, 20), 'cap')).toBeNull();
		expect(resultOfLog('uu', uuGame(['A', 'B', 'C'], 1, 4).slice(0, 5), 'cap')).toBeNull();
	});

	test('a UU game: the winner first, the others by their unicorns, with the turn it ended on', () => {
		const result = resultOfLog('uu', uuGame(['Ana', 'Bo', 'Cy'], 1, 4), 'cap');
		expect(result?.placings.map((p) => [p.name, p.place, p.points])).toEqual([
			['Bo', 1, 7],
			['Ana', 2, 1],
			['Cy', 2, 1]
		]);
		expect(result?.kind === 'uu' && result.turns).toBe(4);
	});

	test("a UU game counts each seat's unicorns at the end and Neighs played, Super Neigh too", () => {
		const result = resultOfLog('uu', uuGame(['Ana', 'Bo', 'Cy'], 1, 4, NEIGHED), 'cap');
		expect(result?.kind === 'uu' && result.totals).toEqual({
			// Ana's Rhinocorn went through: the Super Neigh stopped Bo's Neigh.
			unicornsAtEnd: [2, 7, 1],
			neighs: [0, 1, 1]
		});
		// The log as corrected: the Super Neigh taken out, the Rhinocorn stays stopped.
		const corrected = resultOfLog(
			'uu',
			[...uuGame(['Ana', 'Bo', 'Cy'], 1, 4, NEIGHED), { correction: 'delete', at: 3 }],
			'cap'
		);
		expect(corrected?.kind === 'uu' && corrected.totals).toEqual({
			unicornsAtEnd: [1, 7, 1],
			neighs: [0, 1, 0]
		});
	});
});

describe('records', () => {
	const games = [
		finished('k1', 1, resultOfLog('ktu', sampleEvents(), 'cap')),
		finished('u1', 2, resultOfLog('uu', uuGame(['ana', 'Bo', 'Cy'], 0, 5), 'cap')),
		finished('u2', 3, resultOfLog('uu', uuGame(['ÁNA ', 'Bo', 'Cy'], 0, 3), 'cap')),
		finished('u3', 4, resultOfLog('uu', uuGame(['Ana', 'Bobby', 'Cy'], 1, 6), 'cap'))
	];

	test('names match without case or accents; wins, streaks, points and turns are counted', () => {
		const records = playerRecords(games, {});
		const ana = records.find((r) => r.key === playerKey('Ana'));
		expect(ana).toMatchObject({
			played: 4,
			wins: 3,
			longestStreak: 3,
			bestPoints: 12,
			fewestTurnsToWin: 3
		});
		expect(ana?.typed.sort()).toEqual(['Ana', 'ana', 'ÁNA '].sort());
		expect(ana?.totals).toMatchObject({ huntsWon: 3, wonInHunts: 1, butchered: 1 });
		// Ana's three UU games: 7, 7 and her Baby Unicorn alone.
		expect(ana?.totals).toMatchObject({ unicornsAtEnd: 15, neighs: 0 });
		const bobby = records.find((r) => r.key === playerKey('Bobby'));
		expect(bobby).toMatchObject({ played: 1, wins: 1 });
		// No KtU game: no KtU total.
		expect(bobby?.totals).toEqual({ unicornsAtEnd: 7, neighs: 0 });
	});

	test('unicorns at the end and Neighs played add up over the games, a merged seat once', () => {
		const neighed = [
			finished('n1', 1, resultOfLog('uu', uuGame(['Ana', 'Bo', 'Cy'], 1, 4, NEIGHED), 'cap')),
			finished('n2', 2, resultOfLog('uu', uuGame(['Bo', 'Ana', 'Cy'], 0, 3, NEIGHED), 'cap'))
		];
		const totals = (aliases: Record<string, string>) =>
			Object.fromEntries(playerRecords(neighed, aliases).map((r) => [r.name, r.totals]));
		// Bo wins both on 7 (the second time with the Rhinocorn: one unicorn added fewer).
		expect(totals({})).toEqual({
			Ana: { unicornsAtEnd: 3, neighs: 1 },
			Bo: { unicornsAtEnd: 14, neighs: 1 },
			Cy: { unicornsAtEnd: 2, neighs: 2 }
		});
		// Cy counted as Bo: in each game the better placed seat (Bo's, the winner) counts alone.
		const merged = renamed(playerRecords(neighed, {}), {}, playerKey('Cy'), 'Bo');
		expect(totals(merged)).toEqual({
			Ana: { unicornsAtEnd: 3, neighs: 1 },
			Bo: { unicornsAtEnd: 14, neighs: 1 }
		});
	});

	test('a merge counts both spellings as one player, and a rename keeps them together', () => {
		const before = playerRecords(games, {});
		const merged = renamed(before, {}, playerKey('Bobby'), 'Bo');
		const after = playerRecords(games, merged);
		expect(after.find((r) => r.key === playerKey('Bo'))).toMatchObject({ played: 4, wins: 1 });
		expect(after.some((r) => r.key === playerKey('Bobby'))).toBe(false);
		const again = renamed(after, merged, playerKey('Bo'), 'Robert');
		expect(playerRecords(games, again).find((r) => r.name === 'Robert')?.played).toBe(4);
	});

	test('filters by game and by player', () => {
		expect(filterGames(games, { game: 'uu', player: null }, {}).map((g) => g.id)).toEqual([
			'u3',
			'u2',
			'u1'
		]);
		expect(
			filterGames(games, { game: null, player: playerKey('bobby') }, {}).map((g) => g.id)
		).toEqual(['u3']);
	});
});

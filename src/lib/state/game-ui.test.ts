import { GAMES, type GameId } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { GAME_UI, gameHref, gameOfPath, newGameHref, nextGame, refusalKey } from './game-ui';

test.each([
	['ktu', 'refusal.schemeFull', 'ktu-games:refusal.schemeFull'],
	['ktu', 'market.error.alreadyBought', 'steps-ktu:market.error.alreadyBought'],
	['ktu', 'log.correctionNowhere', 'play:log.refusals.correctionNowhere'],
	['uu', 'refusal.gameOver', 'uu-games:refusal.gameOver'],
	['uu', 'refusal.badName', 'play:refusal.badName'],
	['ktu', 'refusal.alreadySetUp', 'play:refusal.alreadySetUp'],
	['uu', 'error.action.alreadyTaken', 'steps-uu:error.action.alreadyTaken']
] as const)(
	'a %s fold refusal %s is worded by the tracker in its screens, by the engine in its steps',
	(game, code, key) => {
		expect(refusalKey(game, code)).toBe(key);
	}
);

test('the table holds the screens of every id of GAMES, each from its own folder, and no other', () => {
	// Each game's folder has a game-ui.ts whose default export is its screens' descriptor.
	const missing = GAMES.filter((game) => GAME_UI[game]?.id !== game).map(
		(game) => `src/lib/state/${game}/game-ui.ts: no default export with the id '${game}'`
	);
	expect(missing).toEqual([]);
	expect(Object.keys(GAME_UI).sort()).toEqual([...GAMES].sort());
});

describe.each(GAMES)('%s describes itself to the screens', (game) => {
	const ui = GAME_UI[game];

	test('under its own id, with its pages and tools under its own addresses', () => {
		expect(ui.id).toBe(game);
		expect(gameOfPath(ui.games)).toBe(game);
		expect(gameOfPath(newGameHref(game))).toBe(game);
		expect(gameOfPath(gameHref(game, 'a b'))).toBe(game);
		expect(gameHref(game, 'a b')).toContain('id=a%20b');
		expect(ui.tools.length).toBeGreaterThan(0);
		for (const tool of ui.tools) expect(gameOfPath(tool.href)).toBe(game);
	});

	test('its tracker is among its tools', () => {
		expect(ui.tools.map((tool) => tool.href)).toContain(ui.games);
	});
});

test("the bar's switch goes through every game and back to the first", () => {
	const seen: GameId[] = [GAMES[0]];
	while (seen.length <= GAMES.length) seen.push(nextGame(seen.at(-1)!));
	expect(new Set(seen)).toEqual(new Set(GAMES));
	expect(seen.at(-1)).toBe(GAMES[0]);
});

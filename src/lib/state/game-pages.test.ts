import { expect, test } from 'vitest';
import { refusalKey } from './game-pages';

test.each([
	['ktu', 'refusal.schemeFull', 'ktu-games:refusal.schemeFull'],
	['ktu', 'market.error.alreadyBought', 'steps-ktu:market.error.alreadyBought'],
	['ktu', 'log.correctionNowhere', 'ktu-games:log.refusals.correctionNowhere'],
	['uu', 'refusal.gameOver', 'uu-games:refusal.gameOver'],
	['uu', 'error.action.alreadyTaken', 'steps-uu:error.action.alreadyTaken']
] as const)(
	'a %s fold refusal %s is worded by the tracker in its screens, by the engine in its steps',
	(game, code, key) => {
		expect(refusalKey(game, code)).toBe(key);
	}
);

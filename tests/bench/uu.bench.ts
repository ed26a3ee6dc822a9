import { bench, describe } from 'vitest';
import { checkWin, countLetters, decideDeckOutWinner } from '../../src/lib/games/unstable-unicorns';

const names = [
	'Unicornio Arcoíris',
	'Ginormous Unicorn',
	'Shark With a Horn',
	'Baby Unicorn',
	'Narwhal'
];
const stables = Array.from({ length: 8 }, (_, i) => ({
	player: `P${i}`,
	unicorns: names.slice(0, (i % 5) + 1)
}));

describe('unstable unicorns', () => {
	bench('countLetters', () => {
		for (const name of names) countLetters(name);
	});
	bench('decideDeckOutWinner, 8 stables', () => {
		decideDeckOutWinner({ stables });
	});
	bench('checkWin, 8 stables', () => {
		checkWin({ players: 8, stables });
	});
});

import { bench, describe } from 'vitest';
import {
	COLORS,
	findWinner,
	resolveHunt,
	scoreHoldings,
	type Bid,
	type HeldUnicorn
} from '../../src/lib/games/kill-the-unicorns';

// Goal: each call well under 50 µs.

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
const tied: Bid[] = PLAYERS.map((player, i) => ({
	player,
	total: [9, 9, 7, 5, 5, 2][i] ?? 0,
	cards: 3
}));
const knight: Bid[] = PLAYERS.map((player, i) =>
	i === 3 ? { player, total: 15, cards: 5, knight: true } : { player, total: i * 2, cards: 2 }
);

describe('resolveHunt, 6 players', () => {
	bench('ties cancel, next total wins', () => {
		resolveHunt({ bids: tied });
	});
	bench('Knight count exception', () => {
		resolveHunt({ bids: knight });
	});
	bench('lowest wins', () => {
		resolveHunt({ bids: tied, lowestWins: true });
	});
});

// 30 unicorns: every colour, legendaries, Siamese, stacked tokens, more than 5 of a colour.
const unicorns: HeldUnicorn[] = Array.from({ length: 30 }, (_, i) => {
	const color = i % 7 === 0 ? null : (COLORS[i % 3 === 0 ? 0 : i % 4] ?? 'pink');
	return {
		stars: (i % 5) - 1,
		color,
		siamese: i % 11 === 0,
		schemePoints: i % 9 === 0 ? -2 : undefined,
		tokens:
			i % 6 === 0
				? [
						'fake-horn',
						{ kind: 'cotton-candy', color: 'blue' },
						{ kind: 'fairy-dust', color: 'green' }
					]
				: undefined
	};
});

describe('scoreHoldings, 30 unicorns', () => {
	bench('cap reading', () => {
		scoreHoldings({ unicorns, pate: [1, 3], schemePoints: 2, beyondFive: 'cap' });
	});
	bench('new-collection reading', () => {
		scoreHoldings({ unicorns, pate: [1, 3], schemePoints: 2, beyondFive: 'new-collection' });
	});
});

describe('findWinner, 6 players', () => {
	const scores = PLAYERS.map((player, i) => ({ player, total: [40, 40, 38, 31, 31, 12][i] ?? 0 }));
	bench('ties cancel', () => {
		findWinner({ scores });
	});
});

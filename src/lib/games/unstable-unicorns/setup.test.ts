import { describe, expect, test } from 'vitest';
import { DECKS, cardName, type Edition } from './cards';
import { TWO_PLAYER_REMOVALS, setupFor, twoPlayerRemovals, twoPlayerRemovedCount } from './setup';

describe('uu.setup: dealing', () => {
	test.each([3, 4, 5, 6, 7, 8])(
		'with %i players each gets 5 cards and nothing is removed',
		(players) => {
			const result = setupFor({ players, edition: 'standard-2e' });
			expect(result).toMatchObject({
				handSize: 5,
				dealt: 5,
				neighsEach: 0,
				babiesEach: 1,
				removed: [],
				removedCount: 0,
				errors: []
			});
			expect(result.steps.map((s) => s.code)).toEqual([
				'setup.separate',
				'setup.deal',
				'setup.baby',
				'setup.firstPlayer.mostColourful'
			]);
		}
	);

	test('the NSFW rulebook has the darkest-dressed player choose who starts', () => {
		const result = setupFor({ players: 4, edition: 'nsfw' });
		expect(result.steps.at(-1)).toEqual({
			code: 'setup.firstPlayer.darkestChooses',
			rule: 'uu.first-player'
		});
	});

	test.each([
		['too few players', { players: 1, edition: 'standard-2e' }, 'error.players.tooFew'],
		['too many players', { players: 9, edition: 'nsfw' }, 'error.players.tooMany'],
		['an unknown edition', { players: 3, edition: 'travel' }, 'error.edition.unknown']
	])('%s is an error', (_rule, input, code) => {
		const result = setupFor(input as { players: number; edition: Edition });
		expect(result.errors.map((e) => e.code)).toEqual([code]);
		expect(result.steps).toEqual([]);
	});
});

describe('uu.two-player: removed cards, a Neigh each, 6 in hand', () => {
	test('2nd edition: all basic unicorns, five magical unicorns, three downgrades and both Yay — 32 cards', () => {
		expect(twoPlayerRemovedCount('standard-2e')).toBe(32);
		const names = twoPlayerRemovals('standard-2e').map((c) => c.names.en);
		expect(names).toEqual([
			'Basic Unicorn',
			'Narwhal',
			'Queen Bee Unicorn',
			'Seductive Unicorn',
			'Rainbow Unicorn',
			'Mother Goose Unicorn',
			'Necromancer Unicorn',
			'Nanny Cam',
			'Sadistic Ritual',
			'Slowdown',
			'Yay'
		]);
	});

	test('2nd edition: the Spanish names are those of the Spanish rulebook', () => {
		const deck = DECKS['standard-2e'];
		const es = twoPlayerRemovals('standard-2e').map((c) => cardName(c, deck, 'es'));
		expect(es).toEqual(
			expect.arrayContaining([
				'Unicornio básico',
				'Unicornio Reina del baile',
				'Unicornio Seductor',
				'Unicornio Arcoíris',
				'Cámara para la niñera',
				'Ritual sádico',
				'Ralentización',
				'¡Hurra!',
				'Unicornio Mamá ganso',
				'Unicornio Nigromante'
			])
		);
	});

	test('2nd edition: every basic unicorn goes, the Narwhal included', () => {
		const basics = DECKS['standard-2e'].cards.filter((c) => c.type === 'basic-unicorn');
		for (const basic of basics) expect(twoPlayerRemovals('standard-2e')).toContain(basic);
	});

	test('NSFW: all Unicorni Semplici and the sixteen named cards of the Italian rulebook', () => {
		expect(TWO_PLAYER_REMOVALS.nsfw).toHaveLength(17);
		expect(TWO_PLAYER_REMOVALS.nsfw[0]).toBe('Unicorno Semplice');
		expect(TWO_PLAYER_REMOVALS.nsfw).toContain('Crampa-Cavallo');
		expect(TWO_PLAYER_REMOVALS.nsfw).toContain('Unicorgia');
		// The rulebook does not say how many Unicorni Semplici the deck holds.
		expect(twoPlayerRemovedCount('nsfw')).toBeNull();
	});

	test.each(['standard-2e', 'nsfw'] as const)('%s: every listed card is in the deck', (edition) => {
		expect(twoPlayerRemovals(edition)).toHaveLength(TWO_PLAYER_REMOVALS[edition].length);
	});

	test.each(['standard-2e', 'nsfw'] as const)(
		'%s: one Neigh each before shuffling, then 5 more: 6 in hand',
		(edition) => {
			const result = setupFor({ players: 2, edition });
			expect(result).toMatchObject({
				handSize: 6,
				dealt: 5,
				neighsEach: 1,
				babiesEach: 1,
				errors: []
			});
			expect(result.removed).toHaveLength(TWO_PLAYER_REMOVALS[edition].length);
		}
	);

	test('the two-player steps: remove, a Neigh each, deal, 6 in hand', () => {
		const standard = setupFor({ players: 2, edition: 'standard-2e' });
		expect(standard.steps.map((s) => [s.code, s.rule, s.params])).toEqual([
			['setup.separate', 'uu.setup', undefined],
			['setup.twoPlayer.removeCards', 'uu.two-player', { edition: 'standard-2e', count: 32 }],
			['setup.twoPlayer.neigh', 'uu.two-player', undefined],
			['setup.deal', 'uu.setup', { count: 5 }],
			['setup.twoPlayer.hand', 'uu.two-player', { count: 6 }],
			['setup.baby', 'uu.setup', undefined],
			['setup.firstPlayer.mostColourful', 'uu.first-player', undefined]
		]);
		const nsfw = setupFor({ players: 2, edition: 'nsfw' });
		expect(nsfw.steps[1]).toEqual({
			code: 'setup.twoPlayer.removeListed',
			rule: 'uu.two-player',
			params: { edition: 'nsfw', count: 17 }
		});
		expect(nsfw.removedCount).toBeNull();
	});
});

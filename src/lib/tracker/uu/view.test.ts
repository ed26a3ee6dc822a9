import { describe, expect, test } from 'vitest';
import {
	babyNames,
	cardLanguagesOf,
	defaultCardLanguage,
	likelyUnicorns,
	otherLanguageNames,
	nurseryBaby,
	otherCardNames,
	unicornChoices,
	unicornNames,
	neighNames,
	winOpenToNeigh,
	firstNeighFight,
	cameApart
} from './view';
import type { UuEvent } from './events';
import { uuReducer } from './reducer';
import { foldAll } from '../test-helpers';

describe('card names to pick from', () => {
	test('each edition offers the languages its names are known in', () => {
		expect(cardLanguagesOf('standard-2e')).toEqual(['en', 'es']);
		expect(cardLanguagesOf('nsfw')).toEqual(['it']);
	});

	test.each([
		['standard-2e', 'es', 'es'],
		['standard-2e', 'fr', 'en'],
		['standard-2e', 'it', 'en'],
		['nsfw', 'en', 'it']
	] as const)('%s in a %s interface: cards in %s', (edition, ui, cards) => {
		expect(defaultCardLanguage(edition, ui)).toBe(cards);
	});

	test('unicorn names: every unicorn card, no other kind', () => {
		const names = unicornNames('standard-2e', 'en');
		expect(names).toContain('Ginormous Unicorn');
		expect(names).toContain('Baby Narwhal');
		expect(names).not.toContain('Neigh');
		expect(names).not.toContain('Yay');
		expect(new Set(names).size).toBe(names.length);
	});

	test('names whose type the sources do not give are offered too', () => {
		const names = unicornNames('nsfw', 'it');
		expect(names).toContain('Eunicorno');
		expect(names).not.toContain('Mahiii!');
	});

	test('babies in the cards’ language where known', () => {
		expect(babyNames('standard-2e', 'es')).toEqual(['Bebé unicornio', 'Baby Narwhal']);
		expect(babyNames('nsfw', 'it')).toEqual(['Unicorno Baby']);
	});
});

describe('the table picks by tap', () => {
	const setup = (players: string[]) =>
		foldAll(uuReducer, [
			{
				type: 'setup',
				players,
				edition: 'standard-2e',
				babies: players.map(() => 'Baby Unicorn')
			}
		]);

	test('a two-player game leaves out the cards the book removes', () => {
		const two = unicornChoices(setup(['Ana', 'Ben']));
		expect(two).not.toContain('Basic Unicorn');
		expect(two).not.toContain('Queen Bee Unicorn');
		expect(two).toContain('Rhinocorn');
		const three = unicornChoices(setup(['Ana', 'Ben', 'Cy']));
		expect(three.slice(0, 2)).toEqual(['Basic Unicorn', 'Narwhal']);
		expect(three).toContain('Queen Bee Unicorn');
		expect(otherCardNames(setup(['Ana', 'Ben'])).upgrade).not.toContain('Yay');
		expect(otherCardNames(setup(['Ana', 'Ben', 'Cy'])).upgrade).toContain('Yay');
	});

	test('a card the deck holds once leaves the list while it is in a Stable', () => {
		const played = foldAll(uuReducer, [
			{
				type: 'setup',
				players: ['Ana', 'Ben', 'Cy'],
				edition: 'standard-2e',
				babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
			},
			{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' }
		]);
		expect(unicornChoices(played)).not.toContain('Rhinocorn');
		expect(likelyUnicorns(played, unicornChoices(played))).toEqual(['Basic Unicorn', 'Narwhal']);
		// Back in a hand, it is among the likely ones again, first of the cards seen.
		const kicked = foldAll(uuReducer, [
			{
				type: 'setup',
				players: ['Ana', 'Ben', 'Cy'],
				edition: 'standard-2e',
				babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
			},
			{ type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' },
			{ type: 'unicorn-removed', player: 0, index: 1, how: 'return' }
		]);
		expect(kicked.stables[0]?.map((u) => u.name)).toEqual(['Baby Unicorn']);
		expect(likelyUnicorns(kicked, unicornChoices(kicked))).toEqual([
			'Basic Unicorn',
			'Narwhal',
			'Rhinocorn'
		]);
		const basic = foldAll(uuReducer, [
			{
				type: 'setup',
				players: ['Ana', 'Ben', 'Cy'],
				edition: 'standard-2e',
				babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
			},
			{ type: 'played', player: 0, card: 'unicorn', name: 'Basic Unicorn' }
		]);
		expect(unicornChoices(basic)).toContain('Basic Unicorn');
		expect(nurseryBaby(basic)).toBe('Baby Unicorn');
	});
});

describe('a Neighed unicorn', () => {
	const setup: UuEvent = {
		type: 'setup',
		players: ['Ana', 'Ben', 'Cy'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
	};
	const rhinocorn: UuEvent = { type: 'played', player: 0, card: 'unicorn', name: 'Rhinocorn' };

	test('never came into a Stable: the pick lists do not offer it as seen', () => {
		const stopped = foldAll(uuReducer, [setup, rhinocorn, { type: 'neigh', player: 1 }]);
		expect(stopped.stables[0]?.map((u) => u.name)).toEqual(['Baby Unicorn']);
		expect(likelyUnicorns(stopped, unicornChoices(stopped))).toEqual(['Basic Unicorn', 'Narwhal']);
		// Nor later in the game, when a correction's pick list is drawn from the table as it is.
		const later = foldAll(uuReducer, [
			setup,
			rhinocorn,
			{ type: 'neigh', player: 1 },
			{ type: 'turn-ended' },
			{ type: 'played', player: 1, card: 'unicorn', name: 'Basic Unicorn' }
		]);
		expect(likelyUnicorns(later, unicornChoices(later))).toEqual(['Basic Unicorn', 'Narwhal']);
	});

	test('let through by a Neigh on the Neigh, it did come in; one seen before stays seen', () => {
		const through = foldAll(uuReducer, [
			setup,
			rhinocorn,
			{ type: 'neigh', player: 1 },
			{ type: 'neigh', player: 2 },
			{ type: 'unicorn-removed', player: 0, index: 1, how: 'return' }
		]);
		expect(likelyUnicorns(through, unicornChoices(through))).toEqual([
			'Basic Unicorn',
			'Narwhal',
			'Rhinocorn'
		]);
		const again = foldAll(uuReducer, [
			setup,
			rhinocorn,
			{ type: 'unicorn-removed', player: 0, index: 1, how: 'return' },
			{ type: 'turn-ended' },
			{ type: 'played', player: 2, card: 'unicorn', name: 'Rhinocorn' },
			{ type: 'neigh', player: 0 }
		]);
		expect(likelyUnicorns(again, unicornChoices(again))).toEqual([
			'Basic Unicorn',
			'Narwhal',
			'Rhinocorn'
		]);
	});
});

describe('unicorns of the same name in one Stable', () => {
	test('each is told apart by the turn it came into that Stable; a name alone there by nothing', () => {
		const s = foldAll(uuReducer, [
			{
				type: 'setup',
				players: ['Ana', 'Ben'],
				edition: 'standard-2e',
				babies: ['Baby Unicorn', 'Baby Unicorn']
			},
			{ type: 'played', player: 0, card: 'unicorn', name: 'Basic Unicorn' },
			{ type: 'turn-ended' },
			{ type: 'turn-ended' },
			{ type: 'played', player: 0, card: 'unicorn', name: 'Basic Unicorn' },
			{ type: 'unicorn-added', player: 0, name: 'Rhinocorn', how: 'other' },
			// Ben's baby is stolen on turn 3: in Ana's Stable it came then.
			{ type: 'unicorn-moved', from: 1, index: 0, to: 0, how: 'steal' }
		]);
		const ana = s.stables[0] ?? [];
		expect(ana.map((u) => u.name)).toEqual([
			'Baby Unicorn',
			'Basic Unicorn',
			'Basic Unicorn',
			'Rhinocorn',
			'Baby Unicorn'
		]);
		expect(ana.map((_, i) => cameApart(ana, i))).toEqual([0, 1, 3, null, 3]);
		// Counted anew, a unicorn keeps the turn it came in.
		const counted = uuReducer.apply(s, {
			type: 'unicorn-counted',
			player: 0,
			index: 1,
			name: 'Basic Unicorn',
			countsAs: 2
		});
		expect(counted.ok && counted.state.stables[0]?.[1]?.came).toBe(1);
	});
});

describe("a card's names in its other languages", () => {
	test('a Spanish name gives the English one, and back; a name no card has gives none', () => {
		expect(otherLanguageNames('Unicornio Mamá ganso')).toEqual(['Mother Goose Unicorn']);
		expect(otherLanguageNames('Mother Goose Unicorn')).toEqual(['Unicornio Mamá ganso']);
		expect(otherLanguageNames('Rhinocorn')).toEqual([]);
		expect(otherLanguageNames('Nobody Knows This One')).toEqual([]);
	});
});

describe('the Neigh as the cards name it', () => {
	test.each([
		['standard-2e', 'en', 'Neigh', 'Super Neigh'],
		['standard-2e', 'es', 'Relincho', 'Super Neigh'],
		['nsfw', 'it', 'Mahiii!', 'Giammahiii!']
	] as const)('%s cards in %s: %s, %s', (edition, language, instant, superInstant) => {
		expect(neighNames({ edition, language })).toEqual({ instant, superInstant });
	});
});

describe('around a Neigh', () => {
	const game = (events: UuEvent[]) =>
		foldAll(uuReducer, [
			{
				type: 'setup',
				players: ['Ana', 'Ben', 'Cy'],
				edition: 'standard-2e',
				babies: ['Baby Unicorn', 'Baby Unicorn', 'Baby Unicorn']
			},
			// Ana one unicorn short of the three players' goal of 7.
			...Array.from({ length: 5 }, (): UuEvent => ({
				type: 'unicorn-added',
				player: 0,
				name: 'Basic Unicorn',
				how: 'other'
			})),
			...events
		]);
	const basic = (player: number): UuEvent => ({
		type: 'played',
		player,
		card: 'unicorn',
		name: 'Basic Unicorn'
	});

	test('a win is open to a Neigh until the table records the Neighs on the winning card', () => {
		const won = game([basic(0)]);
		expect(won.status).toBe('won');
		expect(winOpenToNeigh(won)).toBe(true);
		const settled = game([basic(0), { type: 'neigh', player: 1 }, { type: 'neigh', player: 0 }]);
		expect(settled.status).toBe('won');
		expect(winOpenToNeigh(settled)).toBe(false);
	});

	test("the reading on a stopped card's action comes whole with the game's first Neighs only", () => {
		const first = game([
			{ type: 'played', player: 0, card: 'magic', name: 'Unicorn Poison' },
			{ type: 'neigh', player: 1 }
		]);
		expect(firstNeighFight(first)).toBe(true);
		const second = game([
			{ type: 'played', player: 0, card: 'magic', name: 'Unicorn Poison' },
			{ type: 'neigh', player: 1 },
			{ type: 'turn-ended' },
			{ type: 'played', player: 1, card: 'magic', name: 'Unicorn Poison' },
			{ type: 'neigh', player: 2 }
		]);
		expect(firstNeighFight(second)).toBe(false);
	});
});

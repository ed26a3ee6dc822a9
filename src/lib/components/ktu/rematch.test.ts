import { describe, expect, test } from 'vitest';
import { SAMPLE_SETUP } from '$lib/tracker/ktu/sample-game';
import { readRematch, rematchHref } from './rematch';

const read = (href: string) => readRematch(new URL(href, 'http://x').searchParams, 6, 200);

describe('rematch', () => {
	test('carries the players, characters, Starting Unicorns, first player and variant', () => {
		const setup = { ...SAMPLE_SETUP, firstPlayer: 2, variant: 'expert' as const };
		const back = read(rematchHref(setup));
		expect(back.seats).toEqual(
			setup.players.map((p) => ({
				name: p.name,
				character: p.character ?? '',
				color: p.starter.color,
				stars: p.starter.stars
			}))
		);
		expect(back.first).toBe(2);
		expect(back.variant).toBe('expert');
	});

	test('a player without a character, and names with signs, come back as they were', () => {
		const players = SAMPLE_SETUP.players.map((p, i) =>
			i === 1 ? { ...p, name: 'Zoé & "Bo"?', character: null } : p
		);
		const back = read(rematchHref({ ...SAMPLE_SETUP, players }));
		expect(back.seats[1]).toMatchObject({ name: 'Zoé & "Bo"?', character: '' });
	});

	test('an edited address leaves what does not read as a real value for the table to fill', () => {
		const back = read(
			'/ktu/games/new?player=Ana&player=Bo&player=Cy&character=cook&character=knight' +
				'&starter=purple:1&starter=pink:99&starter=blue:x&first=7&variant=chaos'
		);
		expect(back.seats).toEqual([
			{ name: 'Ana', character: '', color: null, stars: 1 },
			{ name: 'Bo', character: 'knight', color: 'pink', stars: null },
			{ name: 'Cy', character: '', color: 'blue', stars: null }
		]);
		expect(back.first).toBeNull();
		expect(back.variant).toBeNull();
	});

	test('the names-only address of older builds still reads', () => {
		const back = read('/ktu/games/new?player=Ana&player=Bo&player=Cy');
		expect(back.seats.map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
		expect(back.seats.every((s) => s.character === '' && s.stars === null)).toBe(true);
	});
});

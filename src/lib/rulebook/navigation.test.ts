import { describe, expect, test } from 'vitest';
import {
	chaptersOf,
	neighbours,
	relatedOf,
	sectionEntries,
	sectionFromSlug,
	sectionHref,
	sectionsOf,
	slugOf
} from './navigation';
import { CHAPTERS, SECTIONS } from './sections';
import { GAMES } from '$lib/vocab';

describe('section URLs', () => {
	test.each([
		['ktu.ties', '/rules/ktu/ties'],
		['ktu.phase.trap', '/rules/ktu/phase.trap'],
		['uu.adv.neigh', '/rules/uu/adv.neigh']
	])('%s lives at %s', (id, href) => expect(sectionHref(id)).toBe(href));

	test('every section URL leads back to its section', () => {
		for (const s of SECTIONS) expect(sectionFromSlug(s.game, slugOf(s.id))?.id).toBe(s.id);
	});

	test('a slug of the other game is not found', () => {
		expect(sectionFromSlug('uu', 'ties')).toBeUndefined();
		expect(sectionFromSlug('ktu', 'nope')).toBeUndefined();
	});

	test('every section is prerendered, NSFW ones included (they explain themselves)', () => {
		expect(sectionEntries()).toHaveLength(SECTIONS.length);
	});
});

describe('NSFW-edition sections', () => {
	test('are hidden from the contents unless turned on', () => {
		expect(sectionsOf('uu', false).some((s) => s.nsfw)).toBe(false);
		expect(sectionsOf('uu', true).some((s) => s.nsfw)).toBe(true);
		expect(chaptersOf('uu', false).some((c) => c.nsfw)).toBe(false);
	});

	test('are skipped by previous / next unless turned on', () => {
		const last = sectionsOf('uu', false).at(-1)!;
		expect(neighbours(last.id, false).next).toBeNull();
		expect(neighbours(last.id, true).next?.nsfw).toBe(true);
	});

	test('are left out of related sections unless turned on', () => {
		expect(relatedOf('uu.variant.drinking', false)).toEqual([]);
		expect(relatedOf('uu.variant.drinking', true).map((s) => s.id)).toEqual(['uu.variant.strip']);
	});
});

test('previous / next follow the reading order within a game', () => {
	expect(neighbours('ktu.ties', false)).toMatchObject({
		previous: { id: 'ktu.phase.resolve' },
		next: { id: 'ktu.scheme-reveal' }
	});
	const first = sectionsOf('ktu', false)[0]!;
	expect(neighbours(first.id, false).previous).toBeNull();
	const lastKtu = sectionsOf('ktu', false).at(-1)!;
	expect(neighbours(lastKtu.id, false).next).toBeNull();
});

test('every game of GAMES has its rulebook, found by its engine folder', () => {
	// Each engine's sections.ts has a default export whose id is the game's.
	const missing = GAMES.filter((game) => !CHAPTERS.some((chapter) => chapter.game === game)).map(
		(game) => `src/lib/games/<engine>/sections.ts: no default export with the id '${game}'`
	);
	expect(missing).toEqual([]);
});

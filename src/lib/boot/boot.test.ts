import { describe, expect, it } from 'vitest';
import { copyFor, type ScreenCopy } from './copy';
import { STORAGE_KEYS } from '../vocab';
import { chosenLang, startLang, swapTarget, type Read } from './lang';
import { continueRoom, savedTheme } from './look';

/** A localStorage read over a plain record. */
const storage =
	(kept: Record<string, string>): Read =>
	(key) =>
		kept[key] ?? null;

describe('the language a page starts in', () => {
	it("is the one chosen in the settings' mirror, over the browser's", () => {
		const read = storage({
			[STORAGE_KEYS.settings]: JSON.stringify({ lang: 'fr', theme: 'dark' })
		});
		expect(startLang(read, ['es-ES', 'en'])).toBe('fr');
	});

	it('falls back to the key kept before the mirror, then to the browser', () => {
		expect(startLang(storage({ [STORAGE_KEYS.legacyLang]: 'it' }), ['es'])).toBe('it');
		const noChoice = storage({ [STORAGE_KEYS.settings]: JSON.stringify({ lang: null }) });
		expect(startLang(noChoice, ['de-DE', 'es-MX', 'fr'])).toBe('es');
		expect(startLang(noChoice, ['de', 'pt'])).toBe('en');
	});

	it('takes nothing from a broken mirror or a language Hornbook does not speak', () => {
		expect(chosenLang(storage({ [STORAGE_KEYS.settings]: '{not json' }))).toBeNull();
		expect(chosenLang(storage({ [STORAGE_KEYS.settings]: '"es"' }))).toBeNull();
		expect(
			chosenLang(storage({ [STORAGE_KEYS.settings]: JSON.stringify({ lang: 'de' }) }))
		).toBeNull();
		expect(chosenLang(storage({ [STORAGE_KEYS.legacyLang]: 'ES' }))).toBeNull();
	});
});

describe('a page in another language swaps itself for its copy', () => {
	const page = { path: '/rules/ktu/ties', search: '?q=1', lang: 'en' };

	it("goes to the same page in the player's language, search and all", () => {
		expect(swapTarget(page, 'es', null)).toBe('/es/rules/ktu/ties?q=1');
		expect(swapTarget({ path: '/fr', search: '', lang: 'fr' }, 'en', null)).toBe('/');
		expect(swapTarget({ path: '/it/ktu', search: '', lang: 'it' }, 'es', null)).toBe('/es/ktu');
		expect(swapTarget({ path: '/', search: '', lang: 'en' }, 'it', null)).toBe('/it');
	});

	it('stays when it is in that language, or when the same swap was just made (no loop)', () => {
		expect(swapTarget({ ...page, path: '/es/rules/ktu/ties', lang: 'es' }, 'es', null)).toBeNull();
		expect(swapTarget(page, 'es', '/es/rules/ktu/ties?q=1')).toBeNull();
		expect(swapTarget(page, 'fr', '/es/rules/ktu/ties?q=1')).toBe('/fr/rules/ktu/ties?q=1');
	});
});

describe('the first frame', () => {
	it('has the theme chosen, none for the system one or a value that is not a theme', () => {
		expect(savedTheme(storage({ [STORAGE_KEYS.legacyTheme]: 'dark' }))).toBe('dark');
		expect(savedTheme(storage({ [STORAGE_KEYS.legacyTheme]: 'light' }))).toBe('light');
		expect(savedTheme(storage({}))).toBeNull();
		expect(savedTheme(storage({ [STORAGE_KEYS.legacyTheme]: 'system' }))).toBeNull();
		// The settings' mirror holds it, and stands over a key the first builds kept.
		const mirror = (theme: unknown) => JSON.stringify({ theme, lang: null });
		expect(savedTheme(storage({ [STORAGE_KEYS.settings]: mirror('dark') }))).toBe('dark');
		expect(
			savedTheme(
				storage({ [STORAGE_KEYS.settings]: mirror('system'), [STORAGE_KEYS.legacyTheme]: 'dark' })
			)
		).toBeNull();
	});

	it("keeps the room of the last game's link, when it is a height a link takes", () => {
		expect(continueRoom(storage({ [STORAGE_KEYS.continueRoom]: '84' }))).toBe(84);
		expect(continueRoom(storage({}))).toBeNull();
		expect(continueRoom(storage({ [STORAGE_KEYS.continueRoom]: 'NaN' }))).toBeNull();
		expect(continueRoom(storage({ [STORAGE_KEYS.continueRoom]: '4000' }))).toBeNull();
	});
});

describe("a saved game's copy", () => {
	const page = { path: '/ktu/games/game', id: 'g1', lang: 'en', css: 'a.css' };
	const kept = (change: Partial<ScreenCopy> = {}) =>
		JSON.stringify({ ...page, html: '<p>Round 2</p>', ...change });

	it('is drawn on the page, game, language and build it was taken on', () => {
		expect(copyFor(kept(), page)?.html).toBe('<p>Round 2</p>');
	});

	it('is not drawn anywhere else, nor when it is missing or unreadable', () => {
		expect(copyFor(kept({ id: 'g2' }), page)).toBeNull();
		expect(copyFor(kept({ path: '/uu/games/game' }), page)).toBeNull();
		expect(copyFor(kept({ lang: 'es' }), page)).toBeNull();
		expect(copyFor(kept({ css: 'b.css' }), page)).toBeNull();
		expect(copyFor(null, page)).toBeNull();
		expect(copyFor('{broken', page)).toBeNull();
		expect(copyFor(JSON.stringify({ ...page }), page)).toBeNull();
	});
});

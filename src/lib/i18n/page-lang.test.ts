import { describe, expect, it } from 'vitest';
import { langOfPath, movedAddress, pathInLang, withoutLang } from './page-lang';

describe('page addresses per language', () => {
	it('reads the language from the prefix, English without one', () => {
		expect(langOfPath('/es/rules/ktu/ties')).toBe('es');
		expect(langOfPath('/it')).toBe('it');
		expect(langOfPath('/rules/ktu/ties')).toBe('en');
		// A word that starts like a code is no prefix.
		expect(langOfPath('/esx/a')).toBe('en');
		expect(langOfPath('/en/rules')).toBe('en');
	});
	it('strips and adds the prefix, the home page included', () => {
		expect(withoutLang('/fr/ktu/hunt')).toBe('/ktu/hunt');
		expect(withoutLang('/fr')).toBe('/');
		expect(withoutLang('/ktu/hunt')).toBe('/ktu/hunt');
		expect(pathInLang('/', 'es')).toBe('/es');
		expect(pathInLang('/ktu/hunt', 'it')).toBe('/it/ktu/hunt');
		expect(pathInLang('/fr/ktu/hunt', 'en')).toBe('/ktu/hunt');
		expect(pathInLang('/fr/ktu/hunt', 'es')).toBe('/es/ktu/hunt');
	});

	it('sends an old address to the page now, in its language, query kept; nothing else moves', () => {
		const at = (href: string) => movedAddress(new URL(href, 'http://h'));
		expect(at('/tracker/game?id=a1')).toBe('/ktu/games/game?id=a1');
		expect(at('/es/uu/new')).toBe('/es/uu/games/new');
		expect(at('/ktu/hunt')).toBeNull();
		expect(at('/uu')).toBeNull();
		expect(at('/hunt/x')).toBeNull();
	});
});

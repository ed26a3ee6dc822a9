import { describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';

/**
 * The instance's own `t`, for the test's own strings: the app's key type (src/i18next.d.ts) lists
 * the app's keys, not these.
 */
const ownT =
	(i18n: I18n) =>
	(key: string, options: TOptions): string =>
		(i18n.t as unknown as (key: string, options: TOptions) => string)(key, options);
import { elided, euphonicA, useElision } from './elision';

/** A fresh instance in `lng` holding `strings`, with the formats under test, and its `t`. */
function withElision(lng: string, strings: Record<string, string>) {
	const i18n = i18next.createInstance();
	void i18n.init({
		lng,
		initAsync: false,
		interpolation: { escapeValue: false },
		resources: { [lng]: { translation: strings } }
	});
	useElision(i18n);
	return ownT(i18n);
}

describe('French elision before a name', () => {
	it('drops the vowel of "de" and "que" before a vowel or a mute h, not before a consonant', () => {
		expect(elided('de', 'Alice')).toBe("d'Alice");
		expect(elided('de', 'Élodie')).toBe("d'Élodie");
		expect(elided('de', 'Hugo')).toBe("d'Hugo");
		expect(elided('de', 'Bruno')).toBe('de Bruno');
		expect(elided('de', 'Yann')).toBe('de Yann');
		expect(elided('que', 'Inès')).toBe("qu'Inès");
		expect(elided('que', 'Chloé')).toBe('que Chloé');
	});

	it('is what the French strings write: `{{player, de}}`', () => {
		const t = withElision('fr', { pass: 'Au tour {{player, de}}' });
		expect(t('pass', { player: 'Alice' })).toBe("Au tour d'Alice");
		expect(t('pass', { player: 'Bruno' })).toBe('Au tour de Bruno');
	});
});

describe('Italian "ad" before a name', () => {
	it('writes "ad" before a name starting with an a, "a" before any other', () => {
		expect(euphonicA('Anna')).toBe('ad Anna');
		expect(euphonicA('alba')).toBe('ad alba');
		expect(euphonicA('Bruno')).toBe('a Bruno');
		expect(euphonicA('Elena')).toBe('a Elena');
	});

	it('is what the Italian strings write: `{{player, a}}`', () => {
		const t = withElision('it', { give: 'Il segnalino passa {{player, a}}.' });
		expect(t('give', { player: 'Anna' })).toBe('Il segnalino passa ad Anna.');
		expect(t('give', { player: 'Dario' })).toBe('Il segnalino passa a Dario.');
	});
});

import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { elided, useElision } from './elision';

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
		const i18n = i18next.createInstance();
		void i18n.init({
			lng: 'fr',
			initAsync: false,
			interpolation: { escapeValue: false },
			resources: { fr: { translation: { pass: 'Au tour {{player, de}}' } } }
		});
		useElision(i18n);
		expect(i18n.t('pass', { player: 'Alice' })).toBe("Au tour d'Alice");
		expect(i18n.t('pass', { player: 'Bruno' })).toBe('Au tour de Bruno');
	});
});

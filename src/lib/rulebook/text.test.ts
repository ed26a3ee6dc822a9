import type { Lang } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { fold, processTerm, questionWords } from './text';

describe('fold', () => {
	test.each([
		['Égalité', 'egalite'],
		['NIÑO', 'nino'],
		['città', 'citta'],
		['Mahiii!', 'mahiii!']
	])('%s → %s', (word, folded) => expect(fold(word)).toBe(folded));
});

describe('processTerm', () => {
	test('function words are not indexed', () => {
		expect(processTerm('the', 'en')).toBeNull();
		expect(processTerm('qué', 'es')).toBeNull();
		expect(processTerm('les', 'fr')).toBeNull();
		expect(processTerm('della', 'it')).toBeNull();
	});

	test('rule words that look like function words stay', () => {
		for (const word of ['may', 'then', 'each', 'another', 'must']) {
			expect(processTerm(word, 'en')).not.toBeNull();
		}
	});

	test('numbers stay as they are', () => {
		expect(processTerm('0', 'en')).toBe('0');
		expect(processTerm('+2', 'en')).toBe('+2');
	});

	// Inflections of one word meet on one term, whichever form the player types.
	test.each<[Lang, string[]]>([
		['en', ['tie', 'ties']],
		['en', ['pass', 'passes', 'passed', 'passing']],
		['en', ['scheme', 'schemes']],
		['en', ['win', 'winning']],
		['es', ['empate', 'empates', 'empatar', 'empatamos']],
		['es', ['límite', 'limite']],
		['es', ['destruir', 'destruyen', 'destruye', 'destruido']],
		['fr', ['égalité', 'égalités', 'egalite']],
		['fr', ['passer', 'passe', 'passent']],
		['it', ['pareggio', 'pareggi']],
		['it', ['caccia', 'Caccia']]
	])('%s: %j share one term', (lang, forms) => {
		const terms = new Set(forms.map((f) => processTerm(f, lang)));
		expect(terms.size).toBe(1);
	});
});

describe('questionWords', () => {
	// "Pasa" / "se passe" mean "happens" there, not "passes": the phrase must not look like passing.
	test.each<[Lang, string, string]>([
		['es', '¿Qué pasa si empatamos?', 'empatamos'],
		['fr', 'Que se passe-t-il si tout le monde passe ?', 'si tout le monde passe'],
		['it', 'Cosa succede se passano tutti?', 'se passano tutti'],
		['fr', 'Que devient un bébé licorne détruit ?', 'un bebe licorne detruit'],
		['it', "Che fine fa l'unicorno baby?", "l'unicorno baby"],
		['en', 'What happens if we tie?', 'if we tie']
	])('%s: %s', (lang, query, kept) => {
		const words = questionWords(query, lang);
		expect(words).toContain(kept);
		expect(words).not.toMatch(/\b(?:pasa|se passe|devient|succede|fine fa|happens)\b/);
	});

	test('French "marche" is the Black Market after an article or before "noir", else it works', () => {
		expect(questionWords("l'effet marche ?", 'fr')).toContain('fonctionne');
		expect(questionWords('les autres marchent quand meme', 'fr')).toContain('fonctionnent');
		expect(questionWords('comment payer au marche noir', 'fr')).toContain('au marche noir');
		expect(questionWords("qu'est-ce qu'on achète au marché", 'fr')).toContain('au marche');
	});

	test("an English contraction's tail is no rule word (they're, we've, you'll)", () => {
		for (const tail of ['re', 've', 'll']) expect(processTerm(tail, 'en')).toBeNull();
	});

	test('Spanish "contra" is a rule word ("Relincho contra Relincho")', () => {
		expect(processTerm('contra', 'es')).not.toBeNull();
	});

	test("Italian's passive auxiliary is no rule word", () => {
		expect(processTerm('viene', 'it')).toBeNull();
		expect(processTerm('vengono', 'it')).toBeNull();
	});

	test('a question about passing keeps its verb', () => {
		expect(questionWords('¿Qué pasa si paso?', 'es')).toContain('paso');
	});
});

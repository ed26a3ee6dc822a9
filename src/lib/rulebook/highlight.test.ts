import { describe, expect, test } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
	test('marks every form of a matched word, leaves the rest', () => {
		expect(highlightParts('Ties cancel: players tie', ['tie', 'cancel'], 'en')).toEqual([
			{ text: 'Ties', match: true },
			{ text: ' ', match: false },
			{ text: 'cancel', match: true },
			{ text: ': players ', match: false },
			{ text: 'tie', match: true }
		]);
	});

	test('joins back into the original text', () => {
		const text = '¿Qué pasa si empatamos? <b>no</b>';
		expect(
			highlightParts(text, ['empat'], 'es')
				.map((p) => p.text)
				.join('')
		).toBe(text);
	});
});

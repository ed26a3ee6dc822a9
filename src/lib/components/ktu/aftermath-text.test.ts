import { LANGS } from '$lib/vocab';
import { describe, expect, test } from 'vitest';
import { translator } from '$lib/i18n/translator.testing';
import { ktuReducer, type KtuEvent } from '$lib/tracker/ktu';
import { SAMPLE_SETUP } from '$lib/tracker/ktu/sample-game';
import { foldAll } from '$lib/tracker/test-helpers';
import { aftermathText } from './aftermath-text';
import { heldInSentence } from './labels';

// A Scheme's move recorded in one tap is said in words, naming who and which unicorns as
// they stood before it, in every language.
const table = foldAll(ktuReducer, [SAMPLE_SETUP]);
const MOVES: KtuEvent[] = [
	{ type: 'exchange', a: { player: 1, unicorn: 0 }, b: { player: 3, unicorn: 0 } },
	{ type: 'discard', player: 2, unicorn: 0 },
	{ type: 'siamese', player: 0, unicorn: 0, siamese: true },
	{ type: 'add-points', player: 3, unicorn: 0, points: -2 },
	{ type: 'add-points', player: 1, points: 3 }
];

describe('what a Scheme move recorded, said where the eye is', () => {
	test.each(LANGS)('each move names its players and unicorns (%s)', (lang) => {
		const t = translator(lang, ['ktu-games', 'ktu-score', 'steps-ktu']);
		const label = (seat: number) => heldInSentence(t, table.collections[seat]![0]!);
		const said = MOVES.map((e) => aftermathText(t, e, table));
		expect(said[0]).toContain('Bo');
		expect(said[0]).toContain('Di');
		expect(said[0]).toContain(label(1));
		expect(said[0]).toContain(label(3));
		expect(said[1]).toContain('Cy');
		expect(said[1]).toContain(label(2));
		expect(said[2]).toContain('Ana');
		expect(said[3]).toContain('−2');
		expect(said[4]).toContain('+3');
		for (const text of said) {
			expect(text).toBeTruthy();
			expect(text).not.toMatch(/\{\{|\b[a-z]+\.[a-z]|undefined|NaN/);
		}
		// Five different sentences: each move is told apart.
		expect(new Set(said).size).toBe(MOVES.length);
	});

	test('reads as a sentence in English', () => {
		const t = translator('en', ['ktu-games', 'ktu-score', 'steps-ktu']);
		expect(aftermathText(t, MOVES[0]!, table)).toBe(
			"Trojan Unicorn recorded: Bo takes Di's unicorn (yellow, 2 ★, Starting Unicorn) and Di takes Bo's (blue, 1 ★, Starting Unicorn)."
		);
	});

	test('no sentence for an entry that is not a Scheme move, nor for a Siamese taken back', () => {
		const t = translator('en', ['ktu-games', 'ktu-score', 'steps-ktu']);
		expect(aftermathText(t, { type: 'pass', player: 0 }, table)).toBeNull();
		expect(
			aftermathText(t, { type: 'siamese', player: 0, unicorn: 0, siamese: false }, table)
		).toBeNull();
	});
});

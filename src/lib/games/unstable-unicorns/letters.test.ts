import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countLetters, countLettersInNames } from './letters';

describe('uu.end tie-break: counting the letters of a name', () => {
	test.each([
		['Rhinocorn', 9],
		['Basic Unicorn', 12],
		['Unicorn on the Cob', 15],
		['Shark With a Horn', 14],
		['Two-For-One', 9],
		['Re-Target', 8],
		['Unicornio Arcoíris', 17],
		['Bebé unicornio', 13],
		['¡Hurra!', 5],
		['Mahiii!', 6],
		['Giammahiii!', 10],
		['Crampa-Cavallo', 13],
		['Cámara para la niñera', 18],
		['Unicorno Doppio Giocista', 22],
		['Écurie', 6],
		['Licorne n°7 🦄', 8],
		['', 0],
		['   ', 0],
		['123 456', 0],
		['🦄🦄🦄', 0],
		['...!?¿¡', 0]
	])('"%s" has %i letters', (name, letters) => {
		expect(countLetters(name)).toBe(letters);
	});

	test('a decomposed accent (e + combining acute) is one letter, like the composed é', () => {
		expect(countLetters('Arcoi\u0301ris')).toBe(8);
		expect(countLetters('Arco\u00edris')).toBe(8);
	});

	test('letters of other scripts count too (Greek, Cyrillic, CJK, Hangul as syllables)', () => {
		expect(countLetters('Ωμέγα')).toBe(5);
		expect(countLetters('Единорог')).toBe(8);
		expect(countLetters('独角兽')).toBe(3);
		expect(countLetters('유니콘')).toBe(3);
		expect(countLetters('유니콘'.normalize('NFD'))).toBe(3);
	});

	test('case does not matter', () => {
		expect(countLetters('NARWHAL')).toBe(countLetters('narwhal'));
	});

	test('a stable counts the letters of every unicorn name together', () => {
		expect(countLettersInNames(['Narwhal', 'Rhinocorn', 'Llamacorn'])).toBe(7 + 9 + 9);
		expect(countLettersInNames([])).toBe(0);
	});

	test('a non-string name is a programmer error', () => {
		expect(() => countLetters(42 as unknown as string)).toThrow(TypeError);
	});
});

// Letters made of several code points on purpose: decomposed accents, a Hangul syllable.
const LETTERS = [
	'a',
	'Z',
	'é',
	'e\u0301',
	'ñ',
	'n\u0303',
	'ç',
	'ø',
	'ß',
	'Ω',
	'ж',
	'独',
	'유',
	'ᄋ\u1172'
];
const FILLER = [
	' ',
	'\t',
	'\u00a0',
	'0',
	'7',
	'٣',
	'-',
	"'",
	'’',
	'!',
	'¡',
	'¿',
	'.',
	',',
	'🦄',
	'❤️',
	'👍🏽'
];

/**
 * Any code points (lone surrogates included), weighted toward the ones that change under NFC:
 * combining marks and Hangul jamo, next to ASCII letters they can attach to.
 */
const anyText = fc
	.array(
		fc.oneof(
			fc.integer({ min: 0, max: 0x10ffff }),
			fc.integer({ min: 0x41, max: 0x7a }),
			fc.integer({ min: 0x300, max: 0x36f }),
			fc.integer({ min: 0x1100, max: 0x11ff })
		),
		{ maxLength: 30 }
	)
	.map((codePoints) => String.fromCodePoint(...codePoints));

const segments = (text: string) =>
	[...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/** Reference count, written apart from the engine: code points of the NFC form that are letters. */
const oracle = (text: string) => [...text.normalize('NFC')].filter((c) => /\p{L}/u.test(c)).length;

describe('countLetters properties', () => {
	test('inserting spaces, digits, punctuation and emoji between characters adds nothing', () => {
		fc.assert(
			fc.property(
				fc.array(fc.constantFrom(...LETTERS), { maxLength: 20 }),
				fc.array(fc.array(fc.constantFrom(...FILLER), { maxLength: 3 }), { maxLength: 21 }),
				(letters, fillers) => {
					const plain = letters.join('');
					const padded =
						letters.map((l, i) => (fillers[i] ?? []).join('') + l).join('') +
						(fillers[letters.length] ?? []).join('');
					expect(countLetters(padded)).toBe(countLetters(plain));
					expect(countLetters(plain)).toBe(letters.length);
				}
			)
		);
	});

	test('inserting filler between the graphemes of any string adds nothing', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: 'grapheme', maxLength: 20 }),
				fc.constantFrom(...FILLER),
				(text, filler) => {
					expect(countLetters(segments(text).join(filler))).toBe(countLetters(text));
				}
			)
		);
	});

	test('composed (NFC) and decomposed (NFD) forms count the same', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), anyText), (text) => {
				const nfc = countLetters(text.normalize('NFC'));
				expect(countLetters(text.normalize('NFD'))).toBe(nfc);
				expect(countLetters(text)).toBe(nfc);
			})
		);
	});

	test('the count equals the number of letters in the NFC string', () => {
		fc.assert(
			fc.property(anyText, (text) => {
				expect(countLetters(text)).toBe(oracle(text));
			})
		);
	});

	test('a name with only filler has no letters', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...FILLER)), (parts) => {
				expect(countLetters(parts.join(''))).toBe(0);
			})
		);
	});
});

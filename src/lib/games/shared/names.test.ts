import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { NAME_MAX_LENGTH } from './bounds';
import { checkName, checkNames, nameKey } from './names';

const codes = (raw: string, others: string[] = []) =>
	checkName(raw, others).errors.map((e) => e.code);

describe('player names', () => {
	test('a plain name is kept, trimmed', () => {
		expect(checkName('  Ana  ')).toEqual({ name: 'Ana', errors: [] });
	});

	test.each([
		['an empty name', ''],
		['only spaces', '   '],
		['only zero-width characters', '\u200B\u200C\u200D\u2060'],
		['only a Hangul filler and a soft hyphen', '\u3164\u00AD']
	])('%s has no visible character', (_name, raw) => {
		expect(codes(raw)).toContain('name.empty');
	});

	test('40 characters are allowed, 41 are not (counted in characters, not UTF-16 units)', () => {
		expect(codes('a'.repeat(NAME_MAX_LENGTH))).toEqual([]);
		expect(codes('🦄'.repeat(NAME_MAX_LENGTH))).toEqual([]);
		const long = checkName('b'.repeat(NAME_MAX_LENGTH + 1));
		expect(long.errors).toEqual([
			{ code: 'name.tooLong', params: { max: NAME_MAX_LENGTH, length: NAME_MAX_LENGTH + 1 } }
		]);
	});

	test.each([
		['a right-to-left override', 'Ana\u202Eevil', 'U+202E'],
		['a left-to-right isolate', 'Bo\u2066x', 'U+2066'],
		['a tab inside', 'Ana\tBo', 'U+0009'],
		['a line break inside', 'Ana\nBo', 'U+000A'],
		['a C1 control', 'Ana\u0085', 'U+0085'],
		['a line separator', 'A\u2028B', 'U+2028']
	])('%s is refused and named by its code point', (_name, raw, char) => {
		expect(checkName(raw).errors).toContainEqual({
			code: 'name.forbiddenCharacter',
			params: { char }
		});
	});

	test('emoji sequences joined by zero-width joiners are names like any other', () => {
		expect(codes('👩‍👩‍👧 Fam')).toEqual([]);
	});

	test.each([
		['the same name', 'Ana', ['Ana']],
		['another case', 'ANA', ['ana']],
		['a zero-width space added', 'Ana\u200B', ['Ana']],
		['surrounding spaces', ' Ana ', ['Ana']],
		['full-width letters', 'Ａｎａ', ['Ana']],
		['a soft hyphen inside', 'A\u00ADna', ['Ana']]
	])('%s is a duplicate of a name already taken', (_name, raw, others) => {
		const { errors } = checkName(raw, others);
		expect(errors).toEqual([{ code: 'name.duplicate', params: { other: others[0] } }]);
	});

	test('different names are not duplicates', () => {
		expect(codes('Ana', ['Anna', 'Bo'])).toEqual([]);
	});

	test('in a list, a name is checked against the names before it', () => {
		const checked = checkNames(['Ana', 'Bo', 'ana']);
		expect(checked.map((c) => c.errors.map((e) => e.code))).toEqual([[], [], ['name.duplicate']]);
	});

	test('property: an accepted name is trimmed, short, visible and its key is stable', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (raw) => {
				const { name, errors } = checkName(raw);
				if (errors.length > 0) return;
				expect(name).toBe(name.trim());
				expect([...name].length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
				expect(nameKey(name)).not.toBe('');
				expect(nameKey(nameKey(name))).toBe(nameKey(name));
				expect(checkName(name + '\u200B', [name]).errors.map((e) => e.code)).toContain(
					'name.duplicate'
				);
			})
		);
	});
});

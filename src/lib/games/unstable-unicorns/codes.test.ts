import { describe, expect, test } from 'vitest';
import en from '../../../../locales/en/steps-uu.json';
import es from '../../../../locales/es/steps-uu.json';
import fr from '../../../../locales/fr/steps-uu.json';
import it from '../../../../locales/it/steps-uu.json';
import { UU_CODES, UU_PLURAL_CODES, step } from './codes';
import { UU_RULES } from './sections';

const LOCALES = { en, es, fr, it } as const;

/** The value at a dotted key: dots are nesting in the locale files. */
function lookup(tree: unknown, code: string): unknown {
	const parts = code.split('.');
	const leaf = parts.pop() as string;
	let node: unknown = tree;
	for (const part of parts) {
		node =
			typeof node === 'object' && node !== null
				? (node as Record<string, unknown>)[part]
				: undefined;
	}
	return typeof node === 'object' && node !== null
		? (node as Record<string, unknown>)[leaf]
		: undefined;
}

/** Every dotted leaf key of a locale tree. */
function leaves(tree: Record<string, unknown>, prefix = ''): string[] {
	return Object.entries(tree).flatMap(([key, value]) =>
		typeof value === 'object' && value !== null
			? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
			: [`${prefix}${key}`]
	);
}

const bases = (keys: string[]) => new Set(keys.map((k) => k.replace(/_(one|other)$/u, '')));

describe('every step code has a translation', () => {
	test('codes are unique, camelCase and dotted', () => {
		expect(new Set(UU_CODES).size).toBe(UU_CODES.length);
		for (const code of UU_CODES) expect(code).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/u);
	});

	test.each(Object.keys(LOCALES))('%s: each code has a non-empty sentence', (lang) => {
		const tree = LOCALES[lang as keyof typeof LOCALES];
		for (const code of UU_CODES) {
			const text = lookup(tree, code);
			expect(typeof text, `${lang} ${code}`).toBe('string');
			expect((text as string).trim(), `${lang} ${code}`).not.toBe('');
		}
	});

	test.each(Object.keys(LOCALES))('%s: codes with a count have _one and _other forms', (lang) => {
		const tree = LOCALES[lang as keyof typeof LOCALES];
		for (const code of UU_PLURAL_CODES) {
			for (const suffix of ['_one', '_other']) {
				const text = lookup(tree, code + suffix);
				expect(typeof text, `${lang} ${code}${suffix}`).toBe('string');
				expect((text as string).trim(), `${lang} ${code}${suffix}`).not.toBe('');
			}
		}
	});

	test.each(Object.keys(LOCALES))('%s: holds no key the engine does not emit', (lang) => {
		const keys = leaves(LOCALES[lang as keyof typeof LOCALES]);
		expect([...bases(keys)].sort()).toEqual([...UU_CODES].sort());
	});
});

describe('step()', () => {
	test('builds a plain step, marking interpretations only when they are', () => {
		expect(step('deckOut.start', 'uu.end')).toEqual({ code: 'deckOut.start', rule: 'uu.end' });
		expect(step('deckOut.namesAsTyped', 'uu.end', undefined, true)).toEqual({
			code: 'deckOut.namesAsTyped',
			rule: 'uu.end',
			interpretation: true
		});
	});

	test('the cited sections are uu.* ids', () => {
		for (const rule of UU_RULES) expect(rule).toMatch(/^uu\./u);
	});
});

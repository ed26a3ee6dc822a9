import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { UU_REFUSALS, refusalKey } from './codes';

import { LANGS } from '$lib/vocab';
const read = (lang: string, ns: string) =>
	JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;

function lookup(tree: unknown, dotted: string): unknown {
	return dotted
		.split('.')
		.reduce<unknown>(
			(node, part) =>
				typeof node === 'object' && node !== null
					? (node as Record<string, unknown>)[part]
					: undefined,
			tree
		);
}

describe('refusal codes', () => {
	test.each(LANGS)('%s: every tracker refusal has a sentence', (lang) => {
		const uu = read(lang, 'uu-games');
		for (const code of UU_REFUSALS) {
			const text = lookup(uu, code);
			expect(typeof text, `${lang} ${code}`).toBe('string');
			expect((text as string).trim(), `${lang} ${code}`).not.toBe('');
		}
	});

	test('tracker codes are read from uu, the engine’s from steps-uu', () => {
		expect(refusalKey('refusal.gameOver')).toBe('uu-games:refusal.gameOver');
		expect(refusalKey('error.action.alreadyTaken')).toBe('steps-uu:error.action.alreadyTaken');
	});
});

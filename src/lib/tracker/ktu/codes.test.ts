import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CHARACTERS, PHASES, SCHEME_EFFECTS, VARIANTS } from './vocab';
import { KTU_REFUSALS, refusalKey } from './codes';

import { LANGS } from '$lib/vocab';
const read = (lang: string) =>
	JSON.parse(readFileSync(`locales/${lang}/ktu-games.json`, 'utf8')) as Record<string, unknown>;

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

const KEYS = [
	...KTU_REFUSALS,
	...CHARACTERS.map((c) => `characters.${c}`),
	...VARIANTS.map((v) => `variants.${v}`),
	...[...PHASES, 'setup', 'over'].map((p) => `phase.${p}`),
	...SCHEME_EFFECTS.map((e) => `scheme.effects.${e}`)
];

describe('tracker words', () => {
	test.each(LANGS)('%s: every refusal, character, variant and phase has words', (lang) => {
		const tracker = read(lang);
		for (const key of KEYS) {
			const text = lookup(tracker, key);
			expect(typeof text, `${lang} ${key}`).toBe('string');
			expect((text as string).trim(), `${lang} ${key}`).not.toBe('');
		}
	});

	test('tracker codes are read from tracker, the engine’s from steps-ktu', () => {
		expect(refusalKey('refusal.schemeFull')).toBe('ktu-games:refusal.schemeFull');
		expect(refusalKey('market.error.alreadyBought')).toBe('steps-ktu:market.error.alreadyBought');
		expect(refusalKey('log.correctionNowhere')).toBe('ktu-games:log.refusals.correctionNowhere');
	});
});

describe('refusal sentences', () => {
	const params = {
		player: 'Ana',
		players: ['Bo', 'Cy'],
		count: 2,
		number: 3,
		max: 2,
		size: 8,
		value: 5,
		cost: 3,
		item: 'fake-horn',
		character: 'shaman',
		phase: 'market',
		expected: 'trap',
		round: 2,
		reason: 'tooLong'
	};

	test.each(LANGS)('%s: every refusal reads as a sentence, nested words included', async (lang) => {
		const { i18n, loadLang, useNamespaces } = await import('$lib/i18n/i18n');
		await useNamespaces(['ktu-games', 'steps-ktu']);
		await loadLang(lang);
		for (const code of KTU_REFUSALS) {
			const text = i18n.t(refusalKey(code), { ...params, lng: lang });
			expect(text, `${lang} ${code}`).not.toMatch(/\{\{|\$t\(|ktu-games:|refusal\./u);
		}
	});
});

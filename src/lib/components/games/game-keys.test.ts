// The screens both games share name their words in the game's own namespace (`${ns}:game.saved`):
// a key missing from one game's file shows as the raw key (issue 33: UU's save status read
// "game.saving"). Every such key, read from the components, is in both games' files in every
// language.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGS } from '$lib/vocab';

const DIR = 'src/lib/components/games';
const NAMESPACES = ['ktu-games', 'uu-games'];

const keys = [
	...new Set(
		readdirSync(DIR)
			.filter((f) => f.endsWith('.svelte'))
			.flatMap((f) =>
				[...readFileSync(join(DIR, f), 'utf8').matchAll(/`\$\{ns\}:([\w.]+)`/g)].map((m) => m[1]!)
			)
	)
].sort();

function has(tree: unknown, key: string): boolean {
	const parts = key.split('.');
	const last = parts.pop()!;
	let node = tree;
	for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
	const leaf = node as Record<string, unknown> | undefined;
	return typeof (leaf?.[last] ?? leaf?.[`${last}_other`]) === 'string';
}

describe('the words of the shared game screens', () => {
	test('are read from the components', () => {
		expect(keys).toContain('game.saved');
	});

	test.each(LANGS.flatMap((lang) => NAMESPACES.map((ns) => [lang, ns])))(
		'%s/%s has every one',
		(lang, ns) => {
			const tree: unknown = JSON.parse(readFileSync(join('locales', lang, `${ns}.json`), 'utf8'));
			expect(keys.filter((key) => !has(tree, key))).toEqual([]);
		}
	);
});

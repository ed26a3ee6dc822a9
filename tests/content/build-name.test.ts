// Two builds of different code never share a name: the shell's cache revision comes from it,
// and a shared name once kept an old shell after "Update now".
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '$lib/vocab';
import { afterEach, describe, expect, test } from 'vitest';
import { buildName } from '../../scripts/build-name.mjs';
import { rulesFingerprints, rulesInputs } from '../../scripts/rules-fingerprint.mjs';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project tree with the given files (path → content). */
function tree(files: Record<string, string>): string {
	const root = mkdtempSync(join(tmpdir(), 'build-name-'));
	made.push(root);
	for (const [path, content] of Object.entries(files)) {
		mkdirSync(join(root, path, '..'), { recursive: true });
		writeFileSync(join(root, path), content);
	}
	return root;
}

const BASE = {
	'src/lib/games/kill-the-unicorns/scoring.ts': 'export const PAIR = 2;',
	'locales/en/common.json': '{"title":"Hornbook"}',
	'package-lock.json': '{}',
	'svelte.config.js': 'export default {};'
};

test('the same sources give the same name, in any process', () => {
	expect(buildName(tree(BASE))).toBe(buildName(tree(BASE)));
	expect(buildName(tree(BASE))).toMatch(/^[0-9a-f]{16}$/);
});

test('a changed rule constant, string or file gives another name, with the same package version', () => {
	const base = buildName(tree(BASE));
	const changed = [
		{ ...BASE, 'src/lib/games/kill-the-unicorns/scoring.ts': 'export const PAIR = 3;' },
		{ ...BASE, 'locales/en/common.json': '{"title":"Hornbook!"}' },
		{ ...BASE, 'static/icons/new.svg': '<svg/>' }
	];
	for (const files of changed) expect(buildName(tree(files))).not.toBe(base);
});

test('a test file beside the code does not change the name: it is not served', () => {
	const withTest = { ...BASE, 'src/lib/games/kill-the-unicorns/scoring.test.ts': 'test()' };
	expect(buildName(tree(withTest))).toBe(buildName(tree(BASE)));
});

// Each game's rules fingerprint (scripts/rules-fingerprint.mjs) is computed from the rules'
// sources: a changed constant or scoring table is noticed with no version raised by hand.
describe('the rules fingerprint', () => {
	const RULES = {
		'src/lib/games/kill-the-unicorns/scoring.ts': 'export const SET_BONUS = [0, 0, 2, 5, 8, 12];',
		'src/lib/games/kill-the-unicorns/scheme.ts': 'export const SCHEMES_PER_UNICORN = 2;',
		'src/lib/games/unstable-unicorns/winner.ts': 'export const UNICORNS_TO_WIN = 7;',
		'src/lib/tracker/ktu/reducer.ts': `import { SET_BONUS } from '$lib/games/kill-the-unicorns';`,
		'src/lib/tracker/uu/reducer.ts': `import { UNICORNS_TO_WIN } from '$lib/games/unstable-unicorns';`,
		'src/lib/games/shared/ties.ts': 'export const cancel = 1;',
		'src/lib/components/ktu/Score.svelte': '<p>score</p>'
	};

	test("a changed rule constant changes that game's fingerprint, and only that game's", () => {
		const before = rulesFingerprints(tree(RULES));
		expect(before.ktu).toMatch(/^[0-9a-f]{16}$/);
		for (const [file, text] of [
			['src/lib/games/kill-the-unicorns/scheme.ts', 'export const SCHEMES_PER_UNICORN = 1;'],
			[
				'src/lib/games/kill-the-unicorns/scoring.ts',
				'export const SET_BONUS = [0, 0, 3, 5, 8, 12];'
			],
			['src/lib/tracker/ktu/reducer.ts', 'export const strict = true;']
		] as const) {
			const after = rulesFingerprints(tree({ ...RULES, [file]: text }));
			expect(after.ktu, file).not.toBe(before.ktu);
			expect(after.uu, file).toBe(before.uu);
		}
		const uu = rulesFingerprints(
			tree({
				...RULES,
				'src/lib/games/unstable-unicorns/winner.ts': 'export const UNICORNS_TO_WIN = 6;'
			})
		);
		expect([uu.ktu, uu.uu]).toEqual([before.ktu, expect.not.stringMatching(before.uu!)]);
		// What both games share changes both.
		const shared = rulesFingerprints(
			tree({ ...RULES, 'src/lib/games/shared/ties.ts': 'export const cancel = 2;' })
		);
		expect(shared.ktu).not.toBe(before.ktu);
		expect(shared.uu).not.toBe(before.uu);
	});

	test('screens and tests are not rules: changing them keeps the fingerprint', () => {
		const before = rulesFingerprints(tree(RULES));
		const after = rulesFingerprints(
			tree({
				...RULES,
				'src/lib/components/ktu/Score.svelte': '<p>points</p>',
				'src/lib/games/kill-the-unicorns/scoring.test.ts': 'test()'
			})
		);
		expect(after).toEqual(before);
	});

	test("each game's rules are its tracker folder and the engine it imports, every game's", () => {
		const inputs = rulesInputs(join(import.meta.dirname, '..', '..'));
		expect(Object.keys(inputs).sort()).toEqual([...GAMES].sort());
		expect(inputs).toMatchObject({
			ktu: ['src/lib/games/kill-the-unicorns', 'src/lib/tracker/ktu'],
			uu: ['src/lib/games/unstable-unicorns', 'src/lib/tracker/uu']
		});
	});
});

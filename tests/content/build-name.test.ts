// Two builds of different code never share a name (issue 33: the shell's cache revision comes
// from it, and a shared name kept an old shell after "Update now").
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildName } from '../../scripts/build-name.mjs';

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

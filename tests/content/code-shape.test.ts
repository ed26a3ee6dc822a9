// The shape the code keeps (issue 10): one name per thing, boundaries held by lint, end-to-end
// tests that wait for what they mean rather than for a fixed time.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function files(dir: string, keep: (path: string) => boolean): string[] {
	return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
		.map((f) => join(dir, f))
		.filter(keep);
}

/** Names given to more than one place, with the places. */
function repeated(named: [name: string, where: string][]): Record<string, string[]> {
	const byName = new Map<string, string[]>();
	for (const [name, where] of named) byName.set(name, [...(byName.get(name) ?? []), where]);
	return Object.fromEntries([...byName].filter(([, places]) => places.length > 1));
}

const isTest = (f: string) => /\.(test|property\.test|spec)\.ts$/.test(f);

describe('one name per thing', () => {
	test('no two components share a file name', () => {
		// SvelteKit's own files (+page.svelte…) are named by the router, not by us.
		const components = files('src', (f) => f.endsWith('.svelte') && !basename(f).startsWith('+'));
		expect(components.length).toBeGreaterThan(50);
		expect(repeated(components.map((f) => [basename(f), f]))).toEqual({});
	});

	test('no two exported types, interfaces or classes share a name', () => {
		const sources = files(
			'src',
			(f) => (f.endsWith('.ts') || f.endsWith('.svelte')) && !isTest(f) && !f.endsWith('.d.ts')
		);
		const declared: [string, string][] = [];
		const declaration =
			/^export\s+(?:declare\s+)?(?:abstract\s+)?(?:type|interface|class)\s+(\w+)/gm;
		for (const f of sources) {
			for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(declaration)) {
				declared.push([m[1] ?? '', f]);
			}
		}
		expect(declared.length).toBeGreaterThan(100);
		expect(repeated(declared)).toEqual({});
	});
});

describe('boundaries held by lint', () => {
	const eslint = new ESLint({ cwd: ROOT });

	/** The import patterns `no-restricted-imports` forbids in a file. */
	async function forbidden(file: string): Promise<string[]> {
		const config = (await eslint.calculateConfigForFile(join(ROOT, file))) as {
			rules?: Record<string, unknown>;
		};
		const rule = config.rules?.['no-restricted-imports'];
		if (!Array.isArray(rule)) return [];
		return rule
			.slice(1)
			.flatMap((option: { patterns?: { group: string[] }[] }) =>
				(option.patterns ?? []).flatMap((p) => p.group)
			);
	}

	test.each([
		['src/lib/tracker/log.ts', ['svelte', '$app/*', 'i18next', '$lib/components/*', '*.svelte']],
		['src/lib/db/games.ts', ['svelte', '$app/*', 'i18next', '$lib/components/*', '$lib/tracker/*']],
		['src/lib/games/kill-the-unicorns/hunt.ts', ['svelte', '$app/*', 'dexie', 'i18next']],
		['src/lib/state/settings.svelte.ts', ['$lib/components/**/*.svelte']]
	])('%s may not import %j', async (file, patterns) => {
		expect(await forbidden(file)).toEqual(expect.arrayContaining(patterns));
	});
});

test('no end-to-end test waits a fixed time', () => {
	const e2e = files('tests/e2e', (f) => f.endsWith('.ts'));
	expect(e2e.length).toBeGreaterThan(10);
	const waits = e2e.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes('waitForTimeout('));
	expect(waits.map((f) => relative(ROOT, join(ROOT, f)))).toEqual([]);
});

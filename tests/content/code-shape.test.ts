// The shape the code keeps, so that a newcomer changes one place: one name per thing, the base vocabulary declared
// once, layers that point one way (checked on every import and held by lint), end-to-end tests
// that wait for what they mean rather than for a fixed time.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { ESLint, Linter } from 'eslint';
import { describe, expect, test } from 'vitest';
import { LAYERS, mayImport } from '../../scripts/layers.mjs';
import { GAMES } from '$lib/vocab';

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

describe('the vocabulary is declared once, in src/lib/vocab.ts', () => {
	// A second list or union of the game ids or of the languages is a place where adding a game or
	// a language is forgotten: import GAMES/GameId, LANGS/Lang from $lib/vocab instead. The game
	// ids are read from GAMES, so the patterns hold however many games there are.
	/** A game id in quotes, the quote being capture group `n`. */
	const id = (n: number) => `(['"])(?:${GAMES.join('|')})\\${n}`;
	const DECLARATIONS: [what: string, pattern: RegExp][] = [
		['a list of the game ids', new RegExp(`\\[\\s*${id(1)}(?:\\s*,\\s*${id(2)})+\\s*,?\\s*\\]`)],
		['a union of the game ids', new RegExp(`${id(1)}\\s*\\|\\s*${id(2)}`)],
		['a list of the languages', /(['"])en\1\s*,\s*(['"])es\2\s*,\s*(['"])fr\3\s*,\s*(['"])it\4/],
		['a union of the languages', /(['"])en\1\s*\|\s*(['"])es\2/],
		[
			'a constant or type named like the vocabulary',
			/\b(?:const|let|type)\s+(?:GAMES|GAME_KINDS|GAME_IDS|LANGS|LANGUAGES|GameId|GameKind|StoredKind|Lang)\s*[=<:]|\b(?:interface|enum)\s+(?:GameId|GameKind|StoredKind|Lang)\b/
		]
	];
	const sources = ['src', 'tests', 'scripts'].flatMap((dir) =>
		files(
			dir,
			(f) =>
				/\.(ts|js|mjs|svelte)$/.test(f) &&
				!f.startsWith(join('src', 'content')) &&
				f !== join('src', 'lib', 'vocab.ts') &&
				f !== join('tests', 'content', 'code-shape.test.ts')
		)
	);

	test('vocab.ts declares the game ids and the languages', () => {
		const vocab = readFileSync(join(ROOT, 'src', 'lib', 'vocab.ts'), 'utf8');
		for (const [what, pattern] of DECLARATIONS.filter(([w]) => w.startsWith('a list'))) {
			expect(vocab, what).toMatch(pattern);
		}
	});

	test.each(DECLARATIONS)('no other file declares %s', (_what, pattern) => {
		expect(sources.length).toBeGreaterThan(300);
		const found = sources.flatMap((f) =>
			readFileSync(join(ROOT, f), 'utf8')
				.split('\n')
				.flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []))
		);
		expect(found).toEqual([]);
	});
});

describe('layers point one way: games → tracker → db → state → components → routes', () => {
	// What each layer may import from src/lib besides itself, the vocabulary and content (JSON,
	// CSS): the lint's table (scripts/layers.mjs). Unit tests may reach across (they check one
	// layer against another).

	/** The layer a source file belongs to, or null for data and packages. */
	function layerOf(file: string): string | null {
		const parts = file.split(/[\\/]/);
		if (parts[0] !== 'src') return null;
		if (parts[1] === 'routes') return 'routes';
		if (parts[1] !== 'lib') return null;
		const top = parts[2] ?? '';
		const name = top.replace(/\.ts$/, '');
		return name in LAYERS ? name : null;
	}

	/** Every module a file imports: static, re-exported, side-effect and dynamic imports. */
	function importsOf(file: string): string[] {
		const text = readFileSync(join(ROOT, file), 'utf8');
		const found: string[] = [];
		const patterns = [
			/\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
			/\bimport\s*['"]([^'"]+)['"]/g,
			/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
		];
		for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1] ?? '');
		return found;
	}

	/** The file a specifier names, relative to the root; null for a package. */
	function resolveFrom(file: string, specifier: string): string | null {
		if (specifier.startsWith('$lib/')) return join('src', 'lib', specifier.slice('$lib/'.length));
		if (specifier.startsWith('.')) return join(dirname(file), specifier);
		return null;
	}

	/** Every import from a source file of src/lib or src/routes, with the two layers. */
	const arrows = files(
		'src',
		(f) => /\.(ts|svelte)$/.test(f) && !isTest(f) && !f.endsWith('.d.ts') && layerOf(f) !== null
	).flatMap((from) =>
		importsOf(from).flatMap((specifier) => {
			const to = resolveFrom(from, specifier);
			const target = to === null ? null : layerOf(to);
			if (to === null || target === null) return [];
			// The module's path under src/lib (routes/… for a page), as the layer table names it.
			const lib = join('src', 'lib');
			const path = relative(to.startsWith(lib) ? lib : 'src', to)
				.split(sep)
				.join('/')
				.replace(/\.ts$/, '');
			return [{ from, specifier, layer: layerOf(from) ?? '', target, path }];
		})
	);

	const wrongWay = (keep: (a: (typeof arrows)[number]) => boolean) =>
		arrows
			.filter(keep)
			.filter((a) => !mayImport(a.layer, a.path))
			.map((a) => `${a.from} → ${a.specifier}`);

	test('every import points down the layers', () => {
		expect(arrows.length).toBeGreaterThan(500);
		expect(wrongWay(() => true)).toEqual([]);
	});

	// Arrows once found the wrong way, each named so a returning one says which it is.
	test('state classes import no components (saved games used a component helper to download)', () => {
		expect(wrongWay((a) => a.layer === 'state' && a.target === 'components')).toEqual([]);
	});

	test('pages reach the database only through state (home and settings read db/ directly)', () => {
		expect(wrongWay((a) => a.layer === 'routes' && a.target === 'db')).toEqual([]);
		expect(wrongWay((a) => a.layer === 'components' && a.target === 'db')).toEqual([]);
	});

	test('display components take the settings as props (FinalScore, PlayerBoard read the singleton)', () => {
		// Every folder of components/ but the screens both games share (games/).
		const display = /^src[\\/]lib[\\/]components[\\/](?!games[\\/])[^\\/]+[\\/]/;
		const readers = arrows
			.filter((a) => display.test(a.from) && /state[\\/]settings\.svelte/.test(a.specifier))
			.map((a) => a.from);
		expect(readers).toEqual([]);
	});

	test('the tracker carries no i18n namespace and no URL (the descriptors did)', () => {
		const namespaces = readdirSync(join(ROOT, 'locales', 'en')).map((f) => basename(f, '.json'));
		const carried = new RegExp(
			`['"\`](?:${namespaces.join('|')})['":]|['"\`]/(?:${[...GAMES, 'rules'].join('|')})\\b`
		);
		const tracker = files('src/lib/tracker', (f) => f.endsWith('.ts') && !isTest(f));
		expect(tracker.length).toBeGreaterThan(10);
		const found = tracker.flatMap((f) =>
			readFileSync(join(ROOT, f), 'utf8')
				.split('\n')
				.flatMap((line, i) => (carried.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []))
		);
		expect(found).toEqual([]);
	});
});

describe('boundaries held by lint', () => {
	const eslint = new ESLint({ cwd: ROOT });
	const linter = new Linter({ configType: 'flat' });

	/** Whether the project's `no-restricted-imports` for `file` refuses `import … from specifier`. */
	async function refused(file: string, specifier: string): Promise<boolean> {
		const config = (await eslint.calculateConfigForFile(join(ROOT, file))) as {
			rules?: Record<string, Linter.RuleEntry>;
		};
		const rule = config.rules?.['no-restricted-imports'];
		if (rule === undefined) return false;
		const messages = linter.verify(
			`import x from '${specifier}';\nexport default x;\n`,
			[{ rules: { 'no-restricted-imports': rule } }],
			'file.js'
		);
		return messages.some((m) => m.ruleId === 'no-restricted-imports');
	}

	test.each([
		// Arrows once found the wrong way.
		['src/lib/state/saved-games.svelte.ts', '$lib/components/games/download', true],
		['src/routes/+page.ts', '$lib/db/newest-game', true],
		['src/routes/settings/+page.ts', '$lib/db/settings-schema', true],
		['src/lib/components/ktu/FinalScore.ts', '$lib/state/settings.svelte', true],
		['src/lib/tracker/games.ts', '$lib/state/game-ui', true],
		['src/lib/tracker/games.ts', '$lib/i18n/i18n', true],
		// Packages.
		['src/lib/vocab.ts', 'valibot', true],
		['src/lib/games/kill-the-unicorns/hunt.ts', 'dexie', true],
		['src/lib/games/kill-the-unicorns/hunt.ts', 'svelte', true],
		['src/lib/tracker/log.ts', 'i18next', true],
		['src/lib/tracker/log.ts', '$app/environment', true],
		['src/lib/state/settings.svelte.ts', 'dexie', true],
		['src/lib/tracker/games.ts', 'valibot', false],
		// The rulebook reads an engine's section ids, nothing else of it.
		['src/lib/rulebook/sections.ts', '$lib/games/kill-the-unicorns/sections', false],
		['src/lib/rulebook/sections.ts', '$lib/games/kill-the-unicorns/hunt', true],
		['src/lib/rulebook/sections.ts', '$lib/games/kill-the-unicorns', true]
	])('%s importing %s is refused: %s', async (file, specifier, expected) => {
		expect(await refused(file, specifier)).toBe(expected);
	});

	// Every layer against every other, as the table says (scripts/layers.mjs): the lint's
	// patterns and the import check above read it each their own way, and must agree.
	const sample = (layer: string) => LAYERS[layer]!.files[0]!.replace('**', 'x.ts');
	const moduleOf = (layer: string) =>
		LAYERS[layer]!.files[0]!.endsWith('**') ? `${layer}/x` : layer;
	test.each(
		Object.keys(LAYERS).flatMap((from) =>
			Object.keys(LAYERS)
				.filter((to) => to !== 'routes')
				.map((to) => [from, to, !mayImport(from, moduleOf(to))] as const)
		)
	)('%s importing %s is refused: %s', async (from, to, expected) => {
		expect(await refused(sample(from), `$lib/${moduleOf(to)}`)).toBe(expected);
	});
});

test('every reading the code cites has its entry in docs/rules-readings.md, each id once', () => {
	const doc = readFileSync(join(ROOT, 'docs', 'rules-readings.md'), 'utf8');
	const ids = [...doc.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1] ?? '');
	expect(ids.length).toBeGreaterThan(20);
	expect(repeated(ids.map((id) => [id, id]))).toEqual({});
	const cited = files(
		'src',
		(f) => /\.(ts|svelte|md)$/.test(f) && !f.startsWith(join('src', 'content', 'rulebook'))
	)
		.concat(files('tests', (f) => f.endsWith('.ts')))
		.flatMap((f) =>
			[...readFileSync(join(ROOT, f), 'utf8').matchAll(/rules-readings\.md#([a-z0-9-]+)/g)].map(
				(m) => `${f}#${m[1] ?? ''}`
			)
		);
	expect(cited.length).toBeGreaterThan(10);
	expect(cited.filter((c) => !ids.includes(c.slice(c.lastIndexOf('#') + 1)))).toEqual([]);
});

describe('modules stay small enough to read', () => {
	const MAX_LINES = 300;
	/** A header line saying why a module is long: `// Long: …` (`<!-- Long: … -->` in markup). */
	const LONG = /^\s*(?:\/\/|<!--)\s*Long:\s*\S/;
	/** The module's header: its opening comments (and a component's script tag), up to the code. */
	function headerOf(text: string): string[] {
		const lines = text.split('\n');
		const end = lines.findIndex((line) => !/^\s*(?:$|\/\/|\/\*|\*|<!--|<script\b)/.test(line));
		return end < 0 ? lines : lines.slice(0, end);
	}

	/** Source modules over the limit whose header does not say why. */
	function unexplained(paths: readonly string[]): string[] {
		return paths.flatMap((f) => {
			const text = readFileSync(join(ROOT, f), 'utf8');
			const count = text.trimEnd().split('\n').length;
			const said = headerOf(text).some((line) => LONG.test(line));
			return count > MAX_LINES && !said ? [`${f}: ${count} lines`] : [];
		});
	}

	const modules = files(
		'src',
		(f) =>
			/\.(ts|svelte)$/.test(f) && !isTest(f) && !f.endsWith('.d.ts') && !f.includes('.testing.')
	);

	test('no source module over 300 lines without a header line saying why', () => {
		expect(modules.length).toBeGreaterThan(300);
		expect(unexplained(modules)).toEqual([]);
	});
});

test('no end-to-end test waits a fixed time', () => {
	const e2e = files('tests/e2e', (f) => f.endsWith('.ts'));
	expect(e2e.length).toBeGreaterThan(10);
	const waits = e2e.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes('waitForTimeout('));
	expect(waits.map((f) => relative(ROOT, join(ROOT, f)))).toEqual([]);
});

test('no unit or end-to-end test judges time (timings are the bench’s figures)', () => {
	const tests = [
		...files('src', (f) => f.endsWith('.test.ts')),
		...files('tests', (f) => /\.(test|e2e)\.ts$/.test(f))
	];
	expect(tests.length).toBeGreaterThan(50);
	const clocked = tests.filter((f) =>
		/(performance|Date)\.now\(\)\s*-/.test(readFileSync(join(ROOT, f), 'utf8'))
	);
	expect(clocked).toEqual([]);
});

test('no unit test sets its own time limit (the config’s limit only ends a hang)', () => {
	const tests = files('src', (f) => f.endsWith('.test.ts'));
	expect(tests.length).toBeGreaterThan(50);
	// A number as the last argument of it/test, e.g. `}, 30_000);`: a verdict that a busy
	// machine can turn. The config's testTimeout is the one limit.
	const timed = tests.filter((f) =>
		/^\s*\},\s*[0-9][0-9_]*\s*\);/m.test(readFileSync(join(ROOT, f), 'utf8'))
	);
	expect(timed).toEqual([]);
});

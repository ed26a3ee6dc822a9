import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGS } from '$lib/vocab';

const ROOT = 'locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
	const out = new Map<string, string>();
	for (const [key, value] of Object.entries(tree)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'string') out.set(path, value);
		else for (const [k, v] of flatten(value, path)) out.set(k, v);
	}
	return out;
}

const read = (lang: string, file: string) =>
	flatten(JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')) as Tree);

const namespaces = readdirSync(join(ROOT, 'en')).filter((f) => f.endsWith('.json'));

describe('UI strings', () => {
	test('every language has the same namespace files as English', () => {
		for (const lang of LANGS) {
			expect(
				readdirSync(join(ROOT, lang))
					.filter((f) => f.endsWith('.json'))
					.sort()
			).toEqual([...namespaces].sort());
		}
	});

	describe.each(namespaces)('%s', (file) => {
		const en = read('en', file);

		test.each(LANGS)('every key exists and is non-empty in %s', (lang) => {
			const other = read(lang, file);
			const missing = [...en.keys()].filter((k) => !other.get(k)?.trim());
			expect(missing).toEqual([]);
			// A language may say "none left" where English prints "0 left": i18next's own `_zero`
			// form, beside a plural English has too.
			const zeroOf = (k: string) =>
				k.endsWith('_zero') && en.has(`${k.slice(0, -'_zero'.length)}_other`);
			const extra = [...other.keys()].filter((k) => !en.has(k) && !zeroOf(k));
			expect(extra).toEqual([]);
		});

		test.each(LANGS)('interpolation variables match English in %s', (lang) => {
			const other = read(lang, file);
			const vars = (s: string) =>
				[...new Set([...s.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]))].sort();
			for (const [key, text] of en) {
				const translated = other.get(key);
				if (translated === undefined) continue;
				// A plural form may drop {{count}}; every other variable must survive translation.
				const expected = vars(text).filter((v) => v !== 'count');
				const got = vars(translated).filter((v) => v !== 'count');
				expect(got, `${lang}/${file}: ${key}`).toEqual(expected);
			}
		});
	});
});

// The keys `t` takes are the English files' keys (src/i18next.d.ts, each game's own in its
// src/lib/state/<id>/game-ui.ts): a key no file has is a type error where it is written, in .ts and .svelte files alike (svelte-check). The lines marked
// `@ts-expect-error` below fail the type check the day a key of any shape is accepted again.
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { codeTail, type KeysUnder, type TKey } from './i18n';
import { t } from './locale.svelte';
import { useNamespaces } from './namespaces';

describe('the keys of the strings', () => {
	test('a key the types refuse is one the English files do not have', async () => {
		await useNamespaces(['play', 'ktu-games']);
		const found = [
			t('app.name'),
			t('common:app.name'),
			// `play` is the fallback namespace: its keys are read bare too.
			t('game.undo'),
			t('play:game.undo'),
			t('ktu-games:title'),
			// A plural by its base, with its count.
			t('play:log.count', { count: 2 })
		];
		expect(found.filter((text) => /^[\w-]+:|^[\w]+\.[\w.]+$/.test(text))).toEqual([]);
		// i18next answers a key it does not have with the key itself: what a player must never read.
		const refused = [
			// @ts-expect-error: no such key in `common`
			t('app.nope'),
			// @ts-expect-error: a game's own word asked of the shared namespace
			t('play:title'),
			// @ts-expect-error: no such line in the game's log
			t('ktu-games:log.lines.nope'),
			// @ts-expect-error: no such namespace
			t('tracker:title')
		];
		expect(refused).toEqual(['app.nope', 'title', 'log.lines.nope', 'title']);
	});

	test('a key built from a code is checked through the code', () => {
		const under = (code: KeysUnder<'play:names.'>): TKey => `play:names.${code}`;
		expect(under('empty')).toBe('play:names.empty');
		// @ts-expect-error: no such name problem
		expect(under('nope')).toBe('play:names.nope');
		// A code's tail keeps the code's union: `name.tooLong` gives `tooLong`, a key `t` takes.
		const codes = ['name.tooLong', 'name.empty'] as const;
		const keys = codes.map((code): TKey => `play:names.${codeTail('name.', code)}`);
		expect(keys).toEqual(['play:names.tooLong', 'play:names.empty']);
		// @ts-expect-error: a tail under the wrong prefix is no key
		expect(codes.map((code): TKey => `play:${codeTail('name.', code)}`)).toHaveLength(2);
	});

	test('every English strings file is typed', () => {
		// The shared namespaces in src/i18next.d.ts, each game's own in its screens' descriptor.
		const declaring = [
			'src/i18next.d.ts',
			...readdirSync('src/lib/state', { withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => `src/lib/state/${entry.name}/game-ui.ts`)
		];
		const declared = declaring.map((file) => readFileSync(file, 'utf8')).join('\n');
		const files = readdirSync('locales/en').map((f) => basename(f, '.json'));
		expect(files.length).toBeGreaterThan(5);
		expect(files.filter((ns) => !declared.includes(`/locales/en/${ns}.json'`))).toEqual([]);
	});
});

// Every code the tracked games' folds give has words: the refusals, and the codes each game's
// screens word (its tracked game's `words`: KtU's characters, variants, phases, Scheme effects). English is checked here; locales.test.ts holds every other language
// to English's key set, non-empty. Each refusal is then rendered in every language, as the game
// screens do, so a nested $t() or a placeholder that does not resolve shows.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAME_UI, refusalKey } from '$lib/state/game-ui';
import { TRACKED_GAMES } from '$lib/tracker/games';
import { GAMES, LANGS } from '$lib/vocab';

const english = (ns: string) =>
	JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8')) as Record<string, unknown>;

const lookup = (tree: unknown, dotted: string): unknown =>
	dotted
		.split('.')
		.reduce<unknown>(
			(node, part) =>
				typeof node === 'object' && node !== null
					? (node as Record<string, unknown>)[part]
					: undefined,
			tree
		);

/** A game's codes as its screens word them: each refusal where `refusalKey` finds it. */
const WORDS = GAMES.map((game) => {
	const tracked = TRACKED_GAMES[game];
	return [
		game,
		[
			...tracked.refusals.map((code) => refusalKey(game, code)),
			...tracked.words.map((code) => `${GAME_UI[game].ns}:${code}`)
		]
	] as const;
});

describe.each(WORDS)('%s fold', (game, keys) => {
	test('every code has English words', () => {
		const missing = keys.filter((key) => {
			const [ns = '', dotted = ''] = key.split(':');
			const text = lookup(english(ns), dotted);
			return typeof text !== 'string' || text.trim() === '';
		});
		expect(missing).toEqual([]);
	});

	const params = {
		player: 'Ana',
		from: 'Di',
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
		reason: 'tooLong',
		position: 3,
		char: 'U+202E',
		unicorn: 'Rhinocorn'
	};
	const { refusals } = TRACKED_GAMES[game];

	test.each(LANGS)('%s: every refusal reads as a sentence, nested words included', async (lang) => {
		const { i18n, loadLang } = await import('$lib/i18n/i18n');
		const { useNamespaces } = await import('$lib/i18n/namespaces');
		await useNamespaces([GAME_UI[game].ns, `steps-${game}`, 'play']);
		await loadLang(lang);
		const raw = refusals.filter((code) =>
			/\{\{|\$t\(|-games:|refusal\./u.test(i18n.t(refusalKey(game, code), { ...params, lng: lang }))
		);
		expect(raw).toEqual([]);
	});
});

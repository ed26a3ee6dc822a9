import { GAMES, LANGS, type Lang } from '$lib/vocab';
import { error } from '@sveltejs/kit';
import { loadRulebook } from '$lib/rulebook/load';
import { isGame } from '$lib/rulebook/navigation';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => GAMES.map((game) => ({ game }));

// The glossary shows every term in all four editions, so it needs all four files at once.
export const load: PageLoad = async ({ params }) => {
	if (!isGame(params.game)) error(404, 'Unknown game');
	const game = params.game;
	const files = await Promise.all(LANGS.map((lang) => loadRulebook(lang, game)));
	const glossaries = Object.fromEntries(
		LANGS.map((lang, i) => [lang, files[i]!.glossary])
	) as Record<Lang, (typeof files)[number]['glossary']>;
	return { game, glossaries };
};

import { GAMES, LANGS, isGameId, type Lang } from '$lib/vocab';
import { error } from '@sveltejs/kit';
import { loadRulebook } from '$lib/rulebook/load';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => GAMES.map((game) => ({ game }));

// The glossary shows every term in all four editions, so it asks for all four files at once.
// Offline, only the languages kept on the device load (English and the player's, see
// src/service-worker.ts): the page shows those, and says the others come with the network.
export const load: PageLoad = async ({ params }) => {
	if (!isGameId(params.game)) error(404, 'Unknown game');
	const game = params.game;
	const [en, ...others] = await Promise.allSettled(LANGS.map((lang) => loadRulebook(lang, game)));
	if (en?.status !== 'fulfilled') throw en?.reason;
	type Glossary = typeof en.value.glossary;
	const glossaries: Partial<Record<Lang, Glossary>> = { en: en.value.glossary };
	LANGS.slice(1).forEach((lang, i) => {
		const file = others[i];
		if (file?.status === 'fulfilled') glossaries[lang] = file.value.glossary;
	});
	return { game, glossaries: { ...glossaries, en: en.value.glossary } };
};

import { error } from '@sveltejs/kit';
import { GAMES, type GameId } from '$lib/rulebook/sections';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => GAMES.map((game) => ({ game }));

export const load: PageLoad = ({ params }) => {
	if (!(GAMES as readonly string[]).includes(params.game)) error(404, 'Unknown game');
	return { game: params.game as GameId };
};

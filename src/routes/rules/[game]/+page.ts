import { GAMES, isGameId } from '$lib/vocab';
import { error } from '@sveltejs/kit';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => GAMES.map((game) => ({ game }));

export const load: PageLoad = ({ params }) => {
	if (!isGameId(params.game)) error(404, 'Unknown game');
	return { game: params.game };
};

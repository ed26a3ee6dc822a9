import { GAMES } from '$lib/vocab';
import { error } from '@sveltejs/kit';
import { isGame } from '$lib/rulebook/navigation';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => GAMES.map((game) => ({ game }));

export const load: PageLoad = ({ params }) => {
	if (!isGame(params.game)) error(404, 'Unknown game');
	return { game: params.game };
};

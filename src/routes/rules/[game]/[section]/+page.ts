import { error } from '@sveltejs/kit';
import { isGame, sectionEntries, sectionFromSlug } from '$lib/rulebook/navigation';
import type { EntryGenerator, PageLoad } from './$types';

// Every section has a stable, prerendered URL (/rules/ktu/ties) so it opens offline.
export const entries: EntryGenerator = () => sectionEntries();

export const load: PageLoad = ({ params }) => {
	if (!isGame(params.game)) error(404, 'Unknown game');
	const def = sectionFromSlug(params.game, params.section);
	if (!def) error(404, 'Unknown section');
	return { game: params.game, id: def.id };
};

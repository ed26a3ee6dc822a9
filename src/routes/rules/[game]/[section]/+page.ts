import { error, redirect } from '@sveltejs/kit';
import { SECTION_BY_ID } from '$lib/rulebook/sections';
import { isGame, sectionEntries, sectionFromSlug, sectionHref } from '$lib/rulebook/navigation';
import type { EntryGenerator, PageLoad } from './$types';

// Every section has a stable, prerendered URL (/rules/ktu/ties) so it opens offline.
export const entries: EntryGenerator = () => sectionEntries();

export const load: PageLoad = ({ params }) => {
	if (!isGame(params.game)) error(404, 'Unknown game');
	const def = sectionFromSlug(params.game, params.section);
	if (!def) {
		// A rule's id, as the "why" lines and the spec cite it (/rules/ktu/ktu.ties), opens its section.
		if (SECTION_BY_ID.has(params.section)) redirect(308, sectionHref(params.section));
		error(404, 'Unknown section');
	}
	return { game: params.game, id: def.id };
};

import { error, redirect } from '@sveltejs/kit';
import { SECTIONS, SECTION_BY_ID } from '$lib/rulebook/sections';
import { isGameId } from '$lib/vocab';
import { sectionEntries, sectionFromSlug, sectionHref } from '$lib/rulebook/navigation';
import type { EntryGenerator, PageLoad } from './$types';

// Every section has a stable, prerendered URL (/rules/ktu/ties) so it opens offline. Its id form
// (/rules/ktu/ktu.ties) is prerendered too, as a redirect page: static hosts treat an address
// with a dot as a missing file, not as an app route, so the fallback page never answers for it.
export const entries: EntryGenerator = () => [
	...sectionEntries(),
	...SECTIONS.map((s) => ({ game: s.game, section: s.id }))
];

export const load: PageLoad = ({ params }) => {
	if (!isGameId(params.game)) error(404, 'Unknown game');
	const def = sectionFromSlug(params.game, params.section);
	if (!def) {
		// A rule's id, as the "why" lines and the spec cite it (/rules/ktu/ktu.ties), opens its section.
		if (SECTION_BY_ID.has(params.section)) redirect(308, sectionHref(params.section));
		error(404, 'Unknown section');
	}
	return { game: params.game, id: def.id };
};

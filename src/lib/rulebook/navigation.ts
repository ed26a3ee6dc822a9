// URLs and reading order of the rulebook: stable section URLs (/rules/ktu/ties,
// /rules/uu/adv.neigh), the chapters and sections a reader may see, and previous / next.
import type { GameId } from '$lib/vocab';
import { CHAPTERS, SECTIONS, SECTION_BY_ID, type ChapterDef, type SectionDef } from './sections';

/** The URL segment of a section: its id without the game prefix (`ktu.phase.trap` → `phase.trap`). */
export function slugOf(id: string): string {
	return id.slice(id.indexOf('.') + 1);
}

/** `/rules/ktu/ties` for `ktu.ties`. */
export function sectionHref(id: string): string {
	const def = SECTION_BY_ID.get(id);
	const game = def?.game ?? id.slice(0, id.indexOf('.'));
	return `/rules/${game}/${slugOf(id)}`;
}

/** The section a URL names, or undefined. */
export function sectionFromSlug(game: GameId, slug: string): SectionDef | undefined {
	const def = SECTION_BY_ID.get(`${game}.${slug}`);
	return def?.game === game ? def : undefined;
}

/** NSFW-edition sections are shown only when the reader turned them on. */
export const isVisible = (def: SectionDef, nsfw: boolean) => nsfw || !def.nsfw;

/** A game's chapters in reading order, without the hidden ones. */
export function chaptersOf(game: GameId, nsfw: boolean): ChapterDef[] {
	return CHAPTERS.filter((c) => c.game === game && (nsfw || c.nsfw !== true));
}

/** A game's sections in reading order, without the hidden ones. */
export function sectionsOf(game: GameId, nsfw: boolean): SectionDef[] {
	return SECTIONS.filter((s) => s.game === game && isVisible(s, nsfw));
}

export interface Neighbours {
	previous: SectionDef | null;
	next: SectionDef | null;
}

/** The visible sections before and after `id` in reading order (hidden ones are skipped). */
export function neighbours(id: string, nsfw: boolean): Neighbours {
	const def = SECTION_BY_ID.get(id);
	if (!def) return { previous: null, next: null };
	const order = SECTIONS.filter((s) => s.game === def.game && (s.id === id || isVisible(s, nsfw)));
	const at = order.findIndex((s) => s.id === id);
	return { previous: order[at - 1] ?? null, next: order[at + 1] ?? null };
}

/** Related sections a reader may open (hidden ones removed). */
export function relatedOf(id: string, nsfw: boolean): SectionDef[] {
	const def = SECTION_BY_ID.get(id);
	if (!def) return [];
	return def.seeAlso
		.map((s) => SECTION_BY_ID.get(s))
		.filter((s): s is SectionDef => s !== undefined && isVisible(s, nsfw));
}

/** Every prerendered section URL, as route params. */
export function sectionEntries(): Array<{ game: GameId; section: string }> {
	return SECTIONS.map((s) => ({ game: s.game, section: slugOf(s.id) }));
}

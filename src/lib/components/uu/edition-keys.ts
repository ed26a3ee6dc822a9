// The i18n key of each deck's name (uu-games namespace), for the new-game and game pages.
import type { Edition } from '$lib/games/unstable-unicorns';

export const EDITION_KEYS = {
	'standard-2e': 'uu-games:edition.standard2e',
	nsfw: 'uu-games:edition.nsfw'
} as const satisfies Record<Edition, string>;

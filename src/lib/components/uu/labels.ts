// The i18n keys (uu-games namespace) of the UU names the screens show: decks and actions.
import type { Action, Edition } from '$lib/games/unstable-unicorns';

export const EDITION_KEYS = {
	'standard-2e': 'uu-games:edition.standard2e',
	nsfw: 'uu-games:edition.nsfw'
} as const satisfies Record<Edition, string>;

export const ACTION_KEYS = {
	'play-unicorn': 'uu-games:action.playUnicorn',
	'play-magic': 'uu-games:action.playMagic',
	'play-downgrade': 'uu-games:action.playDowngrade',
	'play-upgrade': 'uu-games:action.playUpgrade',
	draw: 'uu-games:action.draw'
} as const satisfies Record<Action, string>;

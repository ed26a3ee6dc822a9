// The keys `t` takes, typed from the English strings (English is every language's fallback and
// the one the others are held to, tests/content/locales.test.ts): a key no English file has is a
// type error where it is written. One line per namespace file: the namespaces every game shares
// here, each game's own (`<id>-games`, `steps-<id>`, its tools') in its folder's screens
// descriptor (src/lib/state/<id>/game-ui.ts), which adds them to `HornbookNamespaces`;
// src/lib/i18n/keys.test.ts fails on a file left out. The namespaces as src/lib/i18n/i18n.ts sets
// them up: `common` the default, `play` the fallback.
import 'i18next';
import type common from '../locales/en/common.json';
import type play from '../locales/en/play.json';
import type results from '../locales/en/results.json';
import type rules from '../locales/en/rules.json';
import type settings from '../locales/en/settings.json';
import type storage from '../locales/en/storage.json';

declare module 'i18next' {
	/** Every namespace's English strings by its name: an interface, so each game adds its own. */
	interface HornbookNamespaces {
		common: typeof common;
		play: typeof play;
		results: typeof results;
		rules: typeof rules;
		settings: typeof settings;
		storage: typeof storage;
	}

	interface CustomTypeOptions {
		defaultNS: 'common';
		fallbackNS: 'play';
		resources: HornbookNamespaces;
	}
}

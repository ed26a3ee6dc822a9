// The keys `t` takes, typed from the English strings (English is every language's fallback and
// the one the others are held to, tests/content/locales.test.ts): a key no English file has is a
// type error where it is written. One line per namespace file; src/lib/i18n/keys.test.ts fails
// on a file left out. The namespaces as src/lib/i18n/i18n.ts sets them up: `common` the default,
// `play` the fallback.
import 'i18next';
import type common from '../locales/en/common.json';
import type ktuGames from '../locales/en/ktu-games.json';
import type ktuHunt from '../locales/en/ktu-hunt.json';
import type ktuScore from '../locales/en/ktu-score.json';
import type play from '../locales/en/play.json';
import type results from '../locales/en/results.json';
import type rules from '../locales/en/rules.json';
import type settings from '../locales/en/settings.json';
import type stepsKtu from '../locales/en/steps-ktu.json';
import type stepsUu from '../locales/en/steps-uu.json';
import type storage from '../locales/en/storage.json';
import type uuGames from '../locales/en/uu-games.json';

declare module 'i18next' {
	interface CustomTypeOptions {
		defaultNS: 'common';
		fallbackNS: 'play';
		resources: {
			common: typeof common;
			'ktu-games': typeof ktuGames;
			'ktu-hunt': typeof ktuHunt;
			'ktu-score': typeof ktuScore;
			play: typeof play;
			results: typeof results;
			rules: typeof rules;
			settings: typeof settings;
			'steps-ktu': typeof stepsKtu;
			'steps-uu': typeof stepsUu;
			storage: typeof storage;
			'uu-games': typeof uuGames;
		};
	}
}

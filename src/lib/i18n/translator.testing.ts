// The app's strings in one language, read from the locale files as the app loads them (imported by
// *.test.ts only, never by the app): a test reads the sentences a player would read.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { TFn } from './i18n';
import { useIntlFormats } from './intl-formats';
import { useElision } from './elision';

export function translator(lang: string, namespaces: readonly string[]): TFn {
	const i18n = i18next.createInstance();
	void i18n.init({
		lng: lang,
		initAsync: false,
		interpolation: { escapeValue: false },
		resources: {
			[lang]: Object.fromEntries(
				namespaces.map((ns) => [
					ns,
					JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as object
				])
			)
		}
	});
	useIntlFormats(i18n);
	useElision(i18n);
	return (key, options) => i18n.t(key, options ?? {});
}

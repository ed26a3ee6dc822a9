// The way to every namespace's strings files, in every language: imported by the routes that use
// them (their +layout.ts or +page.ts, so it loads with the route's code), not by the shell, which
// loads only `common` (./i18n.ts). A route's strings then load before it renders.
import { addLoaders, loadWanted } from './i18n';

addLoaders(
	import.meta.glob<Record<string, unknown>>(['/locales/*/*.json', '!/locales/*/common.json'], {
		import: 'default'
	})
);

/**
 * Called by a route's load: its namespaces (and the shell's), in the current language, before it
 * renders. Only these: a layout's load runs beside its page's, and must not fail on the page's
 * files (the page's error is then drawn inside the layout, in the player's words).
 */
export const useNamespaces = (namespaces: readonly string[]): Promise<void> =>
	loadWanted(namespaces);

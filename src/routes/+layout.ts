import { loadWanted } from '$lib/i18n/i18n';

export const prerender = true;
export const trailingSlash = 'never';

/** The shell's strings (`common`) in the page's language, before the first render. */
export const load = () => loadWanted([]);

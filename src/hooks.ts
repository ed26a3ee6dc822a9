import type { Reroute } from '@sveltejs/kit';
import { withoutLang } from '$lib/i18n/page-lang';

/** /es/rules/ktu/ties is the Spanish copy of /rules/ktu/ties: the same route (src/lib/i18n/page-lang.ts). */
export const reroute: Reroute = ({ url }) => withoutLang(url.pathname);

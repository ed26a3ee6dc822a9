import { useNamespaces } from '$lib/i18n/namespaces';
import { locale } from '$lib/i18n/locale.svelte';
import { rulebook } from '$lib/rulebook/content.svelte';
import { isGameId } from '$lib/vocab';
import type { LayoutLoad } from './$types';

/** The strings, and a game's page its rulebook, in the page's language before it is drawn. */
export const load: LayoutLoad = async ({ params }) => {
	const game = 'game' in params ? params.game : undefined;
	await Promise.all([
		useNamespaces(['rules']),
		isGameId(game) ? rulebook.preload(locale.lang, game) : undefined
	]);
};

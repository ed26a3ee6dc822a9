import { useNamespaces } from '$lib/i18n/i18n';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async () => {
	await useNamespaces(['uu-games', 'steps-uu', 'play']);
};

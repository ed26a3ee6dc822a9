import { useNamespaces } from '$lib/i18n/namespaces';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async () => {
	await useNamespaces(['uu-games', 'steps-uu', 'play']);
};

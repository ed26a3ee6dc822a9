import { useNamespaces } from '$lib/i18n/i18n';
import type { PageLoad } from './$types';

export const load: PageLoad = async () => {
	await useNamespaces(['results', 'play']);
};

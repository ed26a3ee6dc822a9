import { useNamespaces } from '$lib/i18n/namespaces';
import type { PageLoad } from './$types';

export const load: PageLoad = async () => {
	await useNamespaces(['results']);
};

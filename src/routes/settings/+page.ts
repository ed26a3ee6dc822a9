import { useNamespaces } from '$lib/i18n/namespaces';
import type { PageLoad } from './$types';

// The settings speak of storage and options: their own strings, loaded with the page.
export const load: PageLoad = async () => {
	await useNamespaces(['settings', 'storage']);
};

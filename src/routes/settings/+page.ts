import { useNamespaces } from '$lib/i18n/i18n';
import type { PageLoad } from './$types';

// The settings speak of storage, files and options: the whole of `common`, not just the shell's.
export const load: PageLoad = async () => {
	await useNamespaces(['common']);
};

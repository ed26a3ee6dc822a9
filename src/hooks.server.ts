import { addBundles } from '$lib/i18n/i18n';

// Prerendering writes real English text into every page: give the server all English namespaces
// up front. The browser loads them lazily, per route (see useNamespaces).
addBundles(import.meta.glob('/locales/en/*.json', { eager: true, import: 'default' }));

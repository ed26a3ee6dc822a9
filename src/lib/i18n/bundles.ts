// Every namespace of every language, each its own lazy chunk. This map is itself loaded lazily
// (by i18n.ts, on the first language load after start): the first paint needs none of it.
export const BUNDLES = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
	import: 'default'
});

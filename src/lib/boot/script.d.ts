// The start-up as built for the inline script of every page (scripts/boot-script.mjs, `bootPlugin`).
declare module 'virtual:hornbook-boot' {
	/** The bundled, minified start-up: what goes between <script> and </script>. */
	export const script: string;
}

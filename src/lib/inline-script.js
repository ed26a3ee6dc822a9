// src/app.html's inline scripts run in every page before it is drawn: they are written with their
// comments, and shipped without them (and without indentation). The page's Content-Security-Policy
// allows them by the hash of what is shipped (svelte.config.js); src/hooks.server.ts ships them so.

/**
 * An inline script as shipped: its comment lines and indentation removed.
 * @param {string} body
 */
export const shipped = (body) =>
	body
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith('//'))
		.join('\n');

/**
 * The page with app.html's inline scripts as shipped. SvelteKit's own are left as they are (it
 * hashes them itself): they are the ones without a comment line.
 * @param {string} html
 */
export const shipScripts = (html) =>
	html.replace(/<script>([\s\S]*?)<\/script>/g, (whole, body) =>
		/^\s*\/\//m.test(body) ? `<script>${shipped(body)}</script>` : whole
	);

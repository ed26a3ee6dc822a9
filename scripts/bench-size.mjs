// Prints the gzip size of the JavaScript the home page loads at start, and the precache size.
// Run after `npm run build` (npm run bench builds first when build/ is missing).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { BUDGETS, BUILD, gzipOf, importsOf, precache } from './sizes.mjs';

if (!existsSync(join(BUILD, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

// The home page's JS: the modules its inline start script imports, the route nodes it names
// (`node_ids`) and the root layout and error nodes SvelteKit always loads (0 and 1), followed
// transitively through static imports. (Pages carry no modulepreload list: see hooks.server.ts.)
const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
const NODES = '/_app/immutable/nodes/';
const nodeFile = (id) => {
	const file = readdirSync(join(BUILD, NODES)).find(
		(f) => f.startsWith(`${id}.`) && f.endsWith('.js')
	);
	if (!file) throw new Error(`no file for route node ${id} in ${NODES}`);
	return NODES + file;
};
const nodeIds = JSON.parse(html.match(/node_ids:\s*(\[[\d,\s]*\])/)?.[1] ?? '[]');
const seeds = [
	...[...html.matchAll(/\/_app\/immutable\/[^"'`\s)]+\.js/g)].map((m) => m[0]),
	...new Set([0, 1, ...nodeIds].map(nodeFile))
];
const seen = new Set();
const queue = [...seeds];
while (queue.length) {
	const url = queue.pop();
	if (seen.has(url)) continue;
	seen.add(url);
	queue.push(...importsOf(url));
}
const home = [...seen].reduce((sum, url) => sum + gzipOf(url), 0);

const { entries, served, uncompressed, shared, pages, code, lang, missing, reader } = precache();
const kb = (n) => `${(n / 1000).toFixed(0)} KB`;

console.log(
	`home page JavaScript: ${seen.size} files, ${kib(home)} gzip (static imports; budget of what it loads before it starts: ${BUDGETS.pages.home.jsKiB} KiB)`
);
console.log(
	`offline-ready download: shared code and English (${entries} precache entries, ${kb(shared)}) and one language whole (${lang}, the largest: code ${kb(code)}, pages ${kb(pages)}), ${kb(served)} compressed as served (budget ${BUDGETS.precacheKB} KB; ${kb(uncompressed)} uncompressed)`
);
console.log(
	`then the QR reader, kept in the background once offline-ready: ${kb(reader)} as served (budget ${BUDGETS.readerKB} KB)`
);
if (missing.length) console.log(`precache entries with no file in build/: ${missing.join(', ')}`);

// Prints the gzip size of the JavaScript the home page loads at start, and the precache size.
// Run after `npm run build` (npm run bench builds first when build/ is missing).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';

const BUILD = 'build';
if (!existsSync(join(BUILD, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

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
	const code = readFileSync(join(BUILD, url), 'utf8');
	// Static imports only (`import{..}from"./x.js"` / `import"./x.js"`), not dynamic import().
	for (const m of code.matchAll(
		/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+\.js)["']/g
	)) {
		const dir = url.slice(0, url.lastIndexOf('/') + 1);
		queue.push(new URL(m[1], 'http://x' + dir).pathname);
	}
}
const home = [...seen].reduce((sum, url) => sum + gz(join(BUILD, url)), 0);

// The precache manifest inside sw.js: {url:"…",revision:…}. "As served": sirv sends the .br copy
// (adapter-static precompresses) to a browser that accepts Brotli, which every service worker does.
const sw = readFileSync(join(BUILD, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]);
const served = (file) =>
	existsSync(file + '.br') ? statSync(file + '.br').size : statSync(file).size;
let precache = 0;
let precacheServed = 0;
const missing = [];
for (const url of urls) {
	const path = url.replace(/^\//, '');
	const candidates = [
		join(BUILD, path),
		join(BUILD, path + '.html'),
		join(BUILD, path, 'index.html')
	];
	const file =
		path === ''
			? join(BUILD, 'index.html')
			: candidates.find((c) => existsSync(c) && statSync(c).isFile());
	if (!file) {
		missing.push(url);
		continue;
	}
	precache += statSync(file).size;
	precacheServed += served(file);
}
// The service worker and the Workbox runtime it imports are downloaded too.
const workbox = [...sw.matchAll(/["'](\.?\/?workbox-[\w-]+\.js)["']/g)].map((m) =>
	join(BUILD, m[1])
);
const swBytes = [join(BUILD, 'sw.js'), ...workbox]
	.filter(existsSync)
	.reduce((n, f) => n + served(f), 0);
const kb = (n) => `${(n / 1000).toFixed(0)} KB`;

console.log(`home page JavaScript: ${seen.size} files, ${kib(home)} gzip (goal ≤ 60 KiB)`);
console.log(
	`offline-ready download: ${urls.length} precache entries, ${kb(precacheServed + swBytes)} compressed as served (goal ≤ 500 KB; ${kb(precache)} uncompressed)`
);
if (missing.length) console.log(`precache entries with no file in build/: ${missing.join(', ')}`);

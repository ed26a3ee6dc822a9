// A real update, as a player's installed app gets one: a second build of the app, made by this test
// from a copy of the sources with one rule constant of each game changed (Kill the Unicorns' bonus
// for three unicorns of a colour, 5 → 6; Unstable Unicorns' goal for two to five players, 7 → 8
// unicorns) and no version raised by hand, served over the first on the same origin (IndexedDB and
// the service worker are per origin). A game finished under the first build keeps its recorded
// result once the second has taken over through "Update now", and both the list and the game flag
// what today's rules make of it; the game screen headlines the result the game keeps, never today's
// reading of it. The two builds share their package version, yet their shells have different
// revisions.
//
// The first build is the one the suite serves (build/); the second is built while the game is
// played on the first. Both are served as `npm run serve` serves build/ (sirv, SPA fallback).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { SAMPLE_SETUP, sampleEvents } from '../../src/lib/tracker/ktu/sample-game';
import { rulesFingerprints } from '../../scripts/rules-fingerprint.mjs';
import { offlineTest as test, expect, waitForServiceWorker } from './fixtures';
import { seedGame } from './seed';

const ROOT = process.cwd();
const NAMES = SAMPLE_SETUP.players.map((p) => p.name);
const TABLE = 'Ana, Bo, Cy, and Di';
const SCORING = 'src/lib/games/kill-the-unicorns/arrangement.ts';
const GOALS = 'src/lib/games/unstable-unicorns/players.ts';
/** What a build is made from (scripts/build-name.mjs) and what its configuration imports. */
const SOURCES = [
	'src',
	'locales',
	'static',
	'scripts',
	'package.json',
	'package-lock.json',
	'svelte.config.js',
	'vite.config.ts',
	'tsconfig.json',
	'tsconfig.sw.json'
];

/** A two-player Unstable Unicorns game Ana wins with her baby and six unicorns (7, the goal). */
const UU_WON = [
	{
		type: 'setup',
		players: ['Ana', 'Ben'],
		edition: 'standard-2e',
		babies: ['Baby Unicorn', 'Baby Unicorn']
	},
	{ type: 'phase', to: 'action' },
	{ type: 'action', action: 'play-unicorn' },
	...[
		'Narwhal',
		'Llamacorn',
		'Rainbow Unicorn',
		'Unicorn Phoenix',
		'Magical Kittencorn',
		'Seductive Unicorn'
	].map((name) => ({ type: 'unicorn-added', player: 0, name }))
];

let building: ReturnType<typeof spawn> | undefined;

/** Builds a copy of the sources with one set bonus raised; resolves the folder of its build. */
async function buildWithOtherRules(dir: string): Promise<string> {
	for (const path of SOURCES) cpSync(join(ROOT, path), join(dir, path), { recursive: true });
	symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
	const scoring = readFileSync(join(dir, SCORING), 'utf8');
	// Three of a colour: 6 points, not 5. The sample game's Bo (a triple) then has 25 and no longer
	// ties with Cy (24): Bo wins, where Ana won with 12 (a pair bonus raised would move Bo and Cy
	// alike: the same result, nothing to flag).
	const changed = scoring.replace(
		'SET_BONUS = [0, 0, 2, 5, 8, 12]',
		'SET_BONUS = [0, 0, 2, 6, 8, 12]'
	);
	expect(changed, 'the set bonuses, as arrangement.ts writes them').not.toBe(scoring);
	writeFileSync(join(dir, SCORING), changed);
	// Unstable Unicorns: 8 unicorns to win at two to five players, not 7. A two-player game won with
	// 7 is, by these rules, still at its first turn.
	const goals = readFileSync(join(dir, GOALS), 'utf8');
	const raised = goals.replace(
		'{ minPlayers: 2, maxPlayers: 5, unicorns: 7 }',
		'{ minPlayers: 2, maxPlayers: 5, unicorns: 8 }'
	);
	expect(raised, 'the goals, as players.ts writes them').not.toBe(goals);
	writeFileSync(join(dir, GOALS), raised);
	// Served by this test alone: no precompressed copies (a third of a build's CPU time).
	const config = join(dir, 'svelte.config.js');
	const plain = readFileSync(config, 'utf8').replace('precompress: true', 'precompress: false');
	expect(plain, 'the adapter options, as svelte.config.js writes them').toContain(
		'precompress: false'
	);
	writeFileSync(config, plain);
	const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
	const child = (building = spawn(process.execPath, [vite, 'build', '--logLevel', 'error'], {
		cwd: dir,
		stdio: ['ignore', 'ignore', 'pipe']
	}));
	let errors = '';
	child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
	const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
	if (code !== 0) throw new Error(`the second build failed (${code}):\n${errors}`);
	return join(dir, 'build');
}

/** One origin that serves whichever build it is told to, as `npm run serve` does. */
async function origin(): Promise<{ url: string; serve: (build: string) => void; server: Server }> {
	let current: ReturnType<typeof sirv> | undefined;
	const serve = (build: string) =>
		(current = sirv(build, { single: '200.html', gzip: true, brotli: true }));
	const server = createServer((req, res) =>
		current!(req, res, () => {
			res.statusCode = 404;
			res.end();
		})
	);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, serve, server };
}

/** The precache revision a build's service worker gives its app shell. */
function shellRevision(build: string): string {
	const sw = readFileSync(join(build, 'sw.js'), 'utf8');
	const revision = /\{"revision":"([0-9a-f]+)","url":"200\.html"\}/.exec(sw)?.[1];
	expect(revision, `the shell in ${build}/sw.js`).toBeDefined();
	return revision!;
}

test('a build with a changed rule constant served over the first keeps a finished game’s result and flags what changed', async ({
	page
}) => {
	const dir = mkdtempSync(join(tmpdir(), 'hornbook-second-build-'));
	const { url, serve, server } = await origin();
	try {
		const second = buildWithOtherRules(dir);
		// Awaited below; a failure before then is reported there, not as an unhandled rejection.
		second.catch(() => undefined);

		// The first build: its service worker installed, the game finished under its rules. The log,
		// every Scheme's points entered during the last Black Market, is written as this build writes
		// rows, up to the end of the last round, which is entered on its screen.
		serve(join(ROOT, 'build'));
		await page.goto(`${url}/ktu/games`);
		await waitForServiceWorker(page);
		const id = 'finished-before-the-update';
		const events = sampleEvents();
		const end = events.findLastIndex((e) => e.type === 'round-end');
		await seedGame(
			page,
			{
				id,
				kind: 'ktu',
				players: NAMES,
				events: [...events.slice(0, end), ...events.slice(end + 1)],
				rules: rulesFingerprints(ROOT).ktu
			},
			url
		);
		await page.goto(`${url}/ktu/games/game?id=${id}`);
		await page
			.getByTestId('market-panel')
			.getByRole('button', { name: 'End the game and count the points' })
			.click();
		await expect(page.getByTestId('final-score')).toBeVisible();
		await expect(page.getByTestId('share-image')).toBeVisible();
		const recorded = 'Game over: Ana wins with 12 points';
		await page.goto(`${url}/ktu/games`);
		const row = page.getByTestId('saved-game');
		await expect(row.getByTestId('saved-progress')).toHaveText(recorded);
		await expect(row.getByTestId('saved-today')).toHaveCount(0);
		// An Unstable Unicorns game Ana won with 7 unicorns, with its result as this build records it.
		const uu = 'won-before-the-update';
		await seedGame(
			page,
			{
				id: uu,
				kind: 'uu',
				players: ['Ana', 'Ben'],
				events: UU_WON,
				rules: rulesFingerprints(ROOT).uu!,
				result: {
					progress: { code: 'summary.won', params: { seat: 0, player: 'Ana' } },
					rules: rulesFingerprints(ROOT).uu!
				}
			},
			url
		);
		await page.goto(`${url}/uu/games/game?id=${uu}`);
		await expect(page.getByTestId('winner-banner')).toContainText('Ana wins with 7 unicorns!');
		await page.goto(`${url}/ktu/games`);

		// The second build: the same package version, another shell revision.
		const build = await second;
		const version = (path: string) =>
			(JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
		expect(version(join(dir, 'package.json'))).toBe(version(join(ROOT, 'package.json')));
		const [before, after] = [shellRevision(join(ROOT, 'build')), shellRevision(build)];
		expect(after).not.toBe(before);

		// Served over the first: the browser finds the new service worker; the player updates.
		serve(build);
		await page.reload();
		await page.getByRole('button', { name: 'Update now' }).click();
		// The new build runs: its shell is the one kept, and the list flags what its rules make of
		// the game, whose recorded result stays.
		await expect(row.getByTestId('saved-today')).toHaveText(
			"Today's rules would score it otherwise: Game over: Bo wins with 25 points"
		);
		await expect(row.getByTestId('saved-progress')).toHaveText(recorded);
		const shells = await page.evaluate(async () => {
			const urls: string[] = [];
			for (const name of await caches.keys())
				for (const request of await (await caches.open(name)).keys())
					if (new URL(request.url).pathname === '/200.html') urls.push(request.url);
			return urls;
		});
		expect(shells.map((u) => new URL(u).searchParams.get('__WB_REVISION__'))).toEqual([after]);

		await row.getByRole('link', { name: `See the result of the game with ${TABLE}` }).click();
		await expect(page.getByTestId('recorded-result')).toHaveText(
			`Result when the game ended: ${recorded}`
		);
		await expect(page.getByTestId('rules-today')).toContainText('Bo wins with 25 points');
		// The final count headlines the result the game keeps; what today's rules make of it is said
		// as theirs, under its own heading.
		await expect(page.getByTestId('final-winner')).toHaveText(recorded);
		await expect(page.getByTestId('final-score')).not.toContainText('Bo wins!');
		await expect(page.getByTestId('final-today')).toHaveText("By today's rules, Bo would win.");
		// Nothing shares today's reading as the game's result.
		await expect(page.getByTestId('share-image')).toHaveCount(0);

		// The Unstable Unicorns game keeps its winner: the banner, no turn to play on; today's rules
		// read it as a game at its first turn, and the page says so beside the kept result.
		await page.goto(`${url}/uu/games/game?id=${uu}`);
		await expect(page.getByTestId('recorded-result')).toHaveText(
			'Result when the game ended: Ana won'
		);
		await expect(page.getByTestId('rules-today')).toContainText('Turn 1');
		await expect(page.getByTestId('winner-banner')).toContainText('Ana wins with 7 unicorns!');
		await expect(page.getByTestId('pass-turn')).toHaveCount(0);
		await expect(page.getByTestId('turn-title')).toHaveCount(0);
	} finally {
		// A test that failed early does not leave the second build running.
		if (building?.exitCode === null) building.kill();
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
		rmSync(dir, { recursive: true, force: true });
	}
});

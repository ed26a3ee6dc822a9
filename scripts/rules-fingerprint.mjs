// Each tracked game's rules fingerprint: a hash of what decides what its fold accepts and how it
// scores (the engine's constants, scoring tables and code, the tracker's fold, the shared log),
// computed at every build. A saved game records the fingerprint it was played under, so an update
// that changes a rule is noticed by the games it touches with no version to raise by hand. A
// change that alters no result (a comment) changes the fingerprint too: a game then compares its
// recorded result with today's and finds them equal, and nothing is flagged.
//
// Which games and which files, by the folders' convention, with no list to keep: a game is a
// folder of the tracker (`src/lib/tracker/<id>/`, the id of `GAMES`), and its rules are that
// folder and every engine folder it imports (`$lib/games/<engine>`), with what all games share.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashOfFiles } from './build-name.mjs';

const TRACKER = 'src/lib/tracker';

/** What every game's rules share. */
const SHARED = [
	'src/lib/vocab.ts',
	'src/lib/games/shared',
	'src/lib/tracker/log.ts',
	'src/lib/tracker/games.ts'
];

/** @param {string} root @param {string} rel @returns {string[]} the files under `rel`, relative to `root` */
function filesUnder(root, rel) {
	return readdirSync(join(root, rel), { recursive: true, encoding: 'utf8' })
		.map((f) => join(rel, f))
		.filter((f) => statSync(join(root, f)).isFile());
}

/**
 * What each game's rules are made of in the tree at `root`, relative to it: its tracker folder and
 * the engine folders that folder imports, shared ones apart.
 * @param {string} root
 * @returns {Record<string, string[]>}
 */
export function rulesInputs(root) {
	const games = readdirSync(join(root, TRACKER), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
		.sort();
	return Object.fromEntries(
		games.map((game) => {
			const folder = `${TRACKER}/${game}`;
			const engines = new Set(
				filesUnder(root, folder).flatMap((f) =>
					[...readFileSync(join(root, f), 'utf8').matchAll(/['"]\$lib\/games\/([\w-]+)/g)].map(
						(m) => `src/lib/games/${m[1]}`
					)
				)
			);
			return [game, [...[...engines].filter((e) => !SHARED.includes(e)).sort(), folder]];
		})
	);
}

/**
 * The fingerprint of each game's rules in the tree at `root`, by game id.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function rulesFingerprints(root) {
	return Object.fromEntries(
		Object.entries(rulesInputs(root)).map(([game, inputs]) => [
			game,
			hashOfFiles(root, [...SHARED, ...inputs])
		])
	);
}

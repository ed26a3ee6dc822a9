// Each tracked game's rules fingerprint: a hash of what decides what its fold accepts and how it
// scores (the engine's constants, scoring tables and code, the tracker's fold, the shared log),
// computed at every build. A saved game records the fingerprint it was played under, so an update
// that changes a rule is noticed by the games it touches with no version to raise by hand
// (issue 33). A change that alters no result (a comment) changes the fingerprint too: a game then
// compares its recorded result with today's and finds them equal, and nothing is flagged.
import { hashOfFiles } from './build-name.mjs';

/** What each game's rules are made of, relative to the project root. */
export const RULES_INPUTS = {
	ktu: ['src/lib/games/kill-the-unicorns', 'src/lib/tracker/ktu'],
	uu: ['src/lib/games/unstable-unicorns', 'src/lib/tracker/uu']
};
/** What both games' rules share. */
const SHARED = [
	'src/lib/vocab.ts',
	'src/lib/games/shared',
	'src/lib/tracker/log.ts',
	'src/lib/tracker/games.ts'
];

/**
 * The fingerprint of each game's rules in the tree at `root`.
 * @param {string} root
 * @returns {{ ktu: string; uu: string }}
 */
export function rulesFingerprints(root) {
	return {
		ktu: hashOfFiles(root, [...SHARED, ...RULES_INPUTS.ktu]),
		uu: hashOfFiles(root, [...SHARED, ...RULES_INPUTS.uu])
	};
}

// The build's name (SvelteKit's `version.name`, which also gives the app shell its cache revision):
// a hash of everything the build is made from, so two builds of different code never share a name
// (a commit name does not see uncommitted changes, and a tree without git has none), and every
// process that reads svelte.config.js during one build computes the same name.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: sources, strings, static files, dependencies and configuration. */
export const INPUTS = [
	'src',
	'locales',
	'static',
	'package-lock.json',
	'svelte.config.js',
	'vite.config.ts'
];

/**
 * The first 16 hex digits of a SHA-256 over the path and content of every input file, in a fixed
 * order. Tests beside the code are skipped: they are not part of what is served.
 * @param {string} root
 */
export function buildName(root) {
	return hashOfFiles(root, INPUTS);
}

/**
 * The first 16 hex digits of a SHA-256 over the path and content of every file under `inputs`
 * (files or folders, relative to `root`), in a fixed order, tests beside the code left out.
 * @param {string} root
 * @param {readonly string[]} inputs
 */
export function hashOfFiles(root, inputs) {
	const hash = createHash('sha256');
	/** @param {string} rel */
	const add = (rel) => {
		const path = join(root, rel);
		if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
			for (const entry of readdirSync(path).sort()) add(join(rel, entry));
		} else if (statSync(path, { throwIfNoEntry: false }) && !/\.test\.ts$/.test(rel)) {
			hash.update(rel).update('\0').update(readFileSync(path)).update('\0');
		}
	};
	for (const input of inputs) add(input);
	return hash.digest('hex').slice(0, 16);
}

// Makes sure the end-to-end tests and the Lighthouse stage have a Chromium, with nothing downloaded
// from outside the package registries. The end-to-end tests prefer Debian's
// `chromium-headless-shell` (the engine without the browser around it, what Playwright itself runs
// headless: ~40 % faster); Lighthouse measures in Debian's `chromium`. CHROME_PATH, if set, serves
// both. Missing packages are installed through apt-get (as root, or with password-less sudo); where
// that is not possible, any Chromium found still serves both, and with none it says in one line
// what to install and exits non-zero. Prints the browsers' paths on success.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fullChromium as fullBrowser, headlessShell as shell, which } from './chromium.mjs';

if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) {
	console.log(`Chromium for the end-to-end tests and Lighthouse: ${process.env.CHROME_PATH}`);
	process.exit(0);
}

const missing = [
	...(fullBrowser() ? [] : ['chromium']),
	...(shell() ? [] : ['chromium-headless-shell'])
];
if (missing.length > 0) {
	const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	const sudo = !isRoot && which('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
	if (which('apt-get') && (isRoot || sudo)) {
		const pre = isRoot ? '' : 'sudo -n ';
		console.log(`Installing Debian's ${missing.join(' and ')} for the tests (apt-get)…`);
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		execSync(`${pre}apt-get update -qq`, { stdio: 'inherit', env });
		execSync(`${pre}apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, {
			stdio: ['ignore', 'ignore', 'inherit'],
			env
		});
	}
}
const e2e = shell() ?? fullBrowser();
const lighthouse = fullBrowser() ?? shell();
if (!e2e || !lighthouse) {
	console.error(
		'No Chromium for the tests: install it (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set CHROME_PATH to a Chromium binary.'
	);
	process.exit(1);
}
console.log(`Chromium for the end-to-end tests: ${e2e}; for Lighthouse: ${lighthouse}`);

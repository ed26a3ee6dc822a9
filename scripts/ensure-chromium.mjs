// Makes sure the end-to-end tests have a Chromium, with nothing downloaded from outside the
// package registries: CHROME_PATH if set, else a `chromium` on PATH, else Debian's `chromium`
// package installed through apt-get (as root, or with password-less sudo). Anywhere else it says
// in one line what to install and exits non-zero. Prints the browser's path on success.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['chromium', 'chromium-browser'];

function found() {
	if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
		return process.env.CHROME_PATH;
	for (const name of CANDIDATES) {
		const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
		if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
	}
	return null;
}

function canRun(cmd) {
	return spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
}

let path = found();
if (!path) {
	const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	const sudo = !isRoot && canRun('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
	if (canRun('apt-get') && (isRoot || sudo)) {
		const pre = isRoot ? '' : 'sudo -n ';
		console.log("Installing Debian's chromium for the end-to-end tests (apt-get)…");
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		execSync(`${pre}apt-get update -qq`, { stdio: 'inherit', env });
		execSync(`${pre}apt-get install -y -qq --no-install-recommends chromium`, {
			stdio: ['ignore', 'ignore', 'inherit'],
			env
		});
		path = found();
	}
}
if (!path) {
	console.error(
		'No Chromium for the end-to-end tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium binary.'
	);
	process.exit(1);
}
console.log(`Chromium for the end-to-end tests: ${path}`);

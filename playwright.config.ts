import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';

// Debian's Chromium (or CHROME_PATH): Playwright never downloads a browser here. The headless
// shell (Debian's `chromium-headless-shell`, what Playwright itself runs headless) is preferred:
// the same engine without the full browser around it, the end-to-end tests take ~40 % less time.
function chromiumPath(): string {
	if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
	try {
		return execSync(
			'command -v chromium-headless-shell || command -v chromium || command -v chromium-browser',
			{ shell: '/bin/sh' }
		)
			.toString()
			.trim();
	} catch {
		// `npm run test:e2e` runs scripts/ensure-chromium.mjs first, which installs it or says how.
		throw new Error(
			'No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.'
		);
	}
}

export const CHROME = chromiumPath();
/** Several work trees can test side by side: each serves its build on its own port. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	// Each test has its own browser context (its own storage and service worker). Four at a time on
	// a 2-core machine: a test spends most of its time waiting on its page (a worker used a quarter
	// of a core on average with two), so four keep both cores busy. Lighthouse is not here: it runs
	// as its own stage (scripts/lighthouse.mjs).
	fullyParallel: true,
	workers: Number(process.env.E2E_WORKERS ?? 4),
	// No retry: a test that passes only on its second try is a defect to fix, not to hide.
	retries: 0,
	// Every wait is on the app's state, never on time (tests/content/code-shape.test.ts): the limits
	// below only end a test that hangs, and are wide enough that a busy machine never reaches them
	// (a whole tap-counted game takes ~40 s idle, several times that under load). A passing assertion
	// returns as soon as its state is there, so a wide limit costs nothing.
	timeout: 600_000,
	expect: { timeout: 60_000 },
	reporter: [['list']],
	use: {
		baseURL: `http://localhost:${PORT}`,
		...devices['Pixel 7'],
		browserName: 'chromium',
		// No service worker unless a test walks the offline copy (`test.use({ serviceWorkers:
		// 'allow' })`): installing it precaches the whole app, which every other test would pay for.
		serviceWorkers: 'block',
		// A trace records every action with page snapshots: a quarter of the tests' CPU. None by
		// default; `npx playwright test --trace on` to look at a failure.
		trace: 'off',
		actionTimeout: 120_000,
		navigationTimeout: 120_000,
		launchOptions: {
			executablePath: CHROME,
			args: CHROMIUM_FLAGS
		}
	},
	webServer: {
		// The real deployed output (adapter-static's build/), not `vite preview` (stack notes G1).
		command: 'npm run serve',
		url: `http://localhost:${PORT}`,
		reuseExistingServer: !process.env.CI,
		timeout: 120_000
	}
});

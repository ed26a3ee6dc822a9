// A Node environment whose modules are compiled for the browser: Svelte's client runtime, where
// `$effect` runs and `$state` notifies, so a unit test can watch a rune view redraw (files that
// ask for it start with `// @vitest-environment ./tests/runes-environment.ts`).
import type { Environment } from 'vitest/environments';

export default {
	name: 'runes',
	viteEnvironment: 'client',
	setup: () => ({ teardown: () => {} })
} satisfies Environment;

// How many QR codes a handover takes, and how many bytes, for a whole four-player Kill the
// Unicorns game and a 40-turn Unstable Unicorns game: bundles tests/bench/handover-figures.ts
// (the app's own codec) and runs it. Printed, never judged.
// Run: node scripts/bench-handover.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const out = mkdtempSync(join(tmpdir(), 'bench-handover-'));
await build({
	configFile: false,
	logLevel: 'warn',
	resolve: { alias: { $lib: resolve('src/lib') } },
	build: {
		ssr: 'tests/bench/handover-figures.ts',
		outDir: out,
		emptyOutDir: true,
		minify: false,
		rollupOptions: { output: { entryFileNames: 'figures.mjs' } }
	},
	ssr: { noExternal: true }
});
console.log('Handover (QR codes of a game, compressed):');
execFileSync(process.execPath, [join(out, 'figures.mjs')], { stdio: 'inherit' });

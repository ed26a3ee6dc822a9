// How many QR codes a handover takes, and how many bytes, for a whole four-player Kill the
// Unicorns game and a 40-turn Unstable Unicorns game: bundles tests/bench/handover-figures.ts
// (the app's own codec) and runs it. Printed, never judged.
// Run: node scripts/bench-handover.mjs
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { bundleForNode } from './bundle-for-node.mjs';

const out = await bundleForNode('tests/bench/handover-figures.ts', 'figures.mjs');
console.log('Handover (QR codes of a game, compressed):');
execFileSync(process.execPath, [join(out, 'figures.mjs')], { stdio: 'inherit' });

import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, measuringChromium } from '../scripts/chromium.mjs';
import { serve } from '../scripts/lighthouse-pages.mjs';
const server = await serve('build', 5291);
const browser = await chromium.launch({ executablePath: measuringChromium(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(server.origin + '/ktu/games/new');
const names = ['Ana','Ben','Cleo','Dev'];
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const prof = async (label, act) => {
  await cdp.send('Profiler.start');
  const t0 = Date.now(); await act(); const el = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n])); const self = new Map();
  profile.samples.forEach((id, i) => { const cf = byId.get(id).callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0)); });
  console.log(`== ${label} (${el} ms wall)`);
  console.log([...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, t]) => `  ${(t / 1000).toFixed(1)} ms ${k}`).join('\n'));
};
for (const [i, name] of names.entries()) {
  const n = i + 1;
  await page.getByLabel(`Name of player ${n}`, { exact: true }).fill(name);
  await page.getByLabel(`Starting Unicorn of player ${n}: stars`).fill('2');
  await prof(`Pink ${n}`, () => page.getByRole('group', { name: `Starting Unicorn of player ${n}: colour` }).getByText('Pink', { exact: true }).click());
}
await prof('Start the game', async () => { await page.getByRole('button', { name: 'Start the game' }).click(); await page.waitForURL((u) => !u.pathname.endsWith('/new')); await page.getByTestId('status-round').waitFor(); });
await prof('Pink row', () => page.getByRole('group', { name: 'Colour of unicorn 1' }).getByText('Pink', { exact: true }).click());
await prof('stars row', () => page.getByRole('group', { name: 'Stars of unicorn 1' }).getByRole('button', { name: '3', exact: true }).click());
await browser.close(); server.stop();

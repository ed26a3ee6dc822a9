import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, measuringChromium } from '/work/wt-paint2/scripts/chromium.mjs';
import { serve } from '/work/wt-paint2/scripts/lighthouse-pages.mjs';
process.chdir('/work/wt-paint2');
const server = await serve('build', 5290);
const browser = await chromium.launch({ executablePath: measuringChromium(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
await page.addInitScript(() => {
  new MutationObserver((_, o) => { if (!document.querySelector('[data-testid="game-meta"]')) return; window.__drawnAt = performance.now(); o.disconnect(); }).observe(document, { childList: true, subtree: true });
});
await page.goto(server.origin + '/uu/games');
await page.waitForFunction(async () => { if (!(await indexedDB.databases()).some((d) => d.name === 'hornbook')) return false; const db = await new Promise((r) => { const q = indexedDB.open('hornbook'); q.onsuccess = () => r(q.result); q.onerror = () => r(null); }); const ok = db && db.objectStoreNames.contains('events'); db?.close(); return ok; });
const count = Number(process.env.N ?? 2000);
const players = ['Ana','Ben','Cy','Dee','Eve','Flo','Gus','Hal'];
const events = [{ type: 'setup', players, edition: 'standard-2e', babies: players.map(() => 'Baby Unicorn') }];
for (let turn = 0; events.length + 7 <= count; turn++) { const seat = turn % 8; events.push({ type: 'phase' },{ type: 'phase' },{ type: 'action', action: 'play-unicorn' },{ type: 'unicorn-added', player: seat, name: 'Ginormous Unicorn' },{ type: 'unicorn-removed', player: seat, index: 1 },{ type: 'phase' },{ type: 'turn-ended' }); }
await page.evaluate(async ({ id, events }) => { const db = await new Promise((res) => { const q = indexedDB.open('hornbook'); q.onsuccess = () => res(q.result); }); const tx = db.transaction(['games','events'],'readwrite'); tx.objectStore('games').put({ id, kind:'uu', createdAt:1, updatedAt:2, title:'UU', players: events[0].players, progress:{code:'summary.turn',params:{turn:1}} }); events.forEach((event, index) => tx.objectStore('events').put({ gameId:id, index, event, at:3, v:1 })); await new Promise((r) => (tx.oncomplete = r)); db.close(); }, { id: 'p', events });
const path = server.origin + '/uu/games/game?id=p';
await page.goto(path); await page.waitForFunction(() => window.__drawnAt !== undefined);
if (process.env.SAVE) { await page.getByRole('button', { name: 'Undo', exact: true }).click(); await page.getByRole('button', { name: 'Redo', exact: true }).click(); await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Redo' && b.disabled)); }
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
await page.goto(path); await page.waitForFunction(() => window.__drawnAt !== undefined);
const { profile } = await cdp.send('Profiler.stop');
console.log('drawnAt', await page.evaluate(() => window.__drawnAt));
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, t]) => `${(t / 1000).toFixed(0)} ms ${k}`).join('\n'));
await browser.close(); server.stop();

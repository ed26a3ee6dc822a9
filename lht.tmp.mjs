import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { spawn } from 'node:child_process';
const PORT=4193, ORIGIN=`http://127.0.0.1:${PORT}`;
const server = spawn('node_modules/.bin/sirv',['build','--single','200.html','--gzip','--brotli','--port',String(PORT),'--host','127.0.0.1'],{stdio:'ignore',detached:true});
await new Promise(r=>setTimeout(r,1500));
const browser = await puppeteer.launch({executablePath:process.env.B??'/usr/bin/chromium',headless:true,args:['--no-sandbox','--disable-gpu']});
const page = await browser.newPage();
for (const cats of [['performance','accessibility','best-practices'],['performance'],['performance','accessibility','best-practices'],['performance']]) {
  const t=Date.now();
  const result = await lighthouse(ORIGIN+'/rules/ktu/ties',{output:'json',logLevel:'error',onlyCategories:cats,throttling:{...constants.throttling.mobileSlow4G,cpuSlowdownMultiplier:6}},undefined,page);
  const e = result.lhr.timing.entries.filter(x=>x.duration>300).map(x=>`${x.name} ${Math.round(x.duration)}`);
  console.log(cats.length, Date.now()-t, 'ms', Math.round(result.lhr.categories.performance.score*100), e.join(' | '));
}
await browser.close(); process.kill(-server.pid);

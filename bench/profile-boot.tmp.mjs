import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const totals = new Map(); let all = 0;
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 }); await cdp.send('Profiler.start');
  await page.goto(process.argv[2]); await page.getByRole('heading', { level: 1 }).first().waitFor(); await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
  for (const [id, us] of counts) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; if (['(idle)','(program)','(garbage collector)'].includes(f.functionName)) { totals.set(f.functionName, (totals.get(f.functionName)||0)+us); continue;} totals.set(key, (totals.get(key) || 0) + us); all += us; }
  await context.close();
}
console.log('total script self ms (5 runs):', Math.round(all/1000));
[...totals].sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v]) => console.log(String(Math.round(v/1000)).padStart(6), k));
await browser.close();

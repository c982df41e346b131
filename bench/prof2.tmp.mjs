import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const totals = new Map(); let windowTotal = 0;
for (let run = 0; run < 6; run++) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  await page.goto(process.argv[2]); await page.getByRole('heading', { level: 1 }).first().waitFor(); await page.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const isRemote = (id) => { for (let x = id; x; x = parent.get(x)) { const u = byId.get(x).callFrame.url; if (/remoteEntry|__federation_expose/.test(u)) return true; } return false; };
  let t = 0, started = false;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]; const n = byId.get(id); const f = n.callFrame;
    if (!started && isRemote(id)) started = true;
    if (!started || ['(idle)','(program)'].includes(f.functionName)) return;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    totals.set(key, (totals.get(key) || 0) + profile.timeDeltas[i]); windowTotal += profile.timeDeltas[i];
  });
  await context.close();
}
console.log('after remote starts, ms per run:', Math.round(windowTotal/6000));
[...totals].sort((a,b)=>b[1]-a[1]).slice(0,30).forEach(([k,v]) => console.log(String(Math.round(v/6000*10)/10).padStart(6), k));
await browser.close();

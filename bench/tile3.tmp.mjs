import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const totals = new Map(); let runs = 0;
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(process.argv[2], { waitUntil: 'networkidle' });
  const tile = page.locator('a[href="/recommendations/anxiety"]'); await tile.waitFor();
  await page.evaluate(`void (window.t = new Promise((resolve) => { let p; document.addEventListener('pointerdown', () => { p = performance.now(); }, { capture: true, once: true });
   const check = () => { if (p !== undefined && document.getElementById('mood-tip-title')) resolve(Math.round(performance.now() - p)); else requestAnimationFrame(check); }; check(); }))`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  await tile.click();
  const total = await page.evaluate(`window.t`);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const per = new Map();
  profile.samples.forEach((id, i) => { const f = byId.get(id).callFrame; const k = ['(idle)','(program)','(garbage collector)'].includes(f.functionName) ? f.functionName : 'script:' + f.url.split('/').pop().slice(0, 40); per.set(k, (per.get(k)||0) + profile.timeDeltas[i]); });
  console.log(total, JSON.stringify([...per].map(([k,v]) => [k, Math.round(v/1000)]).sort((a,b)=>b[1]-a[1]).slice(0,8)));
  await context.close();
}
await browser.close();

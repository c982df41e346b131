import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(process.argv[2], { waitUntil: 'networkidle' });
  const tile = page.locator('a[href="/recommendations/anxiety"]'); await tile.waitFor();
  await page.evaluate(`void (window.t = new Promise((resolve) => { let p; document.addEventListener('pointerdown', () => { p = performance.now(); }, { capture: true, once: true });
   const check = () => { if (p !== undefined && document.getElementById('mood-tip-title')) resolve({ total: performance.now() - p, p }); else requestAnimationFrame(check); }; check(); }))`);
  await tile.click();
  const r = await page.evaluate(`window.t.then(({total, p}) => ({ total: Math.round(total), resources: performance.getEntriesByType('resource').filter(e => e.startTime > p - 300).map(e => [e.name.replace(location.origin,'').slice(0,60), Math.round(e.startTime - p), Math.round(e.responseEnd - p)]) }))`);
  console.log(JSON.stringify(r));
  await context.close();
}
await browser.close();

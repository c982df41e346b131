import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(process.argv[2], { waitUntil: 'networkidle' });
  const tile = page.locator('a[href="/recommendations/anxiety"]'); await tile.waitFor();
  await page.evaluate(`void (window.t = new Promise((resolve) => { let p; const log = [];
   new MutationObserver((ms) => { if (p !== undefined) log.push([Math.round(performance.now() - p), ms.length, (document.querySelector('main h1')||{}).textContent, !!document.querySelector('[aria-busy=true]')]); }).observe(document.body, { subtree: true, childList: true, characterData: true });
   new PerformanceObserver((l) => { for (const e of l.getEntries()) if (p !== undefined) log.push(['longtask', Math.round(e.startTime - p), Math.round(e.duration)]); }).observe({ type: 'longtask' });
   document.addEventListener('pointerdown', () => { p = performance.now(); }, { capture: true, once: true });
   const check = () => { if (p !== undefined && document.getElementById('mood-tip-title')) resolve({ total: Math.round(performance.now() - p), log }); else requestAnimationFrame(check); }; check(); }))`);
  await tile.click();
  const r = await page.evaluate(`window.t`);
  console.log(JSON.stringify(r));
  await context.close();
}
await browser.close();

import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [path, name] of [['/techniques','mf_techniques'],['/adhd-test','mf_tests'],['/login','mf_account']]) for (let run = 0; run < 2; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(process.argv[2], { waitUntil: 'networkidle' });
  const r = await page.evaluate(`new Promise((resolve) => { const s = performance.now();
    window.history.pushState({}, '', '${path}'); window.dispatchEvent(new PopStateEvent('popstate'));
    const check = () => { if (document.querySelector('[data-remote="${name}"] h1')) resolve({ total: Math.round(performance.now() - s), res: performance.getEntriesByType('resource').filter(e => e.startTime > s).map(e => [e.name.replace(location.origin,'').slice(0,50), Math.round(e.startTime - s), Math.round(e.responseEnd - s)]) }); else requestAnimationFrame(check); }; check(); })`);
  console.log(path, r.total, JSON.stringify(r.res));
  await context.close();
}
await browser.close();

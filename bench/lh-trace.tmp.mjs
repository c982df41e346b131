import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], logLevel: 'silent' });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log('score', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TTI', Math.round(a['interactive'].numericValue));
  const events = r.artifacts.Trace.traceEvents;
  const fcp = events.find(e => e.name === 'firstContentfulPaint');
  const nav = events.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find(e=>e.name==='navigationStart');
  const mainPid = fcp.pid, mainTid = fcp.tid;
  const main = events.filter(e => e.pid === mainPid && e.tid === mainTid && e.ph === 'X').sort((x,y)=>x.ts-y.ts);
  const tasks = main.filter(e => e.name === 'RunTask' && e.dur >= 12000);
  for (const t of tasks) {
    const inside = main.filter(e => e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e !== t);
    const top = inside.filter(e => ['EvaluateScript','FunctionCall','TimerFire','EventDispatch','v8.compile','UpdateLayoutTree','Layout','Paint','ParseHTML','V8.GC_MC_BACKGROUND','MajorGC','MinorGC','v8.callFunction','RunMicrotasks','v8.evaluateModule','ParseAuthorStyleSheet','FireAnimationFrame','XHRReadyStateChange'].includes(e.name));
    const desc = top.slice(0,6).map(e => `${e.name}${e.args?.data?.url ? '('+e.args.data.url.split('/').pop()+')' : e.args?.data?.functionName ? '('+e.args.data.functionName+')':''} ${Math.round(e.dur/1000)}`).join(' | ');
    console.log(`${Math.round((t.ts-nav.ts)/1000)}ms dur ${Math.round(t.dur/1000)} ${t.ts > fcp.ts ? 'AFTER' : 'before'} FCP  ${desc}`);
  }
  console.log('fcp at', Math.round((fcp.ts-nav.ts)/1000));
} finally { chrome.kill(); }

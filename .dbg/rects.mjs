import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await context.newPage();
const email = `dbg${Date.now()}@example.com`;
await page.request.post(base + '/service/newsletter/api/private/newsletter-subscribers', { data: { email, consents: ['NEWSLETTER'], origin: 'NEWSLETTER', originAddition: 'x' } });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
await page.addInitScript(() => {
  const log = (window.dbg = []);
  const snap = (label) => {
    const f = document.querySelector('shop-footer');
    const r = f?.shadowRoot;
    if (!r) return;
    const secs = [...r.querySelectorAll('section.teaser')].map((s) => { const b = s.getBoundingClientRect(); const imgs=[...s.querySelectorAll('img')].map(i=>`${i.getBoundingClientRect().width}x${i.getBoundingClientRect().height}@${Math.round(i.getBoundingClientRect().y)}`).join(','); return `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} [${imgs}]`; });
    log.push(`${Math.round(performance.now())} ${label} ${secs.join(' | ')}`);
  };
  let last = '';
  const tick = () => { const f = document.querySelector('shop-footer')?.shadowRoot; const s = f ? [...f.querySelectorAll('section.teaser')].map(s=>s.getBoundingClientRect().height).join(',') : ''; if (s !== last) { last = s; snap('frame'); } requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { log.push(`${Math.round(e.startTime)} SHIFT ${e.value.toFixed(4)}`); snap('atshift'); } }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(base + '/footer-lab?country=DE', { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
console.log((await page.evaluate(() => window.dbg)).join('\n'));
await browser.close();

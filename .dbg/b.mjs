import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: +process.env.W || 1366, height: 900 } });
const page = await context.newPage();
const setup = process.env.SETUP;
if (setup === 'signed') {
  const email = `dbg${Date.now()}@example.com`;
  await page.request.post(base + '/service/newsletter/api/private/newsletter-subscribers', { data: { email, consents: ['NEWSLETTER'], origin: 'NEWSLETTER', originAddition: 'x' } });
}
if (setup === 'logged') {
  const { issueLoginToken } = await import('/work/main/demo-host/src/mock-data/tokens.ts');
  const { customers } = await import('/work/main/demo-host/src/mock-data/accounts.ts');
  await context.addCookies([{ name: 'LoginToken', value: issueLoginToken(customers[0].id).token, url: base }]);
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
await page.addInitScript(() => {
  const log = (window.dbg = []);
  const t0 = performance.now();
  const describe = (n) => {
    if (!(n instanceof Element)) return n.nodeName;
    return `${n.localName}${n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').join('.') : ''}`;
  };
  const watch = (root, where) => {
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) if (n instanceof Element) { log.push(`${Math.round(performance.now() - t0)} + ${where} ${describe(r.target)} > ${describe(n)} h=${Math.round(n.getBoundingClientRect().height)}`); if (n.shadowRoot) watch(n.shadowRoot, where + '>' + n.localName); }
        for (const n of r.removedNodes) if (n instanceof Element) log.push(`${Math.round(performance.now() - t0)} - ${where} ${describe(r.target)} > ${describe(n)}`);
      }
    }).observe(root, { childList: true, subtree: true });
  };
  watch(document, 'doc');
  const orig = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) { const r = orig.call(this, init); watch(r, this.localName); return r; };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) log.push(`cw=${document.documentElement.clientWidth} sh=${document.documentElement.scrollHeight} ` + `${Math.round(e.startTime)} SHIFT ${e.value.toFixed(4)} ` + e.sources.map((s) => `${s.node ? describe(s.node) : '?'} y${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`).join(' | ')); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(base + process.env.P, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const log = await page.evaluate(() => window.dbg);
console.log(log.filter((l) => !/ \+ doc (head|html|body|main|header|nav|section|h1|p|a|li|ul)\b/.test(l) || /SHIFT/.test(l)).join('\n'));
await browser.close();

import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
  p.on('console', (m) => m.type() !== 'log' && console.log(path, 'console', m.type(), m.text().slice(0, 300)));
  p.on('pageerror', (e) => console.log(path, 'pageerror', e.message.slice(0, 200), (e.stack || '').split('\n').slice(1, 5).join(' | ')));
  await p.goto('http://127.0.0.1:4730' + path);
  await p.mouse.move(300, 300);
  await p.waitForTimeout(5000);
  const info = await p.evaluate(() => ({
    prerendered: document.querySelectorAll('[data-shop-prerendered]').length,
    defined: [...document.querySelectorAll('shop-login,shop-footer,shop-newsletter')].map((e) => `${e.localName}:${customElements.get(e.localName) ? 'def' : 'undef'}`),
    sizes: Object.fromEntries(['shop-login', 'shop-footer', 'shop-newsletter'].map((t) => { const r = document.querySelector(t)?.getBoundingClientRect(); return [t, r && `${Math.round(r.width)}x${Math.round(r.height)}`]; })),
  }));
  console.log(path, JSON.stringify(info));
  await p.close();
}
await b.close();

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import loginPage, { loginPageTexts } from './login.ts';

const app = new Hono().route('/', loginPage.routes);
const get = (path: string, cookie = '') => app.request(`http://shop.test${path}`, { headers: { cookie } });

describe('login page', () => {
  it('renders the metadata of /login on the server', async () => {
    const response = await get('/login?country=PL');
    const page = await response.text();
    expect(page).toContain('<html lang="pl-PL"');
    expect(page).toContain('<title>Logowanie – Twoje konto klienta | Shop</title>');
    expect(page).toContain(`<meta name="description" content="${loginPageTexts.PL.description}">`);
    expect(page).toContain('<link rel="canonical" href="http://shop.test/login?country=PL">');
    expect(page).toContain('<link rel="alternate" href="android-app://com.shop.app/http/shop.test/login?country=PL">');
    expect(page).toContain(
      '<link rel="alternate" media="only screen and (max-width: 640px)" href="http://shop.test/m/login?country=PL">',
    );
    // With its prerendered form once the login package is built (a fresh clone's unit run has no build yet).
    expect(page).toMatch(
      /<h1>Logowanie<\/h1>\s*<shop-login country="PL" home="\/\?country=PL">(?:<template shadowrootmode="open">[\s\S]*?<\/template>)?<\/shop-login>\s*<\/main>\s*<div class="site-footer"><shop-footer country="PL">/,
    );
  });

  it('/m/login exists, points its canonical to /login and has no alternate to itself', async () => {
    const page = await (await get('/m/login?country=HU')).text();
    expect(page).toContain('<link rel="canonical" href="http://shop.test/login?country=HU">');
    expect(page).not.toContain('media="only screen');
    expect(page).toContain('<shop-login country="HU" home="/?country=HU">');
  });

  it('issues the CSRF token as meta tag and HttpOnly cookie, once', async () => {
    const response = await get('/login');
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(await response.text())?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(response.headers.get('set-cookie')).toBe(
      `login_csrf=${token}; Path=/service/login; HttpOnly; SameSite=Strict`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const again = await get('/login', `login_csrf=${token}`);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toContain(`<meta name="csrf-token" content="${token}">`);
  });

  it('has a title, description and heading for every country, Swiss German without ß', () => {
    for (const texts of Object.values(loginPageTexts)) {
      expect(texts.title && texts.description && texts.heading).toBeTruthy();
    }
    expect(JSON.stringify(loginPageTexts.CH)).not.toContain('ß');
  });
});

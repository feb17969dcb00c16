import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { pageSnippets } from '../core/bundles.ts';
import { type Country, countryFrom, countryLanguage } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { issueCsrfToken } from '../services/login.ts';
import { footerPart, loginPart } from './parts/visitorParts.ts';

/**
 * The login page, legacy style: shop header, page heading, <shop-login>, <shop-footer>.
 * `/login` is the desktop page, `/m/login` the mobile version. The server renders the page
 * metadata per country and language: title, description, canonical link, an alternate link for
 * the mobile app (Android app indexing URI) and, on /login, the alternate link to /m/login
 * (Google's separate-mobile-URL convention; /m/login's canonical points back to /login).
 * The page issues the login form's CSRF token (meta `csrf-token` + HttpOnly cookie).
 */
interface LoginPageTexts {
  title: string;
  description: string;
  heading: string;
}

const german: LoginPageTexts = {
  title: 'Anmelden – Ihr Kundenkonto | Shop',
  description:
    'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an, um Ihre Bestellungen, Ihre Kundenkarte und Ihre Wunschliste zu sehen.',
  heading: 'Anmelden',
};

export const loginPageTexts: Record<Country, LoginPageTexts> = {
  DE: german,
  AT: german,
  CH: german,
  CH_FR: {
    title: 'Se connecter – Votre compte client | Shop',
    description:
      'Connectez-vous avec votre adresse e-mail et votre mot de passe pour consulter vos commandes, votre carte de fidélité et votre liste d’envies.',
    heading: 'Connexion',
  },
  CZ: {
    title: 'Přihlášení – Váš zákaznický účet | Shop',
    description:
      'Přihlaste se svou e-mailovou adresou a heslem a mějte přehled o svých objednávkách, věrnostní kartě a seznamu přání.',
    heading: 'Přihlášení',
  },
  HU: {
    title: 'Bejelentkezés – Vásárlói fiókja | Shop',
    description:
      'Jelentkezzen be e-mail-címével és jelszavával, hogy megtekintse rendeléseit, törzsvásárlói kártyáját és kívánságlistáját.',
    heading: 'Bejelentkezés',
  },
  SK: {
    title: 'Prihlásenie – Váš zákaznícky účet | Shop',
    description:
      'Prihláste sa svojou e-mailovou adresou a heslom a majte prehľad o svojich objednávkach, vernostnej karte a zozname želaní.',
    heading: 'Prihlásenie',
  },
  TR: {
    title: 'Giriş yap – Müşteri hesabınız | Shop',
    description:
      'Siparişlerinizi, sadakat kartınızı ve istek listenizi görmek için e-posta adresiniz ve şifrenizle giriş yapın.',
    heading: 'Giriş yap',
  },
  PL: {
    title: 'Logowanie – Twoje konto klienta | Shop',
    description:
      'Zaloguj się adresem e-mail i hasłem, aby zobaczyć swoje zamówienia, kartę lojalnościową i listę życzeń.',
    heading: 'Logowanie',
  },
};

/** The shop app's package name in app-indexing links. */
export const appPackage = 'com.shop.app';

async function loginPage(c: Context, variant: 'desktop' | 'mobile') {
  const country = countryFrom(c.req.query('country'));
  const texts = loginPageTexts[country];
  const origin = new URL(c.req.url).origin;
  const query = `?country=${country}`;
  const desktopUrl = `${origin}/login${query}`;
  const mobileUrl = `${origin}/m/login${query}`;
  const appUrl = `android-app://${appPackage}/${origin.replace('://', '/')}/login${query}`;
  const csrf = issueCsrfToken(c.req.header('cookie'));
  const head = html`<link rel="canonical" href="${desktopUrl}">
<link rel="alternate" href="${appUrl}">
${variant === 'desktop' ? html`<link rel="alternate" media="only screen and (max-width: 640px)" href="${mobileUrl}">` : ''}
<meta name="csrf-token" content="${csrf.token}">`;
  const snippets = pageSnippets('login', country);
  const page = await renderPage({
    country,
    path: variant === 'desktop' ? '/login' : '/m/login',
    title: texts.title,
    description: texts.description,
    head,
    snippets,
    body: html`
      ${raw(snippets.parts.session ?? '')}
      <h1>${texts.heading}</h1>
      ${raw(loginPart(c, country, snippets) ?? '')}`,
    footer: footerPart(c, 'login', country, snippets),
  });
  if (csrf.setCookie) c.header('set-cookie', csrf.setCookie);
  // The page carries a CSRF token: never cache it.
  c.header('cache-control', 'no-store');
  c.header('content-language', countryLanguage(country));
  return c.html(page);
}

const routes = new Hono();
routes.get('/login', (c) => loginPage(c, 'desktop'));
routes.get('/m/login', (c) => loginPage(c, 'mobile'));

export default { routes };

import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { packageSnippets } from '../core/bundles.ts';
import { countryFrom } from '../core/countries.ts';
import { qaScope } from '../core/faults.ts';
import { renderPage } from '../core/layout.ts';
import { customers, findCustomerById } from '../mock-data/accounts.ts';
import { issueLoginToken, loginTokenCookie } from '../mock-data/tokens.ts';
import { clearLongTermCookies, issueLongTermToken } from '../services/login-token.ts';

/**
 * The session lab (QA and e2e): a page with <shop-session> and a live log of its events and
 * state code. Links set up the cookies without the login form, then redirect back here:
 * - `?login=<customer id>`: a fresh LoginToken for a seeded customer;
 * - `?login=<id>&expired=1`: a LoginToken whose payload expired two hours ago (the cookie
 *   itself is kept, as a browser with a skewed clock or a stale tab would have it);
 * - `?longterm=<id>`: only a long-term token (LongTermToken + LongTermTokenExp), no LoginToken;
 * - `?logout=1`: removes the LoginToken and the long-term cookies.
 * Token lifetimes: `POST /__qa/token-lifetimes` (see services/login-token.ts).
 */
const routes = new Hono();
const path = '/session-lab';
const clearLoginToken = 'LoginToken=; Path=/; SameSite=Lax; Max-Age=0';

routes.get(path, async (c) => {
  const country = countryFrom(c.req.query('country'));
  const login = c.req.query('login');
  const longterm = c.req.query('longterm');
  const setCookies: string[] = [];
  if (c.req.query('logout')) setCookies.push(clearLoginToken, ...clearLongTermCookies);
  if (login && findCustomerById(login)) {
    const issuedAt = c.req.query('expired') ? Date.now() - 2 * 3600_000 : Date.now();
    const { token, claims } = issueLoginToken(login, issuedAt, qaScope(c.req.header('cookie')));
    setCookies.push(loginTokenCookie(token, claims));
  }
  if (longterm && findCustomerById(longterm)) setCookies.push(clearLoginToken, ...issueLongTermToken(longterm));
  if (setCookies.length > 0) {
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
    return c.redirect(`${path}?country=${country}`, 303);
  }

  const snippets = packageSnippets('session', country);
  const page = await renderPage({
    country,
    path,
    title: 'Session lab',
    description: 'QA page for <shop-session>: cookies, state code and events.',
    snippets,
    head: html`<script src="${path}/log.js" defer></script>`,
    body: html`
      ${raw(snippets.parts.session ?? '')}
      <h1>Session lab</h1>
      <p>State code of &lt;shop-session&gt;: <output id="session-state" aria-live="polite">none</output></p>
      <h2>Set up</h2>
      <ul>
        ${customers.map(
          (customer) =>
            html`<li><a href="${path}?country=${country}&amp;login=${customer.id}">Log in as ${customer.firstName} ${customer.lastName}</a>
              · <a href="${path}?country=${country}&amp;login=${customer.id}&amp;expired=1">with an expired token</a>
              · <a href="${path}?country=${country}&amp;longterm=${customer.id}">with a long-term token only</a></li>`,
        )}
        <li><a href="${path}?country=${country}&amp;logout=1">Log out (remove the tokens)</a></li>
      </ul>
      <h2>Events</h2>
      <ol id="session-log" aria-live="polite"></ol>`,
  });
  return c.html(page);
});

// The log is a file of its own: the strict CSP allows scripts from this origin only.
const logScript = `(() => {
  const names = ['shop-session-renewed', 'shop-session-expired', 'shop-session-login-detected', 'shop-session-error'];
  const start = Date.now();
  for (const name of names) {
    document.addEventListener(name, (event) => {
      const item = document.createElement('li');
      item.dataset.event = name;
      item.dataset.state = String(event.detail && event.detail.state);
      item.textContent = '+' + ((Date.now() - start) / 1000).toFixed(1) + ' s ' + name + ' (state ' + item.dataset.state + ')';
      document.getElementById('session-log')?.append(item);
    });
  }
  const show = () => {
    const element = document.querySelector('shop-session');
    const output = document.getElementById('session-state');
    if (element && output) output.textContent = element.getAttribute('data-state') ?? 'none';
  };
  document.addEventListener('DOMContentLoaded', () => {
    const element = document.querySelector('shop-session');
    if (element) new MutationObserver(show).observe(element, { attributes: true, attributeFilter: ['data-state'] });
    show();
  });
})();
`;

routes.get(`${path}/log.js`, (c) =>
  c.body(logScript, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
);

export default { routes };

import { internalPath } from '@shop/design-system/safe-url';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { countryFrom } from '../core/countries.ts';
import { csrfCookie, csrfCookieName, csrfFieldName, csrfTokenFor } from '../core/csrf.ts';
import { renderPage } from '../core/layout.ts';
import { staff } from '../mock-data/accounts.ts';

/**
 * `/staff-login`: how QA and tests become staff for <shop-preview-panel>. A plain form (no
 * script) posting to the mock preview service's login, which sets the StaffAuthToken (or the
 * admin CobraAuthToken) cookie and sends the browser back to `redirect` (default: the home
 * page of the chosen country, which carries the panel). The demo credentials are shown on
 * the page: this is a demo host, and QA needs them. The form carries a CSRF token (hidden field
 * and cookie, core/csrf.ts), so another site cannot post it; `redirect` is kept only when the
 * shop's URL rule finds it a path of this origin.
 */
const routes = new Hono();

const styles = `
.staff-login { display: grid; gap: 0.75rem; max-width: 24rem; }
.staff-login label { display: block; font-weight: bold; }
.staff-login input, .staff-login select { font: inherit; padding: 0.5rem; width: 100%; box-sizing: border-box; }
.staff-login-error { border-left: 4px solid #b3261e; background: #fdecea; padding: 0.5rem 0.75rem; }
`;

routes.get('/staff-login', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const failed = c.req.query('error') === '1';
  const redirect = internalPath(c.req.query('redirect'), c.req.url) ?? `/?country=${country}`;
  const csrfToken = csrfTokenFor(getCookie(c, csrfCookieName));
  const page = await renderPage({
    country,
    path: '/staff-login',
    title: 'Staff login (preview) | Shop',
    description: 'Log in as staff to use the preview settings panel.',
    head: html`<style>${styles}</style>`,
    body: html`
<h1>Staff login for the preview panel</h1>
<p>Demo staff account: user name <code>${staff.username}</code>, password <code>${staff.password}</code>.
After login the preview panel appears on every shop page until you log out of the preview.</p>
${failed ? html`<p class="staff-login-error" role="alert" id="staff-login-error">Wrong user name or password.</p>` : ''}
<form class="staff-login" method="post" action="/service/preview/api/auth/login">
  <div>
    <label for="staff-username">User name</label>
    <input id="staff-username" name="username" autocomplete="username" required ${failed ? html`aria-describedby="staff-login-error"` : ''}>
  </div>
  <div>
    <label for="staff-password">Password</label>
    <input id="staff-password" name="password" type="password" autocomplete="current-password" required>
  </div>
  <div>
    <label for="staff-cookie">Role (cookie)</label>
    <select id="staff-cookie" name="cookie">
      <option value="StaffAuthToken">Staff (StaffAuthToken)</option>
      <option value="CobraAuthToken">Admin (CobraAuthToken)</option>
    </select>
  </div>
  <input type="hidden" name="redirect" value="${redirect}">
  <input type="hidden" name="${csrfFieldName}" value="${csrfToken}">
  <button type="submit">Log in as staff</button>
</form>`,
  });
  c.header('set-cookie', csrfCookie(csrfToken));
  return c.html(page);
});

export default { routes };

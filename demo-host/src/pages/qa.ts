import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { countryFrom } from '../core/countries.ts';
import { discoverPages, discoverServices } from '../core/discover.ts';
import { allFaults, type Faults, noFaults } from '../core/faults.ts';
import { renderPage } from '../core/layout.ts';
import type { MockService, PageModule } from '../core/service.ts';

/**
 * The QA page (/qa): the global QA switches of every discovered mock service as plain HTML
 * forms (no script: the CSP forbids inline scripts and none is needed). The forms post to the
 * same endpoints the e2e tests use (`/__qa/faults/<service>`, `/__qa/reset`), which answer a
 * form post with a redirect back here. Scoped switches (cookie `qa_scope`, set by tests) are
 * not listed: they only affect the browser context that carries the cookie.
 */
const routes = new Hono();

const styles = `
.qa-services { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); }
.qa-services fieldset { border: 1px solid #999; padding: 0.75rem 1rem; }
.qa-services legend { font-weight: bold; }
.qa-field { display: flex; flex-direction: column; gap: 0.25rem; margin-block: 0.5rem; }
.qa-check { display: flex; gap: 0.5rem; align-items: center; margin-block: 0.5rem; }
.qa-hint { font-size: 0.875rem; color: #444; margin: 0; }
.qa-actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.qa-active { color: #8a1538; font-weight: bold; }
`;

const parameterFreeGets = (app: Hono) =>
  app.routes.filter((route) => route.method === 'GET' && !/[:*]/.test(route.path)).map((route) => route.path);

/**
 * What the QA page links: every page of the demo host (parameter-free GET routes of the page
 * modules, files such as scripts left out) and the JSON helpers services and pages offer under
 * /__qa/ (request counters and the like).
 */
function qaLinks(services: MockService[], pages: PageModule[]): { pages: string[]; json: string[] } {
  const pagePaths = pages
    .flatMap((page) => parameterFreeGets(page.routes))
    .filter((path) => !path.startsWith('/__qa/') && !path.startsWith('/service/') && !/\.[a-z]+$/.test(path));
  const json = [...services.map((service) => service.routes), ...pages.map((page) => page.routes)]
    .flatMap(parameterFreeGets)
    .filter((path) => path.startsWith('/__qa/'));
  const sorted = (paths: string[]) => [...new Set(paths)].sort();
  return { pages: sorted(pagePaths), json: sorted(['/__qa/state', ...json]) };
}

function describeFaults(faults: Faults): string {
  const active = [
    faults.latencyMs > 0 ? `${faults.latencyMs} ms latency` : '',
    faults.status !== null ? `answers HTTP ${faults.status}` : '',
    faults.drop ? 'drops the connection' : '',
    faults.malformed ? 'malformed body' : '',
  ].filter(Boolean);
  return active.length ? active.join(', ') : 'normal';
}

function serviceForm(service: MockService, faults: Faults) {
  const id = (field: string) => `qa-${service.name}-${field}`;
  const action = `/__qa/faults/${encodeURIComponent(service.name)}`;
  return html`<form method="post" action="${action}" data-service="${service.name}">
  <fieldset>
    <legend>${service.name}</legend>
    <p class="qa-hint">${service.description}</p>
    <div class="qa-field">
      <label for="${id('latency')}">Latency in milliseconds (0 to 120000)</label>
      <input id="${id('latency')}" name="latencyMs" type="number" inputmode="numeric" min="0" max="120000" step="1" value="${faults.latencyMs}">
    </div>
    <div class="qa-field">
      <label for="${id('status')}">Answer with HTTP status</label>
      <input id="${id('status')}" name="status" type="number" inputmode="numeric" min="100" max="599" step="1" value="${faults.status ?? ''}" aria-describedby="${id('status-hint')}">
      <p class="qa-hint" id="${id('status-hint')}">100 to 599, for example 500 or 503. Empty: the normal answer.</p>
    </div>
    <div class="qa-check">
      <input id="${id('drop')}" name="drop" type="checkbox" ${faults.drop ? 'checked' : ''}>
      <label for="${id('drop')}">Drop the connection (no answer at all)</label>
    </div>
    <div class="qa-check">
      <input id="${id('malformed')}" name="malformed" type="checkbox" ${faults.malformed ? 'checked' : ''}>
      <label for="${id('malformed')}">Malformed body (HTTP 200, broken JSON)</label>
    </div>
    <div class="qa-actions">
      <button type="submit">Apply to ${service.name}</button>
    </div>
  </fieldset>
</form>`;
}

/** Posting all four switches at their defaults turns one service back to normal. */
function clearForm(service: MockService) {
  return html`<form method="post" action="/__qa/faults/${encodeURIComponent(service.name)}">
  <input type="hidden" name="latencyMs" value="0">
  <input type="hidden" name="status" value="">
  <button type="submit">Back to normal: ${service.name}</button>
</form>`;
}

routes.get('/qa', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const services = await discoverServices();
  const pages = await discoverPages();
  const faults = allFaults(services.map((service) => service.name));
  const links = qaLinks(services, pages);

  const body = html`
<h1>QA switches</h1>
<p>Make a mock service slow, failing, unreachable or malformed for everyone using this demo host.
Switches set here are global; e2e tests set their own, scoped to their browser (cookie <code>qa_scope</code>).
The demo host starts with every switch off.</p>

<section aria-labelledby="qa-state-heading">
  <h2 id="qa-state-heading">Current state</h2>
  ${
    services.length
      ? html`<table class="qa">
    <caption>Global switches of each mock service</caption>
    <thead><tr><th scope="col">Service</th><th scope="col">Endpoints</th><th scope="col">State</th></tr></thead>
    <tbody>
      ${services.map((service) => {
        const text = describeFaults(faults[service.name] ?? noFaults);
        return html`<tr data-service="${service.name}">
        <th scope="row">${service.name}</th>
        <td>${service.prefixes.map((prefix) => html`<code class="qa-prefix">${prefix}</code> `)}</td>
        <td class="${text === 'normal' ? '' : 'qa-active'}" data-state>${text}</td>
      </tr>`;
      })}
    </tbody>
  </table>`
      : html`<p>No mock service found in <code>demo-host/src/services/</code>.</p>`
  }
  <form method="post" action="/__qa/reset">
    <button type="submit">Reset everything</button>
  </form>
  <p class="qa-hint">Reset turns every switch off and puts every mock service back to its seeded data.</p>
</section>

${
  services.length
    ? html`<section aria-labelledby="qa-switches-heading">
  <h2 id="qa-switches-heading">Switches</h2>
  <div class="qa-services">
    ${services.map((service) => {
      const state = faults[service.name] ?? noFaults;
      return html`<div>${serviceForm(service, state)}${clearForm(service)}</div>`;
    })}
  </div>
</section>`
    : ''
}

<section aria-labelledby="qa-helpers-heading">
  <h2 id="qa-helpers-heading">Pages and QA helpers</h2>
  <h3>Every page of the demo host</h3>
  <ul>
    ${links.pages.map((path) => html`<li><a href="${path}?country=${country}">${path}</a></li>`)}
  </ul>
  <h3>JSON</h3>
  <ul>
    ${links.json.map((path) => html`<li><a href="${path}">${path}</a></li>`)}
  </ul>
  <h3>HTTP API (for tests and curl)</h3>
  <ul>
    <li><code>GET /__qa/state</code>: the global switches of every service, as JSON.</li>
    <li><code>POST /__qa/faults/&lt;service&gt;[?scope=&lt;id&gt;]</code> with a JSON body, any of
      <code>{"latencyMs": 0..120000, "status": 100..599 | null, "drop": boolean, "malformed": boolean}</code>;
      answers the new switches, or 400 with the reason. With <code>scope</code> the switches apply only to
      requests carrying the cookie <code>qa_scope=&lt;id&gt;</code>.</li>
    <li><code>POST /__qa/reset[?scope=&lt;id&gt;]</code>: every switch off and seeded data back; with
      <code>scope</code>, only that scope's switches.</li>
  </ul>
</section>`;

  return c.html(
    await renderPage({
      country,
      path: '/qa',
      title: 'QA switches · demo host',
      description: 'QA switches of the demo host: latency, HTTP status, dropped connection, malformed body.',
      head: html`<style>${raw(styles)}</style>`,
      body,
    }),
  );
});

export default { routes };

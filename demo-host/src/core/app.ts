import { Hono } from 'hono';
import { staticRoutes } from './assets.ts';
import { discoverPages, discoverServices } from './discover.ts';
import { allFaults, faultMiddleware, resetFaults, setFaults } from './faults.ts';
import { contentSecurityPolicy, extraScriptSourcesHeader, omittedDirectivesHeader } from './layout.ts';
import type { MockService } from './service.ts';

/** The demo host: built bundles, server-rendered pages, mock services behind QA switches. */
export async function createApp(): Promise<{ app: Hono; services: MockService[] }> {
  const services = await discoverServices();
  const pages = await discoverPages();
  const resetAll = () => {
    resetFaults();
    for (const service of services) service.reset();
  };
  resetAll();

  const app = new Hono();

  // Every HTML (and XHTML) answer carries the strict policy, with hashes of its own inline import map and styles.
  app.use('*', async (c, next) => {
    await next();
    if (/^(text\/html|application\/xhtml\+xml)/.test(c.res.headers.get('content-type') ?? '')) {
      const page = await c.res.clone().text();
      // A page that needs more script sources than its own hashes says so in this header (not sent on).
      const extra = c.res.headers.get(extraScriptSourcesHeader)?.split(' ').filter(Boolean) ?? [];
      c.res.headers.delete(extraScriptSourcesHeader);
      // And one that must go without a directive of the strict policy says so in this one.
      const omitted = c.res.headers.get(omittedDirectivesHeader)?.split(' ').filter(Boolean) ?? [];
      c.res.headers.delete(omittedDirectivesHeader);
      c.res.headers.set('content-security-policy', contentSecurityPolicy(page, extra, omitted));
      c.res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
      c.res.headers.set('x-content-type-options', 'nosniff');
    }
  });

  app.route('/', staticRoutes());
  app.get('/favicon.ico', (c) => c.redirect('/static/favicon.svg', 301));

  // QA switches: JSON API for tests (the QA page posts forms to the same paths).
  const names = services.map((service) => service.name);
  app.get('/__qa/state', (c) => c.json({ faults: allFaults(names) }));
  app.post('/__qa/reset', (c) => {
    const scope = c.req.query('scope');
    if (scope) {
      resetFaults(scope);
      return c.json({ ok: true });
    }
    resetAll();
    return c.req.header('content-type')?.includes('form') ? c.redirect('/qa', 303) : c.json({ ok: true });
  });
  app.post('/__qa/faults/:service', async (c) => {
    const service = c.req.param('service');
    if (!names.includes(service)) return c.json({ error: `unknown service ${service}` }, 404);
    const isForm = c.req.header('content-type')?.includes('form');
    const input = isForm ? formFaults(await c.req.parseBody()) : await c.req.json().catch(() => null);
    const result = setFaults(service, input, c.req.query('scope'));
    if (typeof result === 'string') return c.json({ error: result }, 400);
    return isForm ? c.redirect('/qa', 303) : c.json(result);
  });

  for (const service of services) {
    for (const prefix of service.prefixes) app.use(`${prefix}/*`, faultMiddleware(service.name, service.malformed));
    app.route('/', service.routes);
  }
  for (const page of pages) app.route('/', page.routes);
  return { app, services };
}

function formFaults(body: Record<string, unknown>) {
  const status = String(body.status ?? '').trim();
  return {
    latencyMs: Number(body.latencyMs ?? 0) || 0,
    status: status ? Number(status) : null,
    drop: body.drop === 'on',
    malformed: body.malformed === 'on',
  };
}

// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { ServiceError } from '../domain/serviceError.ts';
import { createServiceClient } from './serviceClient.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path?.endsWith('/slow')) {
        const timer = setTimeout(() => res.end('{"late":true}'), 2000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (path?.endsWith('/status/500'))
        return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"type":"boom"}');
      if (path?.endsWith('/status/404')) return void res.writeHead(404).end('not here');
      if (path?.endsWith('/status/302')) return void res.writeHead(302, { location: '/elsewhere' }).end();
      if (path?.endsWith('/status/201'))
        return void res.writeHead(201, { date: 'Sat, 21 Nov 2026 10:00:00 GMT' }).end();
      if (path?.endsWith('/broken'))
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"nope": <html>');
      if (path?.endsWith('/wrong-shape')) return void res.writeHead(200).end('{"name": {"first": "Anna"}}');
      if (path?.endsWith('/drop')) return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Anna","extra":"dropped"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const schema = object({ name: string().required() });

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected the call to fail');
}

describe('createServiceClient against a local server', () => {
  it('returns the validated JSON body, unknown fields stripped', async () => {
    const client = createServiceClient({ apiBase: base });
    await expect(client.json('/service/x/api/user', schema)).resolves.toEqual({ name: 'Anna' });
    expect(seen[0]?.url).toBe('/service/x/api/user');
  });

  it('puts the api base (single-page-app path variant) in front of the path', async () => {
    const client = createServiceClient({ apiBase: `${base}/spa-api/` });
    await client.request('/service/x/api/user');
    expect(seen[0]?.url).toBe('/spa-api/service/x/api/user');
  });

  it('sends no referrer and asks for credentials (the Request it builds)', async () => {
    let captured: Request | undefined;
    const client = createServiceClient({
      apiBase: base,
      fetch: (input, init) => {
        captured = input instanceof Request ? input : new Request(input, init);
        return fetch(captured);
      },
    });
    await client.request('/service/x/api/user');
    expect(captured?.referrerPolicy).toBe('no-referrer');
    expect(captured?.credentials).toBe('include');
    expect(seen[0]?.headers.referer).toBeUndefined();
  });

  it('sends a JSON body with POST and no automatic retry', async () => {
    const client = createServiceClient({ apiBase: base });
    await client.request('/service/x/api/thing', { method: 'POST', json: { email: 'a@b.c' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'a@b.c' });
  });

  it('sends the CSRF header only where asked', async () => {
    const client = createServiceClient({ apiBase: base });
    await client.request('/a');
    await client.request('/b', { csrf: true });
    // Outside a browser there is no document: the header is sent, empty.
    expect(seen[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(seen[1]?.headers).toHaveProperty('x-csrf-token');
  });

  it('sends Cache-Control: no-cache with cache "no-cache"', async () => {
    const client = createServiceClient({ apiBase: base });
    await client.request('/a', { cache: 'no-cache' });
    expect(seen[0]?.headers['cache-control']).toBe('no-cache');
  });

  it('gives the raw answer: status and Date header readable', async () => {
    const client = createServiceClient({ apiBase: base });
    const response = await client.request('/status/201', { method: 'POST' });
    expect(response.status).toBe(201);
    expect(response.headers.get('date')).toBe('Sat, 21 Nov 2026 10:00:00 GMT');
  });

  it.each([500, 404])('a %d answer is an http error with its status', async (status) => {
    const client = createServiceClient({ apiBase: base });
    const error = await failure(client.json(`/status/${status}`, schema));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(seen).toHaveLength(1);
  });

  it('keeps the parsed error body for the caller (e.g. the newsletter error type)', async () => {
    const client = createServiceClient({ apiBase: base });
    const error = await failure(client.request('/status/500'));
    expect(error.data).toEqual({ type: 'boom' });
  });

  it('times out per call (client default and per-call override)', async () => {
    const client = createServiceClient({ apiBase: base, timeout: 150 });
    const started = Date.now();
    const error = await failure(client.request('/slow'));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    const quick = createServiceClient({ apiBase: base, timeout: 60_000 });
    expect((await failure(quick.request('/slow', { timeout: 100 }))).kind).toBe('timeout');
  });

  it('a dropped connection is a network error', async () => {
    const client = createServiceClient({ apiBase: base });
    expect((await failure(client.request('/drop'))).kind).toBe('network');
  });

  it('an unreachable server is a network error', async () => {
    const client = createServiceClient({ apiBase: 'http://127.0.0.1:1' });
    expect((await failure(client.request('/x'))).kind).toBe('network');
  });

  it('a body that is not JSON, or of the wrong shape, is malformed', async () => {
    const client = createServiceClient({ apiBase: base });
    expect((await failure(client.json('/broken', schema))).kind).toBe('malformed');
    expect((await failure(client.json('/wrong-shape', schema))).kind).toBe('malformed');
  });

  it('is cancelled by its signal (kind aborted)', async () => {
    const client = createServiceClient({ apiBase: base });
    const controller = new AbortController();
    const call = client.request('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(call)).kind).toBe('aborted');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customerFrontendDataPath,
  getCustomerFrontendData,
  psdataSchema,
  resetCustomerFrontendData,
} from './customerFrontendData.ts';

const calls: Request[] = [];
let answer: () => Response;

beforeEach(() => {
  calls.length = 0;
  resetCustomerFrontendData();
  answer = () =>
    new Response('{"nl_status":"SUBSCRIBED"}', { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(input instanceof Request ? input : new Request(new URL(String(input), location.href), init));
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('getCustomerFrontendData', () => {
  it('fetches psdata once per page, however many elements ask', async () => {
    const [a, b, c] = await Promise.all([
      getCustomerFrontendData(),
      getCustomerFrontendData(),
      getCustomerFrontendData(),
    ]);
    expect(a).toEqual({ ok: true, nlStatus: 'SUBSCRIBED' });
    expect(b).toBe(a);
    expect(c).toBe(a);
    await getCustomerFrontendData();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').pathname).toBe(customerFrontendDataPath);
  });

  it('sends the CSRF header from the page meta and asks for no cache', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'token-from-the-template-123';
    document.head.append(meta);
    await getCustomerFrontendData();
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('token-from-the-template-123');
    expect(calls[0]?.headers.get('cache-control')).toBe('no-cache');
  });

  it('without a meta, sends the XSRF-TOKEN cookie value (double submit), creating it once', async () => {
    await getCustomerFrontendData();
    const sent = calls[0]?.headers.get('x-csrf-token') ?? '';
    expect(sent).toMatch(/^[0-9a-f]{48}$/);
    expect(document.cookie).toContain(`XSRF-TOKEN=${sent}`);
  });

  it('a missing nl_status is null', async () => {
    answer = () => new Response('{}', { status: 200 });
    expect(await getCustomerFrontendData()).toEqual({ ok: true, nlStatus: null });
  });

  it('a failure resolves (never rejects) and is not cached', async () => {
    answer = () => new Response('oops', { status: 503 });
    const failed = await getCustomerFrontendData();
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error.status).toBe(503);
    answer = () => new Response('{"nl_status":"WAITING_FOR_DOI"}', { status: 200 });
    expect(await getCustomerFrontendData()).toEqual({ ok: true, nlStatus: 'WAITING_FOR_DOI' });
    expect(calls).toHaveLength(2);
  });

  it('a malformed body is a failure, not a crash', async () => {
    answer = () => new Response('{"nl_status": {"evil": true}}', { status: 200 });
    const result = await getCustomerFrontendData();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('malformed');
  });
});

describe('getCustomerFrontendData and removed elements', () => {
  it('aborts the shared request when every waiting caller has aborted; a later caller fetches anew', async () => {
    let seenSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: Request) =>
          new Promise<Response>((_resolve, reject) => {
            seenSignal = input.signal;
            calls.push(input);
            input.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const footer = new AbortController();
    const newsletter = new AbortController();
    const a = getCustomerFrontendData({ signal: footer.signal });
    const b = getCustomerFrontendData({ signal: newsletter.signal });
    await Promise.resolve();
    footer.abort();
    expect(await a).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(seenSignal?.aborted).toBe(false);
    newsletter.abort();
    expect(await b).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    await vi.waitFor(() => expect(seenSignal?.aborted).toBe(true));
    getCustomerFrontendData();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('a caller without a signal keeps the shared request alive', async () => {
    const element = new AbortController();
    const kept = getCustomerFrontendData();
    const gone = getCustomerFrontendData({ signal: element.signal });
    element.abort();
    expect(await gone).toMatchObject({ ok: false });
    expect(await kept).toEqual({ ok: true, nlStatus: 'SUBSCRIBED' });
  });
});

describe('psdataSchema', () => {
  it('accepts an object with a short nl_status string, null or none', async () => {
    await expect(psdataSchema.validate({ nl_status: ' SUBSCRIBED ' })).resolves.toEqual({ nl_status: 'SUBSCRIBED' });
    await expect(psdataSchema.validate({ nl_status: null, other: 1 })).resolves.toEqual({ nl_status: null });
    await expect(psdataSchema.validate({})).resolves.toEqual({ nl_status: null });
  });

  it('rejects anything else', async () => {
    for (const value of [
      null,
      'SUBSCRIBED',
      [],
      42,
      { nl_status: 7 },
      { nl_status: {} },
      { nl_status: 'x'.repeat(65) },
    ]) {
      await expect(psdataSchema.validate(value)).rejects.toThrow();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { baseDataPath, createNewsletterApi, loginTokenHeader, subscribersPath } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiWith(answer: () => Response | Promise<Response>) {
  // Like a browser: a request whose signal is already aborted never goes out.
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (input instanceof Request && input.signal.aborted) throw new DOMException('aborted', 'AbortError');
    return answer();
  });
  return { fetch, api: createNewsletterApi({ apiBase: '/spa', fetch }) };
}
const requestOf = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls[0]?.[0] as Request;

describe('newsletter api', () => {
  it('subscribes through the api base with the site headers, no referrer and credentials', async () => {
    const { api, fetch } = apiWith(() => json({}, 201));
    const result = await api.subscribe(
      { email: 'a@b.de', consents: [], origin: 'NEWSLETTER', originAddition: 'x' },
      { site: '', originalAddress: '' },
    );
    expect(result).toBe('SUCCESS');
    const request = requestOf(fetch);
    expect(new URL(request.url).pathname).toBe(`/spa${subscribersPath}`);
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.referrerPolicy).toBe('no-referrer');
    expect(request.headers.get('X-Site')).toBe('');
    expect(request.headers.has('X-Original-Address')).toBe(true);
  });

  it.each([
    [json({ type: 'newsletter.email_invalid' }, 400), 'ERROR_INVALID_EMAIL'],
    [json({ type: 'other' }, 400), 'ERROR_GENERIC'],
    [json({ type: 'newsletter.email_invalid' }, 500), 'ERROR_INVALID_EMAIL'],
    [new Response('<html>', { status: 502 }), 'ERROR_GENERIC'],
  ])('maps an error answer to its result', async (answer, expected) => {
    const { api } = apiWith(() => answer);
    expect(
      await api.subscribe(
        { email: 'a@b.de', consents: [], origin: 'NEWSLETTER', originAddition: '' },
        { site: '', originalAddress: '' },
      ),
    ).toBe(expected);
  });

  it('gives ERROR_GENERIC on a network failure and NONE when aborted', async () => {
    const body = { email: 'a@b.de', consents: [], origin: 'NEWSLETTER' as const, originAddition: '' };
    const failing = apiWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failing.api.subscribe(body, { site: '', originalAddress: '' })).toBe('ERROR_GENERIC');
    const controller = new AbortController();
    controller.abort();
    const aborted = apiWith(() => json({}));
    expect(await aborted.api.subscribe(body, { site: '', originalAddress: '', signal: controller.signal })).toBe(
      'NONE',
    );
  });

  it('reads customer base data with the login token header; null on failure', async () => {
    const ok = apiWith(() => json({ email: 'a@b.de', firstName: 'Anna', consents: ['DNE'] }));
    expect(await ok.api.customerBaseData('tok')).toEqual({ email: 'a@b.de', firstName: 'Anna', consents: ['DNE'] });
    const request = requestOf(ok.fetch);
    expect(new URL(request.url).pathname).toBe(`/spa${baseDataPath}`);
    expect(request.headers.get(loginTokenHeader)).toBe('tok');
    expect(await apiWith(() => json({}, 401)).api.customerBaseData('tok')).toBeNull();
    expect(await apiWith(() => new Response('<html>', { status: 200 })).api.customerBaseData('tok')).toBeNull();
  });

  it('gets, confirms and updates a subscriber by token', async () => {
    const { api, fetch } = apiWith(() => json({ email: 'a@b.de', status: 'SUBSCRIBED' }));
    expect(await api.getSubscriber('t/1')).toEqual({ email: 'a@b.de', status: 'SUBSCRIBED' });
    await api.confirmSubscriber('t1');
    await api.updateSubscriber('t1', { firstName: 'Ágnes' });
    const calls = fetch.mock.calls.map(
      ([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`,
    );
    expect(calls).toEqual([
      `GET /spa${subscribersPath}/t%2F1`,
      `PUT /spa${subscribersPath}/t1/doi`,
      `PUT /spa${subscribersPath}/t1`,
    ]);
  });
});

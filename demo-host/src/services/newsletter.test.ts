import { beforeEach, describe, expect, it } from 'vitest';
import { subscribedEmail } from '../mock-data/accounts.ts';
import { issueLoginToken } from '../mock-data/tokens.ts';
import psdata from './customerfrontenddata.ts';
import customers from './customers.ts';
import newsletter, { emailInvalidType, sentMails, subscribeRequests, subscribersPath } from './newsletter.ts';

const subscribe = (body: unknown, cookie = 'qa_scope=unit') =>
  newsletter.routes.request(subscribersPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
const request = { consents: [], origin: 'NEWSLETTER', originAddition: 'footer' };

describe('newsletter mock: double opt-in', () => {
  beforeEach(() => newsletter.reset());

  it('stores WAITING_FOR_DOI, mails a token, confirms once to SUBSCRIBED', async () => {
    const answer = await subscribe({ ...request, email: 'New@Example.com', firstName: 'Ágnes' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ email: 'new@example.com', status: 'WAITING_FOR_DOI' });
    const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
    const [mail] = sentMails();
    expect(mail?.to).toBe('new@example.com');
    const token = mail?.token ?? '';

    const found = await newsletter.routes.request(`${subscribersPath}/${token}`);
    expect(await found.json()).toEqual({ email: 'new@example.com', status: 'WAITING_FOR_DOI' });
    expect(
      (await psdata.routes.request('/service/customerfrontenddata/api/v1/psdata', { headers: { cookie } })).status,
    ).toBe(200);

    const confirmed = await newsletter.routes.request(`${subscribersPath}/${token}/doi`, { method: 'PUT' });
    expect(await confirmed.json()).toEqual({ email: 'new@example.com', status: 'SUBSCRIBED' });
    const status = await psdata.routes.request('/service/customerfrontenddata/api/v1/psdata', { headers: { cookie } });
    expect(await status.json()).toEqual({ nl_status: 'SUBSCRIBED' });

    const again = await newsletter.routes.request(`${subscribersPath}/${token}/doi`, { method: 'PUT' });
    expect(again.status).toBe(404);
  });

  it('rejects bad addresses with the e-mail-invalid type and counts requests per scope', async () => {
    for (const email of ['nope', 'x@shop.invalid', `${'a'.repeat(250)}@example.com`, 42]) {
      const answer = await subscribe({ ...request, email }, 'qa_scope=counting');
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { type: string }).type).toBe(emailInvalidType);
    }
    expect(subscribeRequests('counting')).toBe(4);
    expect(subscribeRequests('other')).toBe(0);
  });

  it('answers other bad bodies with a different type', async () => {
    const answer = await subscribe({ ...request, email: 'a@example.com', origin: 'SPAM' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { type: string }).type).toBe('newsletter.bad_request');
  });

  it('keeps the seeded address SUBSCRIBED without a new mail', async () => {
    const answer = await subscribe({ ...request, email: subscribedEmail });
    expect(await answer.json()).toEqual({ email: subscribedEmail, status: 'SUBSCRIBED' });
    expect(sentMails()).toHaveLength(0);
  });

  it('updates a waiting subscriber', async () => {
    await subscribe({ ...request, email: 'u@example.com' });
    const token = sentMails()[0]?.token ?? '';
    const answer = await newsletter.routes.request(`${subscribersPath}/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Łukasz', consents: ['DNE'] }),
    });
    expect(answer.status).toBe(200);
  });
});

describe('customer base data mock', () => {
  it('answers the seeded customer for a valid token and 401 otherwise', async () => {
    const { token } = issueLoginToken('c-1002');
    const answer = await customers.routes.request('/service/customer/api/private/customers/base-data', {
      headers: { LoginToken: token },
    });
    expect(await answer.json()).toMatchObject({
      email: 'peter.novak@example.com',
      lastName: 'Novák',
      consents: ['DNE'],
    });
    const anonymous = await customers.routes.request('/service/customer/api/private/customers/base-data');
    expect(anonymous.status).toBe(401);
  });
});

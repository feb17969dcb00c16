import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { qaScope } from '../core/faults.ts';
import type { MockService } from '../core/service.ts';
import { subscribedEmail } from '../mock-data/accounts.ts';

/**
 * Mock of the newsletter service with a real double opt-in.
 *
 * - `POST /service/newsletter/api/private/newsletter-subscribers` JSON `{ email, salutation?,
 *   firstName?, lastName?, consents, origin, originAddition }`: stores the subscription as
 *   WAITING_FOR_DOI with a fresh token and "sends" the confirmation e-mail (QA mailbox page
 *   `/qa/newsletter-mailbox`). 201 `{ email, status }` and the cookie `nl_subscriber` (the
 *   visitor's subscription id, read by psdata). An address already SUBSCRIBED stays so (200, no
 *   mail). Rejected addresses (not an e-mail, over 256 characters, or a domain ending in
 *   `.invalid`) answer 400 `{ type: "newsletter.email_invalid" }`; any other bad body 400
 *   `{ type: "newsletter.bad_request" }`.
 * - `GET .../newsletter-subscribers/{token}`: 200 `{ email, status }` or 404
 *   `{ type: "newsletter.token_unknown" }` (unknown or already used token).
 * - `PUT .../newsletter-subscribers/{token}/doi`: confirms (status SUBSCRIBED, token used up).
 * - `PUT .../newsletter-subscribers/{token}`: updates salutation, names and consents.
 * - `GET /__qa/newsletter/requests?scope=<qa_scope>`: how many subscribe requests reached the
 *   service in that QA scope (proves a bot-trapped submit sent nothing).
 * - `GET /service/newsletterfrontend/images/newsletter-{400x300|273x273}.svg`: the teaser image
 *   (newsletter front-end path; not behind the QA switches, so a failing newsletter service
 *   does not also break the picture).
 */
export const subscribersPath = '/service/newsletter/api/private/newsletter-subscribers';
export const emailInvalidType = 'newsletter.email_invalid';
export const subscriberCookie = 'nl_subscriber';

export type SubscriptionStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED';
type Consent = 'DNE' | 'NEWSLETTER';

export interface Subscription {
  id: string;
  email: string;
  status: SubscriptionStatus;
  /** The open double opt-in token; null once confirmed. */
  token: string | null;
  salutation?: string;
  firstName?: string;
  lastName?: string;
  consents: Consent[];
  origin: string;
  originAddition: string;
}

export interface SentMail {
  to: string;
  subject: string;
  token: string;
  sentAt: string;
}

const byEmail = new Map<string, Subscription>();
const mails: SentMail[] = [];
const requestsByScope = new Map<string, number>();

const normalise = (email: string) => email.trim().toLowerCase();
const newId = () => randomBytes(12).toString('base64url');
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const salutations = ['MR', 'MRS', 'DIVERS', 'COMPANY'];

function reset(): void {
  byEmail.clear();
  mails.length = 0;
  requestsByScope.clear();
  byEmail.set(subscribedEmail, {
    id: 'seeded-subscriber',
    email: subscribedEmail,
    status: 'SUBSCRIBED',
    token: null,
    consents: [],
    origin: 'NEWSLETTER',
    originAddition: 'seed',
  });
}

/** The status of an address's subscription, or null when it never signed up. */
export function statusOfEmail(email: string): SubscriptionStatus | null {
  return byEmail.get(normalise(email))?.status ?? null;
}

/** The status of the subscription a visitor's `nl_subscriber` cookie names. */
export function statusOfSubscriberId(id: string | undefined): SubscriptionStatus | null {
  if (!id) return null;
  for (const subscription of byEmail.values()) if (subscription.id === id) return subscription.status;
  return null;
}

function byToken(token: string): Subscription | undefined {
  for (const subscription of byEmail.values()) if (subscription.token === token) return subscription;
  return undefined;
}

/** The "sent" confirmation e-mails, newest first. */
export function sentMails(): readonly SentMail[] {
  return [...mails].reverse();
}

export function subscribeRequests(scope: string | undefined): number {
  return requestsByScope.get(scope ?? '') ?? 0;
}

function emailRejected(email: unknown): boolean {
  if (typeof email !== 'string') return true;
  const trimmed = email.trim();
  return trimmed.length > 256 || !emailPattern.test(trimmed) || /\.invalid$/i.test(trimmed);
}

const optionalName = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim().length > 0 && value.length <= 40);

function badBody(body: Record<string, unknown>): string | null {
  const { salutation, firstName, lastName, consents, origin, originAddition } = body;
  if (salutation !== undefined && !salutations.includes(String(salutation)))
    return 'salutation: MR, MRS, DIVERS, COMPANY';
  if (!optionalName(firstName) || !optionalName(lastName)) return 'names: omitted or 1..40 characters';
  if (!Array.isArray(consents) || consents.some((consent) => consent !== 'DNE' && consent !== 'NEWSLETTER'))
    return 'consents: array of DNE, NEWSLETTER';
  if (origin !== 'NEWSLETTER' && origin !== 'SHOPPING_CART') return 'origin: NEWSLETTER or SHOPPING_CART';
  if (typeof originAddition !== 'string' || originAddition.length > 100) return 'originAddition: string';
  return null;
}

const routes = new Hono();

routes.post(subscribersPath, async (c) => {
  const scope = qaScope(c.req.header('cookie')) ?? '';
  requestsByScope.set(scope, (requestsByScope.get(scope) ?? 0) + 1);
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return c.json({ type: 'newsletter.bad_request', message: 'body must be a JSON object' }, 400);
  }
  const fields = body as Record<string, unknown>;
  if (emailRejected(fields.email)) {
    return c.json({ type: emailInvalidType, message: 'this address cannot receive the newsletter' }, 400);
  }
  const problem = badBody(fields);
  if (problem) return c.json({ type: 'newsletter.bad_request', message: problem }, 400);

  const email = normalise(fields.email as string);
  const existing = byEmail.get(email);
  c.header('cache-control', 'no-store');
  if (existing?.status === 'SUBSCRIBED') {
    c.header('set-cookie', `${subscriberCookie}=${existing.id}; Path=/; SameSite=Lax; HttpOnly`);
    return c.json({ email, status: existing.status }, 200);
  }
  const subscription: Subscription = {
    id: existing?.id ?? newId(),
    email,
    status: 'WAITING_FOR_DOI',
    token: newId(),
    consents: fields.consents as Consent[],
    origin: fields.origin as string,
    originAddition: fields.originAddition as string,
    ...(typeof fields.salutation === 'string' ? { salutation: fields.salutation } : {}),
    ...(typeof fields.firstName === 'string' ? { firstName: fields.firstName.trim() } : {}),
    ...(typeof fields.lastName === 'string' ? { lastName: fields.lastName.trim() } : {}),
  };
  byEmail.set(email, subscription);
  mails.push({
    to: email,
    subject: 'Please confirm your newsletter sign-up',
    token: subscription.token as string,
    sentAt: new Date().toISOString(),
  });
  c.header('set-cookie', `${subscriberCookie}=${subscription.id}; Path=/; SameSite=Lax; HttpOnly`);
  return c.json({ email, status: subscription.status }, 201);
});

const unknownToken = { type: 'newsletter.token_unknown', message: 'unknown or already used link' } as const;

routes.get(`${subscribersPath}/:token`, (c) => {
  const subscription = byToken(c.req.param('token'));
  c.header('cache-control', 'no-store');
  if (!subscription) return c.json(unknownToken, 404);
  return c.json({ email: subscription.email, status: subscription.status });
});

routes.put(`${subscribersPath}/:token/doi`, (c) => {
  const subscription = byToken(c.req.param('token'));
  if (!subscription) return c.json(unknownToken, 404);
  subscription.status = 'SUBSCRIBED';
  subscription.token = null;
  return c.json({ email: subscription.email, status: subscription.status });
});

routes.put(`${subscribersPath}/:token`, async (c) => {
  const subscription = byToken(c.req.param('token'));
  if (!subscription) return c.json(unknownToken, 404);
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return c.json({ type: 'newsletter.bad_request' }, 400);
  const update = { consents: subscription.consents, origin: subscription.origin, originAddition: '', ...body };
  const problem = badBody(update as Record<string, unknown>);
  if (problem) return c.json({ type: 'newsletter.bad_request', message: problem }, 400);
  const { salutation, firstName, lastName, consents } = update as Record<string, unknown>;
  if (typeof salutation === 'string') subscription.salutation = salutation;
  if (typeof firstName === 'string') subscription.firstName = firstName.trim();
  if (typeof lastName === 'string') subscription.lastName = lastName.trim();
  subscription.consents = consents as Consent[];
  return c.json({ email: subscription.email, status: subscription.status });
});

routes.get('/__qa/newsletter/requests', (c) => c.json({ subscribeRequests: subscribeRequests(c.req.query('scope')) }));

// The teaser image in its two sizes (a generated SVG: coffee cup and envelope, no text).
const imageSizes: Record<string, [number, number]> = { '400x300': [400, 300], '273x273': [273, 273] };
routes.get('/service/newsletterfrontend/images/:file', (c) => {
  const size = /^newsletter-(\d+x\d+)\.svg$/.exec(c.req.param('file'))?.[1];
  const dimensions = size ? imageSizes[size] : undefined;
  if (!dimensions) return c.text('Not found', 404);
  const [width, height] = dimensions;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#f4ede4"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c8a27a"/>
<rect x="${width / 2 - 60}" y="${height / 2 - 38}" width="120" height="76" rx="6" fill="#fff" stroke="#6b4226" stroke-width="4"/>
<path d="M${width / 2 - 60} ${height / 2 - 38} L${width / 2} ${height / 2 + 6} L${width / 2 + 60} ${height / 2 - 38}" fill="none" stroke="#6b4226" stroke-width="4"/>
</svg>`;
  return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
});

const service: MockService = {
  name: 'newsletter',
  description:
    'POST/GET/PUT /service/newsletter/api/private/newsletter-subscribers[/{token}[/doi]] (double opt-in; QA mailbox at /qa/newsletter-mailbox)',
  prefixes: ['/service/newsletter'],
  routes,
  reset,
};

export default service;

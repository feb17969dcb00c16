import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { pagePartWithVariant, pageSnippets } from '../core/bundles.ts';
import { countryFrom } from '../core/countries.ts';
import { renderPage } from '../core/layout.ts';
import { sentMails, statusOfEmail, subscribersPath } from '../services/newsletter.ts';

/**
 * Newsletter pages of the demo host:
 * - `/subscribenewsletter?country=XX`: the standalone sign-up page with <shop-newsletter>;
 *   `&newsletter=link-invalid` makes the element show the confirmation-link-not-valid banner.
 * - `/qa/newsletter-mailbox?country=XX`: the QA mailbox, every "sent" confirmation e-mail
 *   (newest first) with its confirmation link and the subscription's current status.
 * - `/newsletter/confirm?token=...&country=XX`: the confirmation link. The page calls the
 *   newsletter service over HTTP, as a shop back end would (`GET .../{token}`, then
 *   `PUT .../{token}/doi`, with the visitor's cookies so QA switches apply): confirmed ->
 *   a confirmation page showing the status; unknown or used token -> redirect to the sign-up
 *   page with the banner; service failure -> a technical-error page (503).
 */
const routes = new Hono();

routes.get('/subscribenewsletter', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const snippets = pageSnippets('newsletter', country);
  // A confirmation link that was not valid lands here: the first frame carries the banner.
  const newsletter =
    c.req.query('newsletter') === 'link-invalid'
      ? pagePartWithVariant('newsletter', 'newsletter', 'linkInvalid', country)
      : snippets.parts.newsletter;
  const page = await renderPage({
    country,
    path: '/subscribenewsletter',
    title: 'Newsletter',
    description: 'Sign up for the newsletter and get a welcome voucher.',
    snippets,
    body: html`<h1>Newsletter</h1>
${raw(newsletter ?? '')}`,
  });
  return c.html(page);
});

const mailboxStyles = `
.mailbox { border-collapse: collapse; width: 100%; }
.mailbox th, .mailbox td { border-bottom: 1px solid #ccc; padding: 0.5rem; text-align: left; }
`;

routes.get('/qa/newsletter-mailbox', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const mails = sentMails();
  const rows = mails.map(
    (mail) => html`<tr>
  <td>${mail.to}</td>
  <td>${mail.subject}</td>
  <td><time datetime="${mail.sentAt}">${mail.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></td>
  <td>${statusOfEmail(mail.to) ?? 'none'}</td>
  <td><a href="/newsletter/confirm?token=${encodeURIComponent(mail.token)}&country=${country}">Confirm the sign-up of ${mail.to}</a></td>
</tr>`,
  );
  const page = await renderPage({
    country,
    path: '/qa/newsletter-mailbox',
    title: 'QA mailbox: newsletter confirmations',
    body: html`<style>${mailboxStyles}</style>
<h1>QA mailbox: newsletter confirmation e-mails</h1>
<p>Every confirmation e-mail the newsletter mock "sent", newest first. A link works once.</p>
${
  mails.length
    ? html`<table class="mailbox">
  <thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent</th><th scope="col">Status now</th><th scope="col">Link</th></tr></thead>
  <tbody>${rows}</tbody>
</table>`
    : html`<p>No e-mails sent yet.</p>`
}`,
  });
  return c.html(page);
});

type Outcome = { kind: 'confirmed'; email: string; status: string } | { kind: 'invalid' } | { kind: 'failed' };

async function confirm(origin: string, token: string, cookie: string | undefined): Promise<Outcome> {
  const url = `${origin}${subscribersPath}/${encodeURIComponent(token)}`;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  try {
    const found = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
    if (found.status === 404) return { kind: 'invalid' };
    if (!found.ok) return { kind: 'failed' };
    const confirmed = await fetch(`${url}/doi`, { method: 'PUT', headers, signal: AbortSignal.timeout(15_000) });
    if (confirmed.status === 404) return { kind: 'invalid' };
    if (!confirmed.ok) return { kind: 'failed' };
    const body = (await confirmed.json()) as { email?: unknown; status?: unknown };
    if (typeof body.email !== 'string' || typeof body.status !== 'string') return { kind: 'failed' };
    return { kind: 'confirmed', email: body.email, status: body.status };
  } catch {
    return { kind: 'failed' };
  }
}

routes.get('/newsletter/confirm', async (c) => {
  const country = countryFrom(c.req.query('country'));
  const token = c.req.query('token') ?? '';
  const outcome = /^[A-Za-z0-9_-]{1,64}$/.test(token)
    ? await confirm(new URL(c.req.url).origin, token, c.req.header('cookie'))
    : ({ kind: 'invalid' } as const);
  if (outcome.kind === 'invalid')
    return c.redirect(`/subscribenewsletter?country=${country}&newsletter=link-invalid`, 303);
  const body =
    outcome.kind === 'confirmed'
      ? html`<h1>Newsletter sign-up confirmed</h1>
<p>Thank you: <strong>${outcome.email}</strong> now receives our newsletter.</p>
<p>Subscription status: <strong data-testid="nl-status">${outcome.status}</strong></p>
<p><a href="/?country=${country}">Continue shopping</a></p>`
      : html`<h1>Confirmation not possible right now</h1>
<p>For technical reasons the sign-up cannot be confirmed at the moment. Please open the link again later.</p>`;
  const page = await renderPage({
    country,
    path: '/newsletter/confirm',
    title: 'Newsletter confirmation',
    body,
  });
  return c.html(page, outcome.kind === 'confirmed' ? 200 : 503);
});

export default { routes };

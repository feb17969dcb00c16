import type { BrowserContext, Page } from '@playwright/test';
import { issueLoginToken } from '../demo-host/src/mock-data/tokens.ts';
import { expect, test } from './fixtures.ts';
import { localeTexts, untilTakenOver } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';

/** <shop-newsletter>: prefill from customer data, request shape, validation timing, image, banner attribute. */
const texts = (locale: string) => localeTexts('newsletter', locale);
const de = texts('de-AT');
const hu = texts('hu-HU');
const locales = { AT: 'de-AT', HU: 'hu-HU' } as const;

async function logIn(context: BrowserContext, baseURL: string | undefined, customerId: string) {
  const { token } = issueLoginToken(customerId);
  const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
  await context.addCookies([{ name: 'LoginToken', value: token, domain: host, path: '/' }]);
}

const element = (page: Page) => page.locator('shop-newsletter');

/**
 * Opens the sign-up page as Peter (c-1002), logged in, with the customer service answering after
 * 4 s (the QA latency switch: long enough that the shopper starts first even on a loaded test
 * machine, where the page itself can take a second or two). Returns the answer's promise inside
 * an object: an async function's returned promise would be awaited with it, and the test would
 * only start typing once the data is there. Also returns the form's controls in the country's locale.
 */
async function openWithLateCustomerData(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  qa: { fault: (service: string, faults: { latencyMs: number }) => Promise<void> },
  country: 'AT' | 'HU',
) {
  await qa.fault('customers', { latencyMs: 4000 });
  await logIn(context, baseURL, 'c-1002');
  const answered = page.waitForResponse((response) => response.url().includes('/customers/base-data'));
  await page.goto(`/subscribenewsletter?country=${country}`);
  return { answered, form: newsletterForm(page, locales[country]) };
}

test('prefills a logged-in customer in AT: names and salutation disabled, DNE hidden, all sent', {
  tag: ['@newsletter'],
}, async ({ page, context, baseURL }) => {
  await logIn(context, baseURL, 'c-1002');
  await page.goto('/subscribenewsletter?country=AT');
  const el = element(page);
  const email = el.getByLabel(de.emailLabel, { exact: true });
  await expect(email).toHaveValue('peter.novak@example.com');
  // Data that arrives after the form is shown opens no fields by itself (it would move the page):
  // they open when the shopper enters the form.
  await untilTakenOver(page);
  await email.focus();
  await expect(el.getByLabel(`${de.firstNameLabel} ${de.optional}`, { exact: true })).toBeDisabled();
  await expect(el.getByLabel(`${de.firstNameLabel} ${de.optional}`, { exact: true })).toHaveValue('Peter');
  await expect(el.getByLabel(`${de.lastNameLabel} ${de.optional}`, { exact: true })).toHaveValue('Novák');
  await expect(el.getByLabel(`${de.salutationLabel} ${de.optional}`, { exact: true })).toBeDisabled();
  await expect(el.getByLabel(de.dneLabel, { exact: true })).toHaveCount(0);

  const sent = page.waitForRequest((request) => request.url().endsWith('/newsletter-subscribers'));
  await el.getByRole('button', { name: de.submit, exact: true }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({
    email: 'peter.novak@example.com',
    salutation: 'MR',
    firstName: 'Peter',
    lastName: 'Novák',
    consents: ['DNE'],
    origin: 'NEWSLETTER',
    originAddition: 'subscribenewsletter',
  });
  const headers = await request.allHeaders();
  expect(headers['x-site']).toBe('');
  expect(headers['x-original-address']).toBe('');
  expect(headers.referer).toBeUndefined();
  await expect(el.getByTestId('newsletter-success')).toContainText('peter.novak@example.com');
});

test('prefills only the e-mail in DE and keeps the DNE choice open', { tag: ['@newsletter'] }, async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL, 'c-1001');
  await page.goto('/subscribenewsletter?country=DE');
  const el = element(page);
  const email = el.getByLabel('E-Mail-Adresse', { exact: true });
  await expect(email).toHaveValue('anna.schmidt@example.com');
  await untilTakenOver(page);
  await email.focus();
  await expect(el.getByRole('checkbox')).toHaveCount(1);
  await expect(el.getByLabel('Vorname', { exact: false })).toHaveCount(0);
});

test('a failing base-data call leaves an empty, working form', { tag: ['@newsletter'] }, async ({
  page,
  context,
  baseURL,
  qa,
  problems,
}) => {
  problems.allow(/status of 500/);
  await qa.fault('customers', { status: 500 });
  await logIn(context, baseURL, 'c-1001');
  await page.goto('/subscribenewsletter?country=DE');
  const el = element(page);
  const email = el.getByLabel('E-Mail-Adresse', { exact: true });
  await expect(email).toHaveValue('');
  await email.fill(`fallback.${qa.scope.slice(0, 8)}@example.com`);
  await el.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(el.getByTestId('newsletter-success')).toBeVisible();
});

test('late customer data (HU, 4 s) fills only what the shopper has not touched and never locks an empty field', {
  tag: ['@newsletter'],
}, async ({ page, context, baseURL, qa }) => {
  const { answered, form } = await openWithLateCustomerData(page, context, baseURL, qa, 'HU');
  const { email, field } = form;
  const salutation = field(hu.salutationLabel);
  const firstName = field(hu.firstNameLabel);
  const lastName = field(hu.lastNameLabel);
  // The shopper starts before the answer: types an address, then goes into the last name.
  await email.fill('peter@work.example.hu');
  await untilTakenOver(page);
  await lastName.focus();
  await answered;
  await expect(firstName).toHaveValue('Peter');
  await expect(firstName).toBeDisabled();
  await expect(salutation).toHaveValue('MR');
  await expect(salutation).toBeDisabled();
  await expect(email).toHaveValue('peter@work.example.hu');
  // The field the shopper was in stays theirs: empty, editable, and required as before.
  await expect(lastName).toHaveValue('');
  await expect(lastName).toBeEnabled();
  await lastName.pressSequentially('Novák-Kiss');
  const sent = page.waitForRequest((request) => request.url().endsWith('/newsletter-subscribers'));
  await form.submit.click();
  expect((await sent).postDataJSON()).toMatchObject({
    email: 'peter@work.example.hu',
    salutation: 'MR',
    firstName: 'Peter',
    lastName: 'Novák-Kiss',
  });
  await expect(form.success).toContainText('peter@work.example.hu');
});

test('late customer data (AT) leaves optional names the shopper emptied editable and empty', {
  tag: ['@newsletter'],
}, async ({ page, context, baseURL, qa }) => {
  const { answered, form } = await openWithLateCustomerData(page, context, baseURL, qa, 'AT');
  const firstName = form.field(de.firstNameLabel, false);
  const lastName = form.field(de.lastNameLabel, false);
  await form.email.fill('p.n@example.at');
  await firstName.fill('x');
  await firstName.fill('');
  await untilTakenOver(page);
  await form.email.focus();
  await answered;
  await expect(lastName).toHaveValue('Novák');
  await expect(lastName).toBeDisabled();
  await expect(firstName).toHaveValue('');
  await expect(firstName).toBeEnabled();
  await firstName.fill('Pete');
  await expect(firstName).toHaveValue('Pete');
});

test('validates the e-mail on blur only, and focuses the first invalid field after a failed submit', {
  tag: ['@newsletter'],
}, async ({ page }) => {
  await page.goto('/subscribenewsletter?country=HU');
  const el = element(page);
  const email = el.getByLabel(hu.emailLabel, { exact: true });
  await email.fill('anna@');
  await expect(el.getByText(hu.errors.emailPattern)).toHaveCount(0);
  await email.blur();
  await expect(el.getByText(hu.errors.emailPattern)).toBeVisible();
  await email.fill('anna@example.hu');
  await el.getByLabel(hu.lastNameLabel, { exact: true }).fill('www.kiss.hu');
  await el.getByRole('button', { name: hu.submit, exact: true }).click();
  await expect(el.getByLabel(hu.salutationLabel, { exact: true })).toBeFocused();
  await expect(el.getByText(hu.errors.salutationRequired)).toBeVisible();
  await expect(el.getByText(hu.errors.firstNameRequired)).toBeVisible();
  await expect(el.getByText(hu.errors.nameInvalid)).toBeVisible();
  const lastName = el.getByLabel(hu.lastNameLabel, { exact: true });
  await expect(lastName).toHaveValue('www.kiss.hu');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
});

test('shows the image in the size of the viewport, with its dimensions', { tag: ['@newsletter'] }, async ({ page }) => {
  await page.goto('/subscribenewsletter?country=PL');
  const image = element(page).locator('img');
  await expect(image).toHaveAttribute('width', '273');
  await expect(image).toHaveAttribute('height', '273');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toContain('newsletter-400x300.svg');
  await expect.poll(async () => (await image.boundingBox())?.width).toBe(400);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toContain('newsletter-273x273.svg');
  await expect.poll(async () => (await image.boundingBox())?.height).toBe(273);
});

test('the banner also follows the confirmation-link-invalid attribute', { tag: ['@newsletter'] }, async ({ page }) => {
  await page.goto('/subscribenewsletter?country=CZ');
  const cz = texts('cs-CZ');
  const el = element(page);
  await expect(el.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(el.getByText(cz.linkInvalid)).toHaveCount(0);
  await el.evaluate((node) => node.setAttribute('confirmation-link-invalid', ''));
  await expect(el.getByText(cz.linkInvalid)).toBeVisible();
  await untilTakenOver(page);
  await el.getByLabel(cz.emailLabel, { exact: true }).focus();
  await expect(el.getByText(cz.linkInvalid)).toHaveCount(0);
});

test('shows the TR legal texts and requires the commercial-message consent', { tag: ['@newsletter'] }, async ({
  page,
}) => {
  const tr = texts('tr-TR');
  await page.goto('/subscribenewsletter?country=TR');
  const el = element(page);
  await expect(el.getByRole('heading', { level: 2 })).toContainText('%10');
  await el.getByLabel(tr.emailLabel, { exact: true }).fill('ayse@example.com.tr');
  await el.getByLabel(tr.firstNameLabel, { exact: true }).fill('Ayşe');
  await el.getByLabel(tr.lastNameLabel, { exact: true }).fill('Yıldız');
  await el.getByRole('button', { name: tr.submit, exact: true }).click();
  await expect(el.getByText(tr.errors.legalRequired)).toBeVisible();
  await expect(el.getByRole('link', { name: 'Ticari Elektronik İleti Onayı' })).toHaveAttribute(
    'href',
    '/ticari-elektronik-ileti-onayi',
  );
  await expect(el.getByRole('link', { name: 'E-Bülten Bilgilendirme' })).toHaveAttribute(
    'href',
    '/e-bulten-bilgilendirme',
  );
  await expect(el.getByText('14 gün')).toBeAttached();
});

test('fits the viewport (375 px on the smartphone project) and signs up there @mobile', {
  tag: ['@newsletter'],
}, async ({ page, qa }) => {
  await page.goto('/subscribenewsletter?country=TR');
  const tr = texts('tr-TR');
  const el = element(page);
  const email = el.getByLabel(tr.emailLabel, { exact: true });
  await email.fill(`mobil.${qa.scope.slice(0, 8)}@example.com`);
  await el.getByLabel(tr.firstNameLabel, { exact: true }).fill('Ayşe');
  await el.getByLabel(tr.lastNameLabel, { exact: true }).fill('Yıldız');
  await el.getByRole('checkbox', { name: tr.legalCheckboxLabel, exact: true }).check();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const image = el.locator('img');
  expect((await image.boundingBox())?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await el.getByRole('button', { name: tr.submit, exact: true }).click();
  await expect(el.getByTestId('newsletter-success')).toBeVisible();
});

test('a dropped connection gives the technical-error banner; a malformed 2xx body still counts as sent', {
  tag: ['@newsletter'],
}, async ({ page, qa, problems }) => {
  problems.allow(/ERR_EMPTY_RESPONSE|ERR_CONNECTION|Failed to load resource/);
  const pl = texts('pl-PL');
  await page.goto('/subscribenewsletter?country=PL');
  const el = element(page);
  const email = el.getByLabel(pl.emailLabel, { exact: true });
  await email.fill(`drop.${qa.scope.slice(0, 8)}@example.com`);
  await qa.fault('newsletter', { drop: true });
  await el.getByRole('button', { name: pl.submit, exact: true }).click();
  await expect(el.getByRole('alert').filter({ hasText: pl.errorGeneric })).toBeVisible();
  await expect(email).toHaveValue(`drop.${qa.scope.slice(0, 8)}@example.com`);
  // The success body is not read (spec: "not shown"): any 2xx is a sign-up.
  await qa.fault('newsletter', { drop: false, malformed: true });
  await el.getByRole('button', { name: pl.submit, exact: true }).click();
  await expect(el.getByTestId('newsletter-success')).toBeVisible();
});

test('works inside the footer of the home page too', { tag: ['@newsletter'] }, async ({ page, qa }) => {
  await page.goto('/?country=PL');
  const form = newsletterForm(page, 'pl-PL', 'shop-footer shop-newsletter');
  await expect(form.element.getByRole('heading', { level: 2 })).toBeVisible();
  await form.email.fill(`footer.${qa.scope.slice(0, 8)}@example.com`);
  await form.submit.click();
  await expect(form.success).toContainText(`footer.${qa.scope.slice(0, 8)}@example.com`);
});

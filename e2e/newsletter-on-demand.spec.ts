import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readFocused, untilTakenOver } from './helpers.ts';
import { newsletterForm, subscribeRequests } from './pages/newsletter.ts';

/**
 * <shop-newsletter> loads its yup schema only on the shopper's first interaction with
 * the form (packages/newsletter/README.md, "Bytes and on-demand parts"). Until they arrive, the
 * form keeps what is typed, focus and caret; blur validation and a submit wait for them.
 */

/** The form logic: yup from the shared runtime and the newsletter's schema chunk; formik, which left the runtime, must not come back. */
const logicParts = {
  formik: /^\/assets\/runtime\/formik-[^/]+\.js$/,
  yup: /^\/assets\/runtime\/yup-[^/]+\.js$/,
  schema: /^\/assets\/newsletter\/chunks\/schema-[^/]+\.js$/,
};
const schemaChunk = /\/assets\/newsletter\/chunks\/schema-[^/]+\.js$/;

/** Names of the form-logic parts the page has requested so far. */
function logicRequests(page: Page): () => string[] {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const [name, pattern] of Object.entries(logicParts)) if (pattern.test(path)) seen.add(name);
  });
  return () => [...seen].sort();
}

/** Holds the schema chunk until `release()`: the shopper acts before the form logic arrives. */
async function holdFormLogic(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(schemaChunk, async (route) => {
    requested = true;
    await gate;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** The focused element's name and caret, looking inside open shadow roots. */
function focused(page: Page) {
  return readFocused(page, (element) => {
    const input = element as HTMLInputElement | null;
    return { name: input?.name ?? '', caret: input?.selectionStart ?? null, length: input?.value?.length ?? null };
  });
}

test('loads no schema or yup until the shopper interacts; the first focus loads them', {
  tag: ['@newsletter'],
}, async ({ page, problems }) => {
  const requested = logicRequests(page);
  await page.goto('/subscribenewsletter?country=DE');
  const { email } = newsletterForm(page, 'de-DE');
  await expect(email).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(200);
  expect(requested(), 'form logic requested before any interaction').toEqual([]);

  await untilTakenOver(page);
  await email.focus();
  await expect.poll(requested).toEqual(['schema', 'yup']);
  await expect(email).toBeFocused();

  // The home page (footer with the slotted newsletter) does not load the form's schema before a touch either.
  const onHome = logicRequests(page);
  await page.goto('/');
  await expect(newsletterForm(page, 'de-DE').email).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(onHome()).not.toContain('formik');
  expect(onHome()).not.toContain('schema');
  expect(problems.list).toEqual([]);
});

test('keeps fast typing, focus and caret while the form logic loads; blur validation waits for it', {
  tag: ['@newsletter'],
}, async ({ page, problems }) => {
  const held = await holdFormLogic(page);
  await page.goto('/subscribenewsletter?country=HU');
  const { t: hu, element: form, email, field } = newsletterForm(page, 'hu-HU');
  const lastName = field(hu.lastNameLabel);
  await untilTakenOver(page);
  await email.focus();
  await page.keyboard.type('anna@');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ágnes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kov');
  expect(held.requested()).toBe(true);
  // Nothing validated yet: the e-mail field was left, but the schema has not arrived.
  await expect(form.getByText(String(hu.errors.emailPattern))).toHaveCount(0);

  held.release();
  // The e-mail field's blur is validated as the logic takes over; focus and caret stay put.
  await expect(form.getByText(String(hu.errors.emailPattern))).toBeVisible();
  expect(await focused(page)).toEqual({ name: 'lastName', caret: 3, length: 3 });
  await page.keyboard.type('ács');
  await expect(lastName).toHaveValue('Kovács');
  await expect(field(hu.firstNameLabel)).toHaveValue('Ágnes');
  await expect(field(hu.salutationLabel)).not.toHaveValue('');
  await expect(email).toHaveValue('anna@');
  expect(await focused(page)).toEqual({ name: 'lastName', caret: 6, length: 6 });
  expect(problems.list).toEqual([]);
});

test('a submit before the form logic has arrived waits for it and sends once', { tag: ['@newsletter'] }, async ({
  page,
  qa,
  problems,
}) => {
  const held = await holdFormLogic(page);
  await page.goto('/subscribenewsletter?country=DE');
  const form = newsletterForm(page, 'de-DE');
  const address = `e2e.early.${qa.scope.slice(0, 12)}@example.com`;
  await untilTakenOver(page);
  await form.email.focus();
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(form.element.getByRole('button', { name: form.t.submitting, exact: true })).toBeVisible();
  held.release();
  await expect(form.success).toContainText(address);
  expect(await subscribeRequests(page, qa.scope)).toBe(1);
  expect(problems.list).toEqual([]);
});

test('form logic that cannot be loaded ends in the technical-error banner, keeping the input', {
  tag: ['@newsletter'],
}, async ({ page, problems }) => {
  // The browser logs each aborted chunk request; that failure is what this test provokes.
  problems.allow(/^console\.error: Failed to load resource: net::ERR_CONNECTION_FAILED$/);
  await page.route(schemaChunk, (route) => route.abort('connectionfailed'));
  await page.goto('/subscribenewsletter?country=DE');
  const { email, banner } = newsletterForm(page, 'de-DE');
  await untilTakenOver(page);
  await email.focus();
  await page.keyboard.type('kunde@example.com');
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  await expect(email).toHaveValue('kunde@example.com');
});

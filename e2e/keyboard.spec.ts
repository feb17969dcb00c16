import type { Page } from '@playwright/test';
import { customers, staff } from '../demo-host/src/mock-data/accounts.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets, readFocused } from './helpers.ts';
import { previewPanel } from './pages/previewPanel.ts';

/**
 * Accessibility: keyboard-only walkthroughs of the four interactive parts of the
 * shop — the newsletter form, the login form, the staff preview panel and the footer's
 * mobile groups — in one place. No mouse and no `focus()`: each walk starts at the top of a
 * freshly loaded page and moves with Tab, Shift+Tab, Enter, Space and the arrow keys only.
 * At every stop the focus must be visible (a focus ring: an outline or a box-shadow on the
 * focused element or on the field box around it) and the stops must come in reading order.
 * (The per-feature suites check their own keyboard details; this file adds the whole walk.)
 */

interface Stop {
  /** The <shop-*> hosts the focus is inside, outermost first ('' for the page itself). */
  hosts: string;
  tag: string;
  /** The control's `name`, else its accessible text (aria-label or text content). */
  label: string;
  ring: boolean;
}

/** The focused element, looked up through open shadow roots, and whether it shows a ring. */
function focused(page: Page): Promise<Stop> {
  return readFocused(page, (active, hosts) => {
    // The ring: an outline on the focused element, or a box-shadow in the design system's
    // focus colour on it or on the field box around it (`:focus-within`, up to two levels up);
    // other shadows (a card's) do not count.
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    };
    const focusShadow = (element: Element) => {
      const hex = getComputedStyle(element).getPropertyValue('--shop-color-focus').trim();
      const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
      if (!match) return false;
      const colour = `rgb(${match
        .slice(1)
        .map((part) => Number.parseInt(part, 16))
        .join(', ')})`;
      return getComputedStyle(element).boxShadow.includes(colour);
    };
    let ring = active ? outlined(active) : false;
    let box: Element | null = active;
    for (let level = 0; box && level <= 2 && !ring; level++, box = box.parentElement) ring = focusShadow(box);
    const label =
      active?.getAttribute('name') ?? active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    return { hosts: hosts.join('>'), tag: active?.localName ?? '', label: label.replace(/\s+/g, ' '), ring };
  });
}

/**
 * Presses `key` (Tab by default) until `wanted` holds for the focused element; every stop on
 * the way is recorded and must show a focus ring.
 */
async function tabUntil(page: Page, wanted: (stop: Stop) => boolean, key = 'Tab', limit = 60): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    const stop = await focused(page);
    stops.push(stop);
    if (wanted(stop)) break;
  }
  const last = stops.at(-1);
  expect(last && wanted(last), `reached with ${key}; stops: ${stops.map(describeStop).join(' | ')}`).toBe(true);
  expect(stops.filter((stop) => !stop.ring).map(describeStop), 'stops without a visible focus ring').toEqual([]);
  return stops;
}

/** One Tab (or `key`), then the focused element, which must show a focus ring. */
async function press(page: Page, key = 'Tab'): Promise<Stop> {
  await page.keyboard.press(key);
  const stop = await focused(page);
  expect(stop.ring, `focus ring on ${describeStop(stop)}`).toBe(true);
  return stop;
}

const describeStop = (stop: Stop) => `${stop.hosts || 'page'}:${stop.tag}[${stop.label}]`;
const inside = (host: string) => (stop: Stop) => stop.hosts.split('>').includes(host);

/** The page header comes first: logo, demo navigation, country switch (reading order). */
function expectHeaderFirst(stops: Stop[]) {
  const page = stops.filter((stop) => stop.hosts === '');
  expect(page.slice(0, 6).map((stop) => stop.label)).toEqual(['Shop', 'Home', 'Login', 'Newsletter', 'Gallery', 'QA']);
  const firstWidget = stops.findIndex((stop) => stop.hosts !== '');
  expect(firstWidget === -1 || firstWidget >= 15, 'the header (15 links) comes before the widgets').toBe(true);
}

test.describe('keyboard-only walkthroughs', { tag: ['@keyboard', '@a11y'] }, () => {
  test('newsletter: from the page top, e-mail, the extra fields appear, fill, submit, success', async ({
    page,
    qa,
    problems,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'a desktop walk');
    await page.goto('/subscribenewsletter?country=HU');
    const form = page.locator('shop-newsletter');
    const salutation = form.getByRole('combobox', { name: 'Megszólítás' });
    await expect(form.getByRole('textbox', { name: 'E-mail-cím' })).toBeVisible();
    await expect(salutation).toHaveCount(0);

    const stops = await tabUntil(page, (stop) => inside('shop-newsletter')(stop) && stop.label === 'email');
    expectHeaderFirst(stops);
    // Focusing the e-mail field brings the fields HU requires (salutation and names).
    await expect(salutation).toBeVisible();
    const email = `kb.${qa.scope}@example.hu`;
    await page.keyboard.type(email);
    expect((await press(page)).label).toBe('salutation');
    await page.keyboard.press('ArrowDown'); // the first real option
    await expect(salutation).not.toHaveValue('');
    expect((await press(page)).label).toBe('firstName');
    await page.keyboard.type('Zsófia');
    expect((await press(page)).label).toBe('lastName');
    await page.keyboard.type('Kovács');
    expect((await press(page)).label).toBe('consents'); // optional: left unticked
    const submit = await press(page);
    expect(submit.tag).toBe('button');
    expect(submit.label).toBe('Feliratkozom');
    await page.keyboard.press('Enter');

    const success = form.getByTestId('newsletter-success');
    await expect(success).toContainText(email);
    await expect(success).toBeFocused();
    expect(problems.list).toEqual([]);
  });

  test('login: from the page top, fill, reveal the password, submit, redirect', async ({ page, problems }) => {
    test.skip(test.info().project.name !== 'desktop', 'a desktop walk');
    const [anna] = customers;
    if (!anna) throw new Error('no seeded customer');
    await page.goto(`/login?country=PL&redirect=${encodeURIComponent('/gallery?country=PL')}`);
    const login = page.locator('shop-login');
    await expect(login.getByRole('textbox', { name: 'Adres e-mail' })).toBeVisible();

    const stops = await tabUntil(page, (stop) => inside('shop-login')(stop) && stop.label === 'email');
    expectHeaderFirst(stops);
    await page.keyboard.type(anna.email);
    expect((await press(page)).label).toBe('password');
    await page.keyboard.type(anna.password);
    const reveal = await press(page);
    expect(reveal.tag).toBe('button');
    await page.keyboard.press('Space');
    await expect(login.locator('input[name="password"]')).toHaveAttribute('type', 'text');
    await expect(login.locator('input[name="password"]')).toHaveValue(anna.password);
    const submit = await press(page);
    expect(submit.tag).toBe('button');
    expect(submit.hosts).toBe('shop-login');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gallery\?country=PL$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('LoginToken');
    expect(problems.list).toEqual([]);
  });

  test('preview panel: staff login, open the indicator, pick date, test and group, apply, close', async ({
    page,
    problems,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'a desktop walk');
    await page.goto('/staff-login?country=SK');
    const login = await tabUntil(page, (stop) => stop.label === 'username');
    expectHeaderFirst(login);
    await page.keyboard.type(staff.username);
    expect((await press(page)).label).toBe('password');
    await page.keyboard.type(staff.password);
    expect((await press(page)).label).toBe('cookie'); // the role: Staff, as it is
    const submit = await press(page);
    expect(submit.label).toBe('Log in as staff');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?country=SK$/);

    const ui = previewPanel(page);
    await expect(ui.indicator).toBeVisible();
    const toIndicator = await tabUntil(page, (stop) => inside('shop-preview-panel')(stop));
    // The panel's indicator is the first thing after the header.
    expect(toIndicator.filter((stop) => stop.hosts !== '')).toHaveLength(1);
    await expect(ui.indicator).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.heading).toBeFocused();
    await expect(ui.testsStatus).toHaveText('Active tests found.');

    const close = await press(page);
    expect(close.tag).toBe('button');
    expect(await press(page)).toMatchObject({ tag: 'input' });
    await expect(ui.date).toBeFocused();
    await page.keyboard.type('2026-12-24');
    await press(page);
    await expect(ui.time).toBeFocused();
    // The last digit changes the moment, and the list of that moment is fetched again: until it
    // arrives the test select offers nothing but "none" (the earlier list is still shown for a
    // moment before that, so waiting for its option alone could pass too early).
    const instant = await page.evaluate(() => new Date(2026, 11, 24, 9, 30).toISOString());
    const listed = page.waitForResponse(
      (response) => response.url().includes('gettestsat') && decodeURIComponent(response.url()).includes(instant),
    );
    await page.keyboard.type('09:30');
    await listed;
    await expect(ui.test.locator('option', { hasText: 'newsletter-teaser-wording' })).toHaveCount(1);
    await press(page);
    await expect(ui.test).toBeFocused();
    await page.keyboard.press('End');
    await expect(ui.test).toHaveValue('newsletter-teaser-wording');
    await press(page);
    await expect(ui.group).toBeFocused();
    await page.keyboard.press('End');
    await expect(ui.group).toHaveValue('B');
    await press(page);
    await expect(ui.apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.root.getByText('Settings applied successfully.')).toBeVisible();
    await expect(ui.indicator).toContainText('newsletter-teaser-wording / B');

    // Back to the close button (Shift+Tab, reverse order) and close it with Enter.
    await tabUntil(page, (stop) => stop.tag === 'button' && stop.label === close.label, 'Shift+Tab', 10);
    await page.keyboard.press('Enter');
    await expect(ui.heading).toHaveCount(0);
    await expect(ui.indicator).toBeFocused();
    expect((await focused(page)).ring).toBe(true);
    expect(problems.list).toEqual([]);
  });

  test('footer groups at 375 px: reach them from the page top, open and close with Enter and Space @mobile', async ({
    page,
    problems,
  }) => {
    test.skip(test.info().project.name !== 'smartphone', 'a 375 px walk');
    await page.goto('/?country=CZ');
    // The live footer's walk: the shopper's pointer has entered the widgets (their code loads then).
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    const footer = page.locator('shop-footer');
    await expect(footer.locator('footer[data-layout="collapsible"]')).toHaveCount(1);
    const groups = footer.locator('button[aria-expanded]');
    const names = (await groups.allTextContents()).map((text) => text.trim());
    expect(names.length).toBeGreaterThan(1);
    const [first, second] = names;

    // Everything before the footer, the newsletter block included, in reading order.
    const stops = await tabUntil(page, (stop) => inside('shop-footer')(stop) && stop.label === first, 'Tab', 80);
    expectHeaderFirst(stops);
    const newsletter = stops.findIndex(inside('shop-newsletter'));
    expect(newsletter, 'the newsletter block comes before the footer groups').toBeGreaterThan(0);
    const group = groups.first();
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const controlled = footer.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    await expect(controlled).toBeVisible();
    // Tab goes into the open group's links, then on to the next group.
    const link = await press(page);
    expect(link.tag).toBe('a');
    await expect(controlled.locator('a').first()).toBeFocused();
    await tabUntil(page, (stop) => stop.label === first, 'Shift+Tab', 20);
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(controlled).toBeHidden();
    const next = await press(page);
    expect(next.label).toBe(second);

    await page.keyboard.press('Space');
    await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'false');
    expect(problems.list).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type Locale, locales } from '@shop/sites';
import { expect, test } from './fixtures.ts';

/** The design system's flags (one icon module each), as the gallery shows every icon. */
const flagCount = readdirSync(join(import.meta.dirname, '..', 'packages', 'design-system', 'src', 'icons')).filter(
  (file) => /^flag[A-Z]\w*\.ts$/.test(file),
).length;

/** The design system's own label texts of a locale (its locale file): what proves the locale on screen. */
const labelsOf = (locale: Locale) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', 'packages', 'design-system', 'src', 'locales', `${locale}.json`),
      'utf8',
    ),
  ) as { showMore: string; close: string };

async function openGallery(page: Page, locale = 'de-DE') {
  await page.goto(`/gallery?locale=${locale}`);
  const gallery = page.locator('shop-gallery');
  await expect(gallery.locator('.gallery')).toBeVisible();
  // Icons of the legacy elements are loaded lazily; wait until they are drawn.
  await expect(page.locator('shop-icon svg')).toHaveCount(2);
  await expect(page.locator('shop-banderole svg')).toHaveCount(1);
  return gallery;
}

test.describe('design-system gallery', { tag: ['@design-system'] }, () => {
  for (const locale of locales) {
    const { showMore, close } = labelsOf(locale);
    test(`renders every widget in ${locale} with zero console errors`, async ({ page, problems }) => {
      const gallery = await openGallery(page, locale);
      await expect(gallery.locator('.shop-root')).toHaveAttribute('lang', locale);
      await expect(gallery.getByTestId('expansion-long').getByRole('button', { name: showMore })).toBeVisible();
      await expect(gallery.getByRole('button', { name: close }).first()).toBeVisible();
      // Every widget kind is there.
      for (const selector of [
        '.notification',
        '.banderole',
        '.button',
        '.text-link',
        '.icon',
        '.input-field',
        '.select-field',
        '.checkbox',
        '.expansion-item',
        '.expansion-flex',
        '.password-strength',
      ]) {
        expect(await gallery.locator(selector).count(), selector).toBeGreaterThan(0);
      }
      await expect(gallery.locator('[data-icon^="flag-"]')).toHaveCount(flagCount);
      await expect(gallery.getByTestId('base-prices').locator('li').first()).toContainText('500');
      expect(problems.list).toEqual([]);
    });
  }
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('shop-gallery')
    .include('shop-notification')
    .include('shop-banderole')
    .include('shop-icon')
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test.describe('design-system gallery accessibility', { tag: ['@design-system', '@a11y'] }, () => {
  test('axe finds no violations in the gallery @mobile', async ({ page, problems }) => {
    await openGallery(page, 'de-DE');
    await expectNoAxeViolations(page);
    expect(problems.list).toEqual([]);
  });

  test('axe finds no violations with states switched on (expanded, errors, revealed password) @mobile', async ({
    page,
    problems,
  }) => {
    const gallery = await openGallery(page, 'hu-HU');
    await gallery.getByTestId('expansion-long').getByRole('button', { name: 'Több megjelenítése' }).click();
    await gallery.getByRole('button', { name: 'expansion flex', exact: true }).click();
    await gallery.getByRole('button', { name: 'Jelszó megjelenítése' }).click();
    await gallery.getByRole('textbox', { name: 'iban' }).fill('DE12AB');
    await gallery.getByRole('textbox', { name: 'iban' }).blur();
    await expect(gallery.getByText(/^Hiba: Kérjük, adjon meg egy érvényes IBAN-t/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems.list).toEqual([]);
  });
});

test.describe('design-system widgets with the keyboard alone', { tag: ['@design-system'] }, () => {
  test('search: type, Enter emits search; the clear button empties and refocuses', async ({ page, problems }) => {
    const gallery = await openGallery(page);
    const search = gallery.getByRole('searchbox', { name: 'search' });
    await search.focus();
    await page.keyboard.type('Kaffee');
    await page.keyboard.press('Enter');
    await expect(gallery.getByTestId('event-log')).toContainText('shop-search {"value":"Kaffee"}');
    // The log's value is a form control (<output>) with a name of its own, not the event it shows.
    await expect(gallery.getByTestId('event-log').locator('output')).toHaveAccessibleName('Last event:');
    await page.keyboard.press('Tab');
    await expect(gallery.getByRole('button', { name: 'Eingabe löschen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(gallery.getByTestId('event-log')).toContainText('shop-clear {"field":"search"}');
    await expect(gallery.getByRole('button', { name: 'Eingabe löschen' })).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('password: the toggle shows and hides the text; the strength is announced', async ({ page, problems }) => {
    const gallery = await openGallery(page);
    const password = gallery.getByLabel('password', { exact: true });
    await password.focus();
    await page.keyboard.type('kaffee12');
    await expect(gallery.locator('.password-strength').first().getByRole('status')).toHaveText('Passwortstärke: Gut');
    await page.keyboard.press('Tab');
    const toggle = gallery.getByRole('button', { name: 'Passwort anzeigen' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(gallery.getByRole('button', { name: 'Passwort verbergen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    expect(problems.list).toEqual([]);
  });

  test('number: letters are refused, the +/- buttons step; masks format while typing', async ({ page, problems }) => {
    const gallery = await openGallery(page);
    const number = gallery.getByRole('textbox', { name: 'number (0–10, step 0.5)' });
    await number.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('x,5y,');
    await expect(number).toHaveValue('1,5');
    await page.keyboard.press('Tab');
    await expect(gallery.getByRole('button', { name: 'Menge erhöhen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(number).toHaveValue('2,0');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(gallery.getByRole('button', { name: 'Menge verringern' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(number).toHaveValue('1,5');

    const iban = gallery.getByRole('textbox', { name: 'iban' });
    await iban.focus();
    await page.keyboard.type('de89370400440532013000');
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    // Typing in the middle keeps the caret after the typed character.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('1');
    await expect(iban).toHaveValue('DE18 9370 4004 4053 2013 000');
    await page.keyboard.type('2');
    await expect(iban).toHaveValue('DE12 8937 0400 4405 3201 3000');

    const date = gallery.getByRole('textbox', { name: 'date day.month.year' });
    await date.focus();
    await page.keyboard.type('24121990');
    await expect(date).toHaveValue('24.12.1990');
    await page.keyboard.press('Backspace');
    await expect(date).toHaveValue('24.12.199');
    const ymd = gallery.getByRole('textbox', { name: 'date year.month.day' });
    await ymd.focus();
    await page.keyboard.insertText('1990.12.24');
    await expect(ymd).toHaveValue('1990.12.24');
    expect(problems.list).toEqual([]);
  });

  test('expansion item, expansion flex, checkbox, select and notification close', async ({ page, problems }) => {
    const gallery = await openGallery(page);
    const more = gallery.getByTestId('expansion-long').getByRole('button', { name: 'Mehr anzeigen' });
    await more.focus();
    await page.keyboard.press('Enter');
    const less = gallery.getByTestId('expansion-long').getByRole('button', { name: 'Weniger anzeigen' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(gallery.getByTestId('expansion-short').getByRole('button')).toHaveCount(0);

    const flex = gallery.getByRole('button', { name: 'expansion flex', exact: true });
    await flex.focus();
    await page.keyboard.press('Enter');
    await expect(flex).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(flex).toHaveAttribute('aria-expanded', 'false');

    const switched = gallery.getByRole('button', { name: 'expansion flex (disabled switch)' });
    await switched.focus();
    await page.keyboard.press('Enter');
    await expect(switched).toHaveAttribute('aria-expanded', 'true');
    await gallery.getByRole('button', { name: 'disabled = false' }).focus();
    await page.keyboard.press('Enter');
    await expect(switched).toHaveAttribute('aria-expanded', 'false');
    await expect(switched).toHaveAttribute('aria-disabled', 'true');
    await switched.focus();
    await page.keyboard.press('Enter');
    await expect(switched).toHaveAttribute('aria-expanded', 'false');

    const required = gallery.getByRole('checkbox', { name: /checkbox required/ });
    await required.focus();
    await page.keyboard.press('Space');
    await expect(required).toBeChecked();
    await page.keyboard.press('Space');
    await expect(required).not.toBeChecked();
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(gallery.getByText('Fehler: Dies ist ein Pflichtfeld.').first()).toBeAttached();

    const countrySelect = gallery.getByRole('combobox', { name: 'Land' });
    await expect(countrySelect).toHaveValue('DE');
    await countrySelect.focus();
    await page.keyboard.press('ArrowDown');
    await expect(gallery.getByTestId('event-log')).toContainText('shop-change');

    const closable = gallery.getByTestId('closable-notification');
    await closable.getByRole('button', { name: 'Schließen' }).focus();
    await page.keyboard.press('Enter');
    await expect(closable.getByRole('status')).toHaveCount(0);
    await expect(gallery.getByTestId('event-log')).toContainText('shop-close {"variant":"information"}');
    expect(problems.list).toEqual([]);
  });
});

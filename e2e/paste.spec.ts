import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A real paste (the system clipboard, Ctrl+V) into the gallery's masked fields: the browser's
 * own paste would cut the text to the field's `maxlength` before any script saw it, so these
 * prove the field reads the whole text first and cuts only what is left.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function pasteInto(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('ControlOrMeta+V');
}

test.describe('pasting into masked fields', { tag: ['@design-system'] }, () => {
  test('a labelled Maltese IBAN, a date in the other order, exponent notation', async ({ page }) => {
    await page.goto('/gallery?locale=hu-HU');
    const gallery = page.locator('shop-gallery');
    await expect(gallery.locator('.gallery')).toBeVisible();

    const iban = gallery.getByLabel('iban', { exact: true });
    await expect(iban).toHaveAttribute('maxlength', '42');
    await pasteInto(page, iban, 'IBAN: MT84 MALT 0110 0001 2345 MTLC AST0 01S');
    await expect(iban).toHaveValue('MT84 MALT 0110 0001 2345 MTLC AST0 01S');

    const yearFirst = gallery.getByLabel('date year.month.day', { exact: true });
    await pasteInto(page, yearFirst, '05.03.2024');
    await expect(yearFirst).toHaveValue('2024.03.05');
    await pasteInto(page, yearFirst, '1990-12-24T10:00:00Z');
    await expect(yearFirst).toHaveValue('1990.12.24');

    const dayFirst = gallery.getByLabel('date day.month.year', { exact: true });
    await pasteInto(page, dayFirst, '24. Dezember 90');
    await expect(dayFirst).toHaveValue('24.12.1990');

    const number = gallery.getByLabel('number (0–10, step 0.5)', { exact: true });
    await pasteInto(page, number, '1e1');
    await expect(number).toHaveValue('10');
    await pasteInto(page, number, '٢٫٥');
    await expect(number).toHaveValue('2,5');
  });
});

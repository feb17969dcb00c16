import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';

/**
 * A shopper corrects a field that shows an error and clicks the control right below it, once,
 * with the mouse. Pressing the button takes the focus from the field, which validates it and
 * removes its error line; the press must still land on the control it started on, as it did
 * for the shopper's eye. The press is held for a moment (as a hand does), so a layout that
 * changes between down and up would move the control away before the button is released.
 */
async function pressAndRelease(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Two frames: the blur's validation has rendered and been laid out before the release.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
}

test.describe('no moving targets', { tag: ['@newsletter'] }, () => {
  test('DE: fixing the e-mail, then one click on the checkbox below checks it', async ({ page }) => {
    await page.goto('/subscribenewsletter?country=DE');
    await untilTakenOver(page);
    const f = newsletterForm(page, 'de-DE');
    const dne = f.element.getByRole('checkbox', { name: f.t.dneLabel ?? '', exact: true });
    await f.email.fill('anna@');
    await f.email.blur();
    const error = f.element.getByText(f.t.errors.emailPattern ?? '');
    await expect(error).toBeVisible();
    await f.email.fill('anna@example.com');

    await pressAndRelease(page, dne);

    await expect(dne).toBeChecked();
    await expect(error).toHaveCount(0);
  });

  test('TR: fixing the last name, then one click on the consent below checks it', async ({ page }) => {
    await page.goto('/subscribenewsletter?country=TR');
    await untilTakenOver(page);
    const f = newsletterForm(page, 'tr-TR');
    const lastName = f.field(f.t.lastNameLabel);
    const consent = f.element.getByRole('checkbox', { name: f.t.legalCheckboxLabel ?? '', exact: true });
    await f.email.fill('ayse@example.com.tr');
    await lastName.focus();
    await lastName.blur();
    const error = f.element.getByText(f.t.errors.lastNameRequired ?? '');
    await expect(error).toBeVisible();
    await lastName.fill('Yıldız');

    await pressAndRelease(page, consent);

    await expect(consent).toBeChecked();
    await expect(error).toHaveCount(0);
  });
});

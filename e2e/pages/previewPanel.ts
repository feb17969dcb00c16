import type { Page } from '@playwright/test';
import { staff } from '../../demo-host/src/mock-data/accounts.ts';
import { expect } from '../fixtures.ts';

/** A staff session from the mock preview service's login (the cookie names the staff role). */
export async function loginAsStaff(page: Page, cookie: 'StaffAuthToken' | 'CobraAuthToken' = 'StaffAuthToken') {
  const response = await page.request.post('/service/preview/api/auth/login', {
    data: { username: staff.username, password: staff.password, cookie },
  });
  expect(response.ok(), 'staff login').toBeTruthy();
}

/** <shop-preview-panel>'s controls by role and name (its English texts: sites other than DE, AT, CH). */
export function previewPanel(page: Page) {
  const root = page.locator('shop-preview-panel');
  return {
    root,
    indicator: root.getByRole('button', { name: /^Preview:/ }),
    heading: root.getByRole('heading', { name: 'Preview settings' }),
    date: root.getByRole('textbox', { name: 'Preview date' }),
    time: root.getByRole('textbox', { name: 'Preview time' }),
    test: root.getByRole('combobox', { name: 'A/B test', exact: true }),
    group: root.getByRole('combobox', { name: /^A\/B test group/ }),
    testsStatus: root.locator('.tests-status'),
    apply: root.getByRole('button', { name: 'Apply' }),
    logout: root.getByRole('button', { name: 'Log out of preview' }),
    alert: (text: string) => root.getByRole('alert').filter({ hasText: text }),
    /** The notice that replaces indicator and settings once the staff session has ended. */
    ended: root.getByRole('alert').filter({ hasText: 'Preview ended: your staff session has ended.' }),
    reload: root.getByRole('button', { name: 'Reload page' }),
    dismiss: root.getByRole('button', { name: 'Dismiss notice' }),
  };
}

/** The home page of a staff session with the panel open and its A/B test list loaded. */
export async function openPreviewPanel(page: Page, country = 'PL') {
  await page.goto(`/?country=${country}`);
  const ui = previewPanel(page);
  await ui.indicator.click();
  await expect(ui.heading).toBeVisible();
  await expect(ui.testsStatus).toHaveText('Active tests found.');
  return ui;
}

import { expect, test } from './fixtures.ts';

test.describe('foundation', () => {
  test('the home page defines its elements with zero console errors and CSP violations', async ({ page, problems }) => {
    await page.goto('/?country=PL');
    await expect(page.locator('shop-notification')).toHaveJSProperty('isConnected', true);
    await page.waitForFunction(() => customElements.get('shop-notification') !== undefined);
    const text = page.locator('shop-notification');
    await expect(text).toContainText('fresh coffee');
    await expect(page.getByRole('status')).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test('React is downloaded exactly once on a page carrying every element', async ({ page, problems }) => {
    const reactRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/runtime\/.*(react-dom|client)-/.test(request.url())) reactRequests.push(request.url());
    });
    await page.goto('/?country=DE');
    await page.waitForLoadState('networkidle');
    const reactDomClient = reactRequests.filter((url) => /\/chunks\/client-/.test(url));
    expect(reactDomClient).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });

  test('host-page CSS does not restyle a widget, and widget CSS does not leak out', async ({ page }) => {
    await page.goto('/?country=DE');
    const notification = page.locator('shop-notification');
    await expect(notification).toContainText('fresh coffee');
    const fontInside = await notification.evaluate(
      (host) => getComputedStyle(host.shadowRoot?.querySelector('.shop-root') as Element).fontFamily,
    );
    const fontOutside = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontOutside).toContain('Georgia');
    expect(fontInside).not.toContain('Georgia');
    // The widget's class names mean nothing outside its shadow root.
    const leaked = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'notification notification--error';
      document.body.append(probe);
      const background = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return background;
    });
    expect(leaked).toBe('rgba(0, 0, 0, 0)');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { type Browser, devices, type Page } from '@playwright/test';
import { type Country, countries } from '@shop/sites';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets, reachIntoWidgetsOnLoad, untilTakenOver } from './helpers.ts';

/**
 * <shop-footer> on the demo host: home page (prerendered footer, every widget) and the
 * footer lab (/footer-lab, attributes from the query). Playwright locators pierce the open
 * shadow roots, so `footer.getByRole(...)` finds what a shopper sees.
 */

/** A few facts of each site's built-in footer, as checked by hand (a new site adds its row once checked). */
const facts: Partial<Record<Country, RegExp[]>> = {
  DE: [/Rückgabe innerhalb von 30 Tagen/, /jeder 11\. Kaffee gratis/],
  AT: [/Rückgabe innerhalb von 14 Tagen/, /jeder 11\. Kaffee gratis/],
  CH: [/Rückgabe innerhalb von 3 Monaten/, /jeder 11\. Kaffee gratis/],
  CH_FR: [/Retours possibles pendant 3 mois/, /chaque 11e café est offert/],
  CZ: [/Doprava zdarma od 999 Kč, se zákaznickou kartou již od 499 Kč/, /do 30 dnů/, /každá 11\. káva zdarma/],
  HU: [/30 napon belül/, /minden 11\. kávé ajándék/],
  SK: [/Doprava zadarmo od 40 €, so zákazníckou kartou už od 20 €/, /do 30 dní/, /každá 11\. káva zadarmo/],
  TR: [/1000 TL ve üzeri siparişlerde kargo ücretsiz/, /90 gün içinde/, /her gün 09:00-19:00/, /her 11\. kahve/],
  PL: [/Darmowa dostawa od 100 zł/, /Zwrot towaru w ciągu 30 dni/, /co 11\. kawa gratis/],
};

/** The footer's own headline (the newsletter block inside the footer has an h2 of its own). */
const headlineOf = (page: Page) => page.locator('shop-footer').locator('h2.footer__headline');

/** Records the `shop-footer-content` events of the page (fired once the fetched content was decided). */
async function recordContentEvents(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { footerEvents: unknown[] }).footerEvents = events;
    document.addEventListener('shop-footer-content', (event) => events.push((event as CustomEvent).detail));
  });
}
const contentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { footerEvents: unknown[] }).footerEvents);

async function choosePromotion(page: Page, variant: string) {
  const url = new URL(page.context().pages()[0]?.url() || 'http://127.0.0.1');
  const base = test.info().project.use.baseURL ?? url.origin;
  await page.context().addCookies([{ name: 'qa_promotion', value: variant, url: base }]);
}

test.describe('shop-footer', { tag: ['@footer'] }, () => {
  // The live footer's behaviour: its shopper reaches into it once the page has loaded (a footer
  // nobody reaches into keeps its prerendered first frame: e2e/first-sign.spec.ts).
  test.beforeEach(({ page }) => reachIntoWidgetsOnLoad(page));
  for (const country of countries) {
    const countryFacts = facts[country] ?? [];
    test(`shows the ${country} site's facts`, async ({ page, problems }) => {
      await page.goto(`/?country=${country}`);
      const footer = page.locator('shop-footer');
      for (const fact of countryFacts) await expect(footer.getByText(fact).first()).toBeVisible();
      await expect(footer.getByRole('navigation', { name: /.+/ }).first()).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }

  test('puts the footer links into the page source (prerender, crawlable)', async ({ request }) => {
    const source = await (await request.get('/?country=PL')).text();
    expect(source).toContain('<shop-footer country="PL"><template shadowrootmode="open">');
    expect(source).toContain('href="/contact"');
    expect(source).toContain('href="/c400048505.html"');
    expect(source).toContain('Darmowa dostawa od 100 zł');
  });

  test('is visible before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/?country=CZ');
    const footer = page.locator('shop-footer');
    await expect(footer.getByRole('link', { name: 'Kontakt', exact: true }).first()).toBeVisible();
    await expect(footer.getByText(/Doprava zdarma od 999 Kč/)).toBeVisible();
    await context.close();
  });

  test.describe('without script', () => {
    /** A phone (375 px, touch) or a desktop browser with JavaScript turned off. */
    async function noScriptPage(browser: Browser, width: 375 | 1366) {
      const device = width === 375 ? devices['Pixel 7'] : devices['Desktop Chrome'];
      const context = await browser.newContext({
        ...device,
        viewport: { width, height: 800 },
        javaScriptEnabled: false,
        baseURL: test.info().project.use.baseURL,
      });
      return { context, page: await context.newPage() };
    }

    for (const path of ['/footer-lab?country=PL', '/?country=PL']) {
      test(`at 375 px every group opens and closes by tap and by keyboard, and its links lead on (${path})`, async ({
        browser,
      }) => {
        const { context, page } = await noScriptPage(browser, 375);
        await page.goto(path);
        const footer = page.locator('shop-footer');
        const delivery = footer.locator('summary', { hasText: 'Dostawa i zwroty' });
        const intro = footer.getByText('Darmowa dostawa od 100 zł. Zwrot towaru w ciągu 30 dni.');
        const returns = footer.getByRole('link', { name: 'Zwrot w ciągu 30 dni' });
        await expect(delivery).toBeVisible();
        await expect(intro).toBeHidden();
        await expect(returns).toBeHidden();

        // Tap: open, closed again.
        await delivery.tap();
        await expect(intro).toBeVisible();
        await expect(returns).toBeVisible();
        // The group's heading link leads its list, as in the live footer on a phone.
        await expect(footer.getByRole('link', { name: 'Dostawa i zwroty', exact: true })).toBeVisible();
        await delivery.tap();
        await expect(intro).toBeHidden();
        await expect(returns).toBeHidden();

        // Keyboard: Enter opens, Space closes, Tab reaches the next group, Space opens it.
        await delivery.focus();
        await page.keyboard.press('Enter');
        await expect(returns).toBeVisible();
        await page.keyboard.press('Space');
        await expect(returns).toBeHidden();
        await page.keyboard.press('Tab');
        await expect(footer.locator('summary', { hasText: 'Płatności' })).toBeFocused();
        await page.keyboard.press('Space');
        await expect(footer.getByRole('link', { name: 'Wszystkie formy płatności' })).toBeVisible();

        // Every group (the five teaser groups and the popular categories) opens with its links.
        const summaries = footer.locator('summary');
        await expect(summaries).toHaveCount(6);
        for (const summary of await summaries.all()) {
          const body = summary.locator('xpath=../following-sibling::*[1]');
          if (!(await body.isVisible())) await summary.tap();
          await expect(body.getByRole('link').first()).toBeVisible();
        }
        await expect(footer.getByRole('link', { name: 'Kawa ziarnista' })).toBeVisible();

        // A link in an opened group leads on.
        await returns.tap();
        await expect(page).toHaveURL(/\/service\/zwroty$/);
        await context.close();
      });
    }

    test('at 1366 px the groups are columns, shown open with their heading links, as with script', async ({
      browser,
    }) => {
      const { context, page } = await noScriptPage(browser, 1366);
      await page.goto('/footer-lab?country=PL');
      const footer = page.locator('shop-footer');
      await expect(footer.locator('summary').first()).toBeHidden();
      await expect(footer.getByRole('link', { name: 'Dostawa i zwroty', exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Zwrot w ciągu 30 dni' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Kawa ziarnista' })).toBeVisible();
      // Links of the phone layout only stay out, as on a desktop page with script.
      await expect(footer.getByRole('link', { name: /^Pobierz aplikację Shop/ })).toBeHidden();
      await context.close();
    });

    test('has no axe violations at 375 px (a group open) and 1366 px', async ({ browser }) => {
      // axe runs as a script in the page: here the page's scripts run, but none of our widgets'
      // code arrives, so the footer stays the prerendered one a browser without script shows.
      for (const width of [375, 1366] as const) {
        const device = width === 375 ? devices['Pixel 7'] : devices['Desktop Chrome'];
        const context = await browser.newContext({
          ...device,
          viewport: { width, height: 800 },
          baseURL: test.info().project.use.baseURL,
        });
        const page = await context.newPage();
        await page.route('**/assets/**', (route) => route.abort());
        await page.goto('/?country=PL');
        const footer = page.locator('shop-footer');
        if (width === 375) {
          await footer.locator('summary', { hasText: 'Karta klienta' }).tap();
          await expect(footer.getByRole('link', { name: 'Wszystkie korzyści' })).toBeVisible();
        }
        await expect(footer.locator('footer[data-prerendered]')).toHaveCount(1);
        const results = await new AxeBuilder({ page }).include('shop-footer').analyze();
        expect(results.violations, `${width} px`).toEqual([]);
        await context.close();
      }
    });
  });

  test('takes over the prerendered footer without a flash, a duplicate or a layout shift', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      const frames: number[] = [];
      const shifts: number[] = [];
      Object.assign(window, { footerFrames: frames, footerShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      const sample = () => {
        const root = document.querySelector('shop-footer')?.shadowRoot;
        if (root) frames.push(root.querySelectorAll('footer').length);
        if (frames.length < 90) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // The default setup: the newsletter block shown (prerendered with the footer).
    await page.goto('/footer-lab?country=DE');
    // The pointer enters the footer: its code loads (a footer nobody reaches into keeps its first frame).
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    await page.waitForFunction(() => (window as unknown as { footerFrames: number[] }).footerFrames.length >= 90);
    const { frames, shifts } = await page.evaluate(() => ({
      frames: (window as unknown as { footerFrames: number[] }).footerFrames,
      shifts: (window as unknown as { footerShifts: number[] }).footerShifts,
    }));
    // Every painted frame shows exactly one footer: never none (flash), never two (duplicate).
    expect(new Set(frames)).toEqual(new Set([1]));
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    // The live element took over (React markup, adopted styles instead of the inline <style>).
    await expect
      .poll(() => page.locator('shop-footer').evaluate((host) => host.shadowRoot?.querySelector('style') === null))
      .toBe(true);
    expect(problems.list).toEqual([]);
  });

  test('keeps the newsletter block (one instance, its typing) across the take-over', async ({ page, problems }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const newsletter = document.querySelector('shop-footer > shop-newsletter');
        if (newsletter) (newsletter as HTMLElement).dataset.seenAtLoad = 'yes';
      });
    });
    await page.goto('/?country=PL');
    await untilTakenOver(page);
    await expect(page.locator('shop-footer footer:not([data-prerendered])')).toHaveCount(1);
    const newsletter = page.locator('shop-footer shop-newsletter');
    await expect(newsletter).toHaveCount(1);
    await expect(newsletter).toHaveAttribute('data-seen-at-load', 'yes');
    await expect(newsletter).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test('names the footer as the origin of sign-ups from its newsletter block', async ({ page, problems }) => {
    // prerendered (home) and added by the element (login page)
    for (const path of ['/?country=DE', '/login?country=DE']) {
      await page.goto(path);
      await expect(page.locator('shop-footer > shop-newsletter')).toHaveAttribute('origin-addition', 'footer');
    }
    expect(problems.list).toEqual([]);
  });

  test('draws the prerendered footer at the size of the live one (desktop and @mobile)', async ({ browser, page }) => {
    const url = '/footer-lab?country=PL&hide-newsletter=1';
    const viewport = page.viewportSize();
    const staticContext = await browser.newContext({
      javaScriptEnabled: false,
      ...(viewport ? { viewport } : {}),
      baseURL: test.info().project.use.baseURL,
    });
    const staticPage = await staticContext.newPage();
    await staticPage.goto(url);
    const prerendered = await staticPage.locator('shop-footer').boundingBox();
    await staticContext.close();
    await page.goto(url);
    await untilTakenOver(page);
    await expect(page.locator('shop-footer footer:not([data-prerendered])')).toHaveCount(1);
    expect(await page.locator('shop-footer').boundingBox()).toEqual(prerendered);
  });

  test('opens http and mailto links in a new tab without referrer, site links in place', async ({ page }) => {
    await page.goto('/?country=DE');
    const footer = page.locator('shop-footer');
    const careers = footer.getByRole('link', { name: /^Karriere/ });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: /^service@shop\.de/ })).toHaveAttribute('target', '_blank');
    const service = footer.getByRole('navigation', { name: 'Service und Informationen' });
    await expect(service.getByRole('link', { name: 'Kontakt', exact: true })).not.toHaveAttribute('target', /.*/);
  });

  test('category links lead to the site path on a page below /m/ (not /m/c400048505.html)', async ({ page }) => {
    await page.goto('/m/login?country=DE');
    const footer = page.locator('shop-footer');
    const coffee = footer.getByRole('link', { name: 'Kaffeebohnen', exact: true }).first();
    await expect(coffee).toHaveAttribute('href', '/c400048505.html');
    expect(await coffee.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe('/c400048505.html');
    await expect(coffee).not.toHaveAttribute('target', /.*/);
  });

  test('shows the country selector with the current site selected on desktop', async ({ page }) => {
    await page.goto('/?country=SK');
    const selector = page.locator('shop-footer').getByRole('navigation', { name: 'Vyberte krajinu' });
    await expect(selector).toBeVisible();
    await expect(selector.getByRole('link')).toHaveCount(8);
    await expect(selector.locator('[aria-current="true"]')).toHaveText(/Slovensko/);
  });

  test('shows only the bottom area with the reduced attribute', async ({ page, problems }) => {
    await page.goto('/footer-lab?country=AT&reduced=1');
    const footer = page.locator('shop-footer');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(footer.getByText(/inkl\. gesetzl\. USt\./)).toBeVisible();
    await expect(headlineOf(page)).toHaveCount(0);
    await expect(footer.locator('slot[name="newsletter"]')).toHaveCount(0);
    await expect(footer.getByRole('navigation', { name: 'Land wählen' })).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  for (const channel of ['affiliate:4711', 'app:new']) {
    test(`shows only the bottom area for the channel cookie ${channel}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'shop_channel', value: channel, url: baseURL ?? '' }]);
      await page.goto('/?country=PL');
      const footer = page.locator('shop-footer');
      await expect(footer.locator('footer[data-variant="reduced"]')).toHaveCount(1);
      await expect(footer.getByRole('link', { name: 'Regulamin' })).toBeVisible();
      await expect(headlineOf(page)).toHaveCount(0);
      await expect(footer.locator('slot[name="newsletter"]')).toHaveCount(0);
    });
  }

  test('the footer lab sets the channel cookie from its form', async ({ page }) => {
    await page.goto('/footer-lab?country=PL');
    await page.getByLabel('Channel cookie (shop_channel)').selectOption('affiliate');
    await page.getByRole('button', { name: 'Set channel' }).click();
    await expect(page).toHaveURL(/\/footer-lab\?country=PL$/);
    await expect(page.locator('shop-footer footer[data-variant="reduced"]')).toHaveCount(1);
    await expect(page.locator('shop-footer').getByRole('link', { name: 'Regulamin' })).toBeVisible();
  });

  test('replaces the built-in content with fetched content (seeded for HU)', async ({ page, problems }) => {
    await recordContentEvents(page);
    await page.goto('/?country=HU');
    await expect(headlineOf(page)).toHaveText(/^Téli kávéakció/);
    await expect(page.locator('shop-footer').getByRole('link', { name: 'Téli akció részletei' })).toBeVisible();
    expect(await contentEvents(page)).toEqual([{ source: 'fetched' }]);
    expect(problems.list).toEqual([]);
  });

  test('replaces the built-in content with fetched content for any site (campaign)', async ({ page }) => {
    await choosePromotion(page, 'campaign');
    await page.goto('/?country=TR');
    await expect(headlineOf(page)).toHaveText(/★$/);
    await expect(page.locator('shop-footer').getByRole('link', { name: /^Campaign/ })).toBeVisible();
  });

  for (const variant of ['wrong-types', 'invalid-json', 'not-json', 'huge']) {
    test(`keeps the built-in content when the fetched content is ${variant}`, async ({ page, problems }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await recordContentEvents(page);
      await choosePromotion(page, variant);
      await page.goto('/?country=DE');
      await expect.poll(() => contentEvents(page)).toEqual([{ source: 'built-in', reason: expect.any(String) }]);
      await expect(headlineOf(page)).toHaveText('Wir sind für Sie da – online, in der Filiale und per App');
      expect(warnings.some((text) => /built-in content stays/.test(text))).toBe(true);
      expect(problems.list).toEqual([]);
    });
  }

  test('drops hostile links of fetched content and renders its texts as text', async ({ page, problems }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    page.on('dialog', (dialog) => {
      problems.list.push(`dialog opened: ${dialog.message()}`);
      return dialog.dismiss();
    });
    await choosePromotion(page, 'bad-links');
    await page.goto('/?country=CZ');
    const footer = page.locator('shop-footer');
    await expect(headlineOf(page)).toHaveText(/★$/);
    await expect(footer.getByText(/Hostile/)).toHaveCount(1); // the view switch keeps its text, unlinked
    await expect(footer.getByRole('link', { name: /Hostile|Malformed/ })).toHaveCount(0);
    const hrefs = await footer.evaluate((host) =>
      [...(host.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href') ?? ''),
    );
    expect(hrefs.filter((href) => !/^(https?:|mailto:|tel:|\/|[a-z0-9-]+\.html|\?)/.test(href))).toEqual([]);
    expect(warnings.filter((text) => /dropped an unsafe link/.test(text)).length).toBeGreaterThanOrEqual(6);

    await choosePromotion(page, 'html-text');
    await page.goto('/?country=CZ');
    await expect(headlineOf(page)).toHaveText('<img src=x onerror=alert(1)><b>Bold?</b>');
    await expect(footer.locator('h2 img, h2 b')).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('logs an error and shows nothing for an unknown logo source', async ({ page, problems }) => {
    problems.allow(/unknown logo source "no-such-logo\.svg"/);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await choosePromotion(page, 'unknown-logo');
    await page.goto('/?country=DE');
    await expect(headlineOf(page)).toHaveText(/★$/);
    await expect.poll(() => errors.some((text) => /unknown logo source "no-such-logo\.svg"/.test(text))).toBe(true);
    await expect(page.locator('shop-footer').getByRole('img', { name: 'Unknown partner' })).toHaveCount(0);
    await expect(page.locator('shop-footer').getByRole('img', { name: 'PayPal' })).toHaveCount(1);
  });

  for (const [status, email] of [
    ['WAITING_FOR_DOI', 'footer.e2e.waiting@example.com'],
    ['SUBSCRIBED', 'already.subscribed@example.com'],
  ]) {
    test(`hides the newsletter block for nl_status ${status}`, async ({ page, problems }) => {
      await page.goto('/?country=DE');
      await expect(page.locator('shop-footer').locator('slot[name="newsletter"]')).toHaveCount(1);
      const subscribe = await page.request.post('/service/newsletter/api/private/newsletter-subscribers', {
        data: { email, consents: ['NEWSLETTER'], origin: 'NEWSLETTER', originAddition: 'footer-e2e' },
      });
      expect(subscribe.ok()).toBe(true);
      const psdata = await page.request.get('/service/customerfrontenddata/api/v1/psdata');
      expect(await psdata.json()).toEqual({ nl_status: status });
      await page.reload();
      await expect(page.locator('shop-footer').locator('slot[name="newsletter"]')).toHaveCount(0);
      await expect(page.locator('shop-footer shop-newsletter')).toBeHidden();
      await expect(headlineOf(page)).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }

  test('asks psdata once per page and fires the A/B test assignment', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto('/?country=DE');
    // The footer's code loads once the browser is idle after the load event, which may come after
    // a first quiet network: wait for the live widgets, then for their requests to settle.
    await untilTakenOver(page);
    await expect.poll(() => calls).toContain('/service/abtestfrontend/api/v1/getassignment');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((path) => path === '/service/customerfrontenddata/api/v1/psdata')).toHaveLength(1);
  });

  test('ignores a failing A/B test service', async ({ page, qa, problems }) => {
    await qa.fault('abtest', { status: 500 });
    problems.allow(/status of 500/);
    await page.goto('/?country=AT');
    await expect(headlineOf(page)).toBeVisible();
    await expect(page.locator('shop-footer').getByText(/Rückgabe innerhalb von 14 Tagen/)).toBeVisible();
  });

  test('keeps the built-in content when the promotion service fails', async ({ page, qa, problems }) => {
    await qa.fault('promotion', { drop: true });
    problems.allow(/net::ERR_/);
    await recordContentEvents(page);
    await page.goto('/?country=HU');
    await expect.poll(() => contentEvents(page)).toEqual([{ source: 'built-in', reason: expect.any(String) }]);
    await expect(headlineOf(page)).toHaveText('Itt vagyunk Önnek – online, az üzletben és az alkalmazásban');
  });

  test('has no axe violations on desktop', async ({ page }) => {
    await page.goto('/?country=DE');
    await expect(headlineOf(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('shop-footer').analyze();
    expect(results.violations).toEqual([]);
  });

  test('opens and closes the groups by keyboard and hides the country selector @mobile', async ({ page, problems }) => {
    test.skip(test.info().project.name !== 'smartphone', 'a 375 px test');
    await page.goto('/?country=PL');
    const footer = page.locator('shop-footer');
    await expect(footer.locator('footer[data-layout="collapsible"]')).toHaveCount(1);
    await expect(footer.getByRole('navigation', { name: 'Wybierz kraj' })).toHaveCount(0);
    const group = footer.getByRole('button', { name: 'Dostawa i zwroty' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByText('Darmowa dostawa od 100 zł. Zwrot towaru w ciągu 30 dni.')).toBeHidden();
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByText('Darmowa dostawa od 100 zł. Zwrot towaru w ciągu 30 dni.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Zwrot w ciągu 30 dni' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('button', { name: 'Płatności' })).toBeFocused();
    await expect(footer.getByRole('link', { name: 'Wersja na komputer' })).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test('has no axe violations at 375 px @mobile', async ({ page }) => {
    test.skip(test.info().project.name !== 'smartphone', 'a 375 px test');
    await page.goto('/?country=TR');
    await expect(headlineOf(page)).toBeVisible();
    await page.locator('shop-footer').getByRole('button', { name: 'Kargo ve İade' }).click();
    const results = await new AxeBuilder({ page }).include('shop-footer').analyze();
    expect(results.violations).toEqual([]);
  });
});

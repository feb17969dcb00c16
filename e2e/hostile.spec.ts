import type { Locator, Page } from '@playwright/test';
import { builtInContent, checkLink } from '@shop/footer';
import { customers } from '../demo-host/src/mock-data/accounts.ts';
import { type EmailResult, emails } from './data/hostile/emails.ts';
import { type LinkCase, links } from './data/hostile/footer-content.ts';
import { internalLinks } from './data/hostile/internal-links.ts';
import { type NameResult, names } from './data/hostile/names.ts';
import { loginPath, redirects, withOrigin } from './data/hostile/redirects.ts';
import { tokenCases } from './data/hostile/tokens.ts';
import { expect, test } from './fixtures.ts';
import { collectWarnings, localeTexts, reachIntoWidgetsOnLoad } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';

const de = builtInContent.DE;

/**
 * The hostile-input suite in Chromium (markup, script and oversized input wherever a shopper
 * types or a link carries data): the shared tables of e2e/data/hostile (also run at unit level
 * in each package's hostile.test.ts) through the real elements. Each test loops
 * over its table on one page where it can. On every page a trap is armed before any script runs:
 * alert/confirm/prompt/print and `window.__pwned` flip a flag; after each table the flag must be
 * unset, no shadow root (or a shop element's light DOM) may hold an injected element (script,
 * on* handler attribute, `<img src=x>`, frames, objects), every link's protocol is http(s),
 * mailto or tel, and the `problems` fixture fails on any console error or CSP violation.
 */
const anna = customers[0] as (typeof customers)[number];

type Texts = { errors: Record<string, string> } & Record<string, unknown>;
const texts = (pkg: 'newsletter' | 'login', locale: string): Texts => localeTexts(pkg, locale);

async function armTraps(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    let pwned = false;
    Object.defineProperty(w, '__pwned', { get: () => pwned, set: () => (pwned = true), configurable: false });
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = () => {
        pwned = true;
      };
    }
  });
}

/** Injected elements or unsafe links in any shadow root or in the light DOM of shop-* elements. */
async function injections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const allowed = new Set(['http:', 'https:', 'mailto:', 'tel:']);
    const inspect = (root: ParentNode, where: string) => {
      for (const element of root.querySelectorAll('*')) {
        const tag = element.localName;
        if (['script', 'iframe', 'object', 'embed', 'frame', 'base', 'meta'].includes(tag))
          found.push(`${where}: <${tag}>`);
        for (const attribute of element.getAttributeNames())
          if (attribute.startsWith('on')) found.push(`${where}: <${tag} ${attribute}>`);
        if (tag === 'img' && element.getAttribute('src') === 'x') found.push(`${where}: <img src=x>`);
        if (tag === 'a' && element.hasAttribute('href')) {
          const protocol = new URL((element as HTMLAnchorElement).href).protocol;
          if (!allowed.has(protocol)) found.push(`${where}: link ${protocol}`);
        }
        if (element.shadowRoot) inspect(element.shadowRoot, `${where} > ${tag}`);
      }
    };
    for (const host of document.querySelectorAll('*')) {
      if (host.shadowRoot) inspect(host.shadowRoot, host.localName);
      else if (host.localName.startsWith('shop-')) inspect(host, host.localName);
    }
    return found;
  });
}

async function expectClean(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned: boolean }).__pwned), 'a trap flipped').toBe(false);
  expect(await injections(page)).toEqual([]);
}

/** The visible error of a field (the texts its aria-describedby names, when aria-invalid), read after two frames. */
const fieldError = (input: Locator) =>
  input.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (element.getAttribute('aria-invalid') !== 'true') return '';
    const root = element.getRootNode() as Document | ShadowRoot;
    return (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => root.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' | ');
  });

const matches = (error: string, expected: string) => (expected ? error.includes(expected) : error === '');

/** Fills the field as a user would paste, leaves it, and checks the error the table names. */
async function expectFieldVerdict(input: Locator, value: string, expected: string, label: string) {
  await input.fill(value);
  await input.blur();
  if (matches(await fieldError(input), expected)) return;
  await expect
    .poll(async () => matches(await fieldError(input), expected), {
      message: `${label}: ${JSON.stringify(expected)}`,
      timeout: 3000,
      intervals: [20, 50, 100],
    })
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await armTraps(page);
});

test('e-mail addresses: Chromium agrees with the WHATWG flags; the newsletter and login forms give the same, expected verdicts', {
  tag: ['@hostile'],
}, async ({ page, problems }) => {
  const newsletterTexts = texts('newsletter', 'de-AT');
  const loginTexts = texts('login', 'de-DE');
  const newsletterMessage: Record<EmailResult, string> = {
    ok: '',
    required: newsletterTexts.errors.emailRequired ?? '',
    invalid: newsletterTexts.errors.emailPattern ?? '',
    tooLong: (newsletterTexts.errors.emailTooLong ?? '').replace('{{max}}', '256'),
  };
  const loginMessage: Record<EmailResult, string> = {
    ok: '',
    required: loginTexts.errors.emailRequired ?? '',
    invalid: loginTexts.errors.emailInvalid ?? '',
    tooLong: loginTexts.errors.emailTooLong ?? '',
  };

  await page.goto('/subscribenewsletter?country=AT');
  // Chromium's own <input type="email"> check, for the values it does not rewrite (it strips
  // line breaks and surrounding white space, and converts Unicode domains to punycode).
  // Chromium's own check backtracks for seconds on the thousand-character probes: up to 320.
  const plain = emails.filter((entry) => /^[!-~]{1,320}$/.test(entry.value));
  const chromium = await page.evaluate(
    (values) =>
      values.map((value) => {
        const input = document.createElement('input');
        input.type = 'email';
        input.value = value;
        return input.validity.valid;
      }),
    plain.map((entry) => entry.value),
  );
  expect(chromium).toEqual(plain.map((entry) => entry.whatwg));

  const newsletterEmail = newsletterForm(page, 'de-AT').email;
  for (const entry of emails) {
    const verdict = entry.inChromium ?? entry.expected;
    await expectFieldVerdict(newsletterEmail, entry.value, newsletterMessage[verdict], `newsletter: ${entry.note}`);
  }
  await expectClean(page);

  await page.goto('/login?country=DE');
  const loginEmail = page.locator('shop-login').getByLabel('E-Mail-Adresse');
  for (const entry of emails) {
    // The login field has maxlength 256: what a user can paste is cut there, so over-long
    // entries are checked through the remembered e-mail below.
    if (entry.value.trim().length > 256) continue;
    const verdict = entry.inChromium ?? entry.expected;
    await expectFieldVerdict(loginEmail, entry.value, loginMessage[verdict], `login: ${entry.note}`);
  }
  await expectClean(page);

  // A remembered e-mail (localStorage, written by an earlier login) is only used when acceptable.
  const remembered = emails.filter((item) =>
    ['script tag', 'svg onload, no spaces', '257 characters (one over)', 'surrounding spaces'].includes(item.note),
  );
  for (const entry of remembered) {
    await page.evaluate((value) => localStorage.setItem('shop.login.email', value), entry.value);
    await page.reload();
    await expect(loginEmail, entry.note).toHaveValue(entry.expected === 'ok' ? entry.value.trim() : '');
  }
  await expectClean(page);
  expect(problems.list).toEqual([]);
});

test('names: every alphabet we serve is accepted, markup, script and web addresses are refused and never rendered', {
  tag: ['@hostile'],
}, async ({ page, problems }) => {
  const t = texts('newsletter', 'de-AT');
  const message: Record<NameResult, string> = {
    ok: '',
    invalid: t.errors.nameInvalid ?? '',
    tooLong: (t.errors.nameTooLong ?? '').replace('{{max}}', '40'),
  };
  await page.goto('/subscribenewsletter?country=AT');
  const form = newsletterForm(page, 'de-AT');
  await form.email.fill('hostile.names@example.com');
  const firstName = form.field(form.t.firstNameLabel, false);
  const lastName = form.field(form.t.lastNameLabel, false);
  // The whole table through both fields.
  for (const entry of names) {
    const expected = message[entry.browser ?? entry.result];
    await expectFieldVerdict(firstName, entry.value, expected, `first name: ${entry.note}`);
    await expectFieldVerdict(lastName, entry.value, expected, `last name: ${entry.note}`);
  }
  await expectClean(page);

  // The names of every alphabet go to the service exactly as typed (composed to NFC).
  const alphabets = names.filter((entry) => entry.result === 'ok' && /[^\x20-\x7e]/.test(entry.value));
  const subscribe = page.waitForRequest(
    (request) => request.method() === 'POST' && /newsletter-subscribers/.test(request.url()),
  );
  await firstName.fill(
    alphabets
      .map((entry) => entry.value.split(' ')[0])
      .join(' ')
      .slice(0, 40)
      .trim(),
  );
  await lastName.fill('İğış Łżřů Őű Œß');
  await form.submit.click();
  const body = (await subscribe).postDataJSON() as { firstName?: string; lastName?: string };
  expect(body.lastName).toBe('İğış Łżřů Őű Œß');
  await expect(form.success).toBeVisible();
  await expectClean(page);
  expect(problems.list).toEqual([]);
});

test('footer content: unsafe links are dropped, texts stay text, broken answers keep the built-in footer', {
  tag: ['@hostile'],
}, async ({ page, problems, baseURL }) => {
  const footer = page.locator('shop-footer');
  const headline = footer.locator('h2.footer__headline');
  const promotion = (url: URL) => url.pathname.startsWith('/service/promotion/api/promotion/');

  // A scoped override of the promotion service: valid content whose SEO columns hold every
  // string address of the table and every address on the shop whose path may read as another
  // host, and markup in the texts.
  // (Only non-empty strings: any other value is a schema error that refuses the whole content.)
  const shopOrigin = new URL(baseURL ?? '').origin;
  const candidates = [
    ...links.filter((entry): entry is LinkCase & { url: string } => typeof entry.url === 'string' && entry.url !== ''),
    ...internalLinks.map((entry) => ({
      url: withOrigin(entry.address, shopOrigin),
      safe: entry.link !== null,
      note: entry.note,
    })),
  ];
  const text = (index: number) => `Hostile link ${index}`;
  const markup = '<img src=x onerror=window.__pwned=true><script>window.__pwned=true</script>';
  const content = {
    ...de,
    headline: `${markup} Hostile headline`,
    seo: {
      heading: `${markup} SEO`,
      columns: Array.from({ length: Math.ceil(candidates.length / 40) }, (_, column) =>
        candidates
          .slice(column * 40, column * 40 + 40)
          .map((entry, i) => ({ url: entry.url, text: text(column * 40 + i) })),
      ),
    },
    viewChanger: {
      ...de.viewChanger,
      toMobile: { url: 'javascript:window.__pwned=true', text: 'Hostile view switch' },
    },
  };
  await page.route(promotion, (route) =>
    route.fulfill({ json: { key: 'shop-footer-de', contentJSON: JSON.stringify(content) } }),
  );
  // The live footer renders the fetched content: the shopper reaches into it once the page has loaded.
  await reachIntoWidgetsOnLoad(page);
  await page.goto('/?country=DE');
  await expect(headline).toHaveText(`${markup} Hostile headline`);
  const rendered = await footer.evaluate((host) =>
    Object.fromEntries(
      [...(host.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => [
        a.firstChild?.textContent?.trim() ?? '',
        a.getAttribute('href'),
      ]),
    ),
  );
  const pageOrigin = new URL(page.url()).origin;
  for (const [index, entry] of candidates.entries()) {
    // A safe address is rendered as parsed: internal ones as a site path, external ones normalised.
    const verdict = checkLink(entry.url, pageOrigin);
    expect(verdict.safe, entry.note).toBe(entry.safe);
    expect(rendered[text(index)], `${entry.note}: ${JSON.stringify(entry.url)}`).toBe(
      verdict.safe ? verdict.href : undefined,
    );
    if (verdict.safe && !/^[a-z]+:/i.test(verdict.href)) {
      expect(verdict.href).toMatch(/^[/?#]/);
      // A same-tab link the browser itself resolves: it stays on the shop.
      const resolved = await footer.evaluate((host, href) => {
        const a = host.shadowRoot?.querySelector(`a[href="${CSS.escape(href)}"]`) as HTMLAnchorElement | null;
        return a?.origin ?? null;
      }, verdict.href);
      expect(resolved, `${entry.note}: ${JSON.stringify(entry.url)}`).toBe(pageOrigin);
    }
  }
  await expect(footer.getByText('Hostile view switch')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Hostile view switch' })).toHaveCount(0);
  await expectClean(page);
  await page.unroute(promotion);

  // The promotion mock's hostile QA variants.
  const variants: Array<[string, string | RegExp]> = [
    ['bad-links', /★$/],
    ['html-text', '<img src=x onerror=alert(1)><b>Bold?</b>'],
    ['wrong-types', de.headline],
    ['invalid-json', de.headline],
    ['not-json', de.headline],
    ['huge', de.headline],
  ];
  const origin = new URL(page.url()).origin;
  await reachIntoWidgetsOnLoad(page);
  for (const [variant, expected] of variants) {
    await page.context().addCookies([{ name: 'qa_promotion', value: variant, url: origin }]);
    const answered = page.waitForResponse((response) => promotion(new URL(response.url())));
    await page.goto('/?country=DE');
    await answered;
    await expect(headline, variant).toHaveText(expected);
    await expectClean(page);
  }
  expect(problems.list).toEqual([]);
});

test('redirect targets: a logged-in shopper is only ever sent to a path of the shop', { tag: ['@hostile'] }, async ({
  page,
  problems,
}) => {
  // Some 55 navigations, each a login page load and a redirect.
  test.setTimeout(180_000);
  // Every page the login sends the shopper to is answered with an empty document, so the loop
  // measures the login's decision, not other pages.
  await page.route(
    () => true,
    (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.resourceType() !== 'document' || url.pathname === '/login') return route.fallback();
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Landed</title>' });
    },
  );
  await page.goto(loginPath);
  const form = page.locator('shop-login');
  await form.getByLabel('E-Mail-Adresse').fill(anna.email);
  await form.getByLabel('Passwort', { exact: true }).fill(anna.password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const origin = new URL(page.url()).origin;

  // Already logged in: the login page redirects at once. A sample (the unit suite runs all):
  // every tenth target.
  // And the addresses on the shop whose path may read as another host: the five a review found
  // and every other one after them.
  const sample = [
    ...redirects.filter((_entry, index) => index % 10 === 0),
    ...internalLinks
      .filter((_entry, index) => index < 5 || index % 2 === 0)
      .map((entry) => ({ target: entry.address, expected: entry.redirect })),
  ];
  for (const entry of sample) {
    const target = withOrigin(entry.target, origin);
    // The element's redirect may replace the navigation before it commits (ERR_ABORTED).
    await page
      .goto(`/login?country=DE&redirect=${encodeURIComponent(target)}`, { waitUntil: 'commit' })
      .catch(() => undefined);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 5000 });
    const landed = new URL(page.url());
    expect(landed.origin, JSON.stringify(target)).toBe(origin);
    // The login page names its site's home (`home="/?country=DE"`): the fallback keeps the site.
    const expected = entry.expected === '/' && entry.target !== '/' ? '/?country=DE' : entry.expected;
    expect(`${landed.pathname}${landed.search}${landed.hash}`, JSON.stringify(target)).toBe(expected);
  }
  expect(await page.evaluate(() => (window as unknown as { __pwned: boolean }).__pwned)).toBe(false);
  expect(problems.list).toEqual([]);
});

test('LoginToken payloads: <shop-session> reads every broken token as logged out without asking the server', {
  tag: ['@hostile'],
}, async ({ page, request, qa, problems, baseURL }) => {
  // An expired token is confirmed with the renew endpoint, which refuses the unsigned test token.
  problems.allow(/status of 401/);
  // A page that starts with a LoginToken (any, here a broken one) fetches the session's code; without
  // one it fetches none (e2e/first-sign.spec.ts).
  await page.context().addCookies([{ name: 'LoginToken', value: 'broken', url: baseURL ?? '' }]);
  await page.goto('/session-lab');
  const session = page.locator('shop-session');
  await expect(session).toHaveAttribute('data-state', '3');
  const state = { malformed: '3', expired: '5', valid: '4' } as const;
  const renewals = async () => {
    const answer = await (await request.get(`/__qa/token-renewals?scope=${qa.scope}`)).json();
    return { logintoken: answer.logintoken, longtermtoken: answer.longtermtoken };
  };
  // A browser stores at most 4096 bytes per cookie: longer tokens never reach the page.
  const cases = tokenCases(Math.floor(Date.now() / 1000)).filter(
    (entry) => encodeURIComponent(entry.token).length < 4000,
  );
  const malformedFirst = [...cases].sort(
    (a, b) => Number(a.expected !== 'malformed') - Number(b.expected !== 'malformed'),
  );
  for (const entry of malformedFirst) {
    // No malformed token may lead to a renew request (checked before each next token).
    if (entry.expected === 'malformed' || entry === malformedFirst.find((item) => item.expected !== 'malformed'))
      expect(await renewals(), `before ${entry.label}`).toEqual({ logintoken: 0, longtermtoken: 0 });
    // A fresh element per token (it reads the cookie when it starts), as on a new page.
    await page.evaluate((token) => {
      document.querySelector('shop-session')?.remove();
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
      document.cookie = token ? `LoginToken=${encodeURIComponent(token)}; path=/` : 'LoginToken=; path=/; max-age=0';
      document.body.append(document.createElement('shop-session'));
    }, entry.token);
    await expect(session, entry.label).toHaveAttribute('data-state', state[entry.expected]);
  }
  await expectClean(page);
  expect(problems.list.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
});

/** Pastes text into an emptied field through the system clipboard (Ctrl+V), as a shopper does. */
async function paste(input: Locator, text: string) {
  await input.fill('');
  await input.focus();
  await input.page().evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  await input.press('ControlOrMeta+V');
}

test('masks on paste: labels, full-width digits, short dates and thousands marks end as the shopper meant', {
  tag: ['@hostile'],
}, async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const gallery = await (async () => {
    await page.goto('/gallery?locale=de-DE');
    const element = page.locator('shop-gallery');
    await expect(element.locator('.gallery')).toBeVisible();
    return element;
  })();
  const iban = gallery.getByRole('textbox', { name: 'iban' });
  await paste(iban, 'IBAN: DE89 3704 0044 0532 0130 00');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await iban.blur();
  await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
  // Full-width digits are converted, not dropped; a shortened or mistyped IBAN is refused.
  await paste(iban, 'ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await paste(iban, 'DE89 3704 0044 0532 0130 01');
  await iban.blur();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await paste(iban, 'GB29 NWBK 6016 1331 9268 19');
  await iban.blur();
  await expect(iban).not.toHaveAttribute('aria-invalid', 'true');

  const date = gallery.getByRole('textbox', { name: 'date day.month.year' });
  await paste(date, '1.2.1990');
  await expect(date).toHaveValue('01.02.1990');
  const ymd = gallery.getByRole('textbox', { name: 'date year.month.day' });
  await paste(ymd, '1990-1-5');
  await expect(ymd).toHaveValue('1990.01.05');

  const number = gallery.getByRole('textbox', { name: 'number (0–10, step 0.5)' });
  await paste(number, '1.234,56');
  await expect(number).toHaveValue('1234,56');
  await paste(number, '１２,５');
  await expect(number).toHaveValue('12,5');
  await expectClean(page);
  expect(problems.list).toEqual([]);
});

test('<shop-notification> with an unknown variant shows the default (success) and warns, never a raw text key', {
  tag: ['@hostile'],
}, async ({ page, problems }) => {
  const warnings = collectWarnings(page);
  await page.goto('/?country=CH_FR');
  await page.waitForFunction(() => customElements.get('shop-notification') !== undefined);
  await page.evaluate(() => {
    for (const variant of ['bogus', 'ERROR', '<img src=x onerror=window.__pwned=true>']) {
      const element = document.createElement('shop-notification');
      element.setAttribute('variant', variant);
      element.setAttribute('country', 'CH_FR');
      element.className = 'variant-test';
      element.textContent = 'Message';
      document.body.append(element);
    }
  });
  const added = page.locator('shop-notification.variant-test');
  const [bogus, upper, markup] = [added.nth(0), added.nth(1), added.nth(2)];
  // The message itself is slotted light DOM; the shadow root holds the announced prefix.
  await expect(bogus.getByRole('status')).toHaveText('Succès: ');
  await expect(bogus.getByRole('status')).toHaveClass(/notification--success/);
  await expect(upper.getByRole('alert')).toHaveText('Erreur: ');
  await expect(markup.getByRole('status')).toHaveText('Succès: ');
  expect(warnings.filter((text) => text.includes('Unknown notification variant'))).toHaveLength(2);
  expect(await page.evaluate(() => (window as unknown as { __pwned: unknown }).__pwned)).toBe(false);
  expect(problems.list).toEqual([]);
});

import { resetCustomerFrontendData } from '@shop/session';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInContent } from './content/all.ts';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
let requests: string[];

beforeAll(async () => {
  await import('./index.ts');
  // Registered once the texts of the page's locale are loaded.
  await customElements.whenDefined('shop-footer');
});

beforeEach(() => {
  requests = [];
  answers = {};
  resetCustomerFrontendData();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      requests.push(url.pathname);
      const answer = Object.entries(answers).find(([path]) => url.pathname.startsWith(path))?.[1] ?? { status: 404 };
      if (answer.status === 204) return new Response(null, { status: 204 });
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      return new Response(body, { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mount(attributes: string) {
  document.body.innerHTML = `<shop-footer ${attributes}></shop-footer>`;
  const host = document.querySelector('shop-footer') as HTMLElement;
  const root = host.shadowRoot as ShadowRoot;
  // The footer renders in parts over several tasks; aria-busy goes once all are there.
  await waitFor(() => expect(root.querySelector('footer:not([aria-busy])')).not.toBeNull());
  return root;
}

const promotion = (content: unknown) => ({ status: 200, body: { contentJSON: JSON.stringify(content) } });

describe('<shop-footer>', () => {
  it('shows the country content with its facts, safe links and the newsletter block', async () => {
    const root = await mount('country="PL"');
    expect(root.textContent).toContain('Darmowa dostawa od 100 zł');
    expect(root.querySelector('h2')?.textContent).toBe(builtInContent.PL.headline);
    expect(root.querySelector('slot[name="newsletter"]')).not.toBeNull();
    const newsletter = document.querySelector('shop-footer > shop-newsletter[slot="newsletter"]');
    expect(newsletter?.getAttribute('country')).toBe('PL');
    const career = root.querySelector('a[href="https://careers.shop-group.com/"]');
    expect(career?.getAttribute('target')).toBe('_blank');
    expect(career?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('a[href="/contact"]')?.hasAttribute('target')).toBe(false);
    await waitFor(() => expect(requests).toContain('/service/abtestfrontend/api/v1/getassignment'));
    expect(requests).toContain('/service/promotion/api/promotion/shop-footer-pl');
  });

  it('gives every logo its size, alt text and lazy loading', async () => {
    const root = await mount('country="DE"');
    const images = [...root.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image.getAttribute('src')).toMatch(/^\/service\/footer-images\/logos\/[a-z0-9-]+\.svg$/);
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });

  it('shows only the bottom area with the reduced attribute', async () => {
    const root = await mount('country="AT" reduced');
    expect(root.querySelector('h2')).toBeNull();
    expect(root.querySelector('slot[name="newsletter"]')).toBeNull();
    expect(root.textContent).toContain('Impressum');
  });

  it('shows only the bottom area for an affiliate visitor (cookie)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the channel cookie a partner link would set
    document.cookie = 'shop_channel=affiliate:4711; path=/';
    const root = await mount('country="DE"');
    expect(root.querySelector('footer')?.dataset.variant).toBe('reduced');
    expect(root.querySelector('h2')).toBeNull();
  });

  it('shows the German footer for an unknown country', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = await mount('country="XX"');
    expect(root.querySelector('h2')?.textContent).toBe(builtInContent.DE.headline);
  });

  it('replaces the built-in content with valid fetched content', async () => {
    answers['/service/promotion/'] = promotion({ ...builtInContent.CZ, headline: 'Letní výprodej' });
    const root = await mount('country="CZ"');
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Letní výprodej'));
  });

  for (const status of [204, 404]) {
    it(`keeps the built-in content without a warning when the promotion service answers ${status}`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      answers['/service/promotion/'] = { status };
      const events: unknown[] = [];
      document.addEventListener('shop-footer-content', (event) => events.push((event as CustomEvent).detail), {
        once: true,
      });
      const root = await mount('country="SK"');
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]).toMatchObject({ source: 'built-in' });
      expect(root.querySelector('h2')?.textContent).toBe(builtInContent.SK.headline);
      expect(warn).not.toHaveBeenCalled();
    });
  }

  it('keeps the built-in content and logs when the fetched content is invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers['/service/promotion/'] = promotion({ ...builtInContent.SK, headline: 12 });
    const events: unknown[] = [];
    document.addEventListener('shop-footer-content', (event) => events.push((event as CustomEvent).detail), {
      once: true,
    });
    const root = await mount('country="SK"');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/built-in content stays/)));
    expect(root.querySelector('h2')?.textContent).toBe(builtInContent.SK.headline);
    expect(events).toEqual([{ source: 'built-in', reason: expect.stringMatching(/headline/) }]);
  });

  it('renders fetched texts as text and drops unsafe links', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers['/service/promotion/'] = promotion({
      ...builtInContent.DE,
      headline: '<img src=x onerror=alert(1)>Neu',
      legalLinks: [
        { url: 'javascript:alert(1)', text: 'Böse' },
        { url: '/service/impressum', text: 'Impressum' },
      ],
    });
    const root = await mount('country="DE"');
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>Neu'));
    expect(root.querySelector('h2 img')).toBeNull();
    expect(root.textContent).not.toContain('Böse');
    expect([...root.querySelectorAll('a')].some((a) => a.getAttribute('href')?.startsWith('javascript'))).toBe(false);
  });

  it('logs an error and shows nothing for an unknown logo source', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const group = builtInContent.DE.teaser.groups[3];
    answers['/service/promotion/'] = promotion({
      ...builtInContent.DE,
      teaser: { groups: [{ ...group, images: [{ label: 'Geheim', source: 'unknown.svg' }] }] },
    });
    const root = await mount('country="DE"');
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/unknown logo source "unknown.svg"/)));
    expect(root.querySelector('img[alt="Geheim"]')).toBeNull();
  });

  it.each(['SUBSCRIBED', 'WAITING_FOR_DOI'])('hides the newsletter block for nl_status %s', async (status) => {
    answers['/service/customerfrontenddata/'] = { status: 200, body: { nl_status: status } };
    const root = await mount('country="HU"');
    await waitFor(() => expect(root.querySelector('slot[name="newsletter"]')).toBeNull());
    expect(requests.filter((path) => path.endsWith('/psdata'))).toHaveLength(1);
  });

  it('hides the newsletter block when the page says so', async () => {
    const root = await mount('country="HU" hide-newsletter');
    expect(root.querySelector('slot[name="newsletter"]')).toBeNull();
    expect(document.querySelector('shop-newsletter')).toBeNull();
    expect(requests.filter((path) => path.endsWith('/psdata'))).toHaveLength(0);
  });

  it('leaves out groups marked for checkout on checkout pages', async () => {
    const root = await mount('country="DE" checkout');
    const headings = [...root.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(headings).not.toContain('Kundenkarte');
    expect(headings).not.toContain('Über uns');
    expect(headings).toContain('Versand & Rückgabe');
  });
});

describe('<shop-footer> rendering in parts', () => {
  it('shows its blocks over several commits in document order, the bottom area last', async () => {
    document.body.innerHTML = '<shop-footer country="DE"></shop-footer>';
    const root = (document.querySelector('shop-footer') as HTMLElement).shadowRoot as ShadowRoot;
    const seen: string[] = [];
    const record = () => {
      const footer = root.querySelector('footer');
      if (!footer) return;
      const blocks = ['.footer__headline', '.teasers', '.seo', '.footer__connect', '.footer__view', '.bottom']
        .filter((selector) => footer.querySelector(selector))
        .join(' ');
      if (seen.at(-1) !== blocks) seen.push(blocks);
    };
    const observer = new MutationObserver(record);
    observer.observe(root, { childList: true, subtree: true });
    await waitFor(() => expect(root.querySelector('footer:not([aria-busy])')).not.toBeNull());
    observer.disconnect();
    expect(seen[0]).toBe('.footer__headline');
    expect(seen.at(-1)).toBe('.footer__headline .teasers .seo .footer__connect .footer__view .bottom');
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });
});

describe('<shop-footer> on a desktop page (data-platform CLASSIC)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-platform'));

  it('shows columns and the country selector, and leaves out links hidden in classic', async () => {
    document.documentElement.setAttribute('data-platform', 'CLASSIC');
    const root = await mount('country="CH_FR"');
    expect(root.querySelector('footer')?.dataset.layout).toBe('columns');
    expect(root.querySelector('nav[aria-label="Choisir le pays"] [aria-current="true"]')?.textContent).toMatch(
      /Suisse \(Français\)/,
    );
    expect(root.querySelectorAll('nav[aria-label="Choisir le pays"] a')).toHaveLength(8);
    expect(root.querySelector('button[aria-expanded]')).toBeNull();
    expect(root.textContent).not.toContain('Télécharger l’app Shop');
    expect(root.textContent).toContain('Version mobile');
  });

  it('switches to collapsible groups when the page says smartphone', async () => {
    document.documentElement.setAttribute('data-platform', 'CLASSIC');
    const root = await mount('country="PL"');
    document.documentElement.setAttribute('data-platform', 'SMARTPHONE');
    await waitFor(() => expect(root.querySelector('footer')?.dataset.layout).toBe('collapsible'));
    const button = root.querySelector('button[aria-expanded]') as HTMLButtonElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(root.querySelector('nav[aria-label="Wybierz kraj"]')).toBeNull();
    expect(root.textContent).toContain('Pobierz aplikację Shop');
  });
});

describe('<shop-footer> newsletter block', () => {
  it('keeps the page’s own newsletter element across re-renders instead of adding one', async () => {
    document.body.innerHTML =
      '<shop-footer country="SK"><shop-newsletter slot="newsletter" country="SK" id="page-own"></shop-newsletter></shop-footer>';
    const host = document.querySelector('shop-footer') as HTMLElement;
    await waitFor(() => expect(host.shadowRoot?.querySelector('slot[name="newsletter"]')).not.toBeNull());
    host.setAttribute('country', 'CZ');
    await waitFor(() => expect(document.querySelector('#page-own')?.getAttribute('country')).toBe('CZ'));
    expect(host.querySelectorAll('shop-newsletter')).toHaveLength(1);
  });
});

describe('<shop-footer> removed from the page', () => {
  it('aborts its pending requests', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = input instanceof Request ? input.signal : undefined;
            if (signal) signals.push(signal);
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const warn = vi.spyOn(console, 'warn');
    await mount('country="DE"');
    await waitFor(() => expect(signals.length).toBeGreaterThanOrEqual(3)); // promotion, abtest, psdata
    document.querySelector('shop-footer')?.remove();
    await waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/built-in content stays/));
  });
  // Last: a sign-up is the page's state from then on (every later footer of this module sees it).
  it('leaves the block out of a footer re-created after a sign-up on the page, keeping it in the one that showed it', async () => {
    const root = await mount('country="PL"');
    expect(root.querySelector('slot[name="newsletter"]')).not.toBeNull();
    const asked = requests.filter((path) => path.endsWith('/psdata')).length;
    document
      .querySelector('shop-newsletter')
      ?.dispatchEvent(new CustomEvent('shop-newsletter-submitted', { detail: {}, bubbles: true, composed: true }));
    expect(root.querySelector('slot[name="newsletter"]')).not.toBeNull();
    // A host script rewrites the block that holds the footer: a new element, the same markup.
    const recreated = await mount('country="PL"');
    expect(recreated.querySelector('slot[name="newsletter"]')).toBeNull();
    expect(document.querySelector('shop-newsletter')).toBeNull();
    expect(requests.filter((path) => path.endsWith('/psdata'))).toHaveLength(asked);
  });
});

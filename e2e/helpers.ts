import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/**
 * A widget package's texts in one locale, as its element shows them (the package exports its
 * `locales/<locale>.json`), so that a spec asserts the translated text, not a copy of it.
 * Untyped like any parsed JSON: a spec that needs more gives it its own type.
 */
export function localeTexts(pkg: 'newsletter' | 'login', locale: string): ReturnType<typeof JSON.parse> {
  return require(`@shop/${pkg}/locales/${locale}.json`);
}

/**
 * Reads the focused element, looked up through open shadow roots (null when nothing has focus),
 * with the tag names of the shadow hosts it sits in, outermost first (empty for the page itself).
 */
export async function readFocused<T>(page: Page, read: (element: Element | null, hosts: string[]) => T): Promise<T> {
  const handle = await page.evaluateHandle(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element;
  });
  try {
    const hosts = await handle.evaluate((element) => {
      const chain: string[] = [];
      for (let root = element?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
        chain.unshift(root.host.localName);
      return chain;
    });
    return await handle.evaluate(read, hosts);
  } finally {
    await handle.dispose();
  }
}

/** Every console warning of the page from now on, in order (a list that grows as they come). */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * The shopper's pointer enters every widget on the page (`shop-*` elements of the document, a
 * `pointerover` each, without moving the page): the loader fetches the code of each that can
 * serve this visitor. A widget that works prerendered (footer, newsletter block) loads on the first
 * sign of use only, never merely because the page has loaded.
 */
export async function reachIntoWidgets(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*'))
      if (element.localName.startsWith('shop-'))
        element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  });
}

/**
 * For a suite about the widgets' live behaviour: on every page the tab loads, the shopper's pointer
 * enters every widget as soon as the page has loaded (as `reachIntoWidgets`, in the page).
 */
export async function reachIntoWidgetsOnLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener('load', () => {
      for (const element of document.querySelectorAll('*'))
        if (element.localName.startsWith('shop-'))
          element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    });
  });
}

/**
 * Waits until every prerendered widget on the page has been taken over by its live element.
 * A prerendered form works before that (what the shopper does there is carried over), but a test
 * that asserts the live widget's behaviour (validation, messages, requests) waits for it: the
 * shopper's pointer enters each widget first (`reachIntoWidgets`), which loads its code.
 */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await reachIntoWidgets(page);
  await expect(page.locator('[data-shop-prerendered]')).toHaveCount(0);
}

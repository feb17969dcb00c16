/**
 * Styles live inside each element's shadow root as constructable stylesheets, one sheet per
 * distinct CSS text shared by every element on the page, whichever of our bundles (each with its
 * own copy of this module) built it: parsing the design tokens costs a slow phone ~10 ms a time.
 */

import { registerRemProperty } from '../host/rem.ts';
import { pageState } from './pageState.ts';

pageState.shared.sheets ??= new Map();
const { sheets } = pageState.shared;

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * The sheets of these CSS texts, in their order, each once: what a shadow root just attached is
 * given in one assignment (`root.adoptedStyleSheets = styleSheetsOf(...)`). Reading a root's
 * `adoptedStyleSheets`, as adoptStyles does, builds a new observable array every time; with its
 * checks that was 13 µs a root in unthrottled Chromium against 1.4 µs for the assignment alone,
 * and a category page attaches hundreds.
 */
export function styleSheetsOf(...cssTexts: string[]): CSSStyleSheet[] {
  registerRemProperty();
  return [...new Set(cssTexts.filter(Boolean).map(sheetFor))];
}

/**
 * Adds the CSS texts to the shadow root, in their order, each once; texts it has already are
 * skipped. One assignment for all of them: every assignment restyles the root's whole tree.
 * Every engine that can run these bundles has constructable stylesheets: the bundles need import
 * maps (Chrome 89, Firefox 108, Safari 16.4), which came after adoptedStyleSheets (Chrome 73,
 * Firefox 101, Safari 16.4), so there is no <style> fallback to carry.
 */
export function adoptStyles(root: ShadowRoot, ...cssTexts: string[]): void {
  const texts = cssTexts.filter(Boolean);
  if (!texts.length) return;
  registerRemProperty();
  const adopted = root.adoptedStyleSheets;
  const missing = [...new Set(texts.map(sheetFor))].filter((sheet) => !adopted.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...adopted, ...missing];
}

/** Parses the CSS ahead of the first element that adopts it (in a task of its own, where that helps). */
export function prepareStyles(cssText: string): void {
  if (!cssText || typeof CSSStyleSheet === 'undefined') return;
  registerRemProperty();
  sheetFor(cssText);
}

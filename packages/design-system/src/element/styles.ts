/**
 * Styles live inside each element's shadow root as constructable stylesheets, one sheet per
 * distinct CSS text shared by every element on the page.
 */
import { registerRemProperty } from '../tokens/rem.ts';

const sheets = new Map<string, CSSStyleSheet>();

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
 * Adds the CSS to the shadow root once; later calls with the same text do nothing. Every engine
 * that can run these bundles has constructable stylesheets: the bundles need import maps (Chrome
 * 89, Firefox 108, Safari 16.4), which came after adoptedStyleSheets (Chrome 73, Firefox 101,
 * Safari 16.4), so there is no <style> fallback to carry.
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  if (!cssText) return;
  registerRemProperty();
  const sheet = sheetFor(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Styles live inside each element's shadow root as constructable stylesheets, one sheet per
 * distinct CSS text shared by every element on the page.
 */
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

const supportsAdoptedSheets = () =>
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

/** Adds the CSS to the shadow root once; later calls with the same text do nothing. */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  if (!cssText) return;
  if (supportsAdoptedSheets()) {
    const sheet = sheetFor(cssText);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  // Fallback for engines without constructable stylesheets: a <style> element, once.
  const marker = `shop-style-${hash(cssText)}`;
  if (root.querySelector(`style[data-shop-style="${marker}"]`)) return;
  const style = document.createElement('style');
  style.dataset.shopStyle = marker;
  style.textContent = cssText;
  root.prepend(style);
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

import { pageState } from '../shell/pageState.ts';

/**
 * `--shop-rem`, the unit of every length in our CSS, is 1em of `medium` (the shopper's default
 * text size) on each element's host, the same px value in every element of its tree, whatever
 * that element's own font size. tokens.css (the design system) computes it on the host as a number, `--shop-rem-px:
 * calc(1em / 1px)`, and sets `--shop-rem: calc(var(--shop-rem-px) * 1px)`. The number must be a
 * registered <number>: only then is it computed on the host and inherited as that number.
 * Unregistered it would stay the text `calc(1em / 1px)` and resolve against each element's own
 * font size (a 14 px label would get 14 px instead of 16 px of padding).
 *
 * Why a number and not `--shop-rem` itself registered as a <length> (as it was): Firefox 153 and
 * WebKitGTK 2.50 apply the host page's `zoom` to a registered <length> when they compute it and
 * again where the length is used, so under `body { zoom: 1.25 }` every widget was zoomed twice
 * (a login 700×600 px instead of 560×480; WebKit's fix: WebKit/WebKit#69202). A number carries no
 * zoom; the `1px` it is multiplied by is zoomed once, where it is used, as any length is.
 *
 * Engines ignore `@property` inside a shadow root (Chromium, Firefox and WebKit alike), so the
 * registration is global: `CSS.registerProperty` before the first element is built, and, for
 * prerendered markup that paints before any script, the same rule in the `<style>` of the page's
 * head snippet (early/headStyle.ts).
 * The initial value, 16 (px), is what an element gets where no host computed the number: in an
 * engine without typed arithmetic (`calc(1em / 1px)`; Firefox 153) tokens.css declares nothing
 * and the widget has the sizes of the default text size, 16 px, whatever the shopper set.
 */
const remProperty = { name: '--shop-rem-px', syntax: '<number>', inherits: true, initialValue: '16' } as const;

/**
 * The rule a page's head carries (early/headStyle.ts), `<` written as the CSS escape `\\3c `: the
 * same text for the HTML and the XML parser (an XHTML template), so one CSP hash allows it.
 */
export const remPropertyRule = `@property ${remProperty.name}{syntax:"${remProperty.syntax.replace('<', '\\3c ')}";inherits:${remProperty.inherits};initial-value:${remProperty.initialValue}}`;

pageState.rem ??= { registered: false, prerenderedRule: null };
const state = pageState.rem;

/**
 * Registers `--shop-rem-px` once per page. A second bundle (or an earlier copy of this module)
 * that registered it already makes `registerProperty` throw: the registration is the same.
 * Engines without it (Firefox before 128) keep the unregistered fallback described above where
 * they have typed arithmetic, and 16 px (`var(--shop-rem-px, 16)`, tokens.css) where not.
 *
 * Where the head snippet's `<style>` registers it already, nothing is done
 * while that rule is in the page: `registerProperty` would register it again, and a
 * registration restyles the whole host page (33-64 ms at 4× CPU on the demo pages, more on a
 * large page: bench/design-system-rem-registration.mjs) in the task that takes the first
 * widget over. Call it again when one of our elements leaves the page: if a host script removed
 * that style, the script's registration replaces it before the next frame.
 */
export function registerRemProperty(): void {
  if (state.registered || state.prerenderedRule?.isConnected) return;
  state.prerenderedRule = findPrerenderedRule();
  if (state.prerenderedRule) return;
  state.registered = true;
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  try {
    CSS.registerProperty({ ...remProperty });
  } catch {
    // Registered already, by another bundle of ours.
  }
}

/**
 * The head snippet's rule in the document, if the browser uses it: a style sheet that a host's
 * Content-Security-Policy blocked has no `sheet`.
 */
function findPrerenderedRule(): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  for (const style of document.querySelectorAll('style'))
    if (style.textContent?.includes(remPropertyRule) && style.sheet && !style.sheet.disabled) return style;
  return null;
}

import { remPropertyRule } from '../host/rem.ts';

/**
 * The attribute of the empty, hidden element a prerender writes after a part that must be parsed
 * before its host shows (the footer's newsletter block: packages/footer/build/prerender-entry.tsx).
 */
export const parsedMarkerAttribute = 'data-shop-parsed';

/**
 * The one `<style>` a page's head snippet carries for our prerendered elements (the HTML
 * standard allows `<style>` in the head only, so nothing of it may be in the elements' tags):
 *
 * - the registration of `--shop-rem` (host/rem.ts), which a shadow root cannot register and
 *   the prerendered markup needs before any script runs;
 * - the rule that shows a prerendered footer once its newsletter block is parsed (its shadow
 *   root hides its host until then, so that nothing of it moves while the block grows): the
 *   marker after the block is the last thing of the footer the parser reaches. An outer rule
 *   outranks the shadow root's `:host` one; `inherit`, not `visible`, so a footer inside a
 *   hidden part of the page stays hidden.
 *
 * Its text holds no `<` or `&` (`rem.ts` writes `<length>` as a CSS escape): an XML parser
 * (an XHTML template) reads the same text as the HTML parser, and one CSP hash allows both.
 */
export const headCss = `${remPropertyRule}shop-footer:has(>[${parsedMarkerAttribute}]){visibility:inherit}`;

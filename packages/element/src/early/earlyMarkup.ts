import type { Locale } from '@shop/sites';
import { textsFromGlob } from '../texts/i18n.ts';
import { prerenderedAttribute } from './loader.ts';

/**
 * What a prerendered widget carries beyond its first frame so that it works before its code
 * arrives (see loader.ts): the build-time side of the loader's contract.
 *
 * - The prerendered root is marked `data-shop-prerendered`: the loader records clicks and
 *   submits only there, and the element's take-over replaces exactly that.
 * - Its forms submit with `method="dialog"`, which outside a dialog does nothing: a submit before
 *   our code (or without script) never sends the fields in a URL or leaves the page; the loader
 *   records it and the live form sends it.
 * - A widget with a form carries a notice for the moment its code cannot load (hidden until the
 *   loader shows it, with a retry button) and one for browsers without script (CSS shows it where
 *   `scripting` is `none`): a form that cannot be sent says so.
 */
export interface EarlyTexts {
  loadFailed: string;
  retry: string;
  noScript: string;
}

const earlyTexts = textsFromGlob(import.meta.glob('./locales/*.json', { import: 'default' }));

/** The notices' texts in `locale` (build time only: the prerender writes them into the markup). */
export async function earlyTextsOf(locale: Locale): Promise<EarlyTexts> {
  return (await earlyTexts(locale)) as unknown as EarlyTexts;
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The early-use CSS of a prerendered widget (in its prerendered `<style>`). */
export const earlyCss = [
  '.shop-early-notice{display:flex;flex-wrap:wrap;align-items:center;gap:var(--shop-space-2);margin:0 0 var(--shop-space-3);padding:var(--shop-space-2) var(--shop-space-3);border-left:4px solid var(--shop-color-error);background:var(--shop-color-error-surface);color:var(--shop-color-text)}',
  '.shop-early-notice[hidden],.shop-early-notice--no-script{display:none}',
  '@media (scripting: none){.shop-early-notice--no-script{display:flex}}',
  '.shop-early-notice p{margin:0;flex:1 1 16em}',
  '.shop-early-notice button{min-height:44px;min-width:44px;padding:0 var(--shop-space-3);font:inherit;font-weight:600;color:inherit;background:transparent;border:2px solid currentColor;border-radius:var(--shop-radius);cursor:pointer}',
  'form[data-shop-submit] [type="submit"]{cursor:progress;opacity:.7}',
].join('');

/**
 * The prerendered markup with the early-use contract applied: the root marked, its forms
 * inert to a plain submit, and (when it has a form) the two notices at the top of its root.
 */
export function withEarlyUse(markup: string, texts: EarlyTexts): string {
  const hasForm = markup.includes('<form ');
  const notices = hasForm
    ? `<div class="shop-early-notice" role="alert" data-shop-load-failed="" hidden=""><p>${escapeText(texts.loadFailed)}</p><button type="button" data-shop-retry="">${escapeText(texts.retry)}</button></div>` +
      `<div class="shop-early-notice shop-early-notice--no-script"><p>${escapeText(texts.noScript)}</p></div>`
    : '';
  return markup
    .replace(/<div class="shop-root"([^>]*)>/, `<div class="shop-root"$1 ${prerenderedAttribute}="">${notices}`)
    .replace(/<form /g, '<form method="dialog" data-shop-early="" ');
}

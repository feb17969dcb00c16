// Loaded by build/prerender.ts through Vite's SSR module loader (CSS `?inline` imports and the
// design system's sources resolve exactly as in the browser build).
import { type Country, countryLocales, type StyleSink } from '@shop/design-system';
import { renderToStaticMarkup } from 'react-dom/server';
// The element context is internal to the element helper; the prerender stands in for the
// element (no host, same origin), as the helper would provide it in the browser.
import { ShopElementContext } from '../../design-system/src/element/context.ts';
import tokensCss from '../../design-system/src/tokens/tokens.css?inline';
import { Footer } from '../src/components/Footer.tsx';
import { loadBuiltInContent } from '../src/content/index.ts';
import { FooterShell } from '../src/FooterShell.tsx';
import prerenderCss from './Prerender.css?inline';

export interface PrerenderOptions {
  country: Country;
  reduced: boolean;
  hideNewsletter: boolean;
}

/**
 * The footer's shadow-root content as a declarative shadow root: `<template shadowrootmode>`
 * with one `<style>` (design tokens and every component's CSS) and the markup the element's
 * first render produces on a CLASSIC (desktop) page before any service answered; then the
 * newsletter block's light-DOM `<shop-newsletter slot="newsletter">` (full variant).
 */
export async function prerenderFooter({ country, reduced, hideNewsletter }: PrerenderOptions): Promise<string> {
  await loadBuiltInContent(country);
  const styles = new Set<string>([tokensCss]);
  const styleSink: StyleSink = { add: (css) => styles.add(css), collectsDuringRender: true };
  const locale = countryLocales[country];
  const context = {
    host: null as unknown as HTMLElement,
    country,
    locale,
    apiBase: '',
    emit: () => {},
  };
  const markup = renderToStaticMarkup(
    <ShopElementContext value={context}>
      <FooterShell locale={locale} styleSink={styleSink}>
        <Footer country={country} reduced={reduced} hideNewsletter={hideNewsletter} checkout={false} prerendered />
      </FooterShell>
    </ShopElementContext>,
  );
  const css = minifyCss([...styles, prerenderCss].join('\n')).replace(/<\/style/gi, '<\\/style');
  // The newsletter block is a light-DOM child shown through the footer's slot (NewsletterSlot).
  const newsletter =
    reduced || hideNewsletter ? '' : `<shop-newsletter slot="newsletter" country="${country}"></shop-newsletter>`;
  return `<template shadowrootmode="open"><style>${css}</style>${markup}</template>${newsletter}`;
}

/** Comments and layout white space out (the CSS is inlined into every page that prerenders). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

// Build-time prerender of an element (server side, `@shop/design-system/prerender`): the
// element's shadow root as a declarative shadow root, through the same shell the element
// renders in the browser. Not part of any browser bundle (it uses react-dom/server).

import type { StyleSink } from '@shop/element';
import { createTranslator, ElementShell, earlyCss, earlyTextsOf, type TextLoader, withEarlyUse } from '@shop/element';
import { type Country, countryLocales, type Locale } from '@shop/sites';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { designSystemTexts } from './texts.ts';
import tokensCss from './tokens/tokens.css?inline';

export interface PrerenderOptions {
  tag: string;
  country: Country;
  /** Default: the country's locale. */
  locale?: Locale;
  /** The element's own texts (namespace `element`), its package's `src/texts.ts`; the design system's labels are added. */
  texts: TextLoader;
  /** CSS that exists only in the prerendered markup (e.g. its narrow-screen layout). */
  extraCss?: string;
  children: ReactNode;
}

/**
 * The browser paints a declarative shadow root while it is still parsing it: on a slow device a
 * half-parsed footer shows, and its blocks move as the rest arrives (a layout shift where the
 * footer is in view). Its content is therefore hidden (its space still taken) until the closing
 * `<style>`, the template's last child, is parsed; hidden elements do not count as shifted.
 */
// `:host .shop-root` outranks the design tokens' `.shop-root` reset (which makes it visible).
// Once parsed it inherits rather than turns visible: a prerendered element inside another (the
// newsletter block in the footer) stays hidden until the outer one is parsed too, since the
// outer one's later blocks still move it.
const hiddenWhileParsed = ':host .shop-root{visibility:hidden}';
const shownWhenParsed = ':host .shop-root{visibility:inherit}';

/**
 * `<template shadowrootmode="open">` with a `<style>` (design tokens, every component's CSS
 * collected while rendering, `extraCss`), the markup of the element's first render (no host,
 * same origin, no services answered) and a last `<style>` that shows it once parsed. The element takes it over without a visible change.
 * The unit of its lengths, `--shop-rem`, which a shadow root cannot register, is registered by
 * the page's head snippet (early/headStyle.ts) before any of it paints.
 *
 * The markup is well-formed XML as well as HTML (an XHTML template includes it too): React
 * closes void elements (`<input/>`) and writes boolean attributes with a value.
 */
export async function prerenderShadowRoot({
  tag,
  country,
  locale = countryLocales[country],
  texts,
  extraCss = '',
  children,
}: PrerenderOptions): Promise<string> {
  const [element, ds, early] = await Promise.all([texts(locale), designSystemTexts(locale), earlyTextsOf(locale)]);
  const translator = createTranslator(tag, locale, { element, ds });
  const styles = new Set<string>([tokensCss]);
  const styleSink: StyleSink = { add: (css) => styles.add(css), collectsDuringRender: true };
  const context = { host: null as unknown as HTMLElement, country, locale, apiBase: '', emit: () => {} };
  const markup = renderToStaticMarkup(
    <ElementShell tag={tag} context={context} translator={translator} styleSink={styleSink}>
      {children}
    </ElementShell>,
  );
  // The prerendered markup is usable before the element's code arrives (early/): the take-over
  // carries what the shopper did there over to the live markup, then removes it.
  const inline = inlineStylesToRules(withEarlyUse(withSvgNamespace(markup), early));
  const css = minifyCss(
    [...styles, markup.includes('<form ') ? earlyCss : '', extraCss, inline.css].join('\n'),
  ).replace(/<\/style/gi, '<\\/style');
  return `<template shadowrootmode="open"><style>${hiddenWhileParsed}${css}</style>${inline.markup}<style>${shownWhenParsed}</style></template>`;
}

/**
 * Each `<svg>` with its namespace: the HTML parser puts it there by itself, an XML parser (an
 * XHTML page, whose loader attaches the markup itself) only when the element names it.
 */
const withSvgNamespace = (markup: string) => markup.replaceAll('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');

/**
 * A strict Content-Security-Policy (no 'unsafe-inline' for styles) ignores `style` attributes
 * in HTML, though the live element may set the same styles from script (e.g. the cut height of
 * an ExpansionItem). Each distinct attribute becomes a class with an `!important` rule (an inline
 * style wins over the stylesheet) in the prerender's `<style>`, which the policy allows by hash.
 */
export function inlineStylesToRules(markup: string): { markup: string; css: string } {
  const classes = new Map<string, string>();
  const moved = markup.replace(
    /<([a-z][\w-]*)([^>]*?) style="([^"]*)"([^>]*)>/g,
    (_tag, name: string, before: string, style: string, after: string) => {
      const className = classes.get(style) ?? `shop-inline-${classes.size}`;
      classes.set(style, className);
      const attributes = `${before}${after}`;
      const withClass = / class="/.test(attributes)
        ? attributes.replace(/ class="([^"]*)"/, ` class="$1 ${className}"`)
        : `${attributes} class="${className}"`;
      return `<${name}${withClass}>`;
    },
  );
  const css = [...classes].map(([style, className]) => {
    const declarations = decodeEntities(style)
      .split(';')
      .filter((declaration) => declaration.trim())
      .map((declaration) => `${declaration.trim()}!important`);
    return `.${className}{${declarations.join(';')}}`;
  });
  return { markup: moved, css: css.join('\n') };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Comments and layout white space out (the CSS is inlined into every page that prerenders). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

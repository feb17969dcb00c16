import type { Country, Locale } from '@shop/sites';
import { createContext, useContext, useInsertionEffect } from 'react';
import type { ShopEventName } from './events.ts';
import { prepareStyles } from './styles.ts';

/** What every component inside a <shop-*> element may ask of its element. */
export interface ShopElementContextValue {
  host: HTMLElement;
  country: Country;
  locale: Locale;
  /** Base URL for service calls (the single-page-app path variant); '' means same origin. */
  apiBase: string;
  emit: <D>(name: ShopEventName, detail?: D) => void;
}

export const ShopElementContext = createContext<ShopElementContextValue | null>(null);

export function useShopElement(): ShopElementContextValue {
  const value = useContext(ShopElementContext);
  if (!value) throw new Error('useShopElement() needs a component rendered by defineElement()');
  return value;
}

/**
 * Where component CSS goes: adopted into the element's shadow root in the browser, or
 * collected while rendering on the server (footer prerender).
 */
export interface StyleSink {
  add: (cssText: string) => void;
  /** true on the server, where effects never run: styles are collected during render. */
  collectsDuringRender: boolean;
}

export const StyleSinkContext = createContext<StyleSink>({ add: () => {}, collectsDuringRender: false });

/** A component's CSS (imported with `?inline`), adopted once per shadow root. */
export function useStyles(...cssTexts: string[]): void {
  const sink = useContext(StyleSinkContext);
  if (sink.collectsDuringRender) for (const css of cssTexts) sink.add(css);
  // Parsed while rendering, which a take-over's transition does in slices of a few milliseconds,
  // rather than in the commit, which is one task (each sheet is parsed once per page).
  else for (const css of cssTexts) prepareStyles(css);
  // Insertion effects run before layout: the styles are there before the first paint.
  useInsertionEffect(() => {
    for (const css of cssTexts) sink.add(css);
  });
}

import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { designSystemTexts } from '../texts.ts';
import tokensCss from '../tokens/tokens.css?inline';
import { commonProps } from './api.ts';
import { attributeName, type PropSpecs, parseAttribute } from './attributes.ts';
import { ShopElementContext, type ShopElementContextValue, type StyleSink, StyleSinkContext } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { dispatchShopEvent } from './events.ts';
import { createTexts, type TextLoader } from './i18n.ts';
import { chooseLocale } from './locale.ts';
import { defineOnce } from './register.ts';
import { adoptStyles } from './styles.ts';
import { TranslationContext } from './translation.ts';
import type { Translator } from './translator.ts';

export interface ElementOptions {
  /** The custom element name, `shop-*`. */
  tag: `shop-${string}`;
  /** The package version, named in the warning when two bundles bring the same tag. */
  version: string;
  // biome-ignore lint/suspicious/noExplicitAny: each element's component declares its own props
  component: ComponentType<any>;
  /** The element's own attributes (camelCase; the attribute is kebab-case). */
  props?: PropSpecs;
  /** The element's texts, one namespace; loaded for the page's locale only. */
  texts?: TextLoader;
  /** Headless elements (e.g. <shop-session>) render at once and load no texts. */
  headless?: boolean;
}

// r2wc keeps its state under registered symbols; we share them to fix attribute handling.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
}

/**
 * Turns a React component into a `<shop-*>` custom element: open shadow root with the design
 * tokens, HTML attribute semantics, a translator holding the page's locale only, events as
 * composed CustomEvents, guarded registration, and unmount (with every effect's cleanup) on
 * removal. Returns the element class; registration happens here, once.
 */
export function defineElement(options: ElementOptions): CustomElementConstructor {
  const specs: PropSpecs = { ...commonProps, ...options.props };
  const propByAttribute = new Map(Object.keys(specs).map((prop) => [attributeName(prop), prop]));
  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: Object.fromEntries(Object.keys(specs).map((prop) => [prop, 'string' as const])),
  }) as unknown as new () => R2wcInternals;

  class ShopElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, tokensCss);
      for (const [prop, spec] of Object.entries(specs)) {
        this[PROPS][prop] = parseAttribute(spec, this.getAttribute(attributeName(prop)));
      }
    }

    attributeChangedCallback(name: string, _oldValue: string | null, value: string | null) {
      const prop = propByAttribute.get(name);
      if (!prop) return;
      this[PROPS][prop] = parseAttribute(specs[prop] ?? { type: 'string' }, value);
      this[RENDER]();
    }
  }

  optionsOfElementClass.set(ShopElement, options);
  defineOnce(options.tag, ShopElement, options.version);
  return ShopElement;
}

// The element class carries its options to the (module-level) React root.
const optionsOfElementClass = new WeakMap<object, ElementOptions>();

interface RootProps {
  container: ShadowRoot;
  country?: string;
  locale?: string;
  apiBase: string;
  [prop: string]: unknown;
}

function ElementRoot({ container, country, locale, apiBase, ...props }: RootProps) {
  const host = container.host as HTMLElement;
  const options = optionsOfElementClass.get(host.constructor) as ElementOptions;
  const { tag, component: Component, texts, headless } = options;
  const choice = useMemo(() => chooseLocale(country, locale), [country, locale]);
  const [instance, setInstance] = useState<Translator | null>(null);

  useEffect(() => {
    if (choice.warning) console.warn(`<${tag}> ${choice.warning}`);
  }, [choice.warning, tag]);

  useEffect(() => {
    if (headless) return;
    let current = true;
    const namespaces: Record<string, TextLoader> = { ...(texts ? { element: texts } : {}), ds: designSystemTexts };
    createTexts(tag, choice.locale, namespaces).then((created) => current && setInstance(created));
    return () => {
      current = false;
    };
  }, [choice.locale, headless, tag, texts]);

  const context = useMemo<ShopElementContextValue>(
    () => ({
      host,
      country: choice.country,
      locale: choice.locale,
      apiBase,
      emit: (name, detail) => dispatchShopEvent(host, name, detail),
    }),
    [host, choice.country, choice.locale, apiBase],
  );
  const styleSink = useMemo<StyleSink>(
    () => ({ add: (css) => adoptStyles(container, css), collectsDuringRender: false }),
    [container],
  );

  const content = (
    <ErrorBoundary tag={tag}>
      <Component {...props} country={choice.country} locale={choice.locale} />
    </ErrorBoundary>
  );
  if (headless) return <ShopElementContext value={context}>{content}</ShopElementContext>;
  if (!instance || instance.language !== choice.locale) return <div className="shop-root" aria-busy="true" />;
  return (
    <ShopElementContext value={context}>
      <StyleSinkContext value={styleSink}>
        <TranslationContext value={instance}>
          <div className="shop-root" lang={choice.locale}>
            {content}
          </div>
        </TranslationContext>
      </StyleSinkContext>
    </ShopElementContext>
  );
}
